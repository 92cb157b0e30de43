// Help with payments, as the lender decides it on its own records: which way a request may go from each state
// (the customer's and the staff's moves), what is wrong with a request as sent (dates and the loan), an
// offer's terms and the interest they add, and the servicemember's rate cap (50 U.S.C. 3937: 6 % a year from
// the day service began on a debt from before it, the interest above it forgiven, not deferred, and the
// payments lowered by it; asked within 180 days after service ends). All in cents, yyyy-MM-dd.
import { addDays, daysBetween } from '../../lib/common/dates';
import {
  ASSISTANCE_SINCE_MAX_DAYS,
  OFFER_LIMITS,
  OPEN_ASSISTANCE_STATES,
  SCRA_CAP_BASIS_POINTS,
  SCRA_NOTICE_DAYS,
  type AssistanceKind,
  type AssistanceRefusal,
  type AssistanceState,
  type OfferKind,
} from '../../lib/contract/assistance-words';
import { perDiemCents } from './payoff-quote';
import { addMonthsIso, monthlyInterestCents } from './schedule';

export type AssistanceMove =
  | 'review'
  | 'offer'
  | 'call'
  | 'refuse'
  | 'approve'
  | 'close'
  | 'accept'
  | 'decline'
  | 'withdraw';

/** Where each move takes a request from each state; a move not listed is refused. */
const MOVES: Record<AssistanceMove, { from: readonly AssistanceState[]; to: AssistanceState; kinds: readonly AssistanceKind[] }> = {
  review: { from: ['submitted'], to: 'in_review', kinds: ['assistance', 'scra'] },
  offer: { from: ['submitted', 'in_review', 'call_scheduled'], to: 'offer', kinds: ['assistance'] },
  call: { from: ['submitted', 'in_review', 'call_scheduled'], to: 'call_scheduled', kinds: ['assistance', 'scra'] },
  refuse: { from: ['submitted', 'in_review', 'call_scheduled'], to: 'closed', kinds: ['assistance', 'scra'] },
  approve: { from: ['submitted', 'in_review', 'call_scheduled'], to: 'accepted', kinds: ['scra'] },
  // Staff close a call that ended without an offer, or an offer the customer left unanswered.
  close: { from: ['call_scheduled', 'offer'], to: 'closed', kinds: ['assistance', 'scra'] },
  accept: { from: ['offer'], to: 'accepted', kinds: ['assistance'] },
  decline: { from: ['offer'], to: 'declined', kinds: ['assistance'] },
  withdraw: { from: ['submitted', 'in_review', 'call_scheduled'], to: 'withdrawn', kinds: ['assistance', 'scra'] },
};

/** The state a move leads to, or null when the request cannot take it. */
export function nextState(kind: AssistanceKind, state: AssistanceState, move: AssistanceMove): AssistanceState | null {
  const m = MOVES[move];
  return m.kinds.includes(kind) && m.from.includes(state) ? m.to : null;
}

export const isOpen = (state: string) => (OPEN_ASSISTANCE_STATES as readonly string[]).includes(state);

/** What is wrong with "since when" today, or null. */
export function sinceProblem(since: string, today: string): AssistanceRefusal | null {
  if (since > today) return 'sinceFuture';
  if (daysBetween(since, today) > ASSISTANCE_SINCE_MAX_DAYS) return 'sinceTooOld';
  return null;
}

export interface ScraDates {
  serviceStart: string;
  serviceEnd: string | null;
  /** The day the loan was made: the cap covers debts from before service. */
  loanMadeOn: string;
}

/** Every problem of an SCRA request's dates today, by field. */
export function scraProblems(d: ScraDates, today: string): Partial<Record<'service_start' | 'service_end', AssistanceRefusal>> {
  const out: Partial<Record<'service_start' | 'service_end', AssistanceRefusal>> = {};
  if (d.serviceStart > today) out.service_start = 'serviceStartFuture';
  else if (d.loanMadeOn >= d.serviceStart) out.service_start = 'afterService';
  if (d.serviceEnd !== null) {
    if (d.serviceEnd < d.serviceStart) out.service_end = 'serviceEnd';
    else if (addDays(d.serviceEnd, SCRA_NOTICE_DAYS) < today) out.service_end = 'serviceEndLate';
  }
  return out;
}

export interface OfferTerms {
  kind: OfferKind;
  days?: number | undefined;
  months?: number | undefined;
  amountCents?: number | undefined;
}

export type OfferProblem = 'days' | 'pauseMonths' | 'reducedMonths' | 'amount';

const inRange = (n: number | undefined, max: number): n is number => n !== undefined && Number.isInteger(n) && n >= 1 && n <= max;

/** What is wrong with an offer's terms on a loan of `monthlyPaymentCents`, or null. */
export function offerProblem(terms: OfferTerms, monthlyPaymentCents: number): OfferProblem | null {
  switch (terms.kind) {
    case 'later_due_date':
      return inRange(terms.days, OFFER_LIMITS.laterDaysMax) ? null : 'days';
    case 'pause':
      return inRange(terms.months, OFFER_LIMITS.pauseMonthsMax) ? null : 'pauseMonths';
    case 'reduced_payment':
      if (!inRange(terms.months, OFFER_LIMITS.reducedMonthsMax)) return 'reducedMonths';
      return terms.amountCents !== undefined && Number.isInteger(terms.amountCents) && terms.amountCents > 0 && terms.amountCents < monthlyPaymentCents ? null : 'amount';
  }
}

export interface OfferLoan {
  balanceCents: number;
  aprBasisPoints: number;
  monthlyPaymentCents: number;
  /** The due date the offer moves, or the first of the smaller payments. */
  dueDate: string;
}

/** The first due date under the offer: later by the days, or by the months of the pause; unchanged for smaller payments. */
export function offerFirstDueDate(terms: OfferTerms, dueDate: string): string {
  if (terms.kind === 'later_due_date') return addDays(dueDate, terms.days!);
  if (terms.kind === 'pause') return addMonthsIso(dueDate, terms.months!);
  return dueDate;
}

/**
 * The interest the offer adds: a per-diem of the balance for each day the due date comes later (a later due
 * date, a pause); for smaller payments, a month's interest on what is left unpaid, as it grows month by month.
 */
export function offerAddedInterestCents(terms: OfferTerms, loan: OfferLoan): number {
  if (terms.kind === 'reduced_payment') {
    const short = loan.monthlyPaymentCents - terms.amountCents!;
    let total = 0;
    for (let k = 1; k <= terms.months!; k++) total += monthlyInterestCents(short * k, loan.aprBasisPoints);
    return total;
  }
  return Math.max(0, daysBetween(loan.dueDate, offerFirstDueDate(terms, loan.dueDate))) * perDiemCents(loan.balanceCents, loan.aprBasisPoints);
}

export interface ScraLoan {
  balanceCents: number;
  aprBasisPoints: number;
  monthlyPaymentCents: number;
}

export interface ScraReliefCents {
  aprBefore: number;
  aprAfter: number;
  effectiveFrom: string;
  /** The interest above 6 % from the day service began to today: forgiven, taken off the balance. */
  forgivenCents: number;
  monthlyBefore: number;
  /** Lowered by the month's interest above 6 % (3937(b)(3)). */
  monthlyAfter: number;
}

/** The rate cap on `loan` from `serviceStart`, worked out today; null when the rate is 6 % or less already. */
export function scraRelief(loan: ScraLoan, serviceStart: string, today: string): ScraReliefCents | null {
  if (loan.aprBasisPoints <= SCRA_CAP_BASIS_POINTS) return null;
  const days = Math.max(0, daysBetween(serviceStart, today));
  const perDiemAbove = perDiemCents(loan.balanceCents, loan.aprBasisPoints) - perDiemCents(loan.balanceCents, SCRA_CAP_BASIS_POINTS);
  const monthlyAbove = monthlyInterestCents(loan.balanceCents, loan.aprBasisPoints) - monthlyInterestCents(loan.balanceCents, SCRA_CAP_BASIS_POINTS);
  return {
    aprBefore: loan.aprBasisPoints,
    aprAfter: SCRA_CAP_BASIS_POINTS,
    effectiveFrom: serviceStart,
    forgivenCents: Math.min(days * perDiemAbove, loan.balanceCents),
    monthlyBefore: loan.monthlyPaymentCents,
    monthlyAfter: Math.max(0, loan.monthlyPaymentCents - monthlyAbove),
  };
}
