// The contract check: signs in to a live lender with a test account, makes every
// read-only call of LENDER_CALLS for that customer's own records (finding the ids as it goes), and judges
// each answer with the call's zod schema, the one the portal parses it with and the published OpenAPI
// document is built from. A row passes when the answer is 2xx and parses; beside that it lists the spec
// fields left out, the portal's extensions left out (the portal falls back) and fields nobody declared.
//
// Without --write it makes no call marked changesState but the sign-in itself (the token is left to
// expire). With --write it makes exactly one more: DELETE /platform/auth/sessions at the end (sign-out).
import { z } from 'zod';
import type { ApplicationAttributes } from '../../lib/contract/applications';
import type { SecondStepChallenge } from '../../lib/contract/two-step';
import { callOf, callPath, LENDER_CALLS, type CallAnswer, type CallId, type JsonCallId, type LenderCall } from '../../lib/contract/calls';
import { ErrorBodySchema } from '../../lib/contract/common';
import { SERVICERS } from '../../lib/contract/revolvers';
import type { UserAttributes } from '../../lib/contract/users';
import { compareFields } from './compare';
import { lenderToday } from '../../lib/rules/dates';
import { LEGAL_DOCUMENT_KINDS } from '../../lib/contract/legal';
import { LOCALES } from '../../lib/contract/common';

export interface CheckOptions {
  /** The lender API's base URL: https://lender.example.com (a path prefix is kept). */
  lender: string;
  email: string;
  password: string;
  /** Also make the state-changing calls of --write (only the sign-out at the end). */
  write?: boolean;
  /** How to call the lender; the global fetch unless a test passes the sandbox's own. */
  fetch?: typeof fetch;
  /** The portal origin speedpay_data is asked to return the customer to. */
  returnUrl?: string;
  timeoutMs?: number;
  /** An account with two-step verification: the code of the sign-in's challenge, or null to stop there. */
  secondStepCode?: (challenge: SecondStepChallenge) => Promise<string | null>;
}

export type RowResult = 'pass' | 'fail' | 'skipped';

export interface CheckRow {
  /** The LENDER_CALLS id (the lib/lender/api.ts function). */
  id: string;
  /** METHOD and path as called (with its query); for a skipped call, the path template. */
  call: string;
  /** The HTTP status, or null when no answer came (skipped, unreachable, timed out). */
  status: number | null;
  result: RowResult;
  /** Why it was skipped or failed: the schema's first issues, the lender's error message. */
  note?: string;
  missing: string[];
  extensionsAbsent: string[];
  extensionsPresent: string[];
  unknown: string[];
}

export const DEFAULT_RETURN_URL = 'http://localhost:3000';
/** The staff search: any customer (every address has an @); the first found is the audit trail's subject. */
const STAFF_QUERY = '@';


/** The calls --write adds (besides the sign-in every run makes). */
export const WRITE_CALLS = ['signOut'] as const;

interface Send {
  /** The path's parameters by name (the call's template fills them in). */
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  headers?: Record<string, string>;
  /** A 404 means the record does not exist for this customer: the row is skipped with this reason. */
  notFoundMeans?: string;
}

const emptyFields = { missing: [], extensionsAbsent: [], extensionsPresent: [], unknown: [] };
const issuesOf = (error: z.ZodError) =>
  error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || '(answer)'}: ${i.message}`)
    .join('; ') + (error.issues.length > 3 ? ` (+${error.issues.length - 3} more)` : '');

class Checker {
  readonly rows: CheckRow[] = [];
  /** Why each call was not made, for the skipped rows added at the end. */
  private readonly skips = new Map<string, Set<string>>();
  private token: string | null = null;
  private readonly base: string;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: CheckOptions) {
    this.base = options.lender.replace(/\/+$/, '');
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  skip(id: CallId, why: string) {
    callOf(id);
    const reasons = this.skips.get(id) ?? new Set<string>();
    reasons.add(why);
    this.skips.set(id, reasons);
  }

  /** Makes the call and judges its answer with the call's own answer schema, the one the portal parses it with. */
  async read<Id extends JsonCallId>(id: Id, send: Send = {}): Promise<CallAnswer<Id> | undefined> {
    const call = callOf(id);
    const schema = call.response;
    if (typeof schema === 'string') throw new Error(`${id} answers a document: readPdf`);
    const path = callPath(id, send.params);
    const answer = await this.send(call, path, send, 'application/json');
    if (!answer) return undefined;
    const { row, res } = answer;
    let json: unknown;
    try {
      const text = await res.text();
      json = text ? JSON.parse(text) : null;
    } catch {
      this.rows.push({ ...row, result: 'fail', note: 'the answer is not JSON' });
      return undefined;
    }
    const parsed = schema.safeParse(json);
    this.rows.push({
      ...row,
      ...compareFields(schema, json),
      result: parsed.success ? 'pass' : 'fail',
      note: parsed.success ? undefined : issuesOf(parsed.error),
    });
    return parsed.success ? (parsed.data as CallAnswer<Id>) : undefined;
  }

  /** A document call: passes when the answer is a PDF. */
  async readPdf(id: CallId, params: Record<string, string | number>, send: Pick<Send, 'query' | 'notFoundMeans'> = {}) {
    const answer = await this.send(callOf(id), callPath(id, params), send, 'application/pdf');
    if (!answer) return;
    const { row, res } = answer;
    const bytes = new Uint8Array(await res.arrayBuffer());
    const isPdf = (res.headers.get('content-type') ?? '').includes('application/pdf') && new TextDecoder().decode(bytes.slice(0, 5)) === '%PDF-';
    this.rows.push({ ...row, result: isPdf ? 'pass' : 'fail', note: isPdf ? `PDF, ${bytes.length} bytes` : 'not a PDF' });
  }

  /** Sends the request; answers the response when 2xx, else records the failed (or skipped) row. */
  private async send(call: LenderCall, path: string, send: Send, accept: string) {
    if (call.changesState && call.id !== 'signIn' && call.id !== 'completeSecondStep' && !(this.options.write && (WRITE_CALLS as readonly string[]).includes(call.id))) {
      throw new Error(`${call.method} ${call.path} changes the lender's records: not made by the contract check`);
    }
    const url = new URL(this.base + path);
    for (const [key, value] of Object.entries(send.query ?? {})) url.searchParams.set(key, String(value));
    const shown = `${call.method} ${url.pathname}${decodeURIComponent(url.search)}`;
    const row: CheckRow = { id: call.id, call: shown, status: null, result: 'fail', ...emptyFields };
    // The fixed headers the call table gives it (the answer's version).
    const fixed = Object.entries(call.headers ?? {}).flatMap(([name, header]) => ('value' in header ? [[name, header.value]] : []));
    const headers: Record<string, string> = { accept, ...Object.fromEntries(fixed), ...send.headers };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (send.body !== undefined) headers['content-type'] = 'application/json';

    let res: Response;
    try {
      res = await this.fetch(url, {
        method: call.method,
        headers,
        body: send.body === undefined ? undefined : JSON.stringify(send.body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      const cause = err instanceof Error && err.cause instanceof Error ? ` (${err.cause.message})` : '';
      this.rows.push({ ...row, note: timedOut ? 'no answer in time' : `unreachable: ${err instanceof Error ? err.message : String(err)}${cause}` });
      return null;
    }
    row.status = res.status;
    if (res.ok) return { row, res };

    const text = await res.text().catch(() => '');
    let message = text.slice(0, 120);
    try {
      const error = ErrorBodySchema.safeParse(JSON.parse(text));
      if (error.success) message = error.data.message;
    } catch {
      // not JSON: the start of the text says enough
    }
    if (res.status === 404 && send.notFoundMeans) this.rows.push({ ...row, result: 'skipped', note: send.notFoundMeans });
    else this.rows.push({ ...row, note: message || res.statusText });
    return null;
  }

  async signIn(email: string, password: string) {
    const answer = await this.read('signIn', { body: { email, password } });
    if (answer && 'second_step' in answer) {
      // The second step is part of signing in: its call is made like the sign-in, never another change.
      const code = await this.options.secondStepCode?.(answer.second_step);
      if (!code) {
        this.rows.push({ id: 'completeSecondStep', call: 'POST /platform/auth/second_step', status: null, result: 'skipped', note: 'the account asks for a second step: check with an account without two-step verification', ...emptyFields });
        return false;
      }
      const done = await this.read('completeSecondStep', { body: { challenge: answer.second_step.challenge, code } });
      this.token = done?.token ?? null;
    } else {
      this.token = answer?.token ?? null;
    }
    return this.token !== null;
  }

  /** One skipped row for each read-only call never made, with why. */
  finish() {
    const made = new Set(this.rows.map((r) => r.id));
    for (const call of LENDER_CALLS) {
      if (made.has(call.id)) continue;
      const reasons = this.skips.get(call.id);
      if (reasons) this.rows.push({ id: call.id, call: `${call.method} ${call.path}`, status: null, result: 'skipped', note: [...reasons].join('; '), ...emptyFields });
    }
  }
}

/** The customer's 10-digit phone, for GET /api/mobile_phones/exists. */
function phoneOf(attributes: UserAttributes): string | null {
  const candidates = [attributes.mobile_phone?.number, attributes.verified_phone, attributes.non_verified_phone, attributes.primary_phone];
  for (const candidate of candidates) {
    const digits = candidate?.replace(/\D/g, '') ?? '';
    if (/^\d{10}$/.test(digits)) return digits;
  }
  return null;
}

export async function runContractCheck(options: CheckOptions): Promise<CheckRow[]> {
  const check = new Checker(options);
  if (!(await check.signIn(options.email, options.password))) return check.rows;

  const identity = await check.read('getPlatformMe');
  const me = await check.read('getMe');
  const userId = me?.data.id ?? identity?.userId;
  if (userId === undefined) {
    for (const call of LENDER_CALLS) if (!call.changesState) check.skip(call.id, 'no customer id: GET /api/users/me failed');
    check.finish();
    return check.rows;
  }
  const user = (await check.read('getUser', { params: { id: userId } }))?.data ?? me?.data;
  await check.read('getSecurityEvents', { query: { user_id: userId } });
  await check.read('getTwoStep', { query: { user_id: userId } });
  await check.read('getRememberedDevices');
  await check.read('listPasskeys');
  // Consent to electronic delivery (extensions): the state, and the disclosure's PDF with the customer's code.
  await check.read('getEsignConsent', { params: { id: userId }, notFoundMeans: 'the lender keeps no consent to electronic delivery (an extension; 404)' });
  await check.readPdf('getEsignDisclosure', { id: userId }, { notFoundMeans: 'the lender has no electronic delivery disclosure (an extension; 404)' });
  // The footer's legal notices (extensions, asked signed out): a lender without one answers 404, and its page then says how to get a copy.
  for (const kind of LEGAL_DOCUMENT_KINDS) {
    for (const locale of LOCALES) await check.read('getLegalDocument', { params: { kind }, query: { locale }, notFoundMeans: `the lender publishes no ${kind} notice (an extension; 404)` });
  }

  await checkApplications(check, user?.attributes, user?.relationships.applications.data ?? [], options);
  await checkCustomer(check, userId, user?.attributes, options.email);

  if (identity?.roleGroups.includes('admin')) {
    const found = await check.read('searchCustomers', { query: { q: STAFF_QUERY } });
    const customerId = found?.data[0]?.id;
    if (customerId !== undefined) await check.read('getAuditEvents', { query: { customer_id: customerId } });
    else check.skip('getAuditEvents', 'the staff search found no customer');
    await check.read('getAssistanceQueue', { notFoundMeans: 'the lender has no queue of help requests (an extension; 404)' });
  } else {
    check.skip('searchCustomers', "staff only: the identity's roleGroups do not include admin");
    check.skip('getAuditEvents', "staff only: the identity's roleGroups do not include admin");
    check.skip('getAssistanceQueue', "staff only: the identity's roleGroups do not include admin");
  }

  check.skip('uploadChecklistFile', 'sends a file to a to-do item: never made by the check (the sandbox API tests judge it)');
  check.skip('reviewChecklistItem', "staff decide a to-do item: never made by the check (it moves the customer's application)");
  if (options.write) await check.read('signOut');
  else check.skip('signOut', 'signs out: only with --write (the token is left to expire)');
  check.finish();
  return check.rows;
}

type ApplicationRef = { id: number; type: 'installment' | 'revolver' };

/** Each application, and what hangs off it: loan account, histories, statements, mailbox, payments, card. */
async function checkApplications(check: Checker, attributes: UserAttributes | undefined, related: ApplicationRef[], options: CheckOptions) {
  const refs = new Map<number, ApplicationRef['type']>();
  for (const ref of [...(attributes?.applications ?? []), ...related]) refs.set(ref.id, ref.type);
  for (const summary of attributes?.installment_applications ?? []) if (!refs.has(summary.id)) refs.set(summary.id, 'installment');
  if (refs.size === 0) {
    for (const id of ['getApplication', 'getLoanAccount', 'getPaidOffHistory', 'getTransactionHistories', 'getStatements', 'getFile', 'getTeamComments', 'getRepair', 'getTransactions', 'getTransaction', 'getSpeedpayData', 'getRepaymentSchedule', 'getPayoffQuote', 'getPayoffQuoteLetter', 'getDueDateMove', 'previewDueDateMove', 'getLoanCalendar', 'getAssistanceRequests', 'getRevolver', 'getServicerSsoData', 'getPurchase'] as const) {
      check.skip(id, 'the customer has no applications');
    }
    return;
  }
  let transactionChecked = false;
  let fileChecked = false;
  let scheduleChecked = false;

  for (const [id, type] of [...refs].sort(([a], [b]) => a - b)) {
    const application = (await check.read('getApplication', { params: { id } }))?.data;
    if (!application) continue;
    const app: ApplicationAttributes = application.attributes;
    await check.read('getTeamComments', { query: { id } });

    if (type === 'revolver' || app.kind === 'revolver') {
      await check.read('getRevolver', { params: { id } });
      for (const servicer of SERVICERS) await check.read('getServicerSsoData', { params: { id, servicer } });
      const guid = app.pending_purchase?.guid;
      if (guid) await check.read('getPurchase', { params: { guid } });
      else check.skip('getPurchase', 'no pending purchase on the card account');
      continue;
    }

    await check.read('getRepair', { params: { id }, notFoundMeans: `no repair on record for application ${id} (404)` });
    // An extension: a lender without it answers 404, which only leaves the to-do list out.
    const checklist = await check.read('getChecklist', { params: { id }, notFoundMeans: 'the lender keeps no to-do list (an extension; 404)' });
    if (!checklist?.data?.items.some((item) => item.files.length > 0)) check.skip('getUpload', 'no file sent for a to-do item');
    const transactions = await check.read('getTransactions', { query: { application_id: id } });
    const first = transactions?.data[0];
    if (first && !transactionChecked) {
      transactionChecked = true;
      await check.read('getTransaction', { params: { id: first.id } });
    } else if (!first) check.skip('getTransaction', 'no payment on record');

    if (!app.has_loan_account) {
      for (const call of ['getLoanAccount', 'getPaidOffHistory', 'getTransactionHistories', 'getStatements', 'getSpeedpayData'] as const) check.skip(call, 'no application with a loan account');
      continue;
    }
    const account = (await check.read('getLoanAccount', { params: { applicationId: id } }))?.data.attributes;
    if (account) {
      await check.read('getPaidOffHistory', { query: { acctrefno: account.acctrefno } });
      await check.read('getTransactionHistories', { query: { acctrefno: account.acctrefno } });
    } else {
      check.skip('getPaidOffHistory', 'no acctrefno: the loan account could not be read');
      check.skip('getTransactionHistories', 'no acctrefno: the loan account could not be read');
    }
    const statements = await check.read('getStatements', { query: { id } });
    const fileId = statements?.data.find((s) => s.file_id !== undefined)?.file_id ?? app.payoff_letter?.id;
    if (fileId !== undefined && !fileChecked) {
      fileChecked = true;
      await check.readPdf('getFile', { id: fileId });
    } else if (fileId === undefined) check.skip('getFile', 'no statement with a file_id and no payoff letter');

    // The lender refuses a card payment on a loan that is closed or sold (422): nothing to hand off.
    const open = account && account.open && !account.closed && !account.sold_off;
    if (open) {
      await check.read('getSpeedpayData', { params: { id }, query: { return_url: options.returnUrl ?? DEFAULT_RETURN_URL } });
    } else check.skip('getSpeedpayData', 'no open loan account');
    // Extensions: a lender without them answers 404, which only leaves the schedule and the quote out.
    if (open && !scheduleChecked) {
      scheduleChecked = true;
      const without = (what: string) => `the lender has no ${what} (an extension; 404)`;
      const date = lenderToday();
      await check.read('getRepaymentSchedule', { params: { applicationId: id }, notFoundMeans: without('repayment schedule') });
      await check.read('getPayoffQuote', { params: { applicationId: id }, query: { date }, notFoundMeans: without('payoff quote for a date') });
      await check.readPdf('getPayoffQuoteLetter', { applicationId: id }, { query: { date }, notFoundMeans: without('payoff letter for a date') });
      // Moving the due date: whether it may move, and a preview of the first day it may move to.
      const move = (await check.read('getDueDateMove', { params: { applicationId: id }, notFoundMeans: without('due-date move') }))?.data;
      // Without the days (a lender that sends only what the spec names), the day beside the due date.
      const dueDay = account?.current_due_date ? Number(account.current_due_date.slice(8, 10)) : null;
      const day = move ? move.allowed_days[0] : dueDay === null ? undefined : dueDay < 28 ? dueDay + 1 : dueDay - 1;
      if (day !== undefined) await check.read('previewDueDateMove', { params: { applicationId: id }, query: { day }, notFoundMeans: without('due-date move') });
      else check.skip('previewDueDateMove', move ? 'the loan may not move its due date now' : 'no due date to move');
      await check.read('getLoanCalendar', { params: { applicationId: id }, notFoundMeans: without('calendar of due dates') });
      // Help with payments: the loan's requests and their state.
      await check.read('getAssistanceRequests', { params: { applicationId: id }, notFoundMeans: without('payment assistance requests') });
    }
  }
  if (!scheduleChecked) for (const call of ['getRepaymentSchedule', 'getPayoffQuote', 'getPayoffQuoteLetter', 'getDueDateMove', 'previewDueDateMove', 'getLoanCalendar', 'getAssistanceRequests'] as const) check.skip(call, 'no open loan account');
}

/** The customer's own records that are not an application's. */
async function checkCustomer(check: Checker, userId: number, attributes: UserAttributes | undefined, email: string) {
  await check.read('getAdditionalLoanQualifications', { params: { id: userId } });
  // An extension: a lender without a documents center answers without data (or 404), which only leaves it out.
  await check.read('listDocuments', { params: { id: userId }, notFoundMeans: 'the lender has no documents center (an extension; 404)' });
  // An extension: a lender without texts per purpose answers without data (or 404), which only leaves them out.
  await check.read('getTextPreferences', { params: { id: userId }, notFoundMeans: 'the lender has no texts per purpose (an extension; 404)' });
  await check.read('getBankAccounts', { query: { user_id: userId } });
  await check.read('getCustomerPromiseCodes');
  // An extension: a lender without a calendar subscription answers 404, which only leaves its section out.
  await check.read('getCalendarSubscription', { notFoundMeans: 'the lender has no calendar subscription (an extension; 404)' });
  const phone = attributes ? phoneOf(attributes) : null;
  if (phone) {
    await check.read('mobilePhoneExists', {
      query: { send_pin: 'false', number: phone, owner_id: userId, owner_type: 'User' },
    });
  } else check.skip('mobilePhoneExists', 'the customer has no 10-digit phone on record');
  await check.read('checkEmailAddress', { body: { address: attributes?.email ?? email } });
  await check.read('createLinkToken', { body: { user_id: userId } });
  await check.read('getDealerships');
}

/** The state-changing calls the run did not make (every one but the sign-in, and the sign-out with --write). */
export const callsNotMade = (rows: CheckRow[]) => LENDER_CALLS.filter((call) => call.changesState && !rows.some((r) => r.id === call.id && r.result !== 'skipped'));

export const failed = (rows: CheckRow[]) => rows.some((row) => row.result === 'fail');

// ── The table ─────────────────────────────────────────────────────────────────────────────────────────

const list = (names: string[], shown = 3) => {
  if (names.length === 0) return '–';
  const head = names.slice(0, shown).join(', ');
  return names.length > shown ? `${names.length}: ${head}, …` : names.length > 1 ? `${names.length}: ${head}` : head;
};

/** A terminal table: one line per call, then each failure's or skip's reason, then the counts. */
export function formatTable(rows: CheckRow[]): string {
  const columns = ['call', 'status', 'result', 'missing spec fields', 'extensions absent', 'unknown fields'] as const;
  const cells = rows.map((row) => [
    row.call,
    row.status === null ? '–' : String(row.status),
    row.result.toUpperCase(),
    // Every missing spec field is named: they are what breaks the portal.
    row.missing.length ? row.missing.join(', ') : '–',
    list(row.extensionsAbsent),
    list(row.unknown, 2),
  ]);
  const caps = [64, 6, 7, Infinity, 48, 40];
  const widths = columns.map((title, i) => Math.min(caps[i]!, Math.max(title.length, ...cells.map((c) => c[i]!.length))));
  const cut = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}…` : text);
  const line = (values: readonly string[]) => values.map((v, i) => cut(v, widths[i]!).padEnd(widths[i]!)).join('  ').trimEnd();

  const out = [line(columns), widths.map((w) => '─'.repeat(w)).join('  '), ...cells.map(line)];
  const notes = rows.filter((r) => r.note && r.result !== 'pass');
  if (notes.length) {
    out.push('', 'Notes:');
    for (const row of notes) out.push(`  ${row.result === 'fail' ? 'FAIL' : 'skip'}  ${row.call}: ${row.note}`);
  }
  const count = (result: RowResult) => rows.filter((r) => r.result === result).length;
  out.push('', `${rows.length} ${rows.length === 1 ? 'call' : 'calls'}: ${count('pass')} pass, ${count('fail')} fail, ${count('skipped')} skipped.`);
  return out.join('\n');
}
