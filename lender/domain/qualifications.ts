// Whether a customer qualifies for another loan (spec 000 sections 2, 3 and 6), decided by the lender from
// its records. Five checks, each passed or failed with a reason (the reason is shown only to some staff):
//   loan_status       an open loan, and no loan ever charged off or sold to a debt buyer
//   days_past_due     every open loan at 0 days past due
//   on_time_payments  at least 3 completed payments, returned (NSF) ones and split children left out
//   payment_probation the customer is not on payment probation
//   open_application  no installment application in progress

export const ON_TIME_PAYMENTS_NEEDED = 3;

export interface LoanRecord {
  applicationId: number;
  open: boolean;
  chargeOff: boolean;
  soldOff: boolean;
  daysPastDue: number;
  /** Completed payments of this loan that count (not returned, not a split child). */
  onTimePayments: number;
}

export interface ApplicationRecord {
  id: number;
  status: string;
  statusCacheStatus: string;
}

export interface CustomerRecord {
  loans: readonly LoanRecord[];
  onPaymentProbation: boolean;
  /** The customer's installment applications. */
  applications: readonly ApplicationRecord[];
}

export type CheckKey = 'loan_status' | 'days_past_due' | 'on_time_payments' | 'payment_probation' | 'open_application';

export interface Check {
  key: CheckKey;
  passed: boolean;
  msg: string;
  desc: string;
}

/** In progress: pending, or waiting on the customer or on staff (status_cache_status waiting_…). */
export function applicationInProgress(app: { status: string; statusCacheStatus: string }): boolean {
  if (app.status === 'pending' || app.statusCacheStatus === 'pending') return true;
  return /^waiting_/.test(app.statusCacheStatus);
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
const names = (loans: readonly LoanRecord[]) => loans.map((loan) => `loan ${loan.applicationId}`).join(', ');

function loanStatusCheck({ loans }: CustomerRecord): Check {
  const base = { key: 'loan_status', msg: 'Loan status is in good standing' } as const;
  const chargedOff = loans.filter((loan) => loan.chargeOff);
  if (chargedOff.length > 0) return { ...base, passed: false, desc: `Charged off: ${names(chargedOff)}.` };
  const sold = loans.filter((loan) => loan.soldOff);
  if (sold.length > 0) return { ...base, passed: false, desc: `Sold to a debt buyer: ${names(sold)}.` };
  const open = loans.filter((loan) => loan.open);
  if (open.length === 0) return { ...base, passed: false, desc: loans.length === 0 ? 'No funded loan.' : 'No open loan: every loan is closed.' };
  return { ...base, passed: true, desc: `Open and in good standing: ${names(open)}; no loan charged off or sold.` };
}

function daysPastDueCheck({ loans }: CustomerRecord): Check {
  const base = { key: 'days_past_due', msg: 'No days past due' } as const;
  const open = loans.filter((loan) => loan.open);
  if (open.length === 0) return { ...base, passed: true, desc: 'No open loan, so nothing is past due.' };
  const late = open.filter((loan) => loan.daysPastDue > 0);
  const lines = (late.length > 0 ? late : open).map((loan) => `Loan ${loan.applicationId}: ${count(loan.daysPastDue, 'day')} past due.`);
  return { ...base, passed: late.length === 0, desc: lines.join(' ') };
}

function onTimeCheck({ loans }: CustomerRecord): Check {
  const made = loans.reduce((sum, loan) => sum + loan.onTimePayments, 0);
  return {
    key: 'on_time_payments',
    msg: `At least ${ON_TIME_PAYMENTS_NEEDED} on-time payments`,
    passed: made >= ON_TIME_PAYMENTS_NEEDED,
    desc: `${count(made, 'on-time payment')} made; ${ON_TIME_PAYMENTS_NEEDED} needed (returned payments do not count).`,
  };
}

function probationCheck({ onPaymentProbation }: CustomerRecord): Check {
  return {
    key: 'payment_probation',
    msg: 'Not on payment probation',
    passed: !onPaymentProbation,
    desc: `The customer is ${onPaymentProbation ? '' : 'not '}on payment probation.`,
  };
}

function openApplicationCheck({ applications }: CustomerRecord): Check {
  const busy = applications.filter(applicationInProgress);
  return {
    key: 'open_application',
    msg: 'No application in progress',
    passed: busy.length === 0,
    desc:
      busy.length === 0
        ? 'No pending or in-progress application.'
        : `In progress: ${busy.map((app) => `application ${app.id} (${app.statusCacheStatus.split('_').join(' ')})`).join(', ')}.`,
  };
}

/** The five checks, in the order the lender lists them. */
export function additionalLoanChecks(customer: CustomerRecord): Check[] {
  return [loanStatusCheck, daysPastDueCheck, onTimeCheck, probationCheck, openApplicationCheck].map((check) => check(customer));
}

/** qualifies_additional_loans: every check passed. */
export const qualifies = (checks: readonly { passed: boolean }[]) => checks.length > 0 && checks.every((check) => check.passed);
