// The legal notices (GET /platform/legal_documents/{kind}, signed out, English and Spanish) and the adverse
// action notices: gus's declined application and a declined credit limit increase each have one, a PDF in
// the applicant's language that only its owner (or staff) opens; the spec-only wire leaves the links out.
import { ApplicationResponseSchema } from '../../lib/contract/applications';
import { LEGAL_DOCUMENT_KINDS, LegalDocumentResponseSchema } from '../../lib/contract/legal';
import { CreditIncreaseOfferSchema } from '../../lib/contract/revolvers';
import { UserResponseSchema } from '../../lib/contract/users';
import { pdfText } from './pdf-text';
import { signedInPersona, startSandbox, type Sandbox } from './harness';

jest.setTimeout(60_000);

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

const legal = (kind: string, locale = 'en-US') => sb.request('GET', `/platform/legal_documents/${kind}?locale=${locale}`);

/** The declined application of gus and its notice's file id. */
async function gusNotice() {
  const gus = await signedInPersona(sb, 'gus');
  const app = ApplicationResponseSchema.parse((await sb.request('GET', `/api/applications/${gus.appId}`, { token: gus.token })).body).data;
  return { ...gus, fileId: app.attributes.adverse_action_notice_file_id ?? null };
}

/** A file's text (read as bytes: the harness's request reads text, which would mangle a PDF). */
const pdfOf = async (fileId: number, token: string) => {
  const res = await sb.app.request(`/api/files/${fileId}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, text: res.status === 200 ? pdfText(new Uint8Array(await res.arrayBuffer())).replace(/\s+/g, ' ') : '' };
};

describe('GET /platform/legal_documents/{kind}', () => {
  it.each(LEGAL_DOCUMENT_KINDS)('%s: signed out, in English and in Spanish, the same version', async (kind) => {
    const [en, es] = await Promise.all([legal(kind), legal(kind, 'es-US')]);
    expect([en.status, es.status]).toEqual([200, 200]);
    const english = LegalDocumentResponseSchema.parse(en.body).data!;
    const spanish = LegalDocumentResponseSchema.parse(es.body).data!;
    expect([english.language, spanish.language]).toEqual(['en-US', 'es-US']);
    expect(spanish.version).toBe(english.version);
    expect(spanish.title).not.toBe(english.title);
    // The same for everyone: the portal may share it between requests.
    expect(en.headers.get('cache-control')).toContain('public');
  });

  it("the privacy notice is Regulation P's model form: what is collected, the reasons shared, whether you can limit, questions", async () => {
    const privacy = LegalDocumentResponseSchema.parse((await legal('privacy')).body).data!;
    const headings = privacy.sections.map((s) => s.heading);
    expect(headings).toEqual(expect.arrayContaining(['Why?', 'What?', 'How?', 'Questions?', 'Who we are', 'What we do', 'Definitions']));
    const table = privacy.sections.find((s) => s.table)!.table!;
    expect(table.columns[2]).toBe('Can you limit this sharing?');
    expect(table.rows.map((r) => r[0]!)).toEqual(expect.arrayContaining(['For nonaffiliates to market to you']));
    expect(JSON.stringify(privacy)).toContain('Social Security number and income');
  });

  it('the e-delivery disclosure says what 7001(c)(1) asks: scope, paper copies and fee, withdrawal, e-mail, hardware and software', async () => {
    const esign = LegalDocumentResponseSchema.parse((await legal('e_sign')).body).data!;
    expect(esign.sections.map((s) => s.heading)).toEqual(['What this covers', 'Paper copies', 'Withdrawing your consent', 'Keeping your e-mail current', 'What you need']);
  });

  it('the licenses name the NMLS id and each state license', async () => {
    const licenses = LegalDocumentResponseSchema.parse((await legal('licenses', 'es-US')).body).data!;
    expect(JSON.stringify(licenses)).toMatch(/NMLS \d{6,}/);
    expect(licenses.sections.find((s) => s.table)!.table!.columns).toEqual(['Estado', 'Licencia', 'Número']);
  });

  it.each([['nothing', 'en-US', 404], ['privacy', 'fr-FR', 422]])('%s in %s: %d', async (kind, locale, status) => {
    expect((await legal(kind, locale)).status).toBe(status);
  });
});

describe('the adverse action notice of a declined application (Reg B 1002.9, FCRA 615)', () => {
  beforeEach(() => sb.reset());

  it("gus opens his: the action, the reasons, the bureau and his score, the ECOA notice, in English", async () => {
    const gus = await gusNotice();
    expect(gus.fileId).not.toBeNull();
    const { status, text } = await pdfOf(gus.fileId!, gus.token);
    expect(status).toBe(200);
    expect(text).toContain('Notice of Action Taken');
    expect(text).toContain('We are unable to approve your application for credit at this time.');
    expect(text).toContain('Excessive obligations in relation to income');
    expect(text).toContain('Summit Consumer Reporting');
    expect(text).toContain('548');
    expect(text).toContain('The Federal Equal Credit Opportunity Act prohibits creditors');
    expect(text).toContain('Federal Trade Commission');
  });

  it('in Spanish for a customer whose language is Spanish, its accents kept', async () => {
    const gus = await gusNotice();
    await sb.request('POST', '/api/users/preferences', { token: gus.token, body: { id: gus.userId, preferred_locale: 'es-US' } });
    const { text } = await pdfOf(gus.fileId!, gus.token);
    expect(text).toContain('Aviso de la decisión tomada');
    expect(text).toContain('Obligaciones excesivas en relación con los ingresos');
    expect(text).toContain('La Ley Federal de Igualdad de Oportunidades de Crédito');
    expect(text).toContain('¿Tiene preguntas sobre este aviso?');
  });

  it("another customer's notice is a 404; staff may open it", async () => {
    const gus = await gusNotice();
    const ben = await signedInPersona(sb, 'ben');
    expect((await pdfOf(gus.fileId!, ben.token)).status).toBe(404);
    const staff = await sb.signIn('care@example.com');
    expect((await pdfOf(gus.fileId!, staff)).status).toBe(200);
  });

  it('an application that was not declined names none', async () => {
    const ben = await signedInPersona(sb, 'ben');
    const app = ApplicationResponseSchema.parse((await sb.request('GET', `/api/applications/${ben.appId}`, { token: ben.token })).body).data;
    expect(app.attributes.adverse_action_notice_file_id).toBeNull();
  });
});

describe('the adverse action notice of a declined credit limit increase', () => {
  beforeEach(() => sb.reset());

  it('is made at the decline, is the cardholder\'s, and says the line is unchanged', async () => {
    const token = await sb.signIn('kim@example.com');
    const me = UserResponseSchema.parse((await sb.request('GET', '/api/users/me', { token })).body).data;
    const cardId = me.attributes.revolver_application_id!;
    const res = await sb.request('GET', `/api/revolvers/${cardId}/calculate_credit_increase?income_range=under_1000`, { token });
    expect(res.status).toBe(200);
    const answer = CreditIncreaseOfferSchema.parse(res.body);
    expect(answer.offer).toBe(0);
    const { status, text } = await pdfOf(answer.adverse_action_notice_file_id!, token);
    expect(status).toBe(200);
    expect(text).toContain('Your current credit limit and card terms are unchanged.');
    expect(text).toContain('Income insufficient for amount of credit requested');
    // No consumer report was used: no bureau paragraph.
    expect(text).not.toContain('consumer reporting agency');
    const offered = CreditIncreaseOfferSchema.parse((await sb.request('GET', `/api/revolvers/${cardId}/calculate_credit_increase?income_range=over_10000`, { token })).body);
    expect(offered.adverse_action_notice_file_id).toBeNull();
  });
});

describe('the spec-only wire', () => {
  let spec: Sandbox;
  beforeAll(async () => {
    spec = await startSandbox({ wire: 'spec' });
  });
  afterAll(() => spec.close());

  it('sends no notice and no notice link: the portal leaves them out', async () => {
    expect((await spec.request('GET', '/platform/legal_documents/privacy?locale=en-US')).body).toEqual({});
    // The same seed on both: gus's application has the same id (the spec's user record does not name it).
    const { appId } = await gusNotice();
    const app = (await spec.request('GET', `/api/applications/${appId}`, { token: await spec.signIn('gus@example.com') })).body;
    expect('adverse_action_notice_file_id' in app.data.attributes).toBe(false);
  });
});
