// A customer's promise to pay (spec 001 sections 4, 5 and 9), as the lender takes it: at least the loan's
// monthly payment, on a day from today to the account's last payment date.
import { formatCents } from '../../lib/common/money';

export const belowMinimumMessage = (monthlyPaymentCents: number) =>
  `Amount cannot be less than your minimum monthly payment: ${formatCents(monthlyPaymentCents)}.`;
export const PROMISE_DATE_MESSAGES = {
  missing: 'Choose the date you will pay.',
  past: 'The date cannot be before today.',
  tooFar: 'The date is too far away. Choose an earlier date.',
} as const;

export interface PromiseAccount {
  monthlyPaymentCents: number;
  /** max_single_payment_date: a promise cannot be later than a payment could be. */
  lastPaymentDate: string | null;
}

/** The refused fields of a promise, with the lender's messages; empty when it is taken. */
export function promiseProblems(amountCents: number | null, date: string, account: PromiseAccount, today: string): { amount?: string; date?: string } {
  const problems: { amount?: string; date?: string } = {};
  if (amountCents === null || amountCents < account.monthlyPaymentCents) problems.amount = belowMinimumMessage(account.monthlyPaymentCents);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) problems.date = PROMISE_DATE_MESSAGES.missing;
  else if (date < today) problems.date = PROMISE_DATE_MESSAGES.past;
  else if (account.lastPaymentDate !== null && date > account.lastPaymentDate) problems.date = PROMISE_DATE_MESSAGES.tooFar;
  return problems;
}
