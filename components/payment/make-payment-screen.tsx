// The Make Payment screen (…/make-payment and …/payments/new): method tabs, or the sold-off screen;
// the bank tab's payment flow; pending payments with their cancel. Rendered on the server from the
// customer, the application, the loan account and the bank accounts, fetched in parallel.
import { notFound, redirect, unstable_rethrow } from 'next/navigation';
import { LoanLoadError } from '@/components/loan/loan-load-error';
import type { LoanAccount } from '@/lib/contract/loan-accounts';
import { getBankAccounts, getCustomerPromiseCodes, getLoanAccount } from '@/lib/lender/api';
import { PromiseToPaySection } from '@/components/promise/promise-to-pay-section';
import { isNotFound } from '@/lib/lender/errors';
import { orSignIn } from '@/lib/lender/page';
import { loadLoanArea } from '@/lib/loan/load';
import { lenderToday, formatDate } from '@/lib/rules/dates';
import { canMakePayment, loanPath } from '@/lib/rules/loan-tabs';
import { dollarsToCents, formatCents, formatDollars } from '@/lib/rules/money';
import { scheduledCents, scheduledNote } from '@/lib/rules/payment-amount';
import { isManageAutoPayFlag, showAutopaySummary } from '@/lib/rules/payment-flow';
import { isPastDue } from '@/lib/rules/autopay';
import { toManagedBankAccount } from '@/components/bank-accounts/managed-bank-account';
import { AutopaySummary } from './autopay-summary';
import { initialPaymentMethod } from '@/lib/rules/payment-methods';
import { requireCustomerAccess } from '@/lib/session/session';
import { BankPaymentFlow } from './bank-payment-flow';
import { DebitCardPanel } from './debit-card-panel';
import { CashPanel, MailPanel } from './other-methods';
import { PaymentMethods } from './payment-methods';
import { PendingPayments } from './pending-payments';
import { SoldOffNotice } from './sold-off-notice';
import { bankAccountLast4, isCardAccount } from '@/lib/rules/lender-fallbacks';

export type MakePaymentSearchParams = Record<string, string | string[] | undefined>;

/** The record, 'missing' for a 404, or null for any other failure (401 still goes to sign-in). */
async function settle<T>(promise: Promise<T>): Promise<T | 'missing' | null> {
  try {
    return await orSignIn(promise);
  } catch (err) {
    unstable_rethrow(err);
    if (isNotFound(err)) return 'missing';
    console.error('[make-payment] lender call failed:', err instanceof Error ? err.message : 'unknown');
    return null;
  }
}

export async function MakePaymentScreen({ params, searchParams }: { params: { customerId: string; applicationId: string }; searchParams: MakePaymentSearchParams }) {
  const { session, customerId } = await requireCustomerAccess(params.customerId);
  const applicationId = Number(params.applicationId);
  if (!Number.isSafeInteger(applicationId) || applicationId <= 0) notFound();
  const [{ user, application }, account, bankAccounts, promiseCodes] = await Promise.all([
    loadLoanArea(params.customerId, params.applicationId),
    settle(getLoanAccount(session.token, applicationId)),
    settle(getBankAccounts(session.token, customerId)),
    // The promise-to-pay codes: a failure is only logged (spec 001 section 8).
    getCustomerPromiseCodes(session.token).catch((err: unknown) => {
      console.error('[promise-to-pay] collection codes unavailable:', err instanceof Error ? err.message : 'unknown');
      return null;
    }),
  ]);
  const loanHref = loanPath(customerId, applicationId);
  if (isCardAccount(application) || account === 'missing') redirect(loanHref);
  if (account === null) return <LoanLoadError />;
  const loan = account.attributes;

  // A sold-off loan explains why it cannot be paid, even where its Make Payment tab is hidden (a saved
  // or shared link); any other hidden Make Payment tab sends its route back to the loan.
  if (!loan.sold_off && !canMakePayment(application.attributes)) redirect(loanHref);
  if (loan.sold_off) {
    return (
      <div className="space-y-6">
        <h1 className="text-2xl font-semibold">Make a Payment</h1>
        <SoldOffNotice account={loan} />
      </div>
    );
  }

  const onProbation = user.attributes['on_payment_probation?'];
  const manageAutoPay = isManageAutoPayFlag(searchParams.manageAutoPay);
  const additionalPayment = isManageAutoPayFlag(searchParams.additionalPayment);
  const method = typeof searchParams.method === 'string' ? searchParams.method : undefined;
  const today = lenderToday();
  const accounts = Array.isArray(bankAccounts)
    ? bankAccounts.map((b) => ({ id: b.id, name: b.attributes.name, accountType: b.attributes.account_type, last4: bankAccountLast4(b.attributes) }))
    : [];
  const recurring = application.attributes.active_recurring_payment;
  const paymentPath = loanPath(customerId, applicationId, 'make-payment');

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Make a Payment</h1>
      <LoanFigures
        loan={loan}
        scheduledCents={scheduledCents(
          application.attributes.pending_payments.map((p) => dollarsToCents(p.amount)),
          recurring ? dollarsToCents(recurring.total_amount) : null,
        )}
        autopayCents={recurring ? dollarsToCents(recurring.total_amount) : null}
      />
      <div className="rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
        <PaymentMethods
          key={`${manageAutoPay}-${additionalPayment}`}
          initial={initialPaymentMethod(method, onProbation, manageAutoPay)}
          panels={{
            bankPayment: (
              <section aria-labelledby="bank-heading" className="space-y-4">
                <h2 id="bank-heading" className="text-xl font-semibold">Pay from your bank account</h2>
                <p>Bank payments are free.</p>
                <BankPaymentFlow
                  key={`${manageAutoPay}-${additionalPayment}`}
                  bankAccounts={Array.isArray(bankAccounts) ? bankAccounts.map(toManagedBankAccount) : []}
                  autopay={{
                    applicationId,
                    monthlyPaymentCents: dollarsToCents(loan.monthly_payment),
                    today,
                    maxDate: loan.max_recurring_payment_date,
                    pastDue: isPastDue({ daysPastDue: loan.days_past_due, pastDueBalanceCents: dollarsToCents(loan.past_due_balance) }),
                    active: recurring
                      ? {
                          id: recurring.id,
                          amount: recurring.amount,
                          amountExtra: recurring.amount_extra,
                          startDate: recurring.start_date,
                          nextTransactionDate: recurring.next_transaction_date,
                          bankAccountId: recurring.recurrable_id,
                        }
                      : null,
                  }}
                  manageAutoPay={manageAutoPay}
                  onProbation={onProbation}
                  managesBankAccounts={!user.attributes.has_revolver_application}
                  accountsUnavailable={!Array.isArray(bankAccounts)}
                  payment={{
                    customerId,
                    applicationId,
                    balances: {
                      payoffCents: dollarsToCents(loan.payoff_balance),
                      currentBalanceDueCents: dollarsToCents(loan.current_balance_due),
                      pastDueBalanceCents: dollarsToCents(loan.past_due_balance),
                    },
                    today,
                    maxDate: loan.max_single_payment_date,
                    dueDate: loan.current_due_date,
                    accounts,
                  }}
                />
              </section>
            ),
            debitCard: <DebitCardPanel applicationId={applicationId} />,
            phoneMail: <MailPanel accountNumber={loan.acctrefno} />,
            cash: <CashPanel accountNumber={loan.acctrefno} />,
          }}
        />
      </div>
      <PromiseToPaySection
        codes={promiseCodes}
        application={application}
        loanAccountId={account.id}
        loanAccount={loan}
        onProbation={onProbation}
        paymentsHref={loanPath(customerId, applicationId, 'payments')}
        bankTabHref={`${loanPath(customerId, applicationId, 'make-payment')}?method=bankPayment`}
      />
      {recurring && showAutopaySummary({ hasActiveAutopay: true, manageAutoPay, additionalPayment }) && (
        <AutopaySummary
          autopay={recurring}
          accountLast4={accounts.find((a) => a.id === recurring.recurrable_id)?.last4 ?? null}
          basePath={paymentPath}
        />
      )}
      <PendingPayments payments={application.attributes.pending_payments} today={today} />
    </div>
  );
}

/** The loan's figures, and what is already on its way: the lender refuses a payment past the payoff balance less that. */
function LoanFigures({ loan, scheduledCents: scheduled, autopayCents }: { loan: LoanAccount; scheduledCents: number; autopayCents: number | null }) {
  const figures: [string, string][] = [['Payoff balance', formatDollars(loan.payoff_balance)]];
  if (loan.past_due_balance > 0) figures.push(['Past due', `${formatDollars(loan.past_due_balance)} (${loan.days_past_due} days)`]);
  figures.push(['Amount due', formatDollars(loan.current_balance_due)]);
  if (loan.current_due_date) figures.push(['Due date', formatDate(loan.current_due_date)]);
  if (scheduled > 0) figures.push(['Already scheduled', formatCents(scheduled)]);
  return (
    <div className="space-y-2">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-lg border border-gray-200 bg-white p-3">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {scheduled > 0 && <p className="text-sm text-muted">{scheduledNote(dollarsToCents(loan.payoff_balance), scheduled, autopayCents)}</p>}
    </div>
  );
}
