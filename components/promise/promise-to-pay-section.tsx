// The Promise to Pay panel below the payment tabs (spec 001 section 4): shown within 2 days of the
// due date or when promises exist; lists them, offers the form, or says to call.
import type { Application } from '@/lib/contract/applications';
import type { LoanAccount } from '@/lib/contract/loan-accounts';
import type { CollectionCodes } from '@/lib/contract/promises';
import { lenderToday } from '@/lib/rules/dates';
import { dollarsToCents } from '@/lib/rules/money';
import { canCreatePromise, isPromisePanelVisible, promiseDefaults } from '@/lib/rules/promise-to-pay';
import { PromisePanel } from './promise-panel';

interface Props {
  /** Fetched by the page beside its other calls; null when they could not be had (only logged). */
  codes: CollectionCodes | null;
  application: Application;
  loanAccountId: number;
  loanAccount: LoanAccount;
  onProbation: boolean;
  paymentsHref: string;
  bankTabHref: string;
}

export function PromiseToPaySection({ codes, application, loanAccountId, loanAccount, onProbation, paymentsHref, bankTabHref }: Props) {
  const today = lenderToday();
  const promises = [
    ...loanAccount.promise_to_pays.map((p) => ({ amount: p.promise_amount, date: p.promise_date })),
    ...application.attributes.wu_promise_to_pays.map((p) => ({ amount: p.promise_amount, date: p.promise_date })),
  ];
  if (!isPromisePanelVisible({ today, currentDueDate: loanAccount.current_due_date, promiseCount: promises.length })) return null;
  const canCreate = canCreatePromise({ onProbation, promiseCount: promises.length });
  const defaults = promiseDefaults({ monthlyPaymentCents: dollarsToCents(loanAccount.monthly_payment), today });
  return (
    <PromisePanel
      applicationId={application.id}
      loanAccountId={loanAccountId}
      promises={promises}
      canCreate={canCreate}
      // Without codes the form still works: the lender applies the customer-promise codes itself.
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
