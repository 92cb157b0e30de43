// The wire's limits and the messages the lender answers with when a request breaks them: both parties
// read them from here (the schemas of this folder, the portal's rules in lib/rules, the sandbox). Without
// zod: client components import the rules that re-export these. The limits a page's first scripts reach on
// most pages (the application form's, feedback's, the bank link's tokens) are small modules of their own,
// re-exported here: a browser bundle takes a module whole, and this one's messages were 5 KB of every loan page.
// It imports only those, and they and this are the files of lib/contract that lib/rules may import
// (eslint.config.mjs).
export * from './apply-words';
export * from './feedback-words';
export { SANDBOX_LINK_TOKEN_PREFIX, SANDBOX_PUBLIC_TOKEN_PREFIX } from './bank-link-tokens';

// ── Preferences (e-mail) ─────────────────────────────────────────────────────────────────────────────────
export const EMAIL_MAX = 50;

// ── Credit-limit increase: the monthly income ranges of spec 000 section 9, in order ────────────────────
export const INCOME_RANGE_VALUES = ['under_1000', '1001_2000', '2001_3000', '3001_4000', '4001_5000', '5001_7500', '7501_10000', 'over_10000'] as const;
export type IncomeRange = (typeof INCOME_RANGE_VALUES)[number];

// ── One-time payments (POST /api/transactions) ───────────────────────────────────────────────────────────
export const AMOUNT_FORMAT_MESSAGE = 'Payment amount must be a whole number or contain a decimal value.';
export const AMOUNT_MIN_MESSAGE = 'Must be greater than $0';

/** True for a wire amount (dollars) that is a whole number or has at most two decimals. */
export function isWholeOrTwoDecimals(dollars: number): boolean {
  if (!Number.isFinite(dollars)) return false;
  const cents = dollars * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6 && Number.isSafeInteger(Math.round(cents));
}

// ── Passwords (NIST SP 800-63B: length, a list of common and breached passwords, no composition rules) ───
/** The least length of a password that is the only factor, and of one with a second step or passkey. */
export const PASSWORD_MIN_ALONE = 15;
export const PASSWORD_MIN_WITH_SECOND_FACTOR = 8;
/** Long passphrases are welcome; the bound only keeps the hashing work in check. */
export const PASSWORD_MAX = 200;
/** The least zxcvbn-ts score (0–4) a new password must reach. */
export const PASSWORD_MIN_SCORE = 3;

export const PASSWORD_MESSAGES = {
  empty: 'Enter a new password',
  tooShort: (min: number) =>
    min === PASSWORD_MIN_ALONE
      ? `Use at least ${PASSWORD_MIN_ALONE} characters (${PASSWORD_MIN_WITH_SECOND_FACTOR} once two-step verification is on). A few unrelated words make a long password easy to remember.`
      : `Use at least ${min} characters.`,
  tooLong: `Use ${PASSWORD_MAX} characters or fewer`,
  characters: 'Remove the tabs, line breaks and other special characters a password cannot hold: letters, digits, spaces and symbols are all fine.',
  common: 'This password is on a list of common or breached passwords, so it is among the first an attacker tries. Choose another.',
  weak: 'This password is too easy to guess: it follows a pattern, repeats, or uses your name or e-mail. Add a few unrelated words.',
  personal: 'This password is made of your name or e-mail address, which others know or can find. Add a few unrelated words.',
  sameAsCurrent: 'Choose a password different from your current one',
  currentWrong: 'Your current password is incorrect',
  currentEmpty: 'Enter your current password',
} as const;

// ── Two-step verification: the messages the lender and the portal both say ──
export const TWO_STEP_MESSAGES = {
  codeEmpty: 'Enter the 6-digit code',
  codeFormat: 'Enter the 6 digits of the code',
  recoveryFormat: 'Enter a recovery code as it was shown, like 4k7q-m2xp',
  codeWrong: 'That code is not right.',
  codeExpired: 'This code has expired. Send a new one.',
  codeUsed: 'This code was already used. Wait for your app to show the next one, then enter it.',
  tooManyTries: 'Too many wrong codes. Sign in again to get a new code.',
  challengeGone: 'Your sign-in took too long or was already used. Please sign in again.',
  resendWait: 'Please wait a minute before asking for another code.',
  tooManySends: 'Too many codes were sent. Please try again later.',
  tooManyCodeTries: 'Too many tries. Please try again later.',
  noPhone: 'Add and verify a mobile phone above first.',
  alreadyOn: 'This method is already on.',
  requiredForStaff: 'Two-step verification is required for staff accounts.',
  enrolGone: 'Start again: choose how to get your codes.',
} as const;

// ── The payoff quote for a chosen date: the messages the lender and the portal both say ──
/** A payoff quote is for a day from today up to this many days ahead (and never after max_single_payment_date). */
export const PAYOFF_QUOTE_MAX_DAYS = 30;
export const PAYOFF_QUOTE_MESSAGES = {
  dateRequired: 'Choose a payoff date',
  beforeToday: 'The payoff date cannot be before today',
  afterLast: 'The payoff date cannot be more than 30 days ahead or after the last day a payment can be made',
  closed: 'This loan has no payoff amount to quote',
} as const;

// ── Moving the due date: the limits and messages the lender and the portal both say ──
/** The new due day is a day of the month every month has. */
export const DUE_DAY_MIN = 1;
export const DUE_DAY_MAX = 28;
/** The first new due date is at most this many days from the current one (earlier or later). */
export const DUE_DATE_MOVE_MAX_SHIFT_DAYS = 15;
/** A loan's due date moves at most this many times over the loan, */
export const DUE_DATE_MOVES_MAX = 2;
/** and at most once in this many months. */
export const DUE_DATE_MOVE_GAP_MONTHS = 12;
/** Why a loan may not move its due date, by the wire's reason code. */
export const DUE_DATE_MOVE_REASON_MESSAGES = {
  closed: 'This loan is closed, so its due date cannot be moved.',
  no_due_date: 'This loan has no coming due date to move.',
  past_due: 'The due date cannot be moved while the loan is past due.',
  moved_recently: 'The due date was moved in the last 12 months.',
  max_moves: 'The due date has already been moved twice, the most over a loan.',
} as const;
export type DueDateMoveReason = keyof typeof DUE_DATE_MOVE_REASON_MESSAGES;
/** What is wrong with a chosen day (the wire's field is `day`). */
export const DUE_DAY_MESSAGES = {
  dayRange: 'Choose a day from 1 to 28',
  sameDay: 'Your payments are already due on this day. Choose another day.',
  tooFar: 'The new due date must be within 15 days of your current due date',
  changed: 'Your loan changed since the preview: the first new due date is not the one shown. Review it again.',
  autopayAuthorization: 'To move your autopay day too, accept the new autopay authorization',
} as const;
export type DueDayProblem = Exclude<keyof typeof DUE_DAY_MESSAGES, 'changed' | 'autopayAuthorization'>;

// ── Uploads (a file the customer sends the lender: an application's to-do item, …) ───────────────────────
/** The most a file may weigh: 10 MB. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Room for a multipart body's boundaries and part headers around the one file it carries. */
export const UPLOAD_ENVELOPE_BYTES = 64 * 1024;
/** The most files one to-do item holds (a refused item starts a new round of five). */
export const UPLOAD_MAX_FILES = 5;
/** The kinds a file may be, decided by its first bytes, never by its name or the type the browser claims. */
export const UPLOAD_TYPES = ['pdf', 'jpeg', 'png', 'heic'] as const;
/** What the file picker offers (a hint only: the lender decides by the bytes). */
export const UPLOAD_ACCEPT = '.pdf,.jpg,.jpeg,.png,.heic,application/pdf,image/jpeg,image/png,image/heic';
export const UPLOAD_REASON_MAX = 300;

export const UPLOAD_MESSAGES = {
  empty: 'The file is empty. Please choose another.',
  tooLarge: 'The file is larger than 10 MB. Please send a smaller one.',
  type: 'The file must be a PDF, JPEG, PNG or HEIC.',
  infected: 'The file did not pass our virus check, so we did not keep it.',
  tooMany: 'This item already has 5 files. We will review them.',
  unreadable: 'We could not read the upload. Please choose the file again.',
  notNeeded: 'We do not need a file for this item now.',
  onlyCustomer: 'Only the customer can send files.',
  reasonRequired: 'Say why the item is refused.',
  reasonTooLong: `Use ${UPLOAD_REASON_MAX} characters or fewer`,
  nothingToReview: 'There is no file to review for this item.',
  requestFull: 'This request already has 5 documents. We will review them.',
  requestClosed: 'This request is closed, so it takes no more documents.',
  reviewerOnly: 'Your role cannot accept or refuse documents.',
} as const;
