// The copy of every debit authorization and its receipt (Reg E 12 CFR 1005.10(b), Nacha WEB), through the
// lender's API: a one-time bank payment, a scheduled payment cancelled, autopay set up, changed and
// cancelled each store one PDF (the exact wording of the version accepted, its figures, the time, the
// address, how) as a file of the customer's and e-mail one receipt; the same request again with its
// Idempotency-Key replays the answer and makes neither again. Spanish: the translation beside the binding
// English. Another customer's copy is a 404; a stored copy cannot be changed.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { CreateTransactionResponseSchema, TransactionResponseSchema } from '../../lib/contract/transactions';
import { RecurringPaymentResponseSchema } from '../../lib/contract/recurring-payments';
import { addDays, formatDate } from '../../lib/common/dates';
import { authorizationCopies, bankAccounts, loanAccounts, outbox, recurringPayments, users } from '../db/schema';
import { AUTOPAY_AUTHORIZATION_VERSION } from '../domain/autopay';
import { oneTimeAuthorizationText, recurringAuthorizationText } from '../domain/authorization-texts';
import { cancelDeadlineDay } from '../domain/business-days';
import { ACH_AUTHORIZATION_VERSION } from '../domain/payments';
import { fromAddress, signedInPersona, startSandbox, type Sandbox } from './harness';
import { pdfText } from './pdf-text';

jest.setTimeout(60_000);

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());
afterEach(() => sb.reset());

async function persona(name: string) {
  const p = await signedInPersona(sb, name);
  const [bank] = await sb.database.db.select().from(bankAccounts).where(eq(bankAccounts.userId, p.userId));
  const [loan] = await sb.database.db.select().from(loanAccounts).where(eq(loanAccounts.applicationId, p.appId));
  const [autopay] = await sb.database.db.select().from(recurringPayments).where(and(eq(recurringPayments.applicationId, p.appId), isNull(recurringPayments.cancelledAt)));
  return { ...p, email: `${name}@example.com`, bank: bank!, loan: loan!, autopay: autopay ?? null };
}
type Persona = Awaited<ReturnType<typeof persona>>;

const ADDRESS = '203.0.113.9';
const keyed = (key: string) => ({ 'idempotency-key': key, ...fromAddress(ADDRESS) });
const receipts = (to: string) => sb.database.db.select().from(outbox).where(and(eq(outbox.to, to), eq(outbox.channel, 'email')));
const copiesOf = (ownerId: number) => sb.database.db.select().from(authorizationCopies).where(eq(authorizationCopies.ownerId, ownerId));
const last4 = (p: Persona) => p.bank.accountNumber.slice(-4);

async function getFile(token: string, id: number) {
  const res = await sb.app.request(`/api/files/${id}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, type: res.headers.get('content-type'), bytes: new Uint8Array(await res.arrayBuffer()) };
}

const paymentBody = (p: Persona, amount: number, date: string, language = 'en-US') => ({
  application_id: p.appId,
  terms_version: ACH_AUTHORIZATION_VERSION,
  terms_language: language,
  transaction: { amount, future_effective_at: date, authorized: true, transactable_type: 'BankAccount', transactable_id: p.bank.id, active: true },
});
const pay = (p: Persona, body: unknown, key = randomUUID()) => sb.request('POST', '/api/transactions', { token: p.token, body, headers: keyed(key) });

/** A day ahead that a scheduled payment may still be cancelled on, within the loan's last payment date. */
const scheduledDay = (p: Persona) => {
  const day = addDays(sb.clock.today(), 6);
  return p.loan.maxSinglePaymentDate && p.loan.maxSinglePaymentDate < day ? p.loan.maxSinglePaymentDate : day;
};

describe('a one-time bank payment', () => {
  it('stores one copy with the exact wording, figures, time, address and how, and e-mails one receipt; the same key again makes neither', async () => {
    const ana = await persona('ana');
    const date = scheduledDay(ana);
    const body = paymentBody(ana, 42.5, date);
    const key = randomUUID();
    const first = await pay(ana, body, key);
    expect(first.status).toBe(201);
    const answer = CreateTransactionResponseSchema.parse(first.body);
    expect(answer.authorization_file_id).toEqual(expect.any(Number));
    const again = await pay(ana, body, key);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);

    expect(await copiesOf(ana.userId)).toHaveLength(1);
    const mail = await receipts(ana.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Your payment is scheduled: receipt and copy of your authorization');
    expect(mail[0]!.body).toContain(`/files/${answer.authorization_file_id}/url_proxy`);
    expect(mail[0]!.body).toContain(`To cancel it, do so by ${formatDate(cancelDeadlineDay(date))}`);
    expect(mail[0]!.body).toContain(`$42.50 from the account ending in ${last4(ana)} on ${formatDate(date)}`);

    const file = await getFile(ana.token, answer.authorization_file_id!);
    expect(file).toMatchObject({ status: 200, type: 'application/pdf' });
    const text = pdfText(file.bytes);
    const wording = oneTimeAuthorizationText(ACH_AUTHORIZATION_VERSION, 'en', { amountCents: 4250, date, last4: last4(ana) })!;
    for (const line of wording) expect(text.replace(/\n/g, ' ')).toContain(line);
    for (const fact of ['Copy of your debit authorization', ACH_AUTHORIZATION_VERSION, ADDRESS, 'Signed in as', ana.email, '$42.50', formatDate(date), last4(ana), 'checked the box accepting']) expect(text).toContain(fact);

    // The thanks page reads the copy from the payment.
    const read = TransactionResponseSchema.parse((await sb.request('GET', `/api/transactions/${answer.id}`, { token: ana.token })).body).data.attributes;
    expect(read.authorization_file_id).toBe(answer.authorization_file_id);
  });

  it('a receipt the e-mail stand-in could not send leaves the payment made; the replay of the same request sends it, once', async () => {
    const ana = await persona('ana');
    const body = paymentBody(ana, 17, sb.clock.today());
    const key = randomUUID();
    const email = sb.adapters.email;
    const send = email.send;
    email.send = async () => {
      throw new Error('the e-mail provider is down');
    };
    try {
      expect((await pay(ana, body, key)).status).toBe(201);
    } finally {
      email.send = send;
    }
    expect(await receipts(ana.email)).toHaveLength(0);
    expect((await pay(ana, body, key)).status).toBe(201);
    expect((await pay(ana, body, key)).status).toBe(201);
    expect(await receipts(ana.email)).toHaveLength(1);
    expect(await copiesOf(ana.userId)).toHaveLength(1);
  });

  it("is the customer's own: another customer gets a 404, staff may read it; the stored copy cannot be changed", async () => {
    const [ana, ben] = await Promise.all([persona('ana'), persona('ben')]);
    const answer = CreateTransactionResponseSchema.parse((await pay(ana, paymentBody(ana, 12, sb.clock.today()))).body);
    expect((await getFile(ben.token, answer.authorization_file_id!)).status).toBe(404);
    expect((await getFile(await sb.signIn('care@example.com'), answer.authorization_file_id!)).status).toBe(200);
    await expect(sb.database.db.update(authorizationCopies).set({ pdf: 'changed' }).where(eq(authorizationCopies.ownerId, ana.userId))).rejects.toThrow();
    const [copy] = await copiesOf(ana.userId);
    expect(Buffer.from(copy!.pdf, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('in Spanish: the receipt in Spanish, the copy with the Spanish translation and the binding English beside it', async () => {
    const ana = await persona('ana');
    await sb.database.db.update(users).set({ preferredLocale: 'es-US' }).where(eq(users.id, ana.userId));
    const date = sb.clock.today();
    const answer = CreateTransactionResponseSchema.parse((await pay(ana, paymentBody(ana, 12, date, 'es-US'))).body);
    const [mail] = await receipts(ana.email);
    expect(mail!.subject).toBe('Su pago está programado: recibo y copia de su autorización');
    expect(mail!.body).toContain('Autorizó un débito único de $12.00');
    const text = pdfText((await getFile(ana.token, answer.authorization_file_id!)).bytes).replace(/\n/g, ' ');
    const facts = { amountCents: 1200, date, last4: last4(ana) };
    for (const line of [...oneTimeAuthorizationText(ACH_AUTHORIZATION_VERSION, 'es', facts)!, ...oneTimeAuthorizationText(ACH_AUTHORIZATION_VERSION, 'en', facts)!]) expect(text).toContain(line);
    for (const words of ['Copia de su autorización de débito', 'Texto en inglés (vinculante)', 'Préstamo', '¿Preguntas? Llámenos']) expect(text).toContain(words);
  });
});

describe('a scheduled payment cancelled', () => {
  it('stores one copy of the cancellation and e-mails one receipt; the same cancel again with its key replays', async () => {
    const ana = await persona('ana');
    const date = scheduledDay(ana);
    const paid = CreateTransactionResponseSchema.parse((await pay(ana, paymentBody(ana, 20, date))).body);
    const key = randomUUID();
    const cancel = () => sb.request('DELETE', `/api/transactions/${paid.id}`, { token: ana.token, headers: keyed(key) });
    const first = await cancel();
    expect(first.status).toBe(200);
    const again = await cancel();
    expect(again).toMatchObject({ status: 200, body: first.body });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const attributes = TransactionResponseSchema.parse(first.body).data.attributes;
    expect(attributes).toMatchObject({ status: 'cancelled', authorization_file_id: paid.authorization_file_id, cancellation_file_id: expect.any(Number) });
    expect((await copiesOf(ana.userId)).map((c) => c.kind).sort()).toEqual(['one_time', 'one_time_cancel']);
    const mail = await receipts(ana.email);
    expect(mail.map((m) => m.subject)).toContain('Your scheduled payment is cancelled');
    expect(mail).toHaveLength(2);
    const text = pdfText((await getFile(ana.token, attributes.cancellation_file_id!)).bytes);
    expect(text).toContain('Cancellation of your debit authorization');
    expect(text).toContain(ADDRESS);
    // Without a key (a client of the spec alone) a second cancel is refused, as before.
    expect((await sb.request('DELETE', `/api/transactions/${paid.id}`, { token: ana.token })).status).toBe(422);
  });
});

describe('autopay', () => {
  const change = (p: Persona, amount: number, language = 'en-US') => ({
    recurring_payment: { amount, amount_extra: 5, start_date: addDays(sb.clock.today(), 10), recurrable_type: 'BankAccount', recurrable_id: p.bank.id },
    authorization_version: AUTOPAY_AUTHORIZATION_VERSION,
    authorization_language: language,
  });

  it('a change stores one copy of the new authorization and one receipt (with the cancel-by), once per key', async () => {
    const ana = await persona('ana');
    const key = randomUUID();
    const put = () => sb.request('PUT', `/api/recurring_payments/${ana.autopay!.id}`, { token: ana.token, body: change(ana, 200), headers: keyed(key) });
    const first = await put();
    expect(first.status).toBe(200);
    const again = await put();
    expect(again).toMatchObject({ status: 200, body: first.body });
    const saved = RecurringPaymentResponseSchema.parse(first.body).data.attributes;
    expect(saved.authorization_file_id).toEqual(expect.any(Number));
    expect(await copiesOf(ana.userId)).toHaveLength(1);
    const [mail, ...more] = await receipts(ana.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Autopay is changed: receipt and copy of your authorization');
    expect(mail!.body).toContain('cancel before 2:00 AM Mountain Time on');
    const text = pdfText((await getFile(ana.token, saved.authorization_file_id!)).bytes).replace(/\n/g, ' ');
    for (const line of recurringAuthorizationText(AUTOPAY_AUTHORIZATION_VERSION, 'en', { totalCents: 20500, startDate: saved.start_date, last4: last4(ana) })!) expect(text).toContain(line);
  });

  it('a malformed Idempotency-Key is refused (400) before anything changes', async () => {
    const ana = await persona('ana');
    const res = await sb.request('DELETE', `/api/recurring_payments/${ana.autopay!.id}`, { token: ana.token, headers: { 'idempotency-key': 'short' } });
    expect(res.status).toBe(400);
    const [still] = await sb.database.db.select().from(recurringPayments).where(eq(recurringPayments.id, ana.autopay!.id));
    expect(still!.cancelledAt).toBeNull();
    expect(await copiesOf(ana.userId)).toHaveLength(0);
  });

  it('cancelling stores one copy and one receipt, once per key; set up again, in Spanish, another', async () => {
    const ana = await persona('ana');
    const key = randomUUID();
    const del = () => sb.request('DELETE', `/api/recurring_payments/${ana.autopay!.id}`, { token: ana.token, headers: keyed(key) });
    const first = await del();
    expect(first.status).toBe(200);
    expect(await del()).toMatchObject({ status: 200, body: first.body });
    const cancelled = RecurringPaymentResponseSchema.parse(first.body).data.attributes;
    expect(cancelled.cancellation_file_id).toEqual(expect.any(Number));
    expect((await receipts(ana.email)).map((m) => m.subject)).toEqual(['Autopay is cancelled']);

    await sb.database.db.update(users).set({ preferredLocale: 'es-US' }).where(eq(users.id, ana.userId));
    const setUp = await sb.request('POST', '/api/recurring_payments', {
      token: ana.token,
      body: { ...change(ana, 200, 'es-US'), recurring_payment: { ...change(ana, 200).recurring_payment, application_id: ana.appId, notes: '' } },
    });
    expect(setUp.status).toBe(201);
    const created = RecurringPaymentResponseSchema.parse(setUp.body).data.attributes;
    const text = pdfText((await getFile(ana.token, created.authorization_file_id!)).bytes).replace(/\n/g, ' ');
    expect(text).toContain('Pago automático activado');
    expect(text).toContain(recurringAuthorizationText(AUTOPAY_AUTHORIZATION_VERSION, 'es', { totalCents: 20500, startDate: created.start_date, last4: last4(ana) })![0]!);
    expect(text).toContain(recurringAuthorizationText(AUTOPAY_AUTHORIZATION_VERSION, 'en', { totalCents: 20500, startDate: created.start_date, last4: last4(ana) })![0]!);
    expect((await receipts(ana.email)).map((m) => m.subject)).toContain('El pago automático está activado: recibo y copia de su autorización');
  });
});

describe('on behalf of the customer', () => {
  it("staff setting up autopay: the copy says staff entered it and who, the receipt goes to the customer", async () => {
    const cara = await persona('cara');
    const staff = await sb.signIn('care@example.com');
    const res = await sb.request('POST', '/api/recurring_payments', {
      token: staff,
      body: {
        authorization_version: AUTOPAY_AUTHORIZATION_VERSION,
        recurring_payment: { application_id: cara.appId, amount: 200, amount_extra: 0, start_date: addDays(sb.clock.today(), 10), recurrable_type: 'BankAccount', recurrable_id: cara.bank.id, notes: 'By phone' },
      },
    });
    expect(res.status).toBe(201);
    const fileId = RecurringPaymentResponseSchema.parse(res.body).data.attributes.authorization_file_id!;
    const text = pdfText((await getFile(cara.token, fileId)).bytes).replace(/\n/g, ' ');
    expect(text).toContain("Entered by ExpressWay Finance staff on the customer's behalf.");
    expect(text).toContain('care@example.com');
    expect((await receipts(cara.email)).map((m) => m.subject)).toEqual(['Autopay is set up: receipt and copy of your authorization']);
    expect((await receipts('care@example.com')).filter((m) => m.subject?.startsWith('Autopay'))).toEqual([]);
  });
});

describe("a due-date move that moves autopay's day", () => {
  it("stores one copy of autopay's new authorization (its new day, as the page showed it) and one e-mail, the move's receipt carrying the authorization's, once per key", async () => {
    const ana = await persona('ana');
    const token = await sb.stepUp(ana.token);
    const due = ana.loan.currentDueDate!;
    // A day a few days after the due date that every month has (the move's rules allow up to 15).
    const k = [1, 2, 3, 4, 5].find((n) => Number(addDays(due, n).slice(8)) <= 28)!;
    const body = { day: Number(addDays(due, k).slice(8)), first_due_date: addDays(due, k), autopay: { authorization_version: AUTOPAY_AUTHORIZATION_VERSION, authorization_language: 'es-US' } };
    const key = randomUUID();
    const post = () => sb.request('POST', `/api/loan_accounts/${ana.appId}/due_date_move`, { token, body, headers: keyed(key) });
    const first = await post();
    expect(first.status).toBe(201);
    expect(await post()).toMatchObject({ status: 201, body: first.body });
    const { authorization_file_id: fileId, autopay_next_transaction_date: next } = first.body.data;
    expect(fileId).toEqual(expect.any(Number));
    const copies = await copiesOf(ana.userId);
    expect(copies.map((c) => [c.kind, c.language])).toEqual([['autopay_change', 'es-US']]);
    // One e-mail, not two: the move's receipt, in ana's language, with the authorization's receipt inside it.
    const sent = await receipts(ana.email);
    expect(sent.filter((m) => m.subject === 'Autopay is changed: receipt and copy of your authorization')).toHaveLength(0);
    const moved = sent.filter((m) => m.subject === 'Your due date has moved');
    expect(moved).toHaveLength(1);
    expect(moved[0]!.body).toContain(`Your autopay moved too, under the new authorization you accepted: its next debit is on ${formatDate(next)}.`);
    expect(moved[0]!.body).toContain('Accepted on ');
    expect(moved[0]!.body).toContain(`Your copy (PDF): `);
    expect(moved[0]!.body).toContain(`/files/${fileId}/url_proxy`);
    expect(moved[0]!.body).toContain('All your documents: ');
    expect(moved[0]!.body).toMatch(/To cancel autopay|can no longer be stopped/);
    const text = pdfText((await getFile(ana.token, fileId)).bytes).replace(/\n/g, ' ');
    const facts = { totalCents: ana.autopay!.amountCents + ana.autopay!.amountExtraCents, startDate: next, last4: last4(ana) };
    expect(text).toContain(recurringAuthorizationText(AUTOPAY_AUTHORIZATION_VERSION, 'es', facts)![0]!);
    expect(text).toContain(recurringAuthorizationText(AUTOPAY_AUTHORIZATION_VERSION, 'en', facts)![0]!);
  });
});

describe('the spec-only wire', () => {
  it('leaves the copy out of the answers; the copy and the receipt are still made', async () => {
    const spec = await startSandbox({ wire: 'spec' });
    try {
      // users/me's current_application_id is an extension too: the loan is read from the records.
      const ana = { ...(await signedInPersona(spec, 'ana')), appId: (await persona('ana')).appId };
      const [bank] = await spec.database.db.select().from(bankAccounts).where(eq(bankAccounts.userId, ana.userId));
      const res = await spec.request('POST', '/api/transactions', {
        token: ana.token,
        body: { application_id: ana.appId, terms_version: ACH_AUTHORIZATION_VERSION, transaction: { amount: 12, future_effective_at: spec.clock.today(), authorized: true, transactable_type: 'BankAccount', transactable_id: bank!.id, active: true } },
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(res.status).toBe(201);
      expect(res.body).not.toHaveProperty('authorization_file_id');
      expect(await spec.database.db.select().from(authorizationCopies).where(eq(authorizationCopies.ownerId, ana.userId))).toHaveLength(1);
    } finally {
      await spec.close();
    }
  });
});
