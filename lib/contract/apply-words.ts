// The application form's limits and messages (POST /api/apply, new loan), shared by both parties; no zod, so
// the form's own checks in the browser read them. lib/contract/limits.ts re-exports them.

// The spec gives no limits for the form; these are the lender's: a repair loan from $250 to $10,000, a
// description of at most 500 characters.
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

/** Dollars with at most two decimals (no float noise beyond the cents). */
export const hasWholeCents = (dollars: number) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;
