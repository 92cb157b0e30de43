// How a customer can pay (spec 001 sections 1, 4 and 9; spec 000 section 9): the methods in their tab
// order, the default one, fees and timing, and where mail payments go.

export const PAYMENT_METHODS = ['bankPayment', 'debitCard', 'phoneMail', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const isPaymentMethod = (value: unknown): value is PaymentMethod =>
  typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);

/** Debit card when the customer is on payment probation (bank payments are blocked), else bank payment. */
export const defaultPaymentMethod = (onProbation: boolean): PaymentMethod => (onProbation ? 'debitCard' : 'bankPayment');

/** The tab to open: an allowed `?method=` request, else the default. Probation never opens the bank tab by default. */
export function initialPaymentMethod(requested: string | undefined, onProbation: boolean, manageAutoPay: boolean): PaymentMethod {
  if (manageAutoPay) return 'bankPayment';
  return isPaymentMethod(requested) ? requested : defaultPaymentMethod(onProbation);
}

/** Fees in cents. Bank payments and mail are free. */
export const FEES = {
  bankPayment: 0,
  debitCard: 250,
  phone: 450,
  mail: 0,
  cash: 299,
} as const;

export const PAYMENT_TIMING = {
  /** Payments may take up to 24 hours to take effect. */
  takesEffectWithinHours: 24,
  /** The withdrawal occurs within two business days of the payment date. */
  withdrawalWithinBusinessDays: 2,
  /** Scheduled payments can be cancelled up to one business day before. */
  cancelBusinessDaysBefore: 1,
  /** Cancelling a recurring debit needs 72 hours notice. */
  recurringCancelNoticeHours: 72,
} as const;

/** Mail payments are free, to the lender's PO box. */
export const PAYMENT_MAILING_ADDRESS = ['ExpressWay Finance', 'Attn: Payment Processing', 'PO Box 173350', 'Denver, CO 80217-3350'] as const;

/** Probation blocks bank payments (spec 000 sections 2 and 6). */
export const PROBATION_MESSAGE =
  'Bank payments are not available while your account is on payment probation. Please pay by debit card or call support.';

