// The repayment schedule and the payoff quote as screens read them (camelCase), from the lender's
// extension answers; null when the lender sends none (the feature is left out).
import type { InstallmentStatus, PayoffQuote, RepaymentSchedule } from '../contract/self-service';

export interface InstallmentView {
  number: number;
  dueDate: string;
  amount: number;
  principal: number | null;
  interest: number | null;
  balanceAfter: number | null;
  status: InstallmentStatus;
}

export interface ScheduleView {
  apr: number;
  installments: InstallmentView[];
}

export function toScheduleView(schedule: RepaymentSchedule): ScheduleView {
  return {
    apr: schedule.apr,
    installments: schedule.installments.map((i) => ({
      number: i.number,
      dueDate: i.due_date,
      amount: i.amount,
      principal: i.principal,
      interest: i.interest,
      balanceAfter: i.balance_after,
      status: i.status,
    })),
  };
}

/** The loan page's next three: the coming installments, the next first. */
/** How many coming installments the loan page shows. */
export const NEXT_INSTALLMENTS = 3;

export const nextInstallments = (schedule: ScheduleView, count = NEXT_INSTALLMENTS) =>
  schedule.installments.filter((i) => i.status === 'due' || i.status === 'scheduled').slice(0, count);

export interface PayoffQuoteView {
  date: string;
  amount: number;
  balanceToday: number;
  perDiem: number;
  goodThrough: string;
}

export const toPayoffQuoteView = (q: PayoffQuote): PayoffQuoteView => ({
  date: q.payoff_date,
  amount: q.payoff_amount,
  balanceToday: q.payoff_balance_today,
  perDiem: q.per_diem,
  goodThrough: q.good_through,
});
