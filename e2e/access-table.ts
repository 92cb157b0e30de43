// The portal's access table: every BFF handler (every method of every app/**/route.ts) with who may call it.
// Reads use ana's records (kim's card); changes use the scratch owner max's, or records that refuse the
// change by rule after the ownership check (lou's ineligible card, kim's approved purchase).
import { randomUUID } from 'node:crypto';
import { ACH_AUTHORIZATION_VERSION } from '../lib/rules/ach-authorization';
import { INCOME_RANGE_VALUES } from '../lib/rules/credit-increase';
import { lenderToday } from '../lib/rules/dates';
import { autopayBody, type Ids, type Owner, type Scratch } from './access-world';

/** 'ok': got past every gate (any status but 401, 403, 404 and 5xx); a number: exactly that status. */
export type Expect = 'ok' | number;
export interface Req {
  path: string;
  body?: unknown;
  form?: Record<string, string>;
  /** A multipart body (a file upload). */
  multipart?: Record<string, { name: string; mimeType: string; buffer: Buffer }>;
  headers?: Record<string, string>;
}
export interface Row {
  /** Whose records: ana's by default for reads, max's (the scratch owner) for changes. */
  of?: Owner;
  /** Changes state (default: any method but GET): refusals run first and must change nothing. */
  mutates?: boolean;
  request: (ids: Ids) => Req;
  /** A record of its own for each allowed change (the first change would use the record up). */
  fresh?: (scratch: Scratch) => Promise<Partial<Ids>>;
  /** Rows of one lane share a record and run one after another. */
  lane?: string;
  /** The call ends the caller's session: each caller gets a session of its own, never a shared one. */
  ownSession?: boolean;
  /** A sensitive change: the caller's session confirms its password just before (step-up), so the row is
   * about who may call it; the step-up window has its own test. */
  stepUp?: boolean;
  signedOut?: Expect;
  owner: Expect;
  other: Expect;
  staff: Expect;
  /** One staff member's own answer where the roles differ (the others answer `staff`). */
  byStaff?: Partial<Record<(typeof STAFF)[number], Expect>>;
  dealer?: Expect;
}

export const STAFF = ['care', 'dev', 'collector', 'staffer'] as const;
export type Caller = 'signedOut' | 'owner' | 'other' | 'dealer' | (typeof STAFF)[number];
export const CALLERS: Caller[] = ['signedOut', 'owner', 'other', ...STAFF, 'dealer'];
const customerOnly = { owner: 'ok', other: 404, staff: 'ok' } as const;
const anyone = { owner: 'ok', other: 'ok', staff: 'ok' } as const;
const staffOnly = { owner: 404, other: 404, staff: 'ok' } as const;
const cardholderOnly = { owner: 'ok', other: 404, staff: 403 } as const;
export const scriptHeaders = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' };
/** A passkey's answer of the right shape that the lender issued no challenge for: refused after every gate. */
const STAND_IN_CREDENTIAL = { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: 'e30', attestationObject: 'oA' }, clientExtensionResults: {} };
const signInForm = { email: '', password: '' }; // refused as invalid before any lender call: no failure is counted

export const TABLE: Record<string, Row> = {
  // ── reads: ana's records (kim's card), called by everyone ──
  'GET /api/users/me': { request: () => ({ path: '/api/users/me' }), ...anyone },
  'GET /platform/auth/users/me': { request: () => ({ path: '/platform/auth/users/me' }), ...anyone },
  'GET /api/users/[id]': { request: (i) => ({ path: `/api/users/${i.userId}` }), ...customerOnly },
  'GET /api/users/[id]/additional_loan_qualifications': { request: (i) => ({ path: `/api/users/${i.userId}/additional_loan_qualifications` }), ...customerOnly },
  'GET /api/mobile_phones/exists': {
    request: (i) => ({ path: `/api/mobile_phones/exists?number=${i.phoneNumber}&owner_id=${i.userId}&owner_type=User&send_pin=false` }),
    ...customerOnly,
  },
  'GET /api/applications/[id]': { request: (i) => ({ path: `/api/applications/${i.appId}` }), ...customerOnly },
  'GET /api/applications/[id]/speedpay_data': { request: (i) => ({ path: `/api/applications/${i.appId}/speedpay_data` }), ...customerOnly },
  'GET /api/repairs/[id]': { request: (i) => ({ path: `/api/repairs/${i.appId}` }), ...customerOnly },
  'GET /api/dealerships': { request: () => ({ path: '/api/dealerships' }), ...anyone },
  'GET /api/collection_codes/customer_ptp': { request: () => ({ path: '/api/collection_codes/customer_ptp' }), ...anyone },
  'GET /api/payment_histories/paid_off': { request: (i) => ({ path: `/api/payment_histories/paid_off?acctrefno=${i.acctrefno}` }), ...customerOnly },
  'GET /api/transaction_histories': { request: (i) => ({ path: `/api/transaction_histories?acctrefno=${i.acctrefno}` }), ...customerOnly },
  'GET /api/statements': { request: (i) => ({ path: `/api/statements?id=${i.appId}` }), ...customerOnly },
  'GET /api/team_comments': { request: (i) => ({ path: `/api/team_comments?id=${i.appId}` }), ...customerOnly },
  'GET /api/bank_accounts': { request: (i) => ({ path: `/api/bank_accounts?user_id=${i.userId}` }), ...customerOnly },
  'GET /api/transactions': { request: (i) => ({ path: `/api/transactions?application_id=${i.appId}` }), ...customerOnly },
  // ana has no scheduled payment to read (making one would change what other tests see): max's.
  'GET /api/transactions/[id]': { of: 'max', request: (i) => ({ path: `/api/transactions/${i.transactionId}` }), ...customerOnly },
  'GET /files/uploads/[id]': { of: 'uma', request: (i) => ({ path: `/files/uploads/${i.uploadId}` }), ...customerOnly },
  'GET /files/[id]/url_proxy': { request: (i) => ({ path: `/files/${i.fileId}/url_proxy` }), ...customerOnly },
  'GET /files/payoff-quote/[id]/[date]': { request: (i) => ({ path: `/files/payoff-quote/${i.appId}/${lenderToday()}` }), ...customerOnly },
  'GET /files/calendar/[id]': { request: (i) => ({ path: `/files/calendar/${i.appId}` }), ...customerOnly },
  // The private calendar address, read without a session: one nobody made is not found, whoever asks.
  'GET /files/calendar-feed/[secret]': { request: () => ({ path: `/files/calendar-feed/${'H'.repeat(43)}.ics` }), signedOut: 404, owner: 404, other: 404, staff: 404, dealer: 404 },
  'GET /api/staff/customers': { request: (i) => ({ path: `/api/staff/customers?q=${encodeURIComponent(i.email)}` }), ...staffOnly },
  'GET /api/staff/audit_events': { request: (i) => ({ path: `/api/staff/audit_events?customer_id=${i.userId}` }), ...staffOnly },
  'GET /api/revolvers/[id]': { of: 'kim', request: (i) => ({ path: `/api/revolvers/${i.cardAppId}` }), ...customerOnly },
  'GET /api/purchases/[id]': { of: 'kim', request: (i) => ({ path: `/api/purchases/${i.purchaseGuid}` }), ...customerOnly },

  // ── changes: max's records, lou's card (ineligible: refused by rule after the ownership check) ──
  // A GET that records the lender's decision: only the page's own script may call it (see the CSRF test).
  'GET /api/revolvers/[id]/calculate_credit_increase': {
    of: 'lou',
    mutates: true,
    request: (i) => ({ path: `/api/revolvers/${i.cardAppId}/calculate_credit_increase?income_range=${INCOME_RANGE_VALUES.at(-1)}`, headers: scriptHeaders }),
    ...cardholderOnly,
  },
  'POST /api/revolvers/[id]/export_credit_increase': { of: 'lou', request: (i) => ({ path: `/api/revolvers/${i.cardAppId}/export_credit_increase`, body: {} }), ...cardholderOnly },
  'POST /api/revolvers/[id]/tci_sso_data': { of: 'lou', request: (i) => ({ path: `/api/revolvers/${i.cardAppId}/tci_sso_data`, body: {} }), ...cardholderOnly },
  // Only the customer decides a purchase: staff get the 401 of spec 000 section 6. The purchase is kim's
  // approved one, so her own call is refused by rule (422) and nothing changes.
  'PUT /api/purchases/[id]': {
    of: 'kim',
    request: (i) => ({ path: `/api/purchases/${i.purchaseId}`, body: { guid: i.purchaseGuid, purchase: { rejected_at: new Date().toISOString() } } }),
    owner: 'ok',
    other: 404,
    staff: 401,
  },
  'POST /api/users/preferences': { request: (i) => ({ path: '/api/users/preferences', body: { id: i.userId, payment_reminders: false } }), ...customerOnly },
  'POST /api/valid/email': { request: () => ({ path: '/api/valid/email', body: { address: 'someone@example.com' } }), ...anyone },
  'POST /api/mobile_phones': {
    request: (i) => ({ path: '/api/mobile_phones', body: { send_pin: false, mobile_phone: { number: i.phoneNumber, owner_id: i.userId, owner_type: 'User' } } }),
    ...customerOnly,
  },
  'PUT /api/mobile_phones/[id]': { request: (i) => ({ path: `/api/mobile_phones/${i.phoneId}`, body: { send_pin: false, mobile_phone: { number: i.phoneNumber } } }), ...customerOnly },
  // Texts per purpose: all off needs no consent; a consent is the customer's own act, so staff are refused.
  'PUT /api/users/[id]/text_preferences': {
    request: (i) => ({ path: `/api/users/${i.userId}/text_preferences`, body: { security_codes: false, payment_reminders: false, account_alerts: false } }),
    owner: 'ok',
    other: 404,
    staff: 403,
  },
  'PUT /api/mobile_phones/[id]/verify': { request: (i) => ({ path: `/api/mobile_phones/${i.phoneId}/verify`, body: { pin: '000000' } }), ...customerOnly },
  // Applying is the caller's own (no one else's record is named); an unknown service center is refused by
  // rule, so nobody's applications change. Staff may not apply.
  'POST /api/applications': {
    request: () => ({ path: '/api/applications', body: { application: { amount_requested: 1000, repair_description: 'Brakes', dealership_id: 2_147_483_647, consent: true } } }),
    owner: 'ok',
    other: 'ok',
    staff: 403,
  },
  'PUT /api/applications/[id]/dealership': { request: (i) => ({ path: `/api/applications/${i.appId}/dealership`, body: { dealership_id: 1 } }), owner: 'ok', other: 404, staff: 404 },
  'POST /api/applications/[id]/sign': { request: (i) => ({ path: `/api/applications/${i.appId}/sign`, body: { agree: true } }), owner: 'ok', other: 404, staff: 403 },
  // Feedback is the customer's own word: staff may not leave it for them.
  'POST /api/comments': {
    request: (i) => ({ path: '/api/comments', body: { comment: { rate: 4, comment: '', authorize: true, user_id: i.userId, commentable_id: i.appId, commentable_type: 'Application' } } }),
    owner: 'ok',
    other: 404,
    staff: 404,
  },
  'POST /api/loan_accounts/[id]/collection_action': {
    request: (i) => ({ path: `/api/loan_accounts/${i.accountId}/collection_action`, body: { promise_amount: 50, promise_date: lenderToday() } }),
    ...customerOnly,
  },
  // Moving the due date: a sensitive change (step-up) that is the customer's own (staff: 403); the day is
  // refused after every gate, so nothing moves.
  // max's loan waits on no document: past every gate, the lender refuses the file (422) and keeps nothing;
  // staff may read an application but not send its customer's files (403).
  'POST /api/applications/[id]/checklist/[item]/files': {
    request: (i) => ({ path: `/api/applications/${i.appId}/checklist/repair_order/files`, headers: { accept: 'application/json' }, multipart: { file: { name: 'ro.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n') } } }),
    owner: 'ok',
    other: 404,
    staff: 403,
  },
  // Staff only; max's loan waits on no document, so a reviewer's decision is refused (422) after every gate.
  'POST /api/applications/[id]/checklist/[item]/review': { request: (i) => ({ path: `/api/applications/${i.appId}/checklist/repair_order/review`, body: { decision: 'accept' } }), ...staffOnly },
  'POST /api/loan_accounts/[id]/due_date_move': {
    stepUp: true,
    request: (i) => ({ path: `/api/loan_accounts/${i.appId}/due_date_move`, headers: { 'idempotency-key': randomUUID() }, body: { day: 40, first_due_date: lenderToday() } }),
    owner: 'ok',
    other: 404,
    staff: 403,
  },
  // Help with payments: the customer's own requests and answers (staff read, so 403); a date the lender
  // refuses, or an answer the submitted request cannot take, after every gate: nothing is stored or changed.
  'POST /api/loan_accounts/[id]/assistance_requests': {
    request: (i) => ({ path: `/api/loan_accounts/${i.appId}/assistance_requests`, body: { reason: 'other', explanation: 'Access table', since: '2999-01-01', expected_months: null, income_change: 0, help: ['call'], consent_to_contact: true } }),
    owner: 'ok',
    other: 404,
    staff: 403,
  },
  'POST /api/loan_accounts/[id]/scra_requests': {
    request: (i) => ({ path: `/api/loan_accounts/${i.appId}/scra_requests`, body: { service_start: '2999-01-01', service_end: null, consent_to_contact: true } }),
    owner: 'ok',
    other: 404,
    staff: 403,
  },
  'POST /api/assistance_requests/[id]/accept': {
    stepUp: true,
    request: (i) => ({ path: `/api/assistance_requests/${i.assistanceId}/accept`, headers: { 'idempotency-key': randomUUID() }, body: {} }),
    owner: 'ok',
    other: 404,
    staff: 403,
  },
  // A document for the open request: only its customer sends one (staff may read the request, not add to it).
  'POST /api/assistance_requests/[id]/files': {
    request: (i) => ({ path: `/api/assistance_requests/${i.assistanceId}/files`, headers: { accept: 'application/json' }, multipart: { file: { name: 'letter.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n') } } }),
    owner: 'ok',
    other: 404,
    staff: 403,
  },
  'POST /api/assistance_requests/[id]/reply': {
    request: (i) => ({ path: `/api/assistance_requests/${i.assistanceId}/reply`, body: { reply: 'decline' } }),
    owner: 'ok',
    other: 404,
    staff: 403,
  },
  // Collections staff decide (the loan account specialist here); other staff 403; a close the submitted
  // request cannot take is refused after every gate.
  'POST /api/assistance_requests/[id]/decision': {
    request: (i) => ({ path: `/api/assistance_requests/${i.assistanceId}/decision`, body: { decision: 'close' } }),
    owner: 404,
    other: 404,
    staff: 403,
    byStaff: { collector: 'ok' },
  },
  'POST /api/team_comments': {
    request: (i) => ({ path: '/api/team_comments', body: { team_comment: { application_id: i.appId, user_id: i.userId, text: 'Hello', to_customer: true, to_dealership: false } } }),
    ...customerOnly,
  },
  'DELETE /api/team_comments/[id]': { request: (i) => ({ path: `/api/team_comments/${i.commentId}` }), fresh: async (s) => ({ commentId: await s.comment() }), ...staffOnly },
  'POST /api/plaid/link_token': { request: (i) => ({ path: '/api/plaid/link_token', body: { user_id: i.userId } }), ...customerOnly },
  'POST /api/bank_accounts': {
    request: (i) => ({ path: '/api/bank_accounts', body: { type: 'MANUAL', user_id: i.userId, routing_number: '021000021', account_number: '000111222333', bank_name: 'Another Bank', account_type: 'Savings' } }),
    ...customerOnly,
  },
  'DELETE /api/bank_accounts/[id]': { request: (i) => ({ path: `/api/bank_accounts/${i.bankId}` }), fresh: async (s) => ({ bankId: await s.bank() }), ...customerOnly },
  'POST /api/transactions': {
    request: (i) => ({
      path: '/api/transactions',
      headers: { 'idempotency-key': randomUUID() },
      body: {
        application_id: i.appId,
        terms_version: ACH_AUTHORIZATION_VERSION,
        allow_duplicate: true,
        transaction: { amount: 12.34, future_effective_at: lenderToday(), authorized: true, transactable_type: 'BankAccount', transactable_id: i.bankId, active: true },
      },
    }),
    ...customerOnly,
  },
  'DELETE /api/transactions/[id]': { request: (i) => ({ path: `/api/transactions/${i.transactionId}`, headers: { 'idempotency-key': randomUUID() } }), fresh: async (s) => ({ transactionId: await s.transaction() }), ...customerOnly },
  // Autopay: one per loan, so these share it and run in order (set up → change → cancel).
  'POST /api/recurring_payments': { lane: 'autopay', request: (i) => ({ path: '/api/recurring_payments', headers: { 'idempotency-key': randomUUID() }, body: autopayBody(i) }), ...customerOnly },
  'PUT /api/recurring_payments/[id]': {
    lane: 'autopay',
    request: (i) => ({ path: `/api/recurring_payments/${i.recurringId}`, headers: { 'idempotency-key': randomUUID() }, body: autopayBody(i) }), // application_id is ignored
    ...customerOnly,
  },
  'DELETE /api/recurring_payments/[id]': { lane: 'autopay', request: (i) => ({ path: `/api/recurring_payments/${i.recurringId}`, headers: { 'idempotency-key': randomUUID() } }), fresh: async (s) => ({ recurringId: await s.autopay() }), ...customerOnly },

  // ── outside the BFF wrapper ──
  // The intake takes reports without a session (errors happen on the sign-in page): an empty report is refused.
  'POST /api/monitoring/intake': { request: () => ({ path: '/api/monitoring/intake', body: {} }), signedOut: 422, owner: 422, other: 422, staff: 422, dealer: 422 },
  // A balancer's checks: the process answers; the lender API answers (it does throughout the browser tests).
  'GET /api/health': { request: () => ({ path: '/api/health' }), signedOut: 200, owner: 200, other: 200, staff: 200, dealer: 200 },
  'GET /api/ready': { request: () => ({ path: '/api/ready' }), signedOut: 200, owner: 200, other: 200, staff: 200, dealer: 200 },
  // The 500 fallback page (a page whose own records failed to load sends the customer there): the gate
  // signs out callers and other role groups away first, as for every /ui page.
  'GET /ui/unavailable': { request: () => ({ path: '/ui/unavailable' }), signedOut: 307, owner: 500, other: 500, staff: 500, dealer: 307 },
  'POST /ui/auth/session': { request: () => ({ path: '/ui/auth/session', form: signInForm }), signedOut: 303, owner: 303, other: 303, staff: 303, dealer: 303 },
  // "Stay signed in" (the idle warning) extends the caller's own session: anyone signed in, never another's.
  'PUT /ui/auth/session': { request: () => ({ path: '/ui/auth/session', body: {} }), ...anyone },
  'POST /ui/auth/logout': { ownSession: true, request: () => ({ path: '/ui/auth/logout' }), signedOut: 303, owner: 303, other: 303, staff: 303, dealer: 303 },
  'GET /ui/auth/logout': { ownSession: true, mutates: true, request: () => ({ path: '/ui/auth/logout' }), signedOut: 303, owner: 303, other: 303, staff: 303, dealer: 303 },
  // Account access. Changing the password is the caller's own (a wrong current password: refused
  // by the lender after every gate, nothing changed); the forgotten-password forms are for anyone, and an
  // empty form goes back to its page before any lender call.
  'PUT /platform/auth/password': { request: () => ({ path: '/platform/auth/password', body: { current_password: 'not-the-password', new_password: 'x' } }), ...anyone },
  'POST /ui/auth/forgot/send': { request: () => ({ path: '/ui/auth/forgot/send', form: { email: '' } }), signedOut: 303, owner: 303, other: 303, staff: 303, dealer: 303 },
  'POST /ui/auth/activate/submit': { request: () => ({ path: '/ui/auth/activate/submit', form: { token: '', date_of_birth: '', ssn_last4: '', new_password: '' } }), signedOut: 303, owner: 303, other: 303, staff: 303, dealer: 303 },
  'POST /ui/auth/activate/resend': { request: () => ({ path: '/ui/auth/activate/resend', form: { email: '' } }), signedOut: 303, owner: 303, other: 303, staff: 303, dealer: 303 },
  // Passkeys: always the caller's own (another's passkey is not found, even for staff);
  // signing in with one is for anyone: an empty form goes back to the sign-in page before any lender call,
  // and the options answer whoever asks from our pages.
  'POST /platform/auth/passkeys/registration_options': { stepUp: true, request: () => ({ path: '/platform/auth/passkeys/registration_options' }), ...anyone },
  'POST /platform/auth/passkeys': { stepUp: true, request: () => ({ path: '/platform/auth/passkeys', body: { name: 'Laptop', credential: STAND_IN_CREDENTIAL } }), ...anyone },
  // The caller's own calendar address: making one is a sensitive change (it reads the account without a session).
  'POST /api/calendar_feed': { stepUp: true, request: () => ({ path: '/api/calendar_feed' }), ...anyone },
  // Consent to electronic delivery: always the caller's own (staff have their own record too). A decision for
  // a disclosure version the lender does not publish is refused after every gate; withdrawing is a sensitive
  // change, and a caller without consent on record is refused with 409 (ben's, withdrawn once, asks nothing of him).
  'POST /api/esign_consent': { request: () => ({ path: '/api/esign_consent', body: { decision: 'decline', disclosure_version: 'not-published', language: 'en-US' } }), ...anyone },
  'DELETE /api/esign_consent': { stepUp: true, request: () => ({ path: '/api/esign_consent' }), ...anyone },
  'GET /files/esign-disclosure': { request: () => ({ path: '/files/esign-disclosure' }), ...anyone },
  'DELETE /api/calendar_feed': { request: () => ({ path: '/api/calendar_feed' }), ...anyone },
  'DELETE /platform/auth/passkeys/[id]': { request: () => ({ path: '/platform/auth/passkeys/2147483647' }), owner: 404, other: 404, staff: 404 },
  'POST /ui/auth/passkey/options': { request: () => ({ path: '/ui/auth/passkey/options' }), signedOut: 200, owner: 200, other: 200, staff: 200, dealer: 200 },
  'POST /ui/auth/passkey': { request: () => ({ path: '/ui/auth/passkey', form: { credential: '' } }), signedOut: 303, owner: 303, other: 303, staff: 303, dealer: 303 },
  // The header's language link: anyone, signed in or not; it keeps the caller's own choice only.
  'POST /ui/language': { request: () => ({ path: '/ui/language', form: { locale: 'en-US', return_to: '/' } }), signedOut: 303, owner: 303, other: 303, staff: 303, dealer: 303 },
  // Step-up: the caller's own session (a wrong password: refused by the lender after every gate). An e-mail
  // change's link forms are for anyone: an empty one goes back to its page before any lender call.
  'POST /platform/auth/step_up/options': { request: () => ({ path: '/platform/auth/step_up/options' }), ...anyone },
  'POST /platform/auth/step_up': { request: () => ({ path: '/platform/auth/step_up', body: { password: 'not-the-password' } }), ...anyone },
  'POST /ui/auth/email/confirm/submit': { request: () => ({ path: '/ui/auth/email/confirm/submit', form: { token: '' } }), signedOut: 303, owner: 303, other: 303, staff: 303, dealer: 303 },
  'POST /ui/auth/email/stop/submit': { request: () => ({ path: '/ui/auth/email/stop/submit', form: { token: '' } }), signedOut: 303, owner: 303, other: 303, staff: 303, dealer: 303 },
  'POST /ui/auth/reset/submit': { request: () => ({ path: '/ui/auth/reset/submit', form: { token: '', new_password: '' } }), signedOut: 303, owner: 303, other: 303, staff: 303, dealer: 303 },
  // Two-step verification. The verify forms need the sign-in's sealed challenge cookie: without
  // it, back to sign in before any lender call. The rest is the caller's own account: a text message without
  // a verified phone, a code with nothing to confirm, a wrong password (staff cannot turn it off), someone
  // else's (or no) device are refused after every gate; staff's recovery codes are theirs to renew.
  'POST /ui/auth/verify/submit': { request: () => ({ path: '/ui/auth/verify/submit', form: { code: '' } }), signedOut: 303, owner: 303, other: 303, staff: 303, dealer: 303 },
  'POST /ui/auth/verify/send': { request: () => ({ path: '/ui/auth/verify/send', form: { method: 'sms' } }), signedOut: 303, owner: 303, other: 303, staff: 303, dealer: 303 },
  'POST /platform/auth/two_step/methods': { stepUp: true, request: () => ({ path: '/platform/auth/two_step/methods', body: { method: 'sms' } }), ...anyone },
  'PUT /platform/auth/two_step/methods': { request: () => ({ path: '/platform/auth/two_step/methods', body: { method: 'sms', code: '000000' } }), ...anyone },
  'POST /platform/auth/two_step/disable': { request: () => ({ path: '/platform/auth/two_step/disable', body: { current_password: 'not-the-password' } }), owner: 'ok', other: 'ok', staff: 403 },
  'POST /platform/auth/two_step/recovery_codes': { stepUp: true, request: () => ({ path: '/platform/auth/two_step/recovery_codes', body: {} }), ...anyone },
  'DELETE /platform/auth/remembered_devices/[id]': { request: () => ({ path: '/platform/auth/remembered_devices/2147483647' }), owner: 404, other: 404, staff: 404 },
};

export const methodOf = (key: string) => key.split(' ')[0]!;
export const mutates = (key: string) => TABLE[key]!.mutates ?? methodOf(key) !== 'GET';
export const ownerOf = (key: string): Owner => TABLE[key]!.of ?? (mutates(key) ? 'max' : 'ana');
export const isRefusal = (expected: Expect) => expected === 401 || expected === 403 || expected === 404;

export function expected(row: Row, caller: Caller): Expect {
  if (caller === 'signedOut') return row.signedOut ?? 401;
  if (caller === 'dealer') return row.dealer ?? 403; // another role group: the portal is not theirs
  if (caller === 'owner' || caller === 'other') return row[caller];
  return row.byStaff?.[caller] ?? row.staff;
}

export const meets = (want: Expect, status: number) => (want === 'ok' ? status < 500 && !isRefusal(status) : status === want);
