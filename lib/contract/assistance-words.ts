// The fixed words and limits of help with payments (lib/contract/assistance.ts): the lists a request chooses
// from, its states, the limits both parties check, and the lender's refusals. No zod and no wire records, so
// components may read them.
export const ASSISTANCE_REASONS = ['job_loss', 'reduced_income', 'medical', 'disaster', 'military_service', 'other'] as const;
export type AssistanceReason = (typeof ASSISTANCE_REASONS)[number];
export const ASSISTANCE_HELP = ['later_due_date', 'smaller_payments', 'pause', 'call'] as const;
export type AssistanceHelp = (typeof ASSISTANCE_HELP)[number];
/** How long the hardship may last, in months; null: the customer does not know yet. */
export const ASSISTANCE_MONTHS_MAX = 24;
export const ASSISTANCE_EXPLANATION_MAX = 500;
/** The monthly income lost, at most this many dollars. */
export const ASSISTANCE_INCOME_MAX = 100_000;
/** Documents one request takes (sent through the upload pipeline once the request is made). */
export const ASSISTANCE_FILES_MAX = 5;
/** The earliest "since when": two years back. */
export const ASSISTANCE_SINCE_MAX_DAYS = 730;

export const ASSISTANCE_KINDS = ['assistance', 'scra'] as const;
export type AssistanceKind = (typeof ASSISTANCE_KINDS)[number];

/**
 * submitted → in_review → offer → accepted | declined; a call (call_scheduled) or a refusal (closed) instead
 * of an offer; an SCRA request is approved (accepted) or refused (closed); the customer may withdraw an open
 * request before its offer is answered.
 */
export const ASSISTANCE_STATES = ['submitted', 'in_review', 'offer', 'call_scheduled', 'accepted', 'declined', 'closed', 'withdrawn'] as const;
export type AssistanceState = (typeof ASSISTANCE_STATES)[number];
/** The states of an open request: one per loan at a time. */
export const OPEN_ASSISTANCE_STATES = ['submitted', 'in_review', 'offer', 'call_scheduled'] as const satisfies readonly AssistanceState[];

export const OFFER_KINDS = ['later_due_date', 'reduced_payment', 'pause'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];
/** A later due date by 1 to 30 days; a pause of 1 to 3 months; smaller payments for 1 to 6 months. */
export const OFFER_LIMITS = { laterDaysMax: 30, pauseMonthsMax: 3, reducedMonthsMax: 6 } as const;

/** The SCRA's cap (50 U.S.C. 3937(a)(1)): 6 % a year, in basis points. */
export const SCRA_CAP_BASIS_POINTS = 600;
/** The request must reach the lender within 180 days after service ends (3937(b)(1)). */
export const SCRA_NOTICE_DAYS = 180;

/** Every refusal of these calls, by field; the catalogues hold each (messages/<locale>/assistance.json, refusals). */
export const ASSISTANCE_MESSAGES = {
  reason: 'Choose what happened',
  explanation: 'Tell us briefly what happened',
  explanationTooLong: `Use ${ASSISTANCE_EXPLANATION_MAX} characters or fewer`,
  since: 'Enter the date it started',
  sinceFuture: 'The date cannot be after today',
  sinceTooOld: 'Enter a date in the last two years',
  months: `Choose how long it may last, up to ${ASSISTANCE_MONTHS_MAX} months`,
  income: 'Enter the monthly income you lost in dollars, or 0',
  help: 'Choose at least one way we could help',
  consent: 'Check the box so we may contact you about your request',
  openRequest: 'You already have an open request for this loan. We will answer it first.',
  notOpen: 'This loan is not open, so it cannot take a request.',
  onlyCustomer: 'Only the customer can make or answer a request.',
  serviceStart: 'Enter the date your military service began',
  serviceStartFuture: 'The date your service began cannot be after today',
  serviceEnd: 'The date service ended cannot be before it began',
  serviceEndLate: `The request must reach us within ${SCRA_NOTICE_DAYS} days after your service ends`,
  afterService: 'The rate cap covers loans taken before military service began',
  atCap: 'Your rate is already 6% or less',
  notAnswerable: 'This request cannot be answered now. Reload the page to see its state.',
  autopayAuthorization: 'To change your autopay too, accept the new autopay authorization',
  offerChanged: 'Your loan changed since the offer. Please call us.',
} as const;
export type AssistanceRefusal = keyof typeof ASSISTANCE_MESSAGES;

/** The messages staff see (English only, the staff panel's language). */
export const ASSISTANCE_STAFF_MESSAGES = {
  role: 'Only collections staff decide assistance requests.',
  decision: 'Choose a decision this request can take',
  offerKind: 'Choose the offer',
  days: `Enter a number of days from 1 to ${OFFER_LIMITS.laterDaysMax}`,
  pauseMonths: `Enter a number of months from 1 to ${OFFER_LIMITS.pauseMonthsMax}`,
  reducedMonths: `Enter a number of months from 1 to ${OFFER_LIMITS.reducedMonthsMax}`,
  amount: 'Enter a payment above $0 and below the monthly payment',
  callAt: 'Enter a time for the call, in the next 30 days',
  refusalReason: 'Write the reason for the refusal',
  scraOnly: 'Approving the rate cap is for servicemember requests only',
  assistanceOnly: 'Offers are for payment assistance requests only',
  // 50 U.S.C. 3937(b)(1): the cap applies on written notice with a copy of the orders, so none is approved without them.
  ordersNeeded: 'The rate cap can be approved once the servicemember has attached their orders',
} as const;

export const STAFF_DECISIONS = ['in_review', 'offer', 'call', 'refuse', 'approve', 'close'] as const;
export type StaffDecision = (typeof STAFF_DECISIONS)[number];
