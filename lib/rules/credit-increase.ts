// Credit-limit increase (spec 000 sections 4, 5, 9): the eight monthly income ranges, and the rule the
// lender (here, the sandbox) uses to turn a range and the account into an offer. All money in cents.
import { INCOME_RANGE_VALUES as WIRE_INCOME_RANGE_VALUES, type IncomeRange } from '../contract/limits';
import { addDays } from './dates';

export type { IncomeRange };

/** The monthly income ranges of spec 000 section 9, in order; `label` is the spec's text exactly. */
export const INCOME_RANGES = [
  { value: 'under_1000', label: 'under $1000', increasePercent: 0 },
  { value: '1001_2000', label: '$1001-2000', increasePercent: 0 },
  { value: '2001_3000', label: '$2001-3000', increasePercent: 10 },
  { value: '3001_4000', label: '$3001-4000', increasePercent: 20 },
  { value: '4001_5000', label: '$4001-5000', increasePercent: 25 },
  { value: '5001_7500', label: '$5001-7500', increasePercent: 30 },
  { value: '7501_10000', label: '$7501-10,000', increasePercent: 40 },
  { value: 'over_10000', label: 'over $10,000', increasePercent: 50 },
] as const satisfies readonly { value: IncomeRange; label: string; increasePercent: number }[];

/** The wire's values (lib/contract/limits.ts), in the order of INCOME_RANGES. */
export const INCOME_RANGE_VALUES = WIRE_INCOME_RANGE_VALUES;

/** No card's line goes above this, whatever the income. */
export const MAX_CREDIT_LIMIT_CENTS = 1_000_000;
/** Offers are whole multiples of $50. */
export const OFFER_STEP_CENTS = 5_000;
/** An offer can be accepted for this many days (the last one included). */
export const OFFER_VALID_DAYS = 30;
/** After an accepted increase, the account waits this long before it may ask again. */
export const DAYS_BETWEEN_INCREASES = 180;

export interface CreditIncreaseAccount {
  creditLimitCents: number;
  /** line_increase_eligible? as the lender computes it (see lineIncreaseEligible). */
  eligible: boolean;
}

/**
 * The offer for a monthly income range:
 * - 0 when the account is not eligible, or the income is $2000 a month or less (the two low ranges);
 * - otherwise the range's percentage of the current credit limit (10% for $2001-3000 up to 50% over
 *   $10,000), rounded down to a multiple of $50,
 * - capped so the new limit stays at or under $10,000 (0 once the card is there).
 */
export function creditIncreaseOfferCents(range: IncomeRange, account: CreditIncreaseAccount): number {
  if (!account.eligible) return 0;
  const percent = INCOME_RANGES.find((r) => r.value === range)?.increasePercent ?? 0;
  const raw = Math.floor((account.creditLimitCents * percent) / 100);
  const stepped = Math.floor(raw / OFFER_STEP_CENTS) * OFFER_STEP_CENTS;
  const headroom = Math.max(0, MAX_CREDIT_LIMIT_CENTS - account.creditLimitCents);
  return Math.min(stepped, Math.floor(headroom / OFFER_STEP_CENTS) * OFFER_STEP_CENTS);
}

/** The last day an offer made on `today` can be accepted. */
export const offerExpiration = (today: string) => addDays(today, OFFER_VALID_DAYS);

/**
 * line_increase_eligible?: the servicer marked the line eligible, the card is neither lost or stolen nor
 * blocked by a servicer status, and no increase was accepted in the last 180 days.
 */
export function lineIncreaseEligible(account: {
  flaggedEligible: boolean;
  lostOrStolen: boolean;
  tciStatus: string | null;
  lastAcceptedOn: string | null;
  today: string;
}): boolean {
  if (!account.flaggedEligible || account.lostOrStolen || account.tciStatus) return false;
  return account.lastAcceptedOn === null || addDays(account.lastAcceptedOn, DAYS_BETWEEN_INCREASES) <= account.today;
}
