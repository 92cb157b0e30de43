// The application's to-do list and its uploads through the lender's API: each bad file refused by the `file`
// field with nothing stored (wrong type, over 10 MB, empty, an executable renamed .pdf, the EICAR test file, a
// sixth file, another customer's application, signed out, a malformed multipart body), a retry with the same
// Idempotency-Key (or the same file again) keeping one copy, and staff review: a refusal e-mailed with its
// reason, an acceptance that moves the application on to its agreement.
import { count, desc, eq } from 'drizzle-orm';
import { ChecklistResponseSchema, ReviewResponseSchema, UploadResponseSchema } from '../../lib/contract/uploads';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '../../lib/contract/limits';
import { applications, outbox, uploads } from '../db/schema';
import { startSandbox, signedInPersona, type Sandbox } from './harness';
import { MALFORMED_BODIES, postFile, SAMPLES, type SampleFile } from './upload-helpers';

jest.setTimeout(60_000);

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());
beforeEach(() => sb.reset());

const checklistPath = (appId: number) => `/api/applications/${appId}/checklist`;

const upload = (token: string | undefined, appId: number, file: SampleFile, options: { item?: string; key?: string } = {}) =>
  postFile(sb, `${checklistPath(appId)}/${options.item ?? 'repair_order'}/files`, token, file, options.key);

const stored = async () => (await sb.database.db.select({ n: count() }).from(uploads))[0]!.n;
const checklist = async (token: string, appId: number) => ChecklistResponseSchema.parse((await sb.request('GET', checklistPath(appId), { token })).body).data!;
const review = (token: string, appId: number, body: unknown, item = 'repair_order') => sb.request('POST', `${checklistPath(appId)}/${item}/review`, { token, body });

describe('the to-do list', () => {
  it('asks uma for her repair order, nothing sent yet', async () => {
    const uma = await signedInPersona(sb, 'uma');
    expect(await checklist(uma.token, uma.appId)).toEqual({
      application_id: uma.appId,
      status_cache_status: 'waiting_for_ro_upload',
      can_review: false,
      items: [{ key: 'repair_order', state: 'needed', refusal_reason: null, files: [], files_left: 5 }],
    });
  });

  it('is empty for an application that waits on no document, and another customer’s is a 404', async () => {
    const ana = await signedInPersona(sb, 'ana');
    expect((await checklist(ana.token, ana.appId)).items).toEqual([]);
    const uma = await signedInPersona(sb, 'uma');
    expect((await sb.request('GET', checklistPath(uma.appId), { token: ana.token })).status).toBe(404);
  });
});

describe('an upload', () => {
  it.each([
    ['pdf', 'repair-order.pdf'],
    ['png', 'photo.png'],
    ['jpeg', 'photo.jpg'],
    ['heic', 'IMG_0001.HEIC'],
  ] as const)('keeps a %s by its bytes, with its size, sha-256 and scan, and the item is received', async (kind, name) => {
    const uma = await signedInPersona(sb, 'uma');
    const bytes = SAMPLES[kind]();
    const res = await upload(uma.token, uma.appId, { bytes, name, type: 'application/octet-stream' });
    expect(res.status).toBe(201);
    const { upload: kept, checklist: list } = UploadResponseSchema.parse(res.body).data!;
    expect(kept).toMatchObject({ filename: name, type: kind, size: bytes.length, scan: 'clean' });
    expect(kept.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(list.items[0]).toMatchObject({ state: 'received', files_left: 4 });
    const file = await sb.app.request(`/api/uploads/${kept.id}`, { headers: { authorization: `Bearer ${uma.token}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(bytes);
  });

  it('keeps a file of exactly 10 MB', async () => {
    const uma = await signedInPersona(sb, 'uma');
    const bytes = Buffer.concat([SAMPLES.pdf(), Buffer.alloc(UPLOAD_MAX_BYTES - SAMPLES.pdf().length, 7)]);
    const res = await upload(uma.token, uma.appId, { bytes, name: 'ten.pdf' });
    expect(res.body.message ?? '').toBe('');
    expect(res.status).toBe(201);
    expect(res.body.data.upload.size).toBe(UPLOAD_MAX_BYTES);
  });

  const refusals: [string, () => { bytes: Buffer; name: string; type?: string }, number, string][] = [
    ['a wrong type (a GIF)', () => ({ bytes: SAMPLES.gif(), name: 'photo.png', type: 'image/png' }), 422, UPLOAD_MESSAGES.type],
    ['a file over 10 MB', () => ({ bytes: Buffer.concat([SAMPLES.pdf(), Buffer.alloc(UPLOAD_MAX_BYTES)]), name: 'big.pdf' }), 413, UPLOAD_MESSAGES.tooLarge],
    ['an empty file', () => ({ bytes: Buffer.alloc(0), name: 'empty.pdf' }), 422, UPLOAD_MESSAGES.empty],
    ['an executable renamed .pdf', () => ({ bytes: SAMPLES.exe(), name: 'repair-order.pdf', type: 'application/pdf' }), 422, UPLOAD_MESSAGES.type],
    ['the EICAR test file', () => ({ bytes: SAMPLES.eicar(), name: 'eicar.pdf' }), 422, UPLOAD_MESSAGES.infected],
  ];
  it.each(refusals)('refuses %s by the file field, nothing stored', async (_, file, status, message) => {
    const uma = await signedInPersona(sb, 'uma');
    const res = await upload(uma.token, uma.appId, file());
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ message, errors: { file: [message] } });
    expect(await stored()).toBe(0);
    expect((await checklist(uma.token, uma.appId)).items[0]!.state).toBe('needed');
  });

  it('refuses a sixth file for the item', async () => {
    const uma = await signedInPersona(sb, 'uma');
    for (let i = 0; i < 5; i++) {
      expect((await upload(uma.token, uma.appId, { bytes: Buffer.concat([SAMPLES.pdf(), Buffer.from(`${i}`)]), name: `page-${i}.pdf` })).status).toBe(201);
    }
    const sixth = await upload(uma.token, uma.appId, { bytes: SAMPLES.png(), name: 'sixth.png' });
    expect(sixth.status).toBe(422);
    expect(sixth.body.errors).toEqual({ file: [UPLOAD_MESSAGES.tooMany] });
    expect(await stored()).toBe(5);
    expect((await checklist(uma.token, uma.appId)).items[0]!.files_left).toBe(0);
  });

  it('refuses another customer’s application (404), signed out (401), staff (403), an item not asked for and an unknown one', async () => {
    const uma = await signedInPersona(sb, 'uma');
    const ana = await signedInPersona(sb, 'ana');
    const care = await sb.signIn('care@example.com');
    const pdf = { bytes: SAMPLES.pdf(), name: 'ro.pdf' };
    expect((await upload(ana.token, uma.appId, pdf)).status).toBe(404);
    expect((await upload(undefined, uma.appId, pdf)).status).toBe(401);
    const staff = await upload(care, uma.appId, pdf);
    expect(staff).toMatchObject({ status: 403, body: { message: UPLOAD_MESSAGES.onlyCustomer } });
    const notAsked = await upload(uma.token, uma.appId, pdf, { item: 'photo_id' });
    expect(notAsked).toMatchObject({ status: 422, body: { errors: { file: [UPLOAD_MESSAGES.notNeeded] } } });
    expect((await upload(uma.token, uma.appId, pdf, { item: 'passport' })).status).toBe(404);
    expect((await upload(ana.token, ana.appId, pdf)).status).toBe(422);
    expect(await stored()).toBe(0);
  });

  it.each(MALFORMED_BODIES)('refuses a malformed body (%s): 422, nothing stored', async (_, contentType, body) => {
    const uma = await signedInPersona(sb, 'uma');
    const res = await sb.request('POST', `${checklistPath(uma.appId)}/repair_order/files`, { token: uma.token, raw: body, headers: { 'content-type': contentType } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ file: [UPLOAD_MESSAGES.unreadable] });
    expect(await stored()).toBe(0);
  });

  it('refuses a declared length over the limit before reading it', async () => {
    const uma = await signedInPersona(sb, 'uma');
    const res = await sb.request('POST', `${checklistPath(uma.appId)}/repair_order/files`, {
      token: uma.token,
      raw: 'x',
      headers: { 'content-type': 'multipart/form-data; boundary=XYZ', 'content-length': String(UPLOAD_MAX_BYTES * 2) },
    });
    expect(res.status).toBe(413);
    expect(await stored()).toBe(0);
  });
});

describe('a retry', () => {
  it('with the same Idempotency-Key after the answer was lost keeps one copy and answers it again', async () => {
    const uma = await signedInPersona(sb, 'uma');
    const path = `${checklistPath(uma.appId)}/repair_order/files`;
    await sb.request('POST', '/sandbox/faults', { body: { method: 'POST', path, after: true, status: 503 } });
    const file = { bytes: SAMPLES.pdf(), name: 'ro.pdf' };
    expect((await upload(uma.token, uma.appId, file, { key: 'upload-key-0001' })).status).toBe(503);
    expect(await stored()).toBe(1);
    const retry = await upload(uma.token, uma.appId, file, { key: 'upload-key-0001' });
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await stored()).toBe(1);
  });

  it('of the same file without a key answers the file already kept (200)', async () => {
    const uma = await signedInPersona(sb, 'uma');
    const file = { bytes: SAMPLES.pdf(), name: 'ro.pdf' };
    const first = await upload(uma.token, uma.appId, file);
    const second = await upload(uma.token, uma.appId, file);
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.body.data.upload.id).toBe(first.body.data.upload.id);
    expect(await stored()).toBe(1);
  });

  it('with the key of another file is refused', async () => {
    const uma = await signedInPersona(sb, 'uma');
    await upload(uma.token, uma.appId, { bytes: SAMPLES.pdf(), name: 'ro.pdf' }, { key: 'upload-key-0002' });
    const other = await upload(uma.token, uma.appId, { bytes: SAMPLES.png(), name: 'ro.png' }, { key: 'upload-key-0002' });
    expect(other.status).toBe(422);
    expect(await stored()).toBe(1);
  });
});

describe('staff review', () => {
  const lastMail = async (to: string) => (await sb.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(1))[0];

  it('refuses with the reason (e-mailed in Spanish to a Spanish customer), takes a new round, and an acceptance moves the application to its agreement', async () => {
    const uma = await signedInPersona(sb, 'uma');
    await sb.request('POST', '/api/users/preferences', { token: uma.token, body: { id: uma.userId, preferred_locale: 'es-US' } });
    const care = await sb.signIn('care@example.com');
    await upload(uma.token, uma.appId, { bytes: SAMPLES.png(), name: 'blurry.png' });
    expect((await checklist(care, uma.appId)).can_review).toBe(true);

    expect((await review(care, uma.appId, { decision: 'refuse' })).body.errors).toEqual({ reason: [UPLOAD_MESSAGES.reasonRequired] });
    const refused = await review(care, uma.appId, { decision: 'refuse', reason: 'The photo is blurry.' });
    expect(refused.status).toBe(200);
    expect(ReviewResponseSchema.parse(refused.body).data!.items[0]).toMatchObject({ state: 'refused', refusal_reason: 'The photo is blurry.', files_left: 5 });
    const mail = await lastMail('uma@example.com');
    expect(mail?.body).toContain('The photo is blurry.');
    expect(mail?.subject).toMatch(/^Necesitamos otro documento/);
    // Nothing new to accept yet.
    expect((await review(care, uma.appId, { decision: 'accept' })).status).toBe(422);

    await upload(uma.token, uma.appId, { bytes: SAMPLES.pdf(), name: 'repair-order.pdf' });
    const again = await checklist(uma.token, uma.appId);
    expect(again.items[0]).toMatchObject({ state: 'received', refusal_reason: null, files_left: 4 });
    expect(again.items[0]!.files.map((f) => f.filename)).toEqual(['repair-order.pdf']);

    const accepted = ReviewResponseSchema.parse((await review(care, uma.appId, { decision: 'accept' })).body).data!;
    expect(accepted).toMatchObject({ status_cache_status: 'waiting_agreement_signature', items: [] });
    const [app] = await sb.database.db.select().from(applications).where(eq(applications.id, uma.appId));
    expect(app).toMatchObject({ statusCacheStatus: 'waiting_agreement_signature', originalNoteAmountCents: 185_000 });
    expect(app!.finalContractId).not.toBeNull();
    expect((await lastMail('uma@example.com'))?.subject).toMatch(/^Recibimos todo/);
    // The agreement can be signed now.
    const signed = await sb.request('POST', `/api/applications/${uma.appId}/sign`, { token: uma.token, body: { agree: true } });
    expect(signed.status).toBe(200);
  });

  it('is refused to a customer, to staff without a reviewing role, and for another customer’s upload', async () => {
    const uma = await signedInPersona(sb, 'uma');
    const ana = await signedInPersona(sb, 'ana');
    const { body } = await upload(uma.token, uma.appId, { bytes: SAMPLES.pdf(), name: 'ro.pdf' });
    expect((await review(uma.token, uma.appId, { decision: 'accept' })).body.message).toBe(UPLOAD_MESSAGES.reviewerOnly);
    const staffer = await sb.signIn('staffer@example.com');
    expect((await review(staffer, uma.appId, { decision: 'accept' })).status).toBe(403);
    expect((await checklist(staffer, uma.appId)).can_review).toBe(false);
    const collector = await sb.signIn('collector@example.com');
    expect((await review(collector, uma.appId, { decision: 'accept' })).status).toBe(200);
    const file = await sb.app.request(`/api/uploads/${body.data.upload.id}`, { headers: { authorization: `Bearer ${ana.token}` } });
    expect(file.status).toBe(404);
    const staffOpen = await sb.app.request(`/api/uploads/${body.data.upload.id}`, { headers: { authorization: `Bearer ${staffer}` } });
    expect(staffOpen.status).toBe(200);
  });
});
