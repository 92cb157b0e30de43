// The sandbox's data model: every entity of both spec documents (section 3 of each).
// Money is integer cents; calendar dates are `date` columns read as yyyy-MM-dd strings.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const cents = (name: string) => integer(name);
const day = (name: string) => date(name, { mode: 'string' });
const instant = (name: string) => timestamp(name, { withTimezone: true });

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** Platform role group: customer, admin, or another (dealer) that the portal sends to /home. */
  roleGroup: text('role_group').notNull(),
  servicingPlatform: text('servicing_platform').notNull().default('LOS'),
  primaryPhone: text('primary_phone'),
  ssnLast4: text('ssn_last_4'),
  dateOfBirth: day('date_of_birth'),
  /** A new customer who has not chosen a password yet: the welcome e-mail's link is their way in. */
  awaitingActivation: boolean('awaiting_activation').notNull().default(false),
  hasPaymentReminder: boolean('has_payment_reminder').notNull().default(false),
  /** The customer's language for the portal; null until they choose one. */
  preferredLocale: text('preferred_locale'),
  onPaymentProbation: boolean('on_payment_probation').notNull().default(false),
  /** Staff of the lender's customer-care floor see the 'For Customer Care Only' table. */
  cfs: boolean('cfs').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('users_email_idx').on(t.email)]);

export const userRoles = pgTable('user_roles', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
}, (t) => [index('user_roles_user_idx').on(t.userId)]);

export const authSessions = pgTable('auth_sessions', {
  id: serial('id').primaryKey(),
  /** sha256 of the opaque bearer token; the token itself is never stored. */
  tokenHash: text('token_hash').notNull(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  lastSeenAt: instant('last_seen_at').notNull(),
  expiresAt: instant('expires_at').notNull(),
  revokedAt: instant('revoked_at'),
  /** When the holder last confirmed their password or a passkey in this session (step-up): sensitive changes need it recent. */
  verifiedAt: instant('verified_at'),
}, (t) => [uniqueIndex('auth_sessions_token_idx').on(t.tokenHash), index('auth_sessions_expires_idx').on(t.expiresAt)]);

export const dealerships = pgTable('dealerships', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  address: text('address').notNull(),
});

export const files = pgTable('files', {
  id: serial('id').primaryKey(),
  ownerId: integer('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** loan_agreement, payoff_letter, statement, cardholder_agreement, authorization_copy, adverse_action_notice */
  kind: text('kind').notNull(),
  applicationId: integer('application_id'),
  /** The record the document is generated from (statement row id, …). */
  refId: integer('ref_id'),
  /**
   * What the lender decided, kept with a notice it must be able to show as it was sent: an adverse action
   * notice's principal reasons (codes of lender/domain/adverse-action.ts) and the credit score it used.
   */
  detail: jsonb('detail').$type<Record<string, unknown>>(),
  createdAt: createdAt(),
  /** The customer's first opening (staff opening it does not count): until then the documents center marks it new. */
  openedAt: instant('opened_at'),
}, (t) => [index('files_owner_idx').on(t.ownerId, t.createdAt)]);

export const applications = pgTable('applications', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** installment or revolver */
  kind: text('kind').notNull().default('installment'),
  statusCacheStatus: text('status_cache_status').notNull(),
  status: text('status').notNull(),
  /** doc_signed 0, funded 1, withdrawn 2, cancelled 3; null while none applies. */
  finalStatus: integer('final_status'),
  hasNewPayments: boolean('has_new_payments').notNull().default(false),
  origin: text('origin'),
  needsDealership: boolean('needs_dealership').notNull().default(false),
  dealershipId: integer('dealership_id').references(() => dealerships.id),
  originalNoteAmountCents: cents('original_note_amount_cents'),
  repairAmountCents: cents('repair_amount_cents'),
  maxApprovedAmountCents: cents('max_approved_amount_cents'),
  finalContractId: integer('final_contract_id').references(() => files.id),
  payoffLetterId: integer('payoff_letter_id').references(() => files.id),
  finalLoanSigned: boolean('final_loan_signed').notNull().default(false),
  signedAt: instant('signed_at'),
  maturityDate: day('maturity_date'),
  ofacHit: boolean('ofac_hit').notNull().default(false),
  unableVerify: boolean('unable_verify').notNull().default(false),
  qualifyForNoInterest: boolean('qualify_for_no_interest').notNull().default(false),
  prefillDecisionRedirectUrl: text('prefill_decision_redirect_url'),
  prefillCampaignName: text('prefill_campaign_name'),
  createdAt: createdAt(),
}, (t) => [index('applications_user_idx').on(t.userId)]);

export const repairs = pgTable('repairs', {
  id: serial('id').primaryKey(),
  applicationId: integer('application_id').notNull().references(() => applications.id, { onDelete: 'cascade' }),
  dealershipId: integer('dealership_id').references(() => dealerships.id),
  description: text('description').notNull(),
  repairAmountCents: cents('repair_amount_cents').notNull(),
  roStatus: text('ro_status').notNull(),
}, (t) => [index('repairs_application_idx').on(t.applicationId)]);

export const loanAccounts = pgTable('loan_accounts', {
  id: serial('id').primaryKey(),
  applicationId: integer('application_id').notNull().references(() => applications.id, { onDelete: 'cascade' }),
  acctrefno: text('acctrefno').notNull(),
  payoffBalanceCents: cents('payoff_balance_cents').notNull(),
  monthlyPaymentCents: cents('monthly_payment_cents').notNull(),
  currentDueDate: day('current_due_date'),
  upcomingPaymentDueDate: day('upcoming_payment_due_date'),
  currentBalanceDueCents: cents('current_balance_due_cents').notNull().default(0),
  pastDueBalanceCents: cents('past_due_balance_cents').notNull().default(0),
  daysPastDue: integer('days_past_due').notNull().default(0),
  open: boolean('open').notNull().default(true),
  closed: boolean('closed').notNull().default(false),
  chargeOff: boolean('charge_off').notNull().default(false),
  chargeOffSettled: boolean('charge_off_settled').notNull().default(false),
  soldOff: boolean('sold_off').notNull().default(false),
  soldOffDate: day('sold_off_date'),
  debtBuyerName: text('debt_buyer_name'),
  debtBuyerPhone: text('debt_buyer_phone'),
  debtBuyerAddress: text('debt_buyer_address'),
  originalNoteAmountCents: cents('original_note_amount_cents').notNull(),
  sacExpirationDate: day('sac_expiration_date'),
  maxSinglePaymentDate: day('max_single_payment_date'),
  maxRecurringPaymentDate: day('max_recurring_payment_date'),
  /** The note's annual percentage rate in basis points (2499: 24.99%): the schedule's interest and the payoff quote's per-diem. */
  aprBasisPoints: integer('apr_basis_points').notNull().default(2499),
}, (t) => [uniqueIndex('loan_accounts_application_idx').on(t.applicationId)]);

/** Each move of a loan's due date: the lender's record of it (how many, when), and the staff's history. */
export const dueDateMoves = pgTable('due_date_moves', {
  id: serial('id').primaryKey(),
  loanAccountId: integer('loan_account_id').notNull().references(() => loanAccounts.id, { onDelete: 'cascade' }),
  /** Who moved it (the customer). */
  actorId: integer('actor_id').notNull(),
  previousDueDate: day('previous_due_date').notNull(),
  newDueDate: day('new_due_date').notNull(),
  newDay: integer('new_day').notNull(),
  addedInterestCents: cents('added_interest_cents').notNull().default(0),
  /** Autopay's day moved too, under a new authorization the customer accepted. */
  autopayMoved: boolean('autopay_moved').notNull().default(false),
  /** The day it was moved (Mountain Time): the 12-month rule counts from it. */
  movedOn: day('moved_on').notNull(),
  createdAt: createdAt(),
}, (t) => [index('due_date_moves_loan_idx').on(t.loanAccountId)]);

/**
 * Help with payments: a payment assistance request or a servicemember's rate-cap request (SCRA) on a loan, its
 * state, and the lender's answer (an offer, a call, a refusal, an approved rate cap). One open request per loan
 * (the partial unique index). The offer and the outcome are kept as the customer was shown them.
 */
export const assistanceRequests = pgTable('assistance_requests', {
  id: serial('id').primaryKey(),
  applicationId: integer('application_id').notNull().references(() => applications.id, { onDelete: 'cascade' }),
  loanAccountId: integer('loan_account_id').notNull().references(() => loanAccounts.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** assistance or scra */
  kind: text('kind').notNull(),
  /** submitted, in_review, offer, call_scheduled, accepted, declined, closed, withdrawn */
  state: text('state').notNull(),
  reason: text('reason'),
  explanation: text('explanation').notNull().default(''),
  since: day('since'),
  expectedMonths: integer('expected_months'),
  incomeChangeCents: cents('income_change_cents'),
  help: jsonb('help').$type<string[]>().notNull().default([]),
  consentedAt: instant('consented_at').notNull(),
  /** The attached documents: file ids of the upload pipeline. */
  serviceStart: day('service_start'),
  serviceEnd: day('service_end'),
  /** The offer as the lender made it (kind, days, months, amount in cents, added interest, dates). */
  offer: jsonb('offer').$type<Record<string, unknown>>(),
  callAt: instant('call_at'),
  refusalReason: text('refusal_reason'),
  /** An approved rate cap: the APRs, the day it applies from, the interest forgiven, the payments. */
  scraRelief: jsonb('scra_relief').$type<Record<string, unknown>>(),
  authorizationFileId: integer('authorization_file_id'),
  decidedBy: integer('decided_by'),
  createdAt: createdAt(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
}, (t) => [
  index('assistance_requests_application_idx').on(t.applicationId, t.createdAt),
  uniqueIndex('assistance_requests_one_open_idx').on(t.loanAccountId).where(sql`${t.state} in ('submitted', 'in_review', 'offer', 'call_scheduled')`),
]);

export const bankAccounts = pgTable('bank_accounts', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  bankName: text('bank_name').notNull(),
  accountNumber: text('account_number').notNull(),
  routingNumber: text('routing_number').notNull(),
  /** Checking or Savings */
  accountType: text('account_type').notNull(),
  /** MANUAL or PLAID */
  type: text('type').notNull(),
  plaidVerified: boolean('plaid_verified').notNull().default(false),
  sufficientPlaidBalance: boolean('sufficient_plaid_balance').notNull().default(false),
  deletedAt: instant('deleted_at'),
  createdAt: createdAt(),
}, (t) => [index('bank_accounts_user_idx').on(t.userId)]);

export const recurringPayments = pgTable('recurring_payments', {
  id: serial('id').primaryKey(),
  applicationId: integer('application_id').notNull().references(() => applications.id, { onDelete: 'cascade' }),
  bankAccountId: integer('bank_account_id').notNull().references(() => bankAccounts.id),
  amountCents: cents('amount_cents').notNull(),
  amountExtraCents: cents('amount_extra_cents').notNull().default(0),
  startDate: day('start_date').notNull(),
  nextTransactionDate: day('next_transaction_date').notNull(),
  notes: text('notes'),
  authorizationVersion: text('authorization_version'),
  /** The language of the authorization accepted: en-US, or es-US for the translation shown beside the binding English. */
  authorizationLanguage: text('authorization_language'),
  authorizedAt: instant('authorized_at'),
  cancelledAt: instant('cancelled_at'),
  /** The file of the stored copy of the authorization in force (set up or last change). */
  authorizationFileId: integer('authorization_file_id'),
  /** The file of the stored copy of its cancellation. */
  cancellationFileId: integer('cancellation_file_id'),
  /**
   * Under an accepted offer of smaller payments the customer authorized autopay for: the amounts autopay returns
   * to on `regularFrom` (the sweep puts them back). Null otherwise.
   */
  regularAmountCents: cents('regular_amount_cents'),
  regularExtraCents: cents('regular_extra_cents'),
  regularFrom: day('regular_from'),
  createdAt: createdAt(),
}, (t) => [index('recurring_payments_application_idx').on(t.applicationId)]);

export const transactions = pgTable('transactions', {
  id: serial('id').primaryKey(),
  applicationId: integer('application_id').notNull().references(() => applications.id, { onDelete: 'cascade' }),
  /** BankAccount for ACH, DebitCard for the card processor. */
  transactableType: text('transactable_type').notNull(),
  transactableId: integer('transactable_id'),
  transactableName: text('transactable_name'),
  amountCents: cents('amount_cents').notNull(),
  futureEffectiveAt: day('future_effective_at'),
  authorized: boolean('authorized').notNull().default(false),
  active: boolean('active').notNull().default(true),
  termsVersion: text('terms_version'),
  /** The language of the authorization accepted: en-US, or es-US for the translation shown beside the binding English. */
  termsLanguage: text('terms_language'),
  termsAcceptedAt: instant('terms_accepted_at'),
  termsIp: text('terms_ip'),
  createdBy: integer('created_by'),
  cancelledAt: instant('cancelled_at'),
  /** The file of the stored copy of the ACH authorization accepted (bank payments). */
  authorizationFileId: integer('authorization_file_id'),
  /** The file of the stored copy of its cancellation. */
  cancellationFileId: integer('cancellation_file_id'),
  createdAt: createdAt(),
}, (t) => [index('transactions_application_idx').on(t.applicationId)]);

/**
 * The stored copy of a debit authorization or of its cancellation (Reg E 12 CFR 1005.10(b), Nacha WEB):
 * the PDF as made when the customer acted, never made again, and the facts it shows. Kept (Nacha: two
 * years from the end of the authorization); the migration's trigger refuses any change but the receipt's
 * delivery mark.
 */
export const authorizationCopies = pgTable('authorization_copies', {
  id: serial('id').primaryKey(),
  ownerId: integer('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  applicationId: integer('application_id').notNull(),
  /** one_time, one_time_cancel, autopay_setup, autopay_change, autopay_cancel */
  kind: text('kind').notNull(),
  transactionId: integer('transaction_id'),
  recurringPaymentId: integer('recurring_payment_id'),
  /** The version of the authorization's words, and the language the customer read them in. */
  version: text('version'),
  language: text('language').notNull(),
  actedAt: instant('acted_at').notNull(),
  address: text('address'),
  /** Who acted: the customer, or staff on the customer's behalf. */
  actorId: integer('actor_id').notNull(),
  /** The PDF, base64, and its SHA-256 (hex) to show it is the one made then. */
  pdf: text('pdf').notNull(),
  sha256: text('sha256').notNull(),
  /** The receipt e-mail, made with the copy in the same transaction, and when it went out (once: claimed by setting this). */
  receiptTo: text('receipt_to').notNull(),
  receiptSubject: text('receipt_subject').notNull(),
  receiptBody: text('receipt_body').notNull(),
  receiptSentAt: instant('receipt_sent_at'),
  createdAt: createdAt(),
}, (t) => [index('authorization_copies_owner_idx').on(t.ownerId)]);

/** Exactly-once money: the first answer for a key is kept and replayed. */
export const idempotencyKeys = pgTable('idempotency_keys', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  key: text('key').notNull(),
  requestHash: text('request_hash').notNull(),
  status: integer('status'),
  response: jsonb('response'),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('idempotency_keys_user_key_idx').on(t.userId, t.key), index('idempotency_keys_created_idx').on(t.createdAt)]);

export const completedPayments = pgTable('completed_payments', {
  id: serial('id').primaryKey(),
  loanAccountId: integer('loan_account_id').notNull().references(() => loanAccounts.id, { onDelete: 'cascade' }),
  rowId: integer('row_id').notNull(),
  parentRowId: integer('parent_row_id'),
  datePaid: day('date_paid').notNull(),
  transactionCode: integer('transaction_code').notNull(),
  customerDescription: text('customer_description').notNull(),
  nsfDate: day('nsf_date'),
  paymentAmountCents: cents('payment_amount_cents').notNull(),
  paymentMethodCode: text('payment_method_code').notNull(),
  paymentMethodReference: text('payment_method_reference'),
}, (t) => [index('completed_payments_account_idx').on(t.loanAccountId, t.datePaid)]);

export const recoveryPayments = pgTable('recovery_payments', {
  id: serial('id').primaryKey(),
  loanAccountId: integer('loan_account_id').notNull().references(() => loanAccounts.id, { onDelete: 'cascade' }),
  effectiveDate: day('effective_date').notNull(),
  transactionCode: integer('transaction_code').notNull(),
  paymentMethodReference: text('payment_method_reference'),
  transactionAmountCents: cents('transaction_amount_cents').notNull(),
}, (t) => [index('recovery_payments_account_idx').on(t.loanAccountId, t.effectiveDate)]);

export const statements = pgTable('statements', {
  id: serial('id').primaryKey(),
  loanAccountId: integer('loan_account_id').notNull().references(() => loanAccounts.id, { onDelete: 'cascade' }),
  statementRowId: integer('statement_row_id').notNull(),
  statementDate: day('statement_date').notNull(),
  statementDueDate: day('statement_due_date').notNull(),
  currentPayoffBalanceCents: cents('current_payoff_balance_cents').notNull(),
  totalCurrentDueBalanceCents: cents('total_current_due_balance_cents').notNull(),
}, (t) => [
  index('statements_account_idx').on(t.loanAccountId, t.statementDate),
  uniqueIndex('statements_row_idx').on(t.statementRowId),
]);

export const promisesToPay = pgTable('promises_to_pay', {
  id: serial('id').primaryKey(),
  loanAccountId: integer('loan_account_id').notNull().references(() => loanAccounts.id, { onDelete: 'cascade' }),
  rowId: integer('row_id').notNull(),
  /** nls: promise_to_pays on the loan account; wu: wu_promise_to_pays on the application. */
  source: text('source').notNull().default('nls'),
  promiseAmountCents: cents('promise_amount_cents').notNull(),
  promiseDate: day('promise_date').notNull(),
  resultCode: text('result_code'),
  actionCode: text('action_code'),
  comments: text('comments'),
  createdBy: integer('created_by'),
  createdAt: createdAt(),
}, (t) => [index('promises_account_idx').on(t.loanAccountId)]);

export const collectionCodes = pgTable('collection_codes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  actionCodeNo: text('action_code_no').notNull(),
  resultCodeNo: text('result_code_no').notNull(),
}, (t) => [uniqueIndex('collection_codes_name_idx').on(t.name)]);

export const teamComments = pgTable('team_comments', {
  id: serial('id').primaryKey(),
  applicationId: integer('application_id').notNull().references(() => applications.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id),
  text: text('text').notNull(),
  toCustomer: boolean('to_customer').notNull().default(false),
  toDealership: boolean('to_dealership').notNull().default(false),
  commentType: text('comment_type').notNull().default('note'),
  actionType: text('action_type'),
  contactMethod: text('contact_method'),
  deletedAt: instant('deleted_at'),
  deletedBy: integer('deleted_by'),
  createdAt: createdAt(),
}, (t) => [index('team_comments_application_idx').on(t.applicationId, t.createdAt)]);

/** Feedback (spec 000's comments): one per customer and application. */
export const feedbackComments = pgTable('feedback_comments', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  commentableId: integer('commentable_id').notNull(),
  commentableType: text('commentable_type').notNull(),
  rate: integer('rate').notNull(),
  comment: text('comment'),
  authorize: boolean('authorize').notNull(),
  createdAt: createdAt(),
}, (t) => [index('feedback_user_idx').on(t.userId)]);

export const mobilePhones = pgTable('mobile_phones', {
  id: serial('id').primaryKey(),
  ownerId: integer('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  ownerType: text('owner_type').notNull().default('User'),
  number: text('number').notNull(),
  verified: boolean('verified').notNull().default(false),
  pinHash: text('pin_hash'),
  pinExpiresAt: instant('pin_expires_at'),
  pinAttempts: integer('pin_attempts').notNull().default(0),
  pinSentAt: instant('pin_sent_at'),
  createdAt: createdAt(),
}, (t) => [index('mobile_phones_owner_idx').on(t.ownerId)]);

export const revolvers = pgTable('revolvers', {
  id: serial('id').primaryKey(),
  applicationId: integer('application_id').notNull().references(() => applications.id, { onDelete: 'cascade' }),
  creditLimitCents: cents('credit_limit_cents').notNull(),
  availableCreditCents: cents('available_credit_cents').notNull(),
  lineIncreaseEligible: boolean('line_increase_eligible').notNull().default(false),
  lostOrStolen: boolean('lost_or_stolen').notNull().default(false),
  tciStatus: text('tci_status'),
  tciAccountNumber: text('tci_account_number').notNull(),
  cardholderAgreementId: integer('cardholder_agreement_id').references(() => files.id),
}, (t) => [uniqueIndex('revolvers_application_idx').on(t.applicationId)]);

export const creditLineIncreases = pgTable('credit_line_increases', {
  id: serial('id').primaryKey(),
  revolverId: integer('revolver_id').notNull().references(() => revolvers.id, { onDelete: 'cascade' }),
  offerCents: cents('offer_cents').notNull(),
  incomeRange: text('income_range'),
  expiresAt: day('expires_at').notNull(),
  acceptedAt: instant('accepted_at'),
  createdAt: createdAt(),
}, (t) => [index('credit_line_increases_revolver_idx').on(t.revolverId)]);

export const purchases = pgTable('purchases', {
  id: serial('id').primaryKey(),
  guid: text('guid').notNull(),
  revolverId: integer('revolver_id').notNull().references(() => revolvers.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  dealershipId: integer('dealership_id').notNull().references(() => dealerships.id),
  actualAmountCents: cents('actual_amount_cents').notNull(),
  term: integer('term').notNull(),
  minimumMonthlyPaymentCents: cents('minimum_monthly_payment_cents').notNull(),
  deferredInterestMonths: integer('deferred_interest_months').notNull(),
  /** APR percent with two decimals, e.g. "29.99". */
  rate: text('rate').notNull(),
  /** The card servicer stand-in refuses this purchase when it is accepted. */
  servicerRejects: boolean('servicer_rejects').notNull().default(false),
  approvedAt: instant('approved_at'),
  rejectedAt: instant('rejected_at'),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('purchases_guid_idx').on(t.guid)]);

/** What the SMS and e-mail adapters "sent" in the sandbox. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  channel: text('channel').notNull(),
  to: text('to').notNull(),
  subject: text('subject'),
  body: text('body').notNull(),
  createdAt: createdAt(),
}, (t) => [index('outbox_to_idx').on(t.to)]);

/** Who of the staff read or changed what of a customer's (issue: audit trail). */
export const auditEvents = pgTable('audit_events', {
  id: serial('id').primaryKey(),
  actorId: integer('actor_id').notNull(),
  actorRole: text('actor_role'),
  customerId: integer('customer_id').notNull(),
  action: text('action').notNull(),
  target: text('target').notNull(),
  createdAt: createdAt(),
}, (t) => [index('audit_events_customer_idx').on(t.customerId, t.createdAt)]);

/** Counters for rate limits, kept in the database so they hold across instances. */
export const rateLimits = pgTable('rate_limits', {
  id: serial('id').primaryKey(),
  bucket: text('bucket').notNull(),
  windowStart: instant('window_start').notNull(),
  count: integer('count').notNull().default(0),
}, (t) => [uniqueIndex('rate_limits_bucket_idx').on(t.bucket, t.windowStart), index('rate_limits_window_idx').on(t.windowStart)]);

/** The Plaid stand-in's link tokens, and Plaid's public tokens once exchanged (lender/stand-ins/plaid.ts):
 * in the database, so that every sandbox instance knows them. Each stored as a sha256, never itself. */
export const plaidLinkTokens = pgTable('plaid_link_tokens', {
  id: serial('id').primaryKey(),
  /** sha256 of the stand-in's secret, of `plaid:{uuid}` for a Plaid-shaped link token, or of an exchanged public token. */
  tokenHash: text('token_hash').notNull(),
  /** 'stand-in' | 'plaid': a link token; 'exchanged': a Plaid public token already used. */
  kind: text('kind').notNull(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('plaid_link_tokens_hash_idx').on(t.tokenHash), index('plaid_link_tokens_user_idx').on(t.userId, t.kind)]);

/** Customers switched to Plaid-shaped link tokens (a sandbox tool); everyone else gets the stand-in's. */
export const bankLinkProviders = pgTable('bank_link_providers', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
});

/** Single-use links e-mailed to a customer: a password reset (15 minutes), an activation (72 hours). */
export const accountTokens = pgTable('account_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** password_reset, activation, email_change (the new address's link) or email_change_stop (the old address's) */
  purpose: text('purpose').notNull(),
  /** What the link is about: the new sign-in e-mail of an e-mail change; null otherwise. */
  detail: text('detail'),
  /** sha256 of the token; the token itself is only in the e-mail. */
  tokenHash: text('token_hash').notNull(),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
  /** Wrong answers given with it (activation: date of birth and SSN); 3 end it. */
  failedTries: integer('failed_tries').notNull().default(0),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('account_tokens_hash_idx').on(t.tokenHash), index('account_tokens_user_idx').on(t.userId)]);

/** What changed about how an account signs in, and from where: the customer's "Recent security activity". */
export const securityEvents = pgTable('security_events', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  address: text('address'),
  userAgent: text('user_agent'),
  createdAt: createdAt(),
}, (t) => [index('security_events_user_idx').on(t.userId, t.createdAt)]);

/**
 * Two-step verification: one row per method an account turned on (or is turning on: confirmedAt
 * null until a code confirms it). sms and email keep the code being confirmed; totp its secret.
 */
export const twoStepMethods = pgTable('two_step_methods', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** sms, email or totp */
  method: text('method').notNull(),
  /** The phone number or e-mail codes go to; the app's account label for totp. */
  destination: text('destination').notNull(),
  /** The authenticator app's shared secret, base32 (the app holds the same: it cannot be a one-way hash). */
  secret: text('secret'),
  /** The newest time step accepted, so an app's code is not accepted twice. */
  lastTotpStep: integer('last_totp_step'),
  codeHash: text('code_hash'),
  codeExpiresAt: instant('code_expires_at'),
  codeSentAt: instant('code_sent_at'),
  confirmedAt: instant('confirmed_at'),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('two_step_methods_user_method_idx').on(t.userId, t.method)]);

/** A sign-in waiting for its second step: opaque, single-use, 15 minutes; the code sent for it, 10 minutes. */
export const twoStepChallenges = pgTable('two_step_challenges', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
  failedTries: integer('failed_tries').notNull().default(0),
  codeHash: text('code_hash'),
  codeMethod: text('code_method'),
  codeExpiresAt: instant('code_expires_at'),
  codeSentAt: instant('code_sent_at'),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('two_step_challenges_token_idx').on(t.tokenHash), index('two_step_challenges_user_idx').on(t.userId)]);

/** Ten single-use recovery codes per account, stored hashed; shown once when made. */
export const recoveryCodes = pgTable('recovery_codes', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  usedAt: instant('used_at'),
  createdAt: createdAt(),
}, (t) => [index('recovery_codes_user_idx').on(t.userId)]);

/** "Remember this device for 30 days": a revocable token that skips the second step. */
export const rememberedDevices = pgTable('remembered_devices', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  userAgent: text('user_agent'),
  address: text('address'),
  createdAt: createdAt(),
  lastUsedAt: instant('last_used_at').notNull(),
  expiresAt: instant('expires_at').notNull(),
  revokedAt: instant('revoked_at'),
}, (t) => [uniqueIndex('remembered_devices_token_idx').on(t.tokenHash), index('remembered_devices_user_idx').on(t.userId)]);

/** A passkey (WebAuthn credential) an account signs in with: the public half only. */
export const passkeys = pgTable('passkeys', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** The credential id (base64url), as the authenticator names it. */
  credentialId: text('credential_id').notNull(),
  /** The COSE public key (base64url). */
  publicKey: text('public_key').notNull(),
  /** The authenticator's signature counter: a use that does not raise it (when it counts) is refused as a copy. */
  counter: integer('counter').notNull().default(0),
  /** How the browser may reach the authenticator (internal, hybrid, usb…). */
  transports: jsonb('transports').$type<string[]>().notNull().default([]),
  /** The customer's name for it ("Work laptop"). */
  name: text('name').notNull(),
  createdAt: createdAt(),
  lastUsedAt: instant('last_used_at'),
}, (t) => [uniqueIndex('passkeys_credential_idx').on(t.credentialId), index('passkeys_user_idx').on(t.userId)]);

/** A WebAuthn challenge the sandbox issued: single use, minutes long (registration: the account's own). */
export const passkeyChallenges = pgTable('passkey_challenges', {
  id: serial('id').primaryKey(),
  /** The challenge (base64url), as the browser returns it in clientDataJSON. */
  challenge: text('challenge').notNull(),
  /** registration or authentication */
  purpose: text('purpose').notNull(),
  /** Registration: whose; authentication: nobody yet. */
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('passkey_challenges_challenge_idx').on(t.challenge)]);

/**
 * A customer's private calendar subscription address: a calendar app reads the coming due dates and
 * scheduled payments with it, without a session. Only the secret's sha256 is kept (the address is shown
 * once, when made); making a new one or revoking ends the old one. One live address per customer.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  secretHash: text('secret_hash').notNull(),
  createdAt: createdAt(),
  lastReadAt: instant('last_read_at'),
  revokedAt: instant('revoked_at'),
}, (t) => [uniqueIndex('calendar_feeds_hash_idx').on(t.secretHash), index('calendar_feeds_user_idx').on(t.userId)]);

/** Each customer's texts per purpose, and a STOP from their number (47 CFR 64.1200; CTIA). No row: no consent yet. */
export const textPreferences = pgTable('text_preferences', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  securityCodes: boolean('security_codes').notNull().default(true),
  paymentReminders: boolean('payment_reminders').notNull().default(true),
  accountAlerts: boolean('account_alerts').notNull().default(true),
  /** When the number texted STOP (or a like word): nothing more is texted until a new consent. */
  stoppedAt: timestamp('stopped_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every consent to texts and every opt-out, kept as given (the proof of consent the TCPA asks the caller for). */
export const textConsents = pgTable('text_consents', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** consent | opt_out */
  event: text('event').notNull(),
  number: text('number').notNull(),
  /** The disclosure's version (consent) or the word texted (opt_out). */
  version: text('version').notNull(),
  language: text('language'),
  /** phone_form | preferences_form | text_reply */
  method: text('method').notNull(),
  address: text('address'),
  createdAt: createdAt(),
}, (t) => [index('text_consents_user_idx').on(t.userId, t.createdAt)]);
/**
 * The customer's consent to electronic delivery (E-SIGN, 15 U.S.C. 7001(c)), one row per act: consented
 * (after showing they can open the disclosure: the code its PDF carries), declined, or withdrawn. The
 * newest row is the current state; the rows are its history, never changed.
 */
export const esignConsents = pgTable('esign_consents', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** consented, declined, withdrawn */
  action: text('action').notNull(),
  disclosureVersion: text('disclosure_version').notNull(),
  /** The visitor's address as the portal vouched for it (or the connection's). */
  address: text('address'),
  /** The e-mail documents go to, at the time. */
  email: text('email').notNull(),
  /** The language the disclosure was read in: en-US or es-US. */
  language: text('language').notNull(),
  /** portal_code: in the portal, the PDF's code typed back; portal: a decline or withdrawal in the portal; seed. */
  method: text('method').notNull(),
  createdAt: createdAt(),
}, (t) => [index('esign_consents_user_idx').on(t.userId)]);

/**
 * A file a customer sent the lender, kept only once its type (by its first bytes) and the malware scan passed.
 * What it answers is its target: an application's to-do item (target_kind application_item, target_id the
 * application, target_key the item), and other kinds as the lender adds them. `round` is the target's round it
 * was sent in (a refused to-do item starts a new one).
 */
export const uploads = pgTable('uploads', {
  id: serial('id').primaryKey(),
  /** The customer the file belongs to (who may open it, with staff). */
  ownerId: integer('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  uploadedBy: integer('uploaded_by').notNull().references(() => users.id, { onDelete: 'cascade' }),
  targetKind: text('target_kind').notNull(),
  targetId: integer('target_id').notNull(),
  targetKey: text('target_key').notNull(),
  round: integer('round').notNull().default(1),
  filename: text('filename').notNull(),
  /** pdf, jpeg, png, heic: by the file's first bytes. */
  detectedType: text('detected_type').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  /** The scanner's verdict: clean (an infected file is never kept). */
  scanResult: text('scan_result').notNull(),
  /** Where the bytes are in the file store (lender/stand-ins/file-store.ts): their sha-256. */
  storageKey: text('storage_key').notNull(),
  createdAt: createdAt(),
}, (t) => [index('uploads_target_idx').on(t.targetKind, t.targetId, t.targetKey), index('uploads_owner_idx').on(t.ownerId)]);

/**
 * Where an item of an application's to-do list stands, once something happened to it (no row: needed).
 * received: a file came and waits for review; accepted; refused with the reason (a new file makes it received
 * again, in the next round).
 */
export const checklistItems = pgTable('checklist_items', {
  id: serial('id').primaryKey(),
  applicationId: integer('application_id').notNull().references(() => applications.id, { onDelete: 'cascade' }),
  key: text('key').notNull(),
  state: text('state').notNull(),
  round: integer('round').notNull().default(1),
  refusalReason: text('refusal_reason'),
  reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  reviewedAt: instant('reviewed_at'),
  updatedAt: instant('updated_at').notNull(),
}, (t) => [uniqueIndex('checklist_items_application_key_idx').on(t.applicationId, t.key)]);
