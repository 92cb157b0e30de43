// The application form (spec 000 section 2: apply, new loan). The spec gives no limits for it; these are
// the lender's: a repair loan from $250 to $10,000, a description of at most 500 characters.

export const MIN_REQUEST_CENTS = 25_000;
export const MAX_REQUEST_CENTS = 1_000_000;
export const REPAIR_DESCRIPTION_MAX = 500;

export const APPLY_MESSAGES = {
  amount: 'Enter an amount from $250.00 to $10,000.00',
  amountCents: 'Enter dollars and cents only (at most 2 decimals)',
  description: 'Describe the repair',
  descriptionTooLong: `Use ${REPAIR_DESCRIPTION_MAX} characters or fewer`,
  dealership: "Choose a service center, or tell us you haven't chosen one yet",
  consent: 'Check the box to give your consent',
  unknownDealership: 'Choose a service center from the list',
  inProgress: 'You already have an application in progress.',
  staff: 'Applications are made by the customer.',
} as const;

/** What the amount box keeps of a keystroke: digits and the first dot, at most 2 decimals. */
export function cleanAmountInput(raw: string): string {
  const kept = raw.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  if (dot < 0) return kept;
  return `${kept.slice(0, dot)}.${kept.slice(dot + 1).replace(/\./g, '').slice(0, 2)}`;
}

/** The amount box's text as dollars, or null when it is not a number. */
export function parseAmountInput(text: string): number | null {
  if (!/^\d+(\.\d{0,2})?$|^\.\d{1,2}$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** Dollars with at most two decimals (no float noise beyond the cents). */
export const hasWholeCents = (dollars: number) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;

/** The select's value: '' (nothing picked yet), 'later', or a dealership id. → the wire's dealership_id. */
export function dealershipChoice(value: string): number | null | undefined {
  if (value === 'later') return null;
  const id = Number(value);
  return value !== '' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
