// The repayment schedule of a loan account, as the lender works it out: the installments already made
// (from the payment history: paid, or returned when the bank sent the debit back), the missed one while the
// loan is past due (late), then the coming ones from today's payoff balance, one a month from the next due
// date: each is the monthly payment (the last one what is left), its interest a month of the APR on the
// balance before it, the rest principal. All in cents.
import { addMonths, format, parseISO } from 'date-fns';

/** Past the loan's longest term: a payment that never covers the interest still ends the table. */
export const MAX_INSTALLMENTS = 480;

export interface PastPayment {
  date: string;
  amountCents: number;
  returned: boolean;
}

export interface ScheduleInputs {
  balanceCents: number;
  monthlyPaymentCents: number;
  aprBasisPoints: number;
  /** The next due date (the current one, else the upcoming one); null: nothing is coming. */
  nextDueDate: string | null;
  past: PastPayment[];
  /** The missed installment while the loan is past due. */
  late: { date: string; amountCents: number } | null;
  /** Smaller payments for a while (an accepted assistance offer): the installments due from `fromDate` for `count` months. */
  reduced?: { fromDate: string; count: number; amountCents: number } | null;
}

export interface InstallmentCents {
  number: number;
  dueDate: string;
  amountCents: number;
  principalCents: number | null;
  interestCents: number | null;
  balanceAfterCents: number | null;
  status: 'paid' | 'late' | 'returned' | 'due' | 'scheduled';
}

/** A month of interest on the balance: balance × APR (basis points) ÷ 10,000 ÷ 12, half up. */
export const monthlyInterestCents = (balanceCents: number, aprBasisPoints: number) => Math.round((balanceCents * aprBasisPoints) / 120_000);

/** The same day `months` later; a day the month lacks becomes its last (Jan 31 → Feb 28). */
export const addMonthsIso = (isoDate: string, months: number) => format(addMonths(parseISO(isoDate), months), 'yyyy-MM-dd');

function coming(inputs: ScheduleInputs): Omit<InstallmentCents, 'number'>[] {
  const rows: Omit<InstallmentCents, 'number'>[] = [];
  if (!inputs.nextDueDate || inputs.balanceCents <= 0 || inputs.monthlyPaymentCents <= 0) return rows;
  let balance = inputs.balanceCents;
  for (let i = 0; balance > 0 && i < MAX_INSTALLMENTS; i++) {
    const interest = monthlyInterestCents(balance, inputs.aprBasisPoints);
    const dueDate = addMonthsIso(inputs.nextDueDate, i);
    const r = inputs.reduced;
    const smaller = r !== null && r !== undefined && dueDate >= r.fromDate && dueDate < addMonthsIso(r.fromDate, r.count);
    // A smaller payment below the month's interest leaves the rest unpaid on the balance.
    const principal = smaller ? Math.min(r.amountCents - interest, balance) : Math.min(Math.max(inputs.monthlyPaymentCents - interest, 0), balance);
    balance -= principal;
    rows.push({
      dueDate,
      amountCents: principal + interest,
      principalCents: principal,
      interestCents: interest,
      balanceAfterCents: balance,
      status: i === 0 ? 'due' : 'scheduled',
    });
  }
  return rows;
}

/**
 * The next `count` installments still to pay (due, then scheduled), numbered as in the whole schedule, from
 * how many installments came before them (`pastCount` made): what the loan page shows, without the history.
 */
export function comingInstallments(inputs: Omit<ScheduleInputs, 'past'>, pastCount: number, count: number): InstallmentCents[] {
  const before = pastCount + (inputs.late ? 1 : 0);
  return coming({ ...inputs, past: [] }).slice(0, count).map((row, i) => ({ number: before + i + 1, ...row }));
}

export function repaymentSchedule(inputs: ScheduleInputs): InstallmentCents[] {
  const past: Omit<InstallmentCents, 'number'>[] = [...inputs.past]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((p) => ({ dueDate: p.date, amountCents: p.amountCents, principalCents: null, interestCents: null, balanceAfterCents: null, status: p.returned ? 'returned' : 'paid' }));
  const late: Omit<InstallmentCents, 'number'>[] = inputs.late
    ? [{ dueDate: inputs.late.date, amountCents: inputs.late.amountCents, principalCents: null, interestCents: null, balanceAfterCents: null, status: 'late' }]
    : [];
  return [...past, ...late, ...coming(inputs)].map((row, i) => ({ number: i + 1, ...row }));
}
