// Help with payments, as the portal checks a request before sending it and decides what the customer may do
// with one: the dates (since when, and a servicemember's service dates: not after today, an end not before
// the start, asked within 180 days after service ends), and the customer's own moves by state (withdraw an
// open request before its offer, accept or decline an offer). The lender decides again on its own records.
import {
  ASSISTANCE_SINCE_MAX_DAYS,
  OPEN_ASSISTANCE_STATES,
  SCRA_NOTICE_DAYS,
  type AssistanceKind,
  type AssistanceRefusal,
  type AssistanceState,
} from '../contract/assistance-words';
import { addDays, daysBetween } from './dates';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What is wrong with "since when" today, or null. */
export function sinceProblem(since: string, today: string): AssistanceRefusal | null {
  if (!ISO_DATE.test(since)) return 'since';
  if (since > today) return 'sinceFuture';
  if (daysBetween(since, today) > ASSISTANCE_SINCE_MAX_DAYS) return 'sinceTooOld';
  return null;
}

/** Every problem of a servicemember's dates today, by field (the lender also checks the loan came before service). */
export function scraDateProblems(serviceStart: string, serviceEnd: string | null, today: string): Partial<Record<'service_start' | 'service_end', AssistanceRefusal>> {
  const out: Partial<Record<'service_start' | 'service_end', AssistanceRefusal>> = {};
  if (!ISO_DATE.test(serviceStart)) out.service_start = 'serviceStart';
  else if (serviceStart > today) out.service_start = 'serviceStartFuture';
  if (serviceEnd !== null && ISO_DATE.test(serviceStart)) {
    if (serviceEnd < serviceStart) out.service_end = 'serviceEnd';
    else if (addDays(serviceEnd, SCRA_NOTICE_DAYS) < today) out.service_end = 'serviceEndLate';
  }
  return out;
}

export const isOpenRequest = (state: AssistanceState) => (OPEN_ASSISTANCE_STATES as readonly string[]).includes(state);

export type CustomerMove = 'accept' | 'decline' | 'withdraw';

/** What the customer may do with a request in its state: answer an offer, or withdraw one not yet answered. */
export function customerMoves(kind: AssistanceKind, state: AssistanceState): CustomerMove[] {
  if (state === 'offer') return kind === 'assistance' ? ['accept', 'decline'] : [];
  if (state === 'submitted' || state === 'in_review' || state === 'call_scheduled') return ['withdraw'];
  return [];
}
