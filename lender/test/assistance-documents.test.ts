// Documents attached to a help request through the lender's API: an SCRA request's orders (its approval waits
// for them), each bad file refused by the `file` field with nothing stored (wrong type, empty, an executable
// renamed .pdf, the EICAR test file, a sixth document, a malformed multipart body), a request that is not open,
// another customer's request, staff, signed out; a retry keeping one copy; the files read by their owner and
// staff only.
import { count, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { AssistanceListResponseSchema, AssistanceResponseSchema, AssistanceUploadResponseSchema, ASSISTANCE_STAFF_MESSAGES } from '../../lib/contract/assistance';
import { UPLOAD_MESSAGES } from '../../lib/contract/limits';
import { addDays } from '../../lib/common/dates';
import { loanAccounts, uploads } from '../db/schema';
import { signedInPersona, startSandbox, type Sandbox } from './harness';
import { MALFORMED_BODIES, postFile, SAMPLES, type SampleFile } from './upload-helpers';

jest.setTimeout(60_000);

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());
beforeEach(() => sb.reset());

const filesPath = (id: number) => `/api/assistance_requests/${id}/files`;
const attach = (token: string | undefined, id: number, file: SampleFile, key?: string) => postFile(sb, filesPath(id), token, file, key);
const stored = async () => (await sb.database.db.select({ n: count() }).from(uploads))[0]!.n;
const pdf = (n = 0): SampleFile => ({ bytes: Buffer.concat([SAMPLES.pdf(), Buffer.from(`page ${n}`)]), name: `orders-${n}.pdf` });

/** ana's open SCRA request (service began 30 days ago) with her token. */
async function scraRequest() {
  const ana = await signedInPersona(sb, 'ana');
  const res = await sb.request('POST', `/api/loan_accounts/${ana.appId}/scra_requests`, {
    token: ana.token,
    body: { service_start: addDays(sb.clock.today(), -30), service_end: null, consent_to_contact: true },
  });
  expect(res.status).toBe(201);
  return { ana, id: AssistanceResponseSchema.parse(res.body).data!.id };
}

describe('an SCRA request’s orders', () => {
  it('are attached and listed; the cap is approved only once they are in', async () => {
    const { ana, id } = await scraRequest();
    const collector = await sb.signIn('collector@example.com');
    const aprBefore = (await sb.database.db.select().from(loanAccounts).where(eq(loanAccounts.applicationId, ana.appId)))[0]!.aprBasisPoints;

    const early = await sb.request('POST', `/api/assistance_requests/${id}/decision`, { token: collector, body: { decision: 'approve' } });
    expect(early).toMatchObject({ status: 422, body: { errors: { decision: [ASSISTANCE_STAFF_MESSAGES.ordersNeeded] } } });
    expect((await sb.database.db.select().from(loanAccounts).where(eq(loanAccounts.applicationId, ana.appId)))[0]!.aprBasisPoints).toBe(aprBefore);

    const sent = await attach(ana.token, id, { bytes: SAMPLES.pdf(), name: 'my orders (copy).pdf' });
    expect(sent.status).toBe(201);
    const { upload, request } = AssistanceUploadResponseSchema.parse(sent.body).data!;
    expect(upload).toMatchObject({ filename: 'my orders _copy_.pdf', type: 'pdf', scan: 'clean' });
    expect(request.documents).toEqual([upload]);
    const list = AssistanceListResponseSchema.parse((await sb.request('GET', `/api/loan_accounts/${ana.appId}/assistance_requests`, { token: ana.token })).body).data!;
    expect(list.requests[0]!.documents).toEqual([upload]);

    const approved = await sb.request('POST', `/api/assistance_requests/${id}/decision`, { token: collector, body: { decision: 'approve' } });
    expect(approved.status).toBe(200);
    expect(AssistanceResponseSchema.parse(approved.body).data!).toMatchObject({ state: 'accepted', documents: [upload] });

    // The orders open for ana and for staff; another customer gets a 404.
    expect((await sb.request('GET', `/api/uploads/${upload.id}`, { token: ana.token })).status).toBe(200);
    expect((await sb.request('GET', `/api/uploads/${upload.id}`, { token: collector })).status).toBe(200);
    const ben = await signedInPersona(sb, 'ben');
    expect((await sb.request('GET', `/api/uploads/${upload.id}`, { token: ben.token })).status).toBe(404);

    // Decided: the request takes no more documents.
    const late = await attach(ana.token, id, pdf(2));
    expect(late).toMatchObject({ status: 422, body: { errors: { file: [UPLOAD_MESSAGES.requestClosed] } } });
    expect(await stored()).toBe(1);
  });
});

describe('a document', () => {
  const refusals: [string, () => SampleFile, number, string][] = [
    ['a GIF', () => ({ bytes: SAMPLES.gif(), name: 'orders.gif', type: 'image/gif' }), 422, UPLOAD_MESSAGES.type],
    ['an empty file', () => ({ bytes: Buffer.alloc(0), name: 'empty.pdf' }), 422, UPLOAD_MESSAGES.empty],
    ['an executable renamed .pdf', () => ({ bytes: SAMPLES.exe(), name: 'orders.pdf' }), 422, UPLOAD_MESSAGES.type],
    ['the EICAR test file', () => ({ bytes: SAMPLES.eicar(), name: 'eicar.pdf' }), 422, UPLOAD_MESSAGES.infected],
  ];
  it.each(refusals)('refuses %s by the file field, nothing stored', async (_, file, status, message) => {
    const { ana, id } = await scraRequest();
    const res = await attach(ana.token, id, file());
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ message, errors: { file: [message] } });
    expect(await stored()).toBe(0);
  });

  it('refuses a sixth document, keeping five', async () => {
    const { ana, id } = await scraRequest();
    for (let i = 0; i < 5; i++) expect((await attach(ana.token, id, pdf(i))).status).toBe(201);
    const sixth = await attach(ana.token, id, { bytes: SAMPLES.png(), name: 'sixth.png' });
    expect(sixth).toMatchObject({ status: 422, body: { errors: { file: [UPLOAD_MESSAGES.requestFull] } } });
    expect(await stored()).toBe(5);
  });

  it('refuses another customer’s request (404), signed out (401), staff (403), a withdrawn request and one that does not exist', async () => {
    const { ana, id } = await scraRequest();
    const ben = await signedInPersona(sb, 'ben');
    const care = await sb.signIn('care@example.com');
    expect((await attach(ben.token, id, pdf())).status).toBe(404);
    expect((await attach(undefined, id, pdf())).status).toBe(401);
    expect(await attach(care, id, pdf())).toMatchObject({ status: 403, body: { message: UPLOAD_MESSAGES.onlyCustomer } });
    expect((await attach(ana.token, 999_999, pdf())).status).toBe(404);
    expect((await sb.request('POST', `/api/assistance_requests/${id}/reply`, { token: ana.token, body: { reply: 'withdraw' } })).status).toBe(200);
    expect(await attach(ana.token, id, pdf())).toMatchObject({ status: 422, body: { errors: { file: [UPLOAD_MESSAGES.requestClosed] } } });
    expect(await stored()).toBe(0);
  });

  it.each(MALFORMED_BODIES)('refuses a malformed body (%s): 422, nothing stored', async (_, contentType, body) => {
    const { ana, id } = await scraRequest();
    const res = await sb.request('POST', filesPath(id), { token: ana.token, raw: body, headers: { 'content-type': contentType } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ file: [UPLOAD_MESSAGES.unreadable] });
    expect(await stored()).toBe(0);
  });

  it('sent again with the same key after the answer was lost is kept once; the same file again answers the one kept', async () => {
    const { ana, id } = await scraRequest();
    await sb.request('POST', '/sandbox/faults', { body: { method: 'POST', path: filesPath(id), after: true, status: 503 } });
    const key = randomUUID();
    expect((await attach(ana.token, id, pdf(), key)).status).toBe(503);
    const retry = await attach(ana.token, id, pdf(), key);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    const again = await attach(ana.token, id, pdf());
    expect(again.status).toBe(200);
    expect(again.body.data.upload.id).toBe(retry.body.data.upload.id);
    expect(await stored()).toBe(1);
  });
});
