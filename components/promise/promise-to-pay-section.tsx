// The Promise to Pay panel below the payment tabs (spec 001 section 4): shown within 2 days of the
// due date or when promises exist; lists them, offers the form, or says to call.
import type { Application } from '@/lib/contract/applications';
import type { LoanAccount } from '@/lib/contract/loan-accounts';
import { getCustomerPromiseCodes } from '@/lib/lender/api';
import { lenderToday } from '@/lib/rules/dates';
import { dollarsToCents } from '@/lib/rules/money';
import { canCreatePromise, isPromisePanelVisible, promiseDefaults } from '@/lib/rules/promise-to-pay';
import { PromisePanel } from './promise-panel';

interface Props {
  token: string;
  application: Application;
  loanAccountId: number;
  loanAccount: LoanAccount;
  onProbation: boolean;
  paymentsHref: string;
  bankTabHref: string;
}

export async function PromiseToPaySection({ token, application, loanAccountId, loanAccount, onProbation, paymentsHref, bankTabHref }: Props) {
  const today = lenderToday();
  const promises = [
    ...loanAccount.promise_to_pays.map((p) => ({ amount: p.promise_amount, date: p.promise_date })),
    ...application.attributes.wu_promise_to_pays.map((p) => ({ amount: p.promise_amount, date: p.promise_date })),
  ];
  if (!isPromisePanelVisible({ today, currentDueDate: loanAccount.current_due_date, promiseCount: promises.length })) return null;
  const canCreate = canCreatePromise({ onProbation, promiseCount: promises.length });
  // Without codes the form still works: the lender applies the customer-promise codes itself.
  const codes = canCreate
    ? await getCustomerPromiseCodes(token).catch((err: unknown) => {
        console.error('[promise-to-pay] collection codes unavailable:', err instanceof Error ? err.message : 'unknown');
        return null;
      })
    : null;
  const defaults = promiseDefaults({ monthlyPaymentCents: dollarsToCents(loanAccount.monthly_payment), today });
  return (
    <PromisePanel
      applicationId={application.id}
      loanAccountId={loanAccountId}
      promises={promises}
      canCreate={canCreate}
      codes={codes}
      minimumCents={dollarsToCents(loanAccount.monthly_payment)}
      defaultAmountCents={defaults.amountCents}
      today={today}
      maxDate={loanAccount.max_single_payment_date}
      paymentsHref={paymentsHref}
      bankTabHref={bankTabHref}
    />
  );
}
