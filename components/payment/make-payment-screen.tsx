// The Make Payment screen (…/make-payment and …/payments/new): method tabs, or the sold-off screen;
// the bank tab's payment flow; pending payments with their cancel. Rendered from what lib/loan/make-payment
// loaded for the page.
import { useLocale, useTranslations } from 'next-intl';
import englishRules from '@/messages/en-US/rules.json';
import { ClientMessages } from '@/components/i18n/client-messages';
import { BindingEnglish, type AuthorizationMessages } from './binding-english';
import { LoanLoadError } from '@/components/loan/loan-load-error';
import { useRules } from '@/components/i18n/use-rules';
import { PromiseToPaySection } from '@/components/promise/promise-to-pay-section';
import type { MakePayment, PayableLoan } from '@/lib/loan/make-payment';
import { formatDate } from '@/lib/rules/dates';
import { loanPath } from '@/lib/rules/loan-tabs';
import { dollarsToCents, formatCents, formatDollars } from '@/lib/rules/money';
import { scheduledCents, scheduledNote } from '@/lib/rules/payment-amount';
import { showAutopaySummary } from '@/lib/rules/payment-flow';
import { isPastDue } from '@/lib/rules/autopay';
import { initialPaymentMethod } from '@/lib/rules/payment-methods';
import type { LoanAccountView } from '@/lib/view/loan-account';
import { AutopaySummary } from './autopay-summary';
import { BankPaymentFlow } from './bank-payment-flow';
import { DebitCardPanel } from './debit-card-panel';
import { CashPanel, MailPanel } from './other-methods';
import { PaymentMethods } from './payment-methods';
import { PendingPayments } from './pending-payments';
import { SoldOffNotice } from './sold-off-notice';
import { FigureList } from '@/components/ui/figure-list';

/** What the bank tab's client components say: only these parts of the catalogue go to the browser. */
const CLIENT_MESSAGES = [
  'payment.methods',
  'payment.flow',
  'payment.step',
  'payment.amount',
  'payment.date',
  'payment.account',
  'payment.ach',
  'payment.review',
  'payment.autopay',
  'payment.debitCard',
  'payment.probation',
  'payment.cancel',
  'payment.copy',
  'bank-accounts',
  'rules',
];

/** The authorizations' binding English words, for a page in another language (components/payment/binding-english.tsx). */
const ENGLISH_AUTHORIZATIONS: AuthorizationMessages = Object.fromEntries(Object.entries(englishRules).filter(([key]) => key.startsWith('ach')));

export function MakePaymentScreen({ screen }: { screen: MakePayment }) {
  const t = useTranslations('payment.screen');
  const english = useLocale() === 'en-US';
  if (screen.kind === 'error') return <LoanLoadError />;
  if (screen.kind === 'sold-off') {
    return (
      <div className="space-y-6">
        <h1 className="text-2xl font-semibold">{t('heading')}</h1>
        <SoldOffNotice account={screen.account} />
      </div>
    );
  }
  return (
    <ClientMessages paths={CLIENT_MESSAGES}>
      <BindingEnglish messages={english ? null : ENGLISH_AUTHORIZATIONS}>
        <PaymentScreen {...screen} />
      </BindingEnglish>
    </ClientMessages>
  );
}

function PaymentScreen({ customerId, applicationId, customer, application, account: loan, bankAccounts, promiseCodes, manageAutoPay, additionalPayment, method, prefill, perDiemCents, today }: PayableLoan) {
  const onProbation = customer.onPaymentProbation;
  const accounts = bankAccounts ?? [];
  const autopay = application.autopay;
  const paymentPath = loanPath(customerId, applicationId, 'make-payment');
  const flowKey = `${manageAutoPay}-${additionalPayment}`;
  const t = useTranslations('payment.screen');

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">{t('heading')}</h1>
      <LoanFigures
        loan={loan}
        scheduledCents={scheduledCents(
          application.pendingPayments.map((p) => dollarsToCents(p.amount)),
          autopay ? dollarsToCents(autopay.totalAmount) : null,
        )}
        autopayCents={autopay ? dollarsToCents(autopay.totalAmount) : null}
      />
      <div className="rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
        <PaymentMethods
          key={flowKey}
          initial={initialPaymentMethod(method, onProbation, manageAutoPay)}
          panels={{
            bankPayment: (
              <section aria-labelledby="bank-heading" className="space-y-4">
                <h2 id="bank-heading" className="text-xl font-semibold">{t('bankHeading')}</h2>
                <p>{t('bankFree')}</p>
                <BankPaymentFlow
                  key={flowKey}
                  autopay={{
                    applicationId,
                    monthlyPaymentCents: dollarsToCents(loan.monthlyPayment),
                    payoffCents: dollarsToCents(loan.payoffBalance),
                    today,
                    maxDate: loan.maxRecurringPaymentDate,
                    pastDue: isPastDue({ daysPastDue: loan.daysPastDue, pastDueBalanceCents: dollarsToCents(loan.pastDueBalance) }),
                    active: autopay
                      ? {
                          id: autopay.id,
                          amount: autopay.amount,
                          amountExtra: autopay.amountExtra,
                          startDate: autopay.startDate,
                          nextTransactionDate: autopay.nextTransactionDate,
                          bankAccountId: autopay.bankAccountId,
                        }
                      : null,
                  }}
                  manageAutoPay={manageAutoPay}
                  onProbation={onProbation}
                  managesBankAccounts={!customer.hasRevolverApplication}
                  accountsUnavailable={bankAccounts === null}
                  payment={{
                    customerId,
                    applicationId,
                    balances: {
                      payoffCents: dollarsToCents(loan.payoffBalance),
                      currentBalanceDueCents: dollarsToCents(loan.currentBalanceDue),
                      pastDueBalanceCents: dollarsToCents(loan.pastDueBalance),
                      perDiemCents,
                    },
                    today,
                    maxDate: loan.maxSinglePaymentDate,
                    dueDate: loan.currentDueDate,
                    accounts,
                    prefill,
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
        loanAccount={loan}
        onProbation={onProbation}
        paymentsHref={loanPath(customerId, applicationId, 'payments')}
        bankTabHref={`${paymentPath}?method=bankPayment`}
      />
      {autopay && showAutopaySummary({ hasActiveAutopay: true, manageAutoPay, additionalPayment }) && (
        <AutopaySummary autopay={autopay} accountLast4={accounts.find((a) => a.id === autopay.bankAccountId)?.last4 ?? null} basePath={paymentPath} />
      )}
      <PendingPayments payments={application.pendingPayments} today={today} />
    </div>
  );
}

/** The loan's figures, and what is already on its way: the lender refuses a payment past the payoff balance less that. */
function LoanFigures({ loan, scheduledCents: scheduled, autopayCents }: { loan: LoanAccountView; scheduledCents: number; autopayCents: number | null }) {
  const t = useTranslations('payment.screen');
  const rules = useRules();
  const figures: [string, string][] = [[t('figPayoff'), formatDollars(loan.payoffBalance)]];
  if (loan.pastDueBalance > 0) figures.push([t('figPastDue'), t('figPastDueValue', { amount: formatDollars(loan.pastDueBalance), days: loan.daysPastDue })]);
  figures.push([t('figAmountDue'), formatDollars(loan.currentBalanceDue)]);
  if (loan.currentDueDate) figures.push([t('figDueDate'), formatDate(loan.currentDueDate)]);
  if (scheduled > 0) figures.push([t('figScheduled'), formatCents(scheduled)]);
  return (
    <div className="space-y-2">
      <FigureList figures={figures} look="tiles" />
      {scheduled > 0 && <p className="text-sm text-muted">{scheduledNote(dollarsToCents(loan.payoffBalance), scheduled, autopayCents, rules)}</p>}
    </div>
  );
}
