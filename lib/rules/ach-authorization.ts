// The authorization for a one-time ACH debit the customer accepts before a bank payment. Its version is
// sent with the payment and stored by the lender with the time and IP of the acceptance; a change of
// wording must change the version.
import { PAYMENT_TIMING } from './payment-methods';
import { formatCents } from './money';
import { formatDate } from './dates';
import { LENDER_NAME, SUPPORT_PHONE } from './contact';

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const inWords = (n: number) => WORDS[n] ?? String(n);

export const ACH_AUTHORIZATION_VERSION = 'ach-one-time-2025-01';

export interface AchAuthorizationInput {
  amountCents: number | null;
  date: string | null;
  accountLast4: string | null;
}

/** The authorization's paragraphs, with the payment's amount, date and account filled in. */
export function achAuthorizationText({ amountCents, date, accountLast4 }: AchAuthorizationInput): string[] {
  const amount = amountCents !== null ? formatCents(amountCents) : 'the amount above';
  const day = date ? formatDate(date) : 'the date above';
  const account = accountLast4 ? `the bank account ending in ${accountLast4}` : 'the bank account above';
  return [
    `I authorize ${LENDER_NAME} to make a one-time electronic debit (ACH) of ${amount} from ${account} on ${day} to pay my loan.`,
    `Payments may take up to ${PAYMENT_TIMING.takesEffectWithinHours} hours to take effect. The withdrawal occurs within ${inWords(
      PAYMENT_TIMING.withdrawalWithinBusinessDays,
    )} business days of the payment date.`,
    `I can cancel this payment up to ${inWords(PAYMENT_TIMING.cancelBusinessDaysBefore)} business day before the payment date, on the Make Payment page or by calling ${SUPPORT_PHONE}.`,
    'If the debit is returned by my bank, my payment will not count and my bank may charge me a fee.',
  ];
}
