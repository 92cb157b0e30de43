// The loan area's lender API: loan accounts, signing, and the documents behind /files/{id}/url_proxy,
// each scoped to its owner (another customer's record is 404, never its data).
import { ApplicationResponseSchema } from '../../lib/contract/applications';
import { LoanAccountResponseSchema } from '../../lib/contract/loan-accounts';
import { ALREADY_SIGNED_MESSAGE, NOT_READY_TO_SIGN_MESSAGE, SIGN_CONSENT_MESSAGE } from '../../lib/contract/signing';
import { UserResponseSchema } from '../../lib/contract/users';
import { addDays } from '../../lib/common/dates';
import { startSandbox, type Sandbox } from './harness';
import { pdfText } from './pdf-text';

// Starting and re-seeding the sandbox takes seconds on a busy machine.
jest.setTimeout(60_000);

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

const persona = async (name: string) => {
  const token = await sb.signIn(`${name}@example.com`);
  const res = await sb.request('GET', '/api/users/me', { token });
  const user = UserResponseSchema.parse(res.body).data;
  return { token, user, appId: user.attributes.current_application_id! };
};

const application = async (token: string, id: number) =>
  ApplicationResponseSchema.parse((await sb.request('GET', `/api/applications/${id}`, { token })).body).data;

/** A file as bytes (the harness's request reads text, which would mangle a PDF). */
const getFile = async (token: string, id: number) => {
  const res = await sb.app.request(`/api/files/${id}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
};

describe('GET /api/loan_accounts/{applicationId}', () => {
  it("answers ana's loan account with its figures, matching the contract", async () => {
    const ana = await persona('ana');
    const res = await sb.request('GET', `/api/loan_accounts/${ana.appId}`, { token: ana.token });
    expect(res.status).toBe(200);
    const account = LoanAccountResponseSchema.parse(res.body).data.attributes;
    expect(account).toMatchObject({
      payoff_balance: 2431.18,
      monthly_payment: 187.5,
      current_balance_due: 187.5,
      past_due: false,
      open: true,
      'open?': true,
      sold_off: false,
      debt_buyer: null,
    });
    // Seeded due 20 days from the lender's today.
    expect(account.current_due_date).toBe(addDays(sb.clock.today(), 20));
  });

  it('shows ben past due, dan sold off with the buyer, fay closed', async () => {
    const ben = await persona('ben');
    const benAccount = LoanAccountResponseSchema.parse((await sb.request('GET', `/api/loan_accounts/${ben.appId}`, { token: ben.token })).body).data.attributes;
    expect(benAccount).toMatchObject({ past_due: true, 'not_current?': true, past_due_balance: 156, days_past_due: 12 });

    const dan = await persona('dan');
    const danAccount = LoanAccountResponseSchema.parse((await sb.request('GET', `/api/loan_accounts/${dan.appId}`, { token: dan.token })).body).data.attributes;
    expect(danAccount.sold_off).toBe(true);
    expect(danAccount.sold_off_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(danAccount.debt_buyer).toEqual({ name: 'Crestline Recovery Partners', phone: '8005550142', address: 'PO Box 4410, Scottsdale, AZ 85261' });

    const fay = await persona('fay');
    const fayAccount = LoanAccountResponseSchema.parse((await sb.request('GET', `/api/loan_accounts/${fay.appId}`, { token: fay.token })).body).data.attributes;
    expect(fayAccount).toMatchObject({ open: false, closed: true, payoff_balance: 0 });
  });

  it("answers 404 for another customer's loan account and 200 for staff", async () => {
    const ana = await persona('ana');
    const ben = await persona('ben');
    const foreign = await sb.request('GET', `/api/loan_accounts/${ben.appId}`, { token: ana.token });
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain('2012.45');
    const care = await sb.signIn('care@example.com');
    expect((await sb.request('GET', `/api/loan_accounts/${ben.appId}`, { token: care })).status).toBe(200);
  });

  it('answers 404 when the application has no loan account (jon) or does not exist', async () => {
    const jon = await persona('jon');
    expect((await sb.request('GET', `/api/loan_accounts/${jon.appId}`, { token: jon.token })).status).toBe(404);
    for (const id of ['999999', '0', 'abc', '1e3']) {
      const res = await sb.request('GET', `/api/loan_accounts/${id}`, { token: jon.token });
      expect(res.status).toBe(404);
      expect(typeof res.body.message).toBe('string');
    }
  });

  it('needs a bearer token', async () => {
    const ana = await persona('ana');
    expect((await sb.request('GET', `/api/loan_accounts/${ana.appId}`)).status).toBe(401);
  });
});

describe('POST /api/applications/{id}/sign', () => {
  afterAll(() => sb.reset());

  it('refuses a body without the agreement, with the field error', async () => {
    const jon = await persona('jon');
    for (const body of [{}, { agree: false }, { agree: 'yes' }]) {
      const res = await sb.request('POST', `/api/applications/${jon.appId}/sign`, { token: jon.token, body });
      expect(res.status).toBe(422);
      expect(res.body.errors.agree).toEqual([SIGN_CONSENT_MESSAGE]);
    }
    const bad = await sb.request('POST', `/api/applications/${jon.appId}/sign`, { token: jon.token, raw: '{not json', headers: { 'content-type': 'application/json' } });
    expect(bad.status).toBe(422);
    expect((await application(jon.token, jon.appId)).attributes.signed).toBe(false);
  });

  it("answers 404 for another customer's application and for one that does not exist", async () => {
    const jon = await persona('jon');
    const ana = await persona('ana');
    const res = await sb.request('POST', `/api/applications/${jon.appId}/sign`, { token: ana.token, body: { agree: true } });
    expect(res.status).toBe(404);
    expect((await sb.request('POST', '/api/applications/999999/sign', { token: ana.token, body: { agree: true } })).status).toBe(404);
    expect((await application(jon.token, jon.appId)).attributes.signed).toBe(false);
  });

  it('refuses staff: a signature is the customer’s own', async () => {
    const jon = await persona('jon');
    const care = await sb.signIn('care@example.com');
    const res = await sb.request('POST', `/api/applications/${jon.appId}/sign`, { token: care, body: { agree: true } });
    expect(res.status).toBe(403);
    expect((await application(jon.token, jon.appId)).attributes.signed).toBe(false);
  });

  it('refuses an application that is not waiting for a signature, with 422', async () => {
    const gus = await persona('gus');
    const res = await sb.request('POST', `/api/applications/${gus.appId}/sign`, { token: gus.token, body: { agree: true } });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(NOT_READY_TO_SIGN_MESSAGE);
    const ana = await persona('ana');
    const signedAlready = await sb.request('POST', `/api/applications/${ana.appId}/sign`, { token: ana.token, body: { agree: true } });
    expect(signedAlready.status).toBe(422);
    expect(signedAlready.body.message).toBe(ALREADY_SIGNED_MESSAGE);
  });

  it('signs jon’s loan once: signed, signed_at, doc_signed; a second signature is refused', async () => {
    const jon = await persona('jon');
    const before = Date.now();
    const res = await sb.request('POST', `/api/applications/${jon.appId}/sign`, { token: jon.token, body: { agree: true } });
    expect(res.status).toBe(200);
    const signed = ApplicationResponseSchema.parse(res.body).data.attributes;
    expect(signed).toMatchObject({ signed: true, status_cache_status: 'doc_signed', final_status: 0 });
    expect(signed.final_loan?.data.attributes.signed_document.signed).toBe(true);
    expect(new Date(signed.signed_at!).getTime()).toBeGreaterThanOrEqual(before - 1000);
    // The record itself changed, not only the answer.
    expect((await application(jon.token, jon.appId)).attributes).toMatchObject({ signed: true, status_cache_status: 'doc_signed' });
    // The service-center warning of My Loans no longer applies (final status doc_signed).
    const me = UserResponseSchema.parse((await sb.request('GET', '/api/users/me', { token: jon.token })).body).data;
    expect(me.attributes.installment_applications[0]!.final_status).toBe(0);

    const again = await sb.request('POST', `/api/applications/${jon.appId}/sign`, { token: jon.token, body: { agree: true } });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(ALREADY_SIGNED_MESSAGE);
  });

  it('records one signature when two arrive at once', async () => {
    await sb.reset();
    const jon = await persona('jon');
    const results = await Promise.all(
      [1, 2, 3].map(() => sb.request('POST', `/api/applications/${jon.appId}/sign`, { token: jon.token, body: { agree: true } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 422, 422]);
  });
});

describe('GET /api/files/{id}: loan agreements and payoff letters', () => {
  it("serves ana's loan agreement as a PDF with the parties, amount and schedule", async () => {
    const ana = await persona('ana');
    const app = await application(ana.token, ana.appId);
    const file = await getFile(ana.token, app.attributes.final_contract_id!);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(file.bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = pdfText(file.bytes);
    for (const expected of ['Loan Agreement', 'ExpressWay Finance', 'Ana Alvarez', 'Main Street Auto Care', '$3,500.00', '$187.50', '24', 'Signed electronically by Ana Alvarez']) {
      expect(text).toContain(expected);
    }
  });

  it("serves jon's unsigned agreement, then the signed one", async () => {
    await sb.reset();
    const jon = await persona('jon');
    const contract = (await application(jon.token, jon.appId)).attributes.final_contract_id!;
    const before = pdfText((await getFile(jon.token, contract)).bytes);
    expect(before).toContain('Jon Jensen');
    expect(before).toContain('$2,400.00');
    expect(before).toContain('Not yet signed');
    await sb.request('POST', `/api/applications/${jon.appId}/sign`, { token: jon.token, body: { agree: true } });
    expect(pdfText((await getFile(jon.token, contract)).bytes)).toContain('Signed electronically by Jon Jensen');
    await sb.reset();
  });

  it('serves a payoff letter with the payoff amount and its good-through date', async () => {
    const ana = await persona('ana');
    const app = await application(ana.token, ana.appId);
    const text = pdfText((await getFile(ana.token, app.attributes.payoff_letter!.id)).bytes);
    expect(text).toContain('Payoff Letter');
    expect(text).toContain('$2,431.18');
    expect(text).toContain('Good through');
    expect(text).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    expect(text).toContain('100002'); // ana's account number
  });

  it('tells the sold-off and paid-off stories in their payoff letters', async () => {
    const dan = await persona('dan');
    const danLetter = pdfText((await getFile(dan.token, (await application(dan.token, dan.appId)).attributes.payoff_letter!.id)).bytes);
    expect(danLetter.replace(/\s+/g, ' ')).toContain('Crestline Recovery Partners at (800) 555-0142');
    expect(danLetter).not.toContain('Good through');
    const fay = await persona('fay');
    const fayLetter = pdfText((await getFile(fay.token, (await application(fay.token, fay.appId)).attributes.payoff_letter!.id)).bytes);
    expect(fayLetter).toContain('paid in full');
  });

  it("answers 404 for another customer's file, and serves it to staff", async () => {
    const ana = await persona('ana');
    const ben = await persona('ben');
    const benContract = (await application(ben.token, ben.appId)).attributes.final_contract_id!;
    const foreign = await getFile(ana.token, benContract);
    expect(foreign.status).toBe(404);
    expect(Buffer.from(foreign.bytes).toString()).not.toContain('%PDF');
    const care = await sb.signIn('care@example.com');
    expect((await getFile(care, benContract)).status).toBe(200);
  });

  it.each(['999999', '0', 'abc'])('answers 404 for the file id %s', async (id) => {
    const ana = await persona('ana');
    const res = await sb.request('GET', `/api/files/${id}`, { token: ana.token });
    expect(res.status).toBe(404);
  });
});

describe('sandbox test tools', () => {
  afterEach(() => sb.request('DELETE', '/sandbox/faults'));

  it('injects a one-time failure on an exact path, then answers normally', async () => {
    const ana = await persona('ana');
    const path = `/api/loan_accounts/${ana.appId}`;
    expect((await sb.request('POST', '/sandbox/faults', { body: { path, status: 503 } })).status).toBe(201);
    expect((await sb.request('GET', path, { token: ana.token })).status).toBe(503);
    expect((await sb.request('GET', path, { token: ana.token })).status).toBe(200);
  });

  it('refuses a fault outside the API', async () => {
    expect((await sb.request('POST', '/sandbox/faults', { body: { path: '/sandbox/reset', status: 500 } })).status).toBe(422);
  });

  it('copies a purchase as a new pending one with its own guid; refuses an unknown guid', async () => {
    const kim = await sb.signIn('kim@example.com');
    const seeded = '22222222-2222-4222-8222-222222222222'; // already approved
    const res = await sb.request('POST', '/sandbox/purchases', { body: { copy_of: seeded } });
    expect(res.status).toBe(201);
    const guid = (res.body as { guid: string }).guid;
    expect(guid).not.toBe(seeded);
    const copy = (await sb.request('GET', `/api/purchases/${guid}`, { token: kim })).body.data;
    const original = (await sb.request('GET', `/api/purchases/${seeded}`, { token: kim })).body.data;
    expect(copy).toMatchObject({ approved_at: null, rejected_at: null, actual_amount: original.actual_amount, term: original.term });
    expect((await sb.request('POST', '/sandbox/purchases', { body: { copy_of: '99999999-9999-4999-8999-999999999999' } })).status).toBe(404);
    expect((await sb.request('POST', '/sandbox/purchases', { body: { copy_of: 'nope' } })).status).toBe(422);
    await sb.reset();
  });

  it('puts an application in a signing state', async () => {
    const jon = await persona('jon');
    const at = new Date(Date.now() - 3 * 86400_000).toISOString();
    const res = await sb.request('POST', `/sandbox/applications/${jon.appId}/state`, { body: { signed: true, signed_at: at, status_cache_status: 'doc_signed', final_status: 0 } });
    expect(res.status).toBe(200);
    expect((await application(jon.token, jon.appId)).attributes).toMatchObject({ signed: true, status_cache_status: 'doc_signed' });
    await sb.reset();
  });
});
