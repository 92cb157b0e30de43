// Every sandbox route the bearer-token API serves, with a valid request of it built from real ids of
// its owner's records, and who may call it. Shared by the access matrix (who gets what) and the fuzz test
// (hostile variants of each valid request). PUBLIC names the routes outside the bearer-token API.
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { applications, assistanceRequests, bankAccounts, mobilePhones, passkeys, purchases, teamComments, transactions, uploads, users } from '../db/schema';
import { INCOME_RANGE_VALUES } from '../../lib/contract/limits';
import { ACH_AUTHORIZATION_VERSION } from '../domain/payments';
import { AUTOPAY_AUTHORIZATION_VERSION } from '../domain/autopay';
import { lenderToday } from '../../lib/common/dates';
import type { Sandbox } from './harness';

/** 'ok': got past the gate (any status but 401, 403, 404); a number: exactly that status. */
export type Expect = 'ok' | number;
export interface Ids {
  userId: number;
  appId: number;
  accountId: number;
  acctrefno: string;
  fileId: number;
  phoneId: number;
  phoneNumber: string;
  bankId: number;
  transactionId: number;
  commentId: number;
  recurringId: number;
  /** kim's card account: its application id, and the approvable purchase. */
  cardAppId: number;
  purchaseId: number;
  purchaseGuid: string;
  /** A passkey of ana's (its key a stand-in: the table only asks who may remove it). */
  passkeyId: number;
  /** A submitted payment assistance request on ana's loan. */
  assistanceId: number;
  /** A file ana sent (kept as the upload route would keep it). */
  uploadId: number;
}
export interface Row {
  /** Whose record it is: ana's by default, kim's for the card account. */
  ownerEmail?: string;
  /** Changes state: run on a freshly seeded sandbox. */
  mutates?: boolean;
  request: (ids: Ids) => { path: string; body?: unknown; headers?: Record<string, string> };
  signedOut?: Expect;
  other: Expect;
  owner: Expect;
  staff: Expect;
  /** One staff member's own answer where the roles differ (by e-mail; the others answer `staff`). */
  byStaff?: Record<string, Expect>;
}

export const STAFF = ['care@example.com', 'dev@example.com', 'collector@example.com', 'staffer@example.com'];
const customerOnly = { other: 404, owner: 'ok', staff: 'ok' } as const;

export const TABLE: Record<string, Row> = {
  // The to-do list (ana's loan waits on no document: a file or a decision is refused after the gate, 422).
  'GET /api/applications/:id/checklist': { request: (i) => ({ path: `/api/applications/${i.appId}/checklist` }), ...customerOnly },
  'POST /api/applications/:id/checklist/:item/files': { mutates: true, request: (i) => ({ path: `/api/applications/${i.appId}/checklist/repair_order/files` }), other: 404, owner: 'ok', staff: 403 },
  'POST /api/applications/:id/checklist/:item/review': { mutates: true, request: (i) => ({ path: `/api/applications/${i.appId}/checklist/repair_order/review`, body: { decision: 'accept' } }), ...customerOnly },
  'GET /api/uploads/:id': { request: (i) => ({ path: `/api/uploads/${i.uploadId}` }), ...customerOnly },
  'GET /api/users/me': { request: () => ({ path: '/api/users/me' }), other: 'ok', owner: 'ok', staff: 'ok' },
  'GET /api/users/:id': { request: (i) => ({ path: `/api/users/${i.userId}` }), ...customerOnly },
  'POST /api/users/preferences': { mutates: true, request: (i) => ({ path: '/api/users/preferences', body: { id: i.userId, payment_reminders: false } }), ...customerOnly },
  'GET /api/users/:id/additional_loan_qualifications': { request: (i) => ({ path: `/api/users/${i.userId}/additional_loan_qualifications` }), ...customerOnly },
  // Consent to electronic delivery: staff read it; only the customer gives, declines or withdraws it (a wrong code is refused after the gate).
  'GET /api/users/:id/esign_consent': { request: (i) => ({ path: `/api/users/${i.userId}/esign_consent` }), ...customerOnly },
  'GET /api/users/:id/esign_consent/disclosure': { request: (i) => ({ path: `/api/users/${i.userId}/esign_consent/disclosure` }), ...customerOnly },
  'POST /api/users/:id/esign_consent': { mutates: true, request: (i) => ({ path: `/api/users/${i.userId}/esign_consent`, body: { decision: 'consent', disclosure_version: 'x', code: 'AAAAAA', language: 'en-US' } }), other: 404, owner: 'ok', staff: 403 },
  'DELETE /api/users/:id/esign_consent': { mutates: true, request: (i) => ({ path: `/api/users/${i.userId}/esign_consent` }), other: 404, owner: 'ok', staff: 403 },
  'GET /api/users/:id/documents': { request: (i) => ({ path: `/api/users/${i.userId}/documents?kind=statement&page=1` }), ...customerOnly },
  'GET /api/users/:id/text_preferences': { request: (i) => ({ path: `/api/users/${i.userId}/text_preferences` }), ...customerOnly },
  // A consent is the customer's own act: staff read the texts, never change them.
  'PUT /api/users/:id/text_preferences': { mutates: true, request: (i) => ({ path: `/api/users/${i.userId}/text_preferences`, body: { security_codes: false, payment_reminders: false, account_alerts: false } }), other: 404, owner: 'ok', staff: 403 },
  'POST /api/valid/email': { request: () => ({ path: '/api/valid/email', body: { address: 'a@example.com' } }), other: 'ok', owner: 'ok', staff: 'ok' },
  'GET /api/mobile_phones/exists': { request: (i) => ({ path: `/api/mobile_phones/exists?number=${i.phoneNumber}&owner_id=${i.userId}&owner_type=User` }), ...customerOnly },
  'POST /api/mobile_phones': { mutates: true, request: (i) => ({ path: '/api/mobile_phones', body: { send_pin: false, mobile_phone: { number: '5555550199', owner_id: i.userId, owner_type: 'User' } } }), ...customerOnly },
  'PUT /api/mobile_phones/:id': { mutates: true, request: (i) => ({ path: `/api/mobile_phones/${i.phoneId}`, body: { send_pin: false, mobile_phone: { number: i.phoneNumber } } }), ...customerOnly },
  'PUT /api/mobile_phones/:id/verify': { mutates: true, request: (i) => ({ path: `/api/mobile_phones/${i.phoneId}/verify`, body: { pin: '123456' } }), ...customerOnly },
  'GET /api/applications/:id': { request: (i) => ({ path: `/api/applications/${i.appId}` }), ...customerOnly },
  // Only the customer signs their loan documents.
  'POST /api/applications/:id/sign': { mutates: true, request: (i) => ({ path: `/api/applications/${i.appId}/sign`, body: { agree: true } }), other: 404, owner: 'ok', staff: 403 },
  // Only the customer applies (the consent is theirs); the application is the caller's own.
  'POST /api/applications': { mutates: true, request: () => ({ path: '/api/applications', body: {} }), other: 'ok', owner: 'ok', staff: 403 },
  // Only the customer chooses their service center.
  'PUT /api/applications/:id/dealership': { mutates: true, request: (i) => ({ path: `/api/applications/${i.appId}/dealership`, body: { dealership_id: 1 } }), other: 404, owner: 'ok', staff: 404 },
  'GET /api/applications/:id/speedpay_data': { request: (i) => ({ path: `/api/applications/${i.appId}/speedpay_data?return_url=${encodeURIComponent('http://localhost:3000/x')}` }), ...customerOnly },
  'GET /api/loan_accounts/:applicationId': { request: (i) => ({ path: `/api/loan_accounts/${i.appId}` }), ...customerOnly },
  'GET /api/loan_accounts/:applicationId/repayment_schedule': { request: (i) => ({ path: `/api/loan_accounts/${i.appId}/repayment_schedule` }), ...customerOnly },
  'GET /api/loan_accounts/:applicationId/payoff_quote': { request: (i) => ({ path: `/api/loan_accounts/${i.appId}/payoff_quote?date=${lenderToday()}` }), ...customerOnly },
  'GET /api/loan_accounts/:applicationId/payoff_quote/letter': { request: (i) => ({ path: `/api/loan_accounts/${i.appId}/payoff_quote/letter?date=${lenderToday()}` }), ...customerOnly },
  'GET /api/loan_accounts/:applicationId/due_date_move': { request: (i) => ({ path: `/api/loan_accounts/${i.appId}/due_date_move` }), ...customerOnly },
  'GET /api/loan_accounts/:applicationId/due_date_move/preview': { request: (i) => ({ path: `/api/loan_accounts/${i.appId}/due_date_move/preview?day=15` }), ...customerOnly },
  // The move is the customer's own: staff see the moves and may not make one (a day refused after the gate).
  'POST /api/loan_accounts/:applicationId/due_date_move': {
    mutates: true,
    request: (i) => ({ path: `/api/loan_accounts/${i.appId}/due_date_move`, headers: { 'idempotency-key': randomUUID() }, body: { day: 40, first_due_date: lenderToday() } }),
    other: 404,
    owner: 'ok',
    staff: 403,
  },
  // Help with payments: staff read the requests; only the customer makes or answers one (a date refused, or an
  // answer the submitted request cannot take, after the gate); only collections staff decide.
  'GET /api/loan_accounts/:applicationId/assistance_requests': { request: (i) => ({ path: `/api/loan_accounts/${i.appId}/assistance_requests` }), ...customerOnly },
  'POST /api/loan_accounts/:applicationId/assistance_requests': {
    mutates: true,
    request: (i) => ({ path: `/api/loan_accounts/${i.appId}/assistance_requests`, body: { reason: 'other', explanation: 'Table', since: '2999-01-01', expected_months: null, income_change: 0, help: ['call'], consent_to_contact: true } }),
    other: 404,
    owner: 'ok',
    staff: 403,
  },
  'POST /api/loan_accounts/:applicationId/scra_requests': {
    mutates: true,
    request: (i) => ({ path: `/api/loan_accounts/${i.appId}/scra_requests`, body: { service_start: '2999-01-01', service_end: null, consent_to_contact: true } }),
    other: 404,
    owner: 'ok',
    staff: 403,
  },
  'POST /api/assistance_requests/:id/accept': {
    mutates: true,
    request: (i) => ({ path: `/api/assistance_requests/${i.assistanceId}/accept`, headers: { 'idempotency-key': randomUUID() }, body: {} }),
    other: 404,
    owner: 'ok',
    staff: 403,
  },
  'POST /api/assistance_requests/:id/files': { mutates: true, request: (i) => ({ path: `/api/assistance_requests/${i.assistanceId}/files` }), other: 404, owner: 'ok', staff: 403 },
  'POST /api/assistance_requests/:id/reply': { mutates: true, request: (i) => ({ path: `/api/assistance_requests/${i.assistanceId}/reply`, body: { reply: 'decline' } }), other: 404, owner: 'ok', staff: 403 },
  'POST /api/assistance_requests/:id/decision': {
    mutates: true,
    request: (i) => ({ path: `/api/assistance_requests/${i.assistanceId}/decision`, body: { decision: 'close' } }),
    other: 404,
    owner: 404,
    staff: 403,
    byStaff: { 'collector@example.com': 'ok' },
  },
  'GET /api/staff/assistance_requests': { request: () => ({ path: '/api/staff/assistance_requests' }), other: 404, owner: 404, staff: 'ok' },
  'GET /api/loan_accounts/:applicationId/calendar': { request: (i) => ({ path: `/api/loan_accounts/${i.appId}/calendar` }), ...customerOnly },
  // The private calendar address: always the caller's own (staff have no loans to show in one).
  'GET /api/calendar_feed': { request: () => ({ path: '/api/calendar_feed' }), other: 'ok', owner: 'ok', staff: 'ok' },
  'POST /api/calendar_feed': { mutates: true, request: () => ({ path: '/api/calendar_feed' }), other: 'ok', owner: 'ok', staff: 'ok' },
  'DELETE /api/calendar_feed': { mutates: true, request: () => ({ path: '/api/calendar_feed' }), other: 'ok', owner: 'ok', staff: 'ok' },
  'POST /api/loan_accounts/:accountId/collection_action': { mutates: true, request: (i) => ({ path: `/api/loan_accounts/${i.accountId}/collection_action`, body: { promise_amount: 500, promise_date: lenderToday() } }), ...customerOnly },
  'POST /api/loan_accounts/:accountId/collection_action/': { mutates: true, request: (i) => ({ path: `/api/loan_accounts/${i.accountId}/collection_action/`, body: { promise_amount: 500, promise_date: lenderToday() } }), ...customerOnly },
  'GET /api/collection_codes/:name': { request: () => ({ path: '/api/collection_codes/customer_ptp' }), other: 'ok', owner: 'ok', staff: 'ok' },
  'GET /api/files/:id': { request: (i) => ({ path: `/api/files/${i.fileId}` }), ...customerOnly },
  'GET /api/staff/customers': { request: () => ({ path: '/api/staff/customers?q=ana' }), other: 404, owner: 404, staff: 'ok' },
  'GET /api/staff/audit_events': { request: (i) => ({ path: `/api/staff/audit_events?customer_id=${i.userId}` }), other: 404, owner: 404, staff: 'ok' },
  'GET /api/payment_histories/paid_off': { request: (i) => ({ path: `/api/payment_histories/paid_off?acctrefno=${i.acctrefno}` }), ...customerOnly },
  'GET /api/transaction_histories': { request: (i) => ({ path: `/api/transaction_histories?acctrefno=${i.acctrefno}` }), ...customerOnly },
  'GET /api/statements': { request: (i) => ({ path: `/api/statements?id=${i.appId}` }), ...customerOnly },
  'GET /api/team_comments': { request: (i) => ({ path: `/api/team_comments?id=${i.appId}` }), ...customerOnly },
  'POST /api/team_comments': { mutates: true, request: (i) => ({ path: '/api/team_comments', body: { team_comment: { application_id: i.appId, user_id: i.userId, text: 'Hello', to_customer: true, to_dealership: false, customer_name: 'Ana Alvarez' } } }), ...customerOnly },
  // Deleting a comment is for staff; a customer is not told the route exists.
  'DELETE /api/team_comments/:id': { mutates: true, request: (i) => ({ path: `/api/team_comments/${i.commentId}` }), other: 404, owner: 404, staff: 'ok' },
  'GET /api/dealerships': { request: () => ({ path: '/api/dealerships' }), other: 'ok', owner: 'ok', staff: 'ok' },
  'GET /api/repairs/:id': { request: (i) => ({ path: `/api/repairs/${i.appId}` }), ...customerOnly },
  // Feedback is the customer's own word: staff may not leave it for them.
  'POST /api/comments': { mutates: true, request: (i) => ({ path: '/api/comments', body: { comment: { rate: 4, comment: '', authorize: true, user_id: i.userId, commentable_id: i.appId, commentable_type: 'Application' } } }), other: 404, owner: 'ok', staff: 404 },
  'POST /api/transactions': {
    mutates: true,
    request: (i) => ({
      path: '/api/transactions',
      headers: { 'idempotency-key': randomUUID() },
      body: { application_id: i.appId, terms_version: ACH_AUTHORIZATION_VERSION, transaction: { amount: 12.34, future_effective_at: lenderToday(), authorized: true, transactable_type: 'BankAccount', transactable_id: i.bankId, active: true } },
    }),
    ...customerOnly,
  },
  'GET /api/transactions': { request: (i) => ({ path: `/api/transactions?application_id=${i.appId}` }), ...customerOnly },
  'GET /api/transactions/:id': { request: (i) => ({ path: `/api/transactions/${i.transactionId}` }), ...customerOnly },
  'DELETE /api/transactions/:id': { mutates: true, request: (i) => ({ path: `/api/transactions/${i.transactionId}`, headers: { 'idempotency-key': randomUUID() } }), ...customerOnly },
  'GET /api/bank_accounts': { request: (i) => ({ path: `/api/bank_accounts?user_id=${i.userId}` }), ...customerOnly },
  'POST /api/bank_accounts': { mutates: true, request: (i) => ({ path: '/api/bank_accounts', body: { type: 'MANUAL', user_id: i.userId, routing_number: '021000021', account_number: '000987654321', bank_name: 'Second Bank', account_type: 'Checking' } }), ...customerOnly },
  'DELETE /api/bank_accounts/:id': { mutates: true, request: (i) => ({ path: `/api/bank_accounts/${i.bankId}` }), ...customerOnly },
  'POST /api/plaid/link_token': { request: (i) => ({ path: '/api/plaid/link_token', body: { user_id: i.userId } }), ...customerOnly },
  'POST /api/recurring_payments': {
    mutates: true,
    request: (i) => ({ path: '/api/recurring_payments', headers: { 'idempotency-key': randomUUID() }, body: { authorization_version: AUTOPAY_AUTHORIZATION_VERSION, recurring_payment: { application_id: i.appId, amount: 200, amount_extra: 0, start_date: lenderToday(), recurrable_type: 'BankAccount', recurrable_id: i.bankId } } }),
    ...customerOnly,
  },
  'PUT /api/recurring_payments/:id': {
    mutates: true,
    request: (i) => ({ path: `/api/recurring_payments/${i.recurringId}`, headers: { 'idempotency-key': randomUUID() }, body: { authorization_version: AUTOPAY_AUTHORIZATION_VERSION, recurring_payment: { amount: 200, amount_extra: 0, start_date: lenderToday(), recurrable_type: 'BankAccount', recurrable_id: i.bankId } } }),
    ...customerOnly,
  },
  'DELETE /api/recurring_payments/:id': { mutates: true, request: (i) => ({ path: `/api/recurring_payments/${i.recurringId}`, headers: { 'idempotency-key': randomUUID() } }), ...customerOnly },
  // The card account: staff may look; only the cardholder asks for more credit or opens the servicer portal.
  'GET /api/revolvers/:id': { ownerEmail: 'kim@example.com', request: (i) => ({ path: `/api/revolvers/${i.cardAppId}` }), ...customerOnly },
  'GET /api/revolvers/:id/calculate_credit_increase': { ownerEmail: 'kim@example.com', mutates: true, request: (i) => ({ path: `/api/revolvers/${i.cardAppId}/calculate_credit_increase?income_range=${INCOME_RANGE_VALUES.at(-1)}` }), other: 404, owner: 'ok', staff: 403 },
  'POST /api/revolvers/:id/export_credit_increase': { ownerEmail: 'kim@example.com', mutates: true, request: (i) => ({ path: `/api/revolvers/${i.cardAppId}/export_credit_increase`, body: {} }), other: 404, owner: 'ok', staff: 403 },
  'POST /api/revolvers/:id/tci_sso_data': { ownerEmail: 'kim@example.com', request: (i) => ({ path: `/api/revolvers/${i.cardAppId}/tci_sso_data`, body: {} }), other: 404, owner: 'ok', staff: 403 },
  // Only the customer approves or rejects a purchase (spec 000 section 6): staff get the 401 of section 8.
  'GET /api/purchases/:guid': { ownerEmail: 'kim@example.com', request: (i) => ({ path: `/api/purchases/${i.purchaseGuid}` }), ...customerOnly },
  // Account access: the caller's own password (a wrong current one: refused after the gate); the
  // security activity of a customer, read by them or by staff.
  'PUT /platform/auth/password': { mutates: true, request: () => ({ path: '/platform/auth/password', body: { current_password: 'not-the-password', new_password: 'lantern orbit velvet cactus 42' } }), other: 'ok', owner: 'ok', staff: 'ok' },
  'GET /platform/auth/security_events': { request: (i) => ({ path: `/platform/auth/security_events?user_id=${i.userId}` }), ...customerOnly },
  // Two-step verification: the state of a customer's (theirs, or staff's look); the rest is the
  // caller's own account (a text message without a verified phone, a code with nothing to confirm, a wrong
  // password, someone else's device: refused after the gate; staff cannot turn it off).
  'GET /platform/auth/two_step': { request: (i) => ({ path: `/platform/auth/two_step?user_id=${i.userId}` }), ...customerOnly },
  'POST /platform/auth/two_step/methods': { mutates: true, request: () => ({ path: '/platform/auth/two_step/methods', body: { method: 'sms' } }), other: 'ok', owner: 'ok', staff: 'ok' },
  'PUT /platform/auth/two_step/methods': { mutates: true, request: () => ({ path: '/platform/auth/two_step/methods', body: { method: 'sms', code: '000000' } }), other: 'ok', owner: 'ok', staff: 'ok' },
  'POST /platform/auth/two_step/disable': { mutates: true, request: () => ({ path: '/platform/auth/two_step/disable', body: { current_password: 'not-the-password' } }), other: 'ok', owner: 'ok', staff: 403 },
  'POST /platform/auth/two_step/recovery_codes': { mutates: true, request: () => ({ path: '/platform/auth/two_step/recovery_codes', body: {} }), other: 'ok', owner: 'ok', staff: 'ok' },
  'GET /platform/auth/remembered_devices': { request: () => ({ path: '/platform/auth/remembered_devices' }), other: 'ok', owner: 'ok', staff: 'ok' },
  'DELETE /platform/auth/remembered_devices/:id': { mutates: true, request: () => ({ path: '/platform/auth/remembered_devices/2147483647' }), other: 404, owner: 404, staff: 404 },
  // Passkeys: always the caller's own account; another's passkey is not found, even for staff.
  'GET /platform/auth/passkeys': { request: () => ({ path: '/platform/auth/passkeys' }), other: 'ok', owner: 'ok', staff: 'ok' },
  'POST /platform/auth/passkeys/registration_options': { mutates: true, request: () => ({ path: '/platform/auth/passkeys/registration_options' }), other: 'ok', owner: 'ok', staff: 'ok' },
  'POST /platform/auth/passkeys': { mutates: true, request: () => ({ path: '/platform/auth/passkeys', body: { name: 'Laptop', credential: STAND_IN_CREDENTIAL } }), other: 'ok', owner: 'ok', staff: 'ok' },
  'DELETE /platform/auth/passkeys/:id': { mutates: true, request: (i) => ({ path: `/platform/auth/passkeys/${i.passkeyId}` }), other: 404, owner: 'ok', staff: 404 },
  // Step-up: the caller's own session, confirmed by the password (a wrong one: refused after the gate) or a
  // passkey. nia's, so the wrong passwords of the fuzz test lock no account the other rows step up with.
  'POST /platform/auth/step_up': { ownerEmail: 'nia@example.com', mutates: true, request: () => ({ path: '/platform/auth/step_up', body: { password: 'not-the-password' } }), other: 'ok', owner: 'ok', staff: 'ok' },
  'POST /platform/auth/step_up/options': { mutates: true, request: () => ({ path: '/platform/auth/step_up/options' }), other: 'ok', owner: 'ok', staff: 'ok' },
  'PUT /api/purchases/:id': { ownerEmail: 'kim@example.com', mutates: true, request: (i) => ({ path: `/api/purchases/${i.purchaseId}`, body: { guid: i.purchaseGuid, purchase: { approved_at: new Date().toISOString() } } }), other: 404, owner: 'ok', staff: 401 },
};

/** A number not yet used, for each request that changes one (the same number again asks no step-up). */
let numbersUsed = 0;
const anotherNumber = () => `55555${String(60_000 + (numbersUsed++ % 40_000))}`;

/**
 * The sensitive changes: each answers 403 step_up_required to a session whose password (or passkey) was not
 * confirmed within the last 5 minutes (lender/domain/step-up.ts), before it looks at anything else.
 */
export const STEP_UP_ROUTES: Record<string, (ids: Ids) => { path: string; body?: unknown }> = {
  'POST /api/users/preferences': (i) => ({ path: '/api/users/preferences', body: { id: i.userId, user: { email: 'mallory@evil.example' } } }),
  'POST /platform/auth/passkeys/registration_options': () => ({ path: '/platform/auth/passkeys/registration_options' }),
  'POST /platform/auth/passkeys': () => ({ path: '/platform/auth/passkeys', body: { name: 'Laptop', credential: STAND_IN_CREDENTIAL } }),
  'POST /platform/auth/two_step/methods': () => ({ path: '/platform/auth/two_step/methods', body: { method: 'totp' } }),
  'POST /platform/auth/two_step/recovery_codes': () => ({ path: '/platform/auth/two_step/recovery_codes', body: {} }),
  'POST /api/loan_accounts/:applicationId/due_date_move': (i) => ({ path: `/api/loan_accounts/${i.appId}/due_date_move`, body: { day: 40, first_due_date: lenderToday() } }),
  // Accepting an offer changes the payment plan (and autopay's authorization).
  'POST /api/assistance_requests/:id/accept': (i) => ({ path: `/api/assistance_requests/${i.assistanceId}/accept`, body: {} }),
  // Withdrawing consent to electronic delivery changes how the lender reaches its customer.
  'DELETE /api/users/:id/esign_consent': (i) => ({ path: `/api/users/${i.userId}/esign_consent` }),
  // Another number gets the texts and, with two-step by text, the sign-in codes (the same number again does not ask).
  'POST /api/mobile_phones': (i) => ({ path: '/api/mobile_phones', body: { send_pin: false, mobile_phone: { number: anotherNumber(), owner_id: i.userId, owner_type: 'User' } } }),
  'PUT /api/mobile_phones/:id': (i) => ({ path: `/api/mobile_phones/${i.phoneId}`, body: { send_pin: false, mobile_phone: { number: anotherNumber() } } }),
  // A calendar address reads the account without a session, and outlives a sign-out.
  'POST /api/calendar_feed': () => ({ path: '/api/calendar_feed' }),
};

/** A registration answer of the right shape that no challenge was issued for: refused after the gate. */
const STAND_IN_CREDENTIAL = {
  id: 'AAAA',
  rawId: 'AAAA',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'oA' },
  clientExtensionResults: {},
};

/** Routes outside the bearer-token API, with why. */
export const PUBLIC = new Set([
  'GET /health', // liveness
  'GET /openapi.json', // the published contract (docs/lender-api.md)
  'POST /platform/auth/sessions', // sign-in
  'DELETE /platform/auth/sessions', // sign-out of the caller's own token
  'GET /platform/auth/users/me', // the caller's own identity
  'POST /platform/auth/password_resets', // "Forgot your password?": the same answer for any e-mail
  'POST /platform/auth/password_resets/check', // a reset link's token is the credential
  'PUT /platform/auth/password_resets',
  'POST /platform/auth/activations', // "Send me a new link": the same answer for any e-mail
  'POST /platform/auth/activations/check', // a welcome link's token is the credential
  'PUT /platform/auth/activations',
  'POST /platform/auth/second_step', // a sign-in's challenge is the credential
  'POST /platform/auth/second_step/codes',
  'POST /platform/auth/passkeys/authentication_options', // a challenge for whoever holds a passkey
  'POST /platform/auth/passkeys/sessions', // the passkey's signature is the credential
  'POST /platform/auth/email_changes/check', // an e-mail change's link token is the credential
  'PUT /platform/auth/email_changes',
  'POST /platform/auth/email_changes/stop',
  'POST /platform/calendar_feeds/read', // a calendar address's secret is the credential
  'GET /platform/legal_documents/:kind', // the lender's published legal notices: the same for everyone
  'POST /sandbox-processor/pay', // the card processor's stand-in page (a third party)
  'POST /sandbox-processor/charge',
  'POST /sandbox-servicer/sso', // the card servicer's stand-in portal (a third party)
  'GET /sandbox-servicer/sso',
]);

/**
 * Real ids of ana's records (and kim's card account), with a scheduled payment made for the table. `signedIn`: a
 * session of ana's to read with (one is made when none is given).
 */
export async function anaIds(sb: Sandbox, signedIn?: string): Promise<Ids> {
  const token = signedIn ?? (await sb.signIn('ana@example.com'));
  const me = (await sb.request('GET', '/api/users/me', { token })).body.data;
  const appId = me.attributes.current_application_id as number;
  const app = (await sb.request('GET', `/api/applications/${appId}`, { token })).body.data;
  const account = (await sb.request('GET', `/api/loan_accounts/${appId}`, { token })).body.data;
  const db = sb.database.db;
  const [phone] = await db.select().from(mobilePhones).where(eq(mobilePhones.ownerId, me.id)).orderBy(desc(mobilePhones.id)).limit(1);
  const [bank] = await db.select().from(bankAccounts).where(eq(bankAccounts.userId, me.id)).limit(1);
  const [comment] = await db.select().from(teamComments).where(eq(teamComments.applicationId, appId)).limit(1);
  const [tx] = await db
    .insert(transactions)
    .values({ applicationId: appId, transactableType: 'BankAccount', transactableId: bank!.id, transactableName: bank!.name, amountCents: 1000, futureEffectiveAt: '2099-01-15', authorized: true })
    .returning();
  const [kim] = await db.select().from(users).where(eq(users.email, 'kim@example.com'));
  const [card] = await db.select().from(applications).where(and(eq(applications.userId, kim!.id), eq(applications.kind, 'revolver')));
  const [purchase] = await db.select().from(purchases).where(eq(purchases.guid, '11111111-1111-4111-8111-111111111111'));
  const pdf = Buffer.from('%PDF-1.7\n');
  await sb.adapters.fileStore.put('0'.repeat(64), pdf);
  const [upload] = await db
    .insert(uploads)
    .values({ ownerId: me.id, uploadedBy: me.id, targetKind: 'application_item', targetId: appId, targetKey: 'repair_order', filename: 'table.pdf', detectedType: 'pdf', size: pdf.length, sha256: '0'.repeat(64), scanResult: 'clean', storageKey: '0'.repeat(64) })
    .returning();
  const [passkey] = await db.insert(passkeys).values({ userId: me.id, credentialId: `access-table-${randomUUID()}`, publicKey: 'AA', name: 'Table' }).returning();
  // The loan's one open request: the one there is, or a new one.
  const [open] = await db.select().from(assistanceRequests).where(eq(assistanceRequests.applicationId, appId)).limit(1);
  const [assistance] = open
    ? [open]
    : await db.insert(assistanceRequests).values({ applicationId: appId, loanAccountId: account.id, userId: me.id, kind: 'assistance', state: 'submitted', reason: 'other', explanation: 'Table', help: ['call'], consentedAt: new Date() }).returning();
  return {
    cardAppId: card!.id,
    purchaseId: purchase!.id,
    purchaseGuid: purchase!.guid,
    passkeyId: passkey!.id,
    uploadId: upload!.id,
    userId: me.id,
    appId,
    accountId: account.id,
    acctrefno: account.attributes.acctrefno,
    fileId: app.attributes.final_contract_id,
    phoneId: phone!.id,
    phoneNumber: phone!.number,
    bankId: bank!.id,
    transactionId: tx!.id,
    commentId: comment!.id,
    recurringId: app.attributes.active_recurring_payment.id,
    assistanceId: assistance!.id,
  };
}
