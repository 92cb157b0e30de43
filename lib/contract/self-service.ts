// The borrower's self-service on a loan account, all of it the portal's extension (the spec names none of
// these calls): the repayment schedule and a payoff quote for a chosen date, with its letter. Each answer's
// `data` is itself marked as the extension: a lender that sends only what the spec names sends none, and
// the portal leaves the feature out, as it does when the call answers 404.
import { z } from 'zod';
import { IsoDateSchema, MoneySchema } from './common';
import { ext } from './wire';

export const INSTALLMENT_STATUSES = ['paid', 'late', 'returned', 'due', 'scheduled'] as const;
export type InstallmentStatus = (typeof INSTALLMENT_STATUSES)[number];

export const InstallmentSchema = z.object({
  /** 1 for the first installment of the loan shown. */
  number: z.number().int().positive(),
  due_date: IsoDateSchema,
  amount: MoneySchema,
  /** Where the lender splits the installment; null for a past one it does not split. */
  principal: MoneySchema.nullable(),
  interest: MoneySchema.nullable(),
  /** The principal left once this installment is paid; null for a past one. */
  balance_after: MoneySchema.nullable(),
  /** paid, late or returned for past installments (from the history); due for the next; scheduled after it. */
  status: z.enum(INSTALLMENT_STATUSES),
});
export type Installment = z.infer<typeof InstallmentSchema>;

export const RepaymentScheduleSchema = z.object({
  /** The annual percentage rate the future installments are worked out with (24.99 for 24.99%). */
  apr: MoneySchema,
  installments: z.array(InstallmentSchema),
});
export type RepaymentSchedule = z.infer<typeof RepaymentScheduleSchema>;

/** The most coming installments one answer may be asked for (the loan page shows three). */
export const COMING_INSTALLMENTS_MAX = 12;

/**
 * ?coming=N: only the next N installments still to pay (due, then scheduled), numbered as in the whole schedule:
 * what the loan page shows, without the lender reading or sending the history. A lender that does not know
 * the parameter answers every installment, and the portal takes the next ones itself.
 */
export const RepaymentScheduleQuerySchema = z.object({
  coming: z.coerce.number().int().min(1).max(COMING_INSTALLMENTS_MAX).optional(),
});

/** GET /api/loan_accounts/{applicationId}/repayment_schedule */
export const RepaymentScheduleResponseSchema = z.object({
  data: ext(RepaymentScheduleSchema, {
    why: 'The repayment schedule: every installment, first to last, on the loan page and its own screen.',
    without: 'The schedule is left out of the loan area.',
  }),
});

/** ?date=yyyy-MM-dd: the day the loan would be paid off. */
export const PayoffQuoteQuerySchema = z.object({ date: IsoDateSchema });
export type PayoffQuoteQuery = z.infer<typeof PayoffQuoteQuerySchema>;

export const PayoffQuoteSchema = z.object({
  /** The day the quote is for. */
  payoff_date: IsoDateSchema,
  /** What pays the loan off on payoff_date: today's payoff balance plus per_diem for each day until then. */
  payoff_amount: MoneySchema,
  /** Today's payoff balance, the quote's starting point. */
  payoff_balance_today: MoneySchema,
  /** The interest one day adds. */
  per_diem: MoneySchema,
  /** The last day the quoted amount pays the loan off. */
  good_through: IsoDateSchema,
});
export type PayoffQuote = z.infer<typeof PayoffQuoteSchema>;

/** GET /api/loan_accounts/{applicationId}/payoff_quote?date=… */
export const PayoffQuoteResponseSchema = z.object({
  data: ext(PayoffQuoteSchema, {
    why: '"What do I owe to pay it off on the 15th?": a payoff amount for a chosen date with its per-diem interest.',
    without: 'The payoff quote is left out; the payoff letter of today stays.',
  }),
});
