// The lender's credit-limit-increase decision (spec 000 sections 4, 5 and 9): from the monthly income
// range the cardholder picks and the card account's record, an offer in cents, valid for 30 days.
import { type IncomeRange } from '../../lib/contract/limits';
import { addDays } from '../../lib/common/dates';

/** Per income range (the wire's values): the spec's label, and the share of the current line offered. */
export const INCOME_POLICY: Record<IncomeRange, { label: string; percentOfLine: number }> = {
  under_1000: { label: 'under $1000', percentOfLine: 0 },
  '1001_2000': { label: '$1001-2000', percentOfLine: 0 },
  '2001_3000': { label: '$2001-3000', percentOfLine: 10 },
  '3001_4000': { label: '$3001-4000', percentOfLine: 20 },
  '4001_5000': { label: '$4001-5000', percentOfLine: 25 },
  '5001_7500': { label: '$5001-7500', percentOfLine: 30 },
  '7501_10000': { label: '$7501-10,000', percentOfLine: 40 },
  over_10000: { label: 'over $10,000', percentOfLine: 50 },
};

/** The highest line the lender gives any card. */
export const LINE_CEILING_CENTS = 1_000_000;
/** Offers are in whole $50 steps. */
export const OFFER_STEP_CENTS = 5_000;
export const OFFER_DAYS = 30;
export const COOLING_OFF_DAYS = 180;

const stepDown = (cents: number) => cents - (cents % OFFER_STEP_CENTS);

/** The offer in cents: the range's share of the line, in $50 steps, never past the ceiling; 0 when not eligible. */
export function offerCents(range: IncomeRange, creditLimitCents: number, eligible: boolean): number {
  if (!eligible) return 0;
  const share = stepDown(Math.floor((creditLimitCents * INCOME_POLICY[range].percentOfLine) / 100));
  const room = stepDown(Math.max(0, LINE_CEILING_CENTS - creditLimitCents));
  return share < room ? share : room;
}

/** The last day an offer made `today` may be accepted. */
export const offerLastDay = (today: string) => addDays(today, OFFER_DAYS);

export interface CardRecord {
  /** The servicer's line_increase_eligible flag. */
  flaggedEligible: boolean;
  lostOrStolen: boolean;
  /** A servicer (TCI) status on the card; any status blocks an increase. */
  tciStatus: string | null;
  /** The day (Mountain Time) the last increase was accepted. */
  lastAcceptedOn: string | null;
}

/** line_increase_eligible?: flagged by the servicer, card usable, no increase in the last 180 days. */
export function increaseEligible(card: CardRecord, today: string): boolean {
  if (!card.flaggedEligible || card.lostOrStolen || card.tciStatus) return false;
  return card.lastAcceptedOn === null || addDays(card.lastAcceptedOn, COOLING_OFF_DAYS) <= today;
}
