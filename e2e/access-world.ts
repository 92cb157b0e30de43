// The real records the access matrix calls the portal with, read and made through the lender API:
// ana's records (reads) and kim's card, and for changes the scratch owner max (no other spec touches his
// records) and lou's card (ineligible: accepting or asking for more credit is refused by rule, after the
// ownership check). Also a snapshot of everything a refused change could have touched.
import { randomInt, randomUUID } from 'node:crypto';
import { sandboxURL } from '../playwright.config';
import { ACH_AUTHORIZATION_VERSION } from '../lib/rules/ach-authorization';
import { AUTOPAY_AUTHORIZATION_VERSION } from '../lib/rules/autopay';
import { isBusinessDay } from '../lib/rules/business-days';
import { addDays, lenderToday } from '../lib/rules/dates';
import { sandboxToken } from './support';

export const APPROVED_PURCHASE_GUID = '22222222-2222-4222-8222-222222222222';
const APPROVABLE_PURCHASE_GUID = '11111111-1111-4111-8111-111111111111';

/** Record ids (fileId: the loan agreement's file; cardAppId: the card account's application). */
type IdField = 'userId' | 'appId' | 'accountId' | 'fileId' | 'phoneId' | 'bankId' | 'transactionId' | 'commentId' | 'recurringId' | 'cardAppId' | 'purchaseId' | 'assistanceId' | 'uploadId';
type TextField = 'email' | 'name' | 'acctrefno' | 'phoneNumber' | 'purchaseGuid';
export type Ids = Record<IdField, number> & Record<TextField, string>;

/** Whose records a row uses. */
export type Owner = 'ana' | 'kim' | 'max' | 'lou' | 'uma';

interface LenderAnswer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read field by field
  body: any;
}

export async function lender(token: string | null, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<LenderAnswer> {
  const res = await fetch(`${sandboxURL}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body: parsed };
}

async function must(token: string, method: string, path: string, body?: unknown, headers?: Record<string, string>) {
  const res = await lender(token, method, path, body, headers);
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The first business day at least `days` ahead: a payment there can still be cancelled. */
function businessDayAhead(days: number): string {
  let date = addDays(lenderToday(), days);
  while (!isBusinessDay(date)) date = addDays(date, 1);
  return date;
}

const blank = { uploadId: 0, phoneId: 0, phoneNumber: '', bankId: 0, transactionId: 0, commentId: 0, recurringId: 0, cardAppId: 0, purchaseId: 0, purchaseGuid: '', assistanceId: 0 };

/** A customer's ids from their own view: user, current application, its loan account and documents. */
async function customerIds(email: string): Promise<{ token: string; ids: Ids }> {
  const token = await sandboxToken(email);
  const me = (await must(token, 'GET', '/api/users/me')).data;
  const card: number = me.attributes.revolver_application_id ?? 0;
  const appId: number = me.attributes.current_application_id ?? card;
  const app = (await must(token, 'GET', `/api/applications/${appId}`)).data;
  const account = app.attributes.has_loan_account ? (await must(token, 'GET', `/api/loan_accounts/${appId}`)).data : null;
  return {
    token,
    ids: {
      ...blank,
      email,
      name: me.attributes.name,
      userId: me.id,
      appId,
      accountId: account?.id ?? 0,
      acctrefno: account?.attributes.acctrefno ?? '',
      fileId: app.attributes.final_contract_id ?? 0,
      phoneId: me.attributes.mobile_phone?.id ?? 0,
      phoneNumber: me.attributes.mobile_phone?.number ?? '',
      recurringId: app.attributes.active_recurring_payment?.id ?? 0,
      cardAppId: card,
    },
  };
}

/** The scratch owner's records, made fresh on demand (each allowed change gets its own). */
export class Scratch {
  constructor(
    readonly token: string,
    readonly ids: Ids,
  ) {}

  async bank(): Promise<number> {
    const accountNumber = String(randomInt(10 ** 9, 10 ** 10));
    const body = { type: 'MANUAL', user_id: this.ids.userId, routing_number: '021000021', account_number: accountNumber, bank_name: 'Scratch Bank', account_type: 'Checking' };
    return (await must(this.token, 'POST', '/api/bank_accounts', body)).data.id;
  }

  async phone(): Promise<{ id: number; number: string }> {
    const number = `720555${String(randomInt(0, 10_000)).padStart(4, '0')}`;
    const body = { send_pin: false, mobile_phone: { number, owner_id: this.ids.userId, owner_type: 'User' } };
    return { id: (await must(this.token, 'POST', '/api/mobile_phones', body)).data.id, number };
  }

  /** A scheduled bank payment far enough ahead to be cancelled. */
  async transaction(): Promise<number> {
    const body = {
      application_id: this.ids.appId,
      terms_version: ACH_AUTHORIZATION_VERSION,
      allow_duplicate: true,
      transaction: { amount: randomInt(1000, 5000) / 100, future_effective_at: businessDayAhead(10), authorized: true, transactable_type: 'BankAccount', transactable_id: this.ids.bankId, active: true },
    };
    return (await must(this.token, 'POST', '/api/transactions', body, { 'idempotency-key': randomUUID() })).id;
  }

  async comment(): Promise<number> {
    const body = { team_comment: { application_id: this.ids.appId, user_id: this.ids.userId, text: 'A scratch message', to_customer: true, to_dealership: false } };
    return (await must(this.token, 'POST', '/api/team_comments', body)).data.id;
  }

  /** A payment assistance request on the loan (submitted: every answer the rows send is refused by its state). */
  async assistance(): Promise<number> {
    const body = { reason: 'other', explanation: 'A scratch request', since: lenderToday(), expected_months: null, income_change: 0, help: ['call'], consent_to_contact: true };
    return (await must(this.token, 'POST', `/api/loan_accounts/${this.ids.appId}/assistance_requests`, body)).data.id;
  }

  /** The loan's active autopay: the one there is, or a new one (a loan has at most one). */
  async autopay(): Promise<number> {
    const app = (await must(this.token, 'GET', `/api/applications/${this.ids.appId}`)).data;
    if (app.attributes.active_recurring_payment) return app.attributes.active_recurring_payment.id;
    return (await must(this.token, 'POST', '/api/recurring_payments', autopayBody(this.ids))).data.id;
  }
}

export const autopayBody = (ids: Ids) => ({
  authorization_version: AUTOPAY_AUTHORIZATION_VERSION,
  recurring_payment: { application_id: ids.appId, amount: 200, amount_extra: 0, start_date: businessDayAhead(10), recurrable_type: 'BankAccount', recurrable_id: ids.bankId },
});

export interface World {
  ids: Record<Owner, Ids>;
  scratch: Scratch;
  /** A staff member's lender token, to read the scratch owner's records whole for snapshots. */
  staffToken: string;
  tokens: Record<Owner, string>;
}

export async function buildWorld(): Promise<World> {
  const [ana, kim, max, lou, uma, staffToken] = await Promise.all([
    customerIds('ana@example.com'),
    customerIds('kim@example.com'),
    customerIds('max@example.com'),
    customerIds('lou@example.com'),
    customerIds('uma@example.com'),
    sandboxToken('care@example.com'),
  ]);
  uma.ids.uploadId = await umaUpload(uma.token, uma.ids.appId);
  // ana's: her bank account, a mailbox message. kim's: the approvable purchase (reads).
  const [banks, comments, purchase] = await Promise.all([
    must(ana.token, 'GET', `/api/bank_accounts?user_id=${ana.ids.userId}`),
    must(ana.token, 'GET', `/api/team_comments?id=${ana.ids.appId}`),
    must(kim.token, 'GET', `/api/purchases/${APPROVABLE_PURCHASE_GUID}`),
  ]);
  Object.assign(ana.ids, { bankId: banks.data[0].id, commentId: comments.data[0].id });
  Object.assign(kim.ids, { purchaseId: purchase.data.id, purchaseGuid: APPROVABLE_PURCHASE_GUID });
  // Changes to kim's card go to the purchase that is already approved: refused by rule, never made.
  const approved = await must(kim.token, 'GET', `/api/purchases/${APPROVED_PURCHASE_GUID}`);
  const kimForChanges = { ...kim.ids, purchaseId: approved.data.id, purchaseGuid: APPROVED_PURCHASE_GUID };

  const scratch = new Scratch(max.token, max.ids);
  max.ids.bankId = await scratch.bank();
  const [phone, transactionId, commentId, recurringId, assistanceId] = await Promise.all([scratch.phone(), scratch.transaction(), scratch.comment(), scratch.autopay(), scratch.assistance()]);
  Object.assign(max.ids, { phoneId: phone.id, phoneNumber: phone.number, transactionId, commentId, recurringId, assistanceId });
  for (const [name, ids] of Object.entries({ ana: ana.ids, kim: kim.ids, max: max.ids, lou: lou.ids, uma: uma.ids })) {
    if (!ids.userId || !ids.appId) throw new Error(`no ids for ${name}`);
  }
  return {
    ids: { ana: ana.ids, kim: kimForChanges, max: max.ids, lou: lou.ids, uma: uma.ids },
    scratch,
    staffToken,
    tokens: { ana: ana.token, kim: kim.token, max: max.token, lou: lou.token, uma: uma.token },
  };
}

/**
 * A file of uma's repair order, to open: always the same bytes, so the lender answers the one it kept on
 * every run after the first (the same file again is not kept twice) and her list never fills up.
 */
async function umaUpload(token: string, appId: number): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob(['%PDF-1.7\n% the access matrix\n'], { type: 'application/pdf' }), 'access-matrix.pdf');
  const res = await fetch(`${sandboxURL}/api/applications/${appId}/checklist/repair_order/files`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (res.status !== 201 && res.status !== 200) throw new Error(`uma's upload answered ${res.status}`);
  return ((await res.json()) as { data: { upload: { id: number } } }).data.upload.id;
}

/** Everything of the scratch owner's (and of lou's card and kim's approved purchase) a change could touch. */
export async function snapshot(world: World): Promise<Record<string, unknown>> {
  const { max, lou } = world.ids;
  const reads: [string, string | null, string][] = [
    ['user', world.staffToken, `/api/users/${max.userId}`],
    ['application', world.staffToken, `/api/applications/${max.appId}`],
    ['loan account', world.staffToken, `/api/loan_accounts/${max.appId}`],
    ['bank accounts', world.staffToken, `/api/bank_accounts?user_id=${max.userId}`],
    ['payments', world.staffToken, `/api/transactions?application_id=${max.appId}`],
    ['mailbox', world.staffToken, `/api/team_comments?id=${max.appId}`],
    ['card', world.tokens.lou, `/api/revolvers/${lou.cardAppId}`],
    ['approved purchase', world.tokens.kim, `/api/purchases/${APPROVED_PURCHASE_GUID}`],
    ['e-mails', null, `/sandbox/outbox?to=${encodeURIComponent(max.email)}`],
    ['texts', null, `/sandbox/outbox?to=${max.phoneNumber}`],
  ];
  const answers = await Promise.all(reads.map(([, token, path]) => lender(token, 'GET', path)));
  return Object.fromEntries(reads.map(([label], i) => [label, answers[i]]));
}
