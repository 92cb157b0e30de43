// Consent to electronic delivery (E-SIGN): rae has none on record and is asked; the disclosure's PDF carries
// her code in her language; a wrong code is refused at its field, the right one recorded with the version,
// time, address, e-mail, language and how; a retried post records nothing more; withdrawing needs a
// step-up; staff read the history and cannot act; every seeded customer but rae has consent on record.
import { eq } from 'drizzle-orm';
import { DocumentsResponseSchema } from '../../lib/contract/documents';
import { EsignConsentResponseSchema } from '../../lib/contract/esign';
import { esignConsents } from '../db/schema';
import { disclosureCode, ESIGN_DISCLOSURE_VERSION } from '../domain/esign';
import { pdfText } from './pdf-text';
import { fromAddress, signedInPersona, startSandbox, type Sandbox } from './harness';

jest.setTimeout(60_000);

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());
beforeEach(() => sb.reset());

const consentOf = async (token: string, userId: number) => {
  const res = await sb.request('GET', `/api/users/${userId}/esign_consent`, { token });
  return { status: res.status, data: res.status === 200 ? EsignConsentResponseSchema.parse(res.body).data! : null };
};
const decide = (token: string, userId: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  sb.request('POST', `/api/users/${userId}/esign_consent`, { token, body: { disclosure_version: ESIGN_DISCLOSURE_VERSION, language: 'en-US', ...body }, headers });
const disclosure = async (token: string, userId: number) => {
  const res = await sb.app.request(`/api/users/${userId}/esign_consent/disclosure`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, text: res.status === 200 ? pdfText(new Uint8Array(await res.arrayBuffer())).replace(/\s+/g, ' ') : '' };
};
const fromPortal = fromAddress('203.0.113.40');

describe('consent to electronic delivery', () => {
  it('every seeded customer but rae has consent on record; rae is asked', async () => {
    for (const persona of ['ana', 'ben', 'gus', 'kim', 'pia']) {
      const p = await signedInPersona(sb, persona);
      expect((await consentOf(p.token, p.userId)).data).toMatchObject({ state: 'consented', needs_consent: false });
    }
    const rae = await signedInPersona(sb, 'rae');
    expect((await consentOf(rae.token, rae.userId)).data).toMatchObject({ state: 'none', needs_consent: true, history: [] });
  });

  it("the disclosure's PDF says what 7001(c)(1) asks and carries rae's code, in English or Spanish", async () => {
    const rae = await signedInPersona(sb, 'rae');
    const code = disclosureCode(rae.userId, ESIGN_DISCLOSURE_VERSION);
    const english = await disclosure(rae.token, rae.userId);
    expect(english.status).toBe(200);
    for (const words of ['Electronic delivery disclosure', 'Paper copies', 'at no charge', 'Withdrawing your consent', 'Keeping your e-mail current', 'What you need', code]) expect(english.text).toContain(words);
    await sb.request('POST', '/api/users/preferences', { token: rae.token, body: { id: rae.userId, preferred_locale: 'es-US' } });
    const spanish = await disclosure(rae.token, rae.userId);
    for (const words of ['Divulgación sobre la entrega electrónica', 'Copias en papel', 'Su código', code]) expect(spanish.text).toContain(words);
  });

  it('a wrong code is refused at its field; the right one is recorded with the version, time, address, e-mail, language and how', async () => {
    const rae = await signedInPersona(sb, 'rae');
    const wrong = await decide(rae.token, rae.userId, { decision: 'consent', code: 'AAAAAA' }, fromPortal);
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors)).toEqual(['code']);
    const code = disclosureCode(rae.userId, ESIGN_DISCLOSURE_VERSION);
    const right = await decide(rae.token, rae.userId, { decision: 'consent', code: code.toLowerCase(), language: 'es-US' }, fromPortal);
    expect(right.status).toBe(201);
    const data = EsignConsentResponseSchema.parse(right.body).data!;
    expect(data).toMatchObject({ state: 'consented', needs_consent: false });
    expect(data.history).toEqual([
      { action: 'consented', disclosure_version: ESIGN_DISCLOSURE_VERSION, at: expect.any(String), address: '203.0.113.40', email: 'rae@example.com', language: 'es-US', method: 'portal_code' },
    ]);
    // Retried: the same answer, no second record.
    expect((await decide(rae.token, rae.userId, { decision: 'consent', code }, fromPortal)).status).toBe(200);
    expect(await sb.database.db.select().from(esignConsents).where(eq(esignConsents.userId, rae.userId))).toHaveLength(1);
    // The disclosure she consented to is one of her documents (once), and opens with her code in it.
    const listed = DocumentsResponseSchema.parse((await sb.request('GET', `/api/users/${rae.userId}/documents?kind=esign_disclosure`, { token: rae.token })).body).data!;
    expect(listed.documents).toHaveLength(1);
    const file = await sb.app.request(`/api/files/${listed.documents[0]!.id}`, { headers: { authorization: `Bearer ${rae.token}` } });
    expect(pdfText(new Uint8Array(await file.arrayBuffer()))).toContain(code);
  });

  it('declining is recorded and not asked again; an old version is refused', async () => {
    const rae = await signedInPersona(sb, 'rae');
    expect((await decide(rae.token, rae.userId, { decision: 'consent', disclosure_version: '1999-01', code: 'AAAAAA' })).status).toBe(422);
    const declined = await decide(rae.token, rae.userId, { decision: 'decline' });
    expect(declined.status).toBe(201);
    expect(EsignConsentResponseSchema.parse(declined.body).data).toMatchObject({ state: 'declined', needs_consent: false });
  });

  it('withdrawing needs a step-up, is recorded, and consent may be given again', async () => {
    const ana = await signedInPersona(sb, 'ana');
    const withdraw = () => sb.request('DELETE', `/api/users/${ana.userId}/esign_consent`, { token: ana.token, headers: fromPortal });
    expect((await withdraw()).status).toBe(403);
    await sb.stepUp(ana.token);
    const withdrawn = await withdraw();
    expect(withdrawn.status).toBe(200);
    expect(EsignConsentResponseSchema.parse(withdrawn.body).data).toMatchObject({ state: 'withdrawn', needs_consent: false });
    expect((await withdraw()).status).toBe(409);
    const again = await decide(ana.token, ana.userId, { decision: 'consent', code: disclosureCode(ana.userId, ESIGN_DISCLOSURE_VERSION) });
    expect(EsignConsentResponseSchema.parse(again.body).data!.history.map((e) => e.action)).toEqual(['consented', 'withdrawn', 'consented']);
  });

  it("staff read a customer's state and history and cannot act for them; another customer's is a 404", async () => {
    const rae = await signedInPersona(sb, 'rae');
    const care = await sb.signIn('care@example.com');
    expect((await consentOf(care, rae.userId)).status).toBe(200);
    expect((await disclosure(care, rae.userId)).status).toBe(200);
    expect((await decide(care, rae.userId, { decision: 'decline' })).status).toBe(403);
    const ben = await signedInPersona(sb, 'ben');
    expect((await consentOf(ben.token, rae.userId)).status).toBe(404);
    expect((await decide(ben.token, rae.userId, { decision: 'decline' })).status).toBe(404);
  });
});
