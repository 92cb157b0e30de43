// Additional financing (spec 000 sections 2, 3 and 6): the checks that decide whether a customer qualifies
// for another loan. The sandbox computes them from the customer's records; the portal shows the overall
// result, and the 'For Customer Care Only' table of pass or fail (with descriptions for some roles).
//
// The checks, in the order they are listed:
// 1. loan_status        — the customer has an open loan, and none of their loans was charged off or sold to a
//                         debt buyer (a charge-off or a sale stays on the record even once settled or closed).
// 2. days_past_due      — every open loan is at 0 days past due.
// 3. on_time_payments   — at least MIN_ON_TIME_PAYMENTS completed payments across their loans, not counting
//                         returned (NSF) payments nor the child entries of a split payment.
// 4. payment_probation  — the customer is not on payment probation.
// 5. open_application   — no application of theirs is in progress (pending, or waiting on customer or staff).

export const MIN_ON_TIME_PAYMENTS = 3;

export type QualificationKey = 'loan_status' | 'days_past_due' | 'on_time_payments' | 'payment_probation' | 'open_application';

export interface LoanStanding {
  applicationId: number;
  open: boolean;
  chargeOff: boolean;
  soldOff: boolean;
  daysPastDue: number;
  /** Completed payments not returned (no NSF date) and not the child of another payment. */
  onTimePayments: number;
}

export interface QualificationInput {
  loans: readonly LoanStanding[];
  onPaymentProbation: boolean;
  /** Installment applications as the customer's record lists them. */
  applications: readonly { id: number; status: string; statusCacheStatus: string }[];
}

export interface QualificationCheck {
  key: QualificationKey;
  passed: boolean;
  /** The check, as it reads in the table. */
  msg: string;
  /** Why it passed or failed, from the customer's data: shown only to the roles of spec 000 section 6. */
  desc: string;
}

/** An application still in progress: pending, or in one of the 'waiting on customer or staff' statuses. */
export function isOpenApplication(app: { status: string; statusCacheStatus: string }): boolean {
  return app.status === 'pending' || app.statusCacheStatus === 'pending' || app.statusCacheStatus.startsWith('waiting_');
}

const loanList = (loans: readonly LoanStanding[]) => loans.map((l) => `loan ${l.applicationId}`).join(', ');
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function loanStatus(loans: readonly LoanStanding[]): Omit<QualificationCheck, 'key' | 'msg'> {
  const chargedOff = loans.filter((l) => l.chargeOff);
  const soldOff = loans.filter((l) => l.soldOff);
  const open = loans.filter((l) => l.open && !l.chargeOff && !l.soldOff);
  if (chargedOff.length) return { passed: false, desc: `Charged off: ${loanList(chargedOff)}.` };
  if (soldOff.length) return { passed: false, desc: `Sold to a debt buyer: ${loanList(soldOff)}.` };
  if (!open.length) return { passed: false, desc: loans.length ? 'No open loan: every loan is closed.' : 'No funded loan.' };
  return { passed: true, desc: `Open and in good standing: ${loanList(open)}; no loan charged off or sold.` };
}

function daysPastDue(loans: readonly LoanStanding[]): Omit<QualificationCheck, 'key' | 'msg'> {
  const open = loans.filter((l) => l.open);
  const late = open.filter((l) => l.daysPastDue > 0);
  if (late.length) {
    return { passed: false, desc: late.map((l) => `Loan ${l.applicationId}: ${plural(l.daysPastDue, 'day', 'days')} past due.`).join(' ') };
  }
  if (!open.length) return { passed: true, desc: 'No open loan, so nothing is past due.' };
  return { passed: true, desc: open.map((l) => `Loan ${l.applicationId}: 0 days past due.`).join(' ') };
}

export function qualificationChecks(input: QualificationInput): QualificationCheck[] {
  const payments = input.loans.reduce((sum, l) => sum + l.onTimePayments, 0);
  const inProgress = input.applications.filter(isOpenApplication);
  return [
    { key: 'loan_status', msg: 'Loan status is in good standing', ...loanStatus(input.loans) },
    { key: 'days_past_due', msg: 'No days past due', ...daysPastDue(input.loans) },
    {
      key: 'on_time_payments',
      msg: `At least ${MIN_ON_TIME_PAYMENTS} on-time payments`,
      passed: payments >= MIN_ON_TIME_PAYMENTS,
      desc: `${plural(payments, 'on-time payment', 'on-time payments')} made; ${MIN_ON_TIME_PAYMENTS} needed (returned payments do not count).`,
    },
    {
      key: 'payment_probation',
      msg: 'Not on payment probation',
      passed: !input.onPaymentProbation,
      desc: input.onPaymentProbation ? 'The customer is on payment probation.' : 'The customer is not on payment probation.',
    },
    {
      key: 'open_application',
      msg: 'No application in progress',
      passed: inProgress.length === 0,
      desc: inProgress.length
        ? `In progress: ${inProgress.map((a) => `application ${a.id} (${a.statusCacheStatus.replaceAll('_', ' ')})`).join(', ')}.`
        : 'No pending or in-progress application.',
    },
  ];
}

/** The overall result: the customer qualifies when every check passed (and there is at least one). */
export function qualifiesForAdditionalLoan(checks: readonly { passed: boolean }[]): boolean {
  return checks.length > 0 && checks.every((c) => c.passed);
}
