// The authorization for a one-time ACH debit the customer accepts before a bank payment. Its version is
// sent with the payment and stored by the lender with the time and IP of the acceptance; a change of
// wording must change the version.
import { PAYMENT_TIMING } from './payment-methods';
import { formatCents } from './money';
import { formatDate } from './dates';
import { LENDER_NAME, SUPPORT_PHONE } from './contact';
import { NONE, type RuleTranslator } from './messages';

export const ACH_AUTHORIZATION_VERSION = 'ach-one-time-2025-01';

export interface AchAuthorizationInput {
  amountCents: number | null;
  date: string | null;
  accountLast4: string | null;
}

/** The authorization's paragraphs, with the payment's amount, date and account filled in. */
export function achAuthorizationText({ amountCents, date, accountLast4 }: AchAuthorizationInput, t: RuleTranslator): string[] {
  return [
    t('achOneTime1', {
      lender: LENDER_NAME,
      amount: amountCents !== null ? formatCents(amountCents) : NONE,
      last4: accountLast4 ?? NONE,
      date: date ? formatDate(date) : NONE,
    }),
    t('achOneTime2', { hours: PAYMENT_TIMING.takesEffectWithinHours, days: String(PAYMENT_TIMING.withdrawalWithinBusinessDays) }),
    t('achOneTime3', { days: String(PAYMENT_TIMING.cancelBusinessDaysBefore), phone: SUPPORT_PHONE }),
    t('achOneTime4'),
  ];
}
