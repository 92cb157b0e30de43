// The words of each debit authorization the lender takes, by version, in English (binding) and Spanish
// (the translation shown beside it), with the debit's figures filled in. The lender keeps them itself: a
// version names one wording, and the copy it stores reproduces that wording exactly as the customer read
// it. test/agreement/authorization-texts.test.ts holds them to the portal's screens word for word.
import { formatDate } from '../../lib/common/dates';
import { formatCents } from '../../lib/common/money';
import { AUTOPAY_AUTHORIZATION_VERSION } from './autopay';
import { LENDER_NAME, SUPPORT_PHONE } from './contact';
import type { NoticeLanguage } from './notice-words';
import { ACH_AUTHORIZATION_VERSION } from './payments';

export interface OneTimeFacts {
  amountCents: number;
  date: string;
  last4: string;
}

export interface RecurringFacts {
  totalCents: number;
  /** The first debit's day (its day of the month is the monthly day). */
  startDate: string;
  last4: string;
  /** Smaller payments for a while (an accepted assistance offer): `totalCents` for `months` debits, then `regularCents` from `regularFrom`. */
  reduced?: ReducedDebits | null;
}

export interface ReducedDebits {
  months: number;
  regularCents: number;
  regularFrom: string;
}

const SPANISH_NUMBERS: Record<number, string> = { 0: 'cero', 1: 'un', 2: 'dos', 3: 'tres', 4: 'cuatro', 5: 'cinco', 6: 'seis', 7: 'siete', 8: 'ocho', 9: 'nueve', 10: 'diez' };
const ENGLISH_NUMBERS: Record<number, string> = { 0: 'zero', 1: 'one', 2: 'two', 3: 'three', 4: 'four', 5: 'five', 6: 'six', 7: 'seven', 8: 'eight', 9: 'nine', 10: 'ten' };

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st. */
export function englishOrdinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
}

/** The timing the one-time authorization states (the spec's: 24 hours, two business days, one business day before). */
const ONE_TIME_TIMING = { hours: 24, withdrawalDays: 2, cancelDaysBefore: 1 };

const oneTime: Record<NoticeLanguage, (f: OneTimeFacts) => string[]> = {
  en: (f) => [
    `I authorize ${LENDER_NAME} to make a one-time electronic debit (ACH) of ${formatCents(f.amountCents)} from the bank account ending in ${f.last4} on ${formatDate(f.date)} to pay my loan.`,
    `Payments may take up to ${ONE_TIME_TIMING.hours} hours to take effect. The withdrawal occurs within ${ENGLISH_NUMBERS[ONE_TIME_TIMING.withdrawalDays]} business days of the payment date.`,
    `I can cancel this payment up to ${ENGLISH_NUMBERS[ONE_TIME_TIMING.cancelDaysBefore]} business day before the payment date, on the Make Payment page or by calling ${SUPPORT_PHONE}.`,
    'If the debit is returned by my bank, my payment will not count and my bank may charge me a fee.',
  ],
  es: (f) => [
    `Autorizo a ${LENDER_NAME} a hacer un débito electrónico único (ACH) de ${formatCents(f.amountCents)} de la cuenta bancaria que termina en ${f.last4} el ${formatDate(f.date)} para pagar mi préstamo.`,
    `Los pagos pueden tardar hasta ${ONE_TIME_TIMING.hours} horas en aplicarse. El retiro se hace dentro de los ${SPANISH_NUMBERS[ONE_TIME_TIMING.withdrawalDays]} días hábiles siguientes a la fecha de pago.`,
    `Puedo cancelar este pago hasta ${SPANISH_NUMBERS[ONE_TIME_TIMING.cancelDaysBefore]} día hábil antes de la fecha de pago, en la página Hacer un pago o llamando al ${SUPPORT_PHONE}.`,
    'Si mi banco devuelve el débito, mi pago no contará y mi banco podría cobrarme un cargo.',
  ],
};

const recurring: Record<NoticeLanguage, (f: RecurringFacts) => string[]> = {
  en: (f) => [
    f.reduced
      ? `I authorize ${LENDER_NAME} to debit ${formatCents(f.totalCents)} from the bank account ending in ${f.last4} by electronic funds transfer (ACH) on the ${englishOrdinal(Number(f.startDate.slice(8, 10)))} day of each month, starting ${formatDate(f.startDate)}, for ${f.reduced.months === 1 ? '1 month' : `${f.reduced.months} months`}, and then ${formatCents(f.reduced.regularCents)} on that day of each month from ${formatDate(f.reduced.regularFrom)}, until I cancel this authorization or my loan is paid off.`
      : `I authorize ${LENDER_NAME} to debit ${formatCents(f.totalCents)} from the bank account ending in ${f.last4} by electronic funds transfer (ACH) on the ${englishOrdinal(Number(f.startDate.slice(8, 10)))} day of each month, starting ${formatDate(f.startDate)}, until I cancel this authorization or my loan is paid off.`,
    `I can cancel autopay on the Make Payment page (Manage autopay) or by calling ${SUPPORT_PHONE}. Cancelling needs 72 hours notice before the next debit; a cancellation on the last day allowed must be made before 2:00 AM Mountain Time.`,
    'If a debit is returned by my bank, that payment will not count and my bank may charge me a fee.',
  ],
  es: (f) => [
    f.reduced
      ? `Autorizo a ${LENDER_NAME} a debitar ${formatCents(f.totalCents)} de la cuenta bancaria que termina en ${f.last4} mediante transferencia electrónica de fondos (ACH) el día ${Number(f.startDate.slice(8, 10))} de cada mes, a partir del ${formatDate(f.startDate)}, durante ${f.reduced.months === 1 ? '1 mes' : `${f.reduced.months} meses`}, y después ${formatCents(f.reduced.regularCents)} ese mismo día de cada mes a partir del ${formatDate(f.reduced.regularFrom)}, hasta que yo cancele esta autorización o mi préstamo quede pagado.`
      : `Autorizo a ${LENDER_NAME} a debitar ${formatCents(f.totalCents)} de la cuenta bancaria que termina en ${f.last4} mediante transferencia electrónica de fondos (ACH) el día ${Number(f.startDate.slice(8, 10))} de cada mes, a partir del ${formatDate(f.startDate)}, hasta que yo cancele esta autorización o mi préstamo quede pagado.`,
    `Puedo cancelar el pago automático en la página Hacer un pago (Administrar el pago automático) o llamando al ${SUPPORT_PHONE}. Para cancelar se necesita un aviso de 72 horas antes del próximo débito; una cancelación en el último día permitido debe hacerse antes de las 2:00 a. m., hora de la montaña.`,
    'Si mi banco devuelve un débito, ese pago no contará y mi banco podría cobrarme un cargo.',
  ],
};

/** The wordings the lender has taken, by version; a new wording is a new entry, the old ones stay for their copies. */
export const ONE_TIME_AUTHORIZATIONS: Record<string, Record<NoticeLanguage, (f: OneTimeFacts) => string[]>> = { [ACH_AUTHORIZATION_VERSION]: oneTime };
export const RECURRING_AUTHORIZATIONS: Record<string, Record<NoticeLanguage, (f: RecurringFacts) => string[]>> = { [AUTOPAY_AUTHORIZATION_VERSION]: recurring };

/** The one-time authorization of `version` in `language`, or null for a version the lender never had. */
export const oneTimeAuthorizationText = (version: string, language: NoticeLanguage, facts: OneTimeFacts) => ONE_TIME_AUTHORIZATIONS[version]?.[language](facts) ?? null;
/** The recurring authorization of `version` in `language`, or null for a version the lender never had. */
export const recurringAuthorizationText = (version: string, language: NoticeLanguage, facts: RecurringFacts) => RECURRING_AUTHORIZATIONS[version]?.[language](facts) ?? null;
