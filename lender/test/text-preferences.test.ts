// Consent for texts, the lender's side (TCPA, 47 CFR 64.1200; CTIA): a consent recorded with a new or
// changed number (version, number, language, address, how); per-purpose preferences the customer sets and
// staff only read; a STOP word texted back (any case) turns texts off at once with one confirmation, never a
// second; HELP answers with the support phone; after a STOP no PIN and no two-step code is texted, and
// turning texts on again needs a new consent; another customer's preferences are not found.
import { and, desc, eq } from 'drizzle-orm';
import { TEXT_DISCLOSURE_VERSION, TEXT_MESSAGES, TextPreferencesResponseSchema } from '../../lib/contract/text-preferences';
import { mobilePhones, outbox, textConsents } from '../db/schema';
import { SUPPORT_PHONE } from '../domain/contact';
import { keywordOf, TEXT_REPLIES } from '../domain/texts';
import { CLIENT_ADDRESS_SECRET, signedInPersona, startSandbox, type Sandbox } from './harness';
import { CLIENT_ADDRESS_HEADER, CLIENT_ADDRESS_SECRET_HEADER } from '../../lib/contract/client-address';

jest.setTimeout(60_000);

let sb: Sandbox;
beforeAll(async () => void (sb = await startSandbox()));
afterAll(() => sb.close());
beforeEach(() => sb.reset());

const NUMBER = '5555550431';
const consent = (language: 'en-US' | 'es-US' = 'en-US') => ({ version: TEXT_DISCLOSURE_VERSION, language });
const fromPortal = { [CLIENT_ADDRESS_HEADER]: '203.0.113.9', [CLIENT_ADDRESS_SECRET_HEADER]: CLIENT_ADDRESS_SECRET };

const read = async (token: string, userId: number) => {
  const res = await sb.request('GET', `/api/users/${userId}/text_preferences`, { token });
  expect(res.status).toBe(200);
  return TextPreferencesResponseSchema.parse(res.body).data!;
};
const put = (token: string, userId: number, body: object) => sb.request('PUT', `/api/users/${userId}/text_preferences`, { token, body, headers: fromPortal });
const texts = (to: string) => sb.database.db.select().from(outbox).where(and(eq(outbox.to, to), eq(outbox.channel, 'sms'))).orderBy(desc(outbox.id));
const inbound = (from: string, body: string) => sb.request('POST', '/sandbox/sms/inbound', { body: { from, body } });

/** ana changes her number with the disclosure shown: the consent is recorded with it (no PIN: one a minute). */
async function anaWithConsent(language: 'en-US' | 'es-US' = 'en-US') {
  const ana = await signedInPersona(sb, 'ana');
  // Another number needs the password confirmed in the session (step-up).
  await sb.stepUp(ana.token);
  const me = (await sb.request('GET', '/api/users/me', { token: ana.token })).body.data;
  const phoneId = me.attributes.mobile_phone.id as number;
  const res = await sb.request('PUT', `/api/mobile_phones/${phoneId}`, { token: ana.token, headers: fromPortal, body: { send_pin: false, mobile_phone: { number: NUMBER }, text_consent: consent(language) } });
  expect(res.status).toBe(200);
  return { ...ana, phoneId };
}

describe('keywordOf', () => {
  it.each([
    ['STOP', 'stop'], ['stop', 'stop'], [' Stop ', 'stop'], ['STOPALL', 'stop'], ['unsubscribe', 'stop'], ['Cancel', 'stop'], ['END', 'stop'], ['quit', 'stop'],
    ['HELP', 'help'], ['help', 'help'], ['Info', 'help'],
    ['please stop', null], ['STOP NOW', null], ['hello', null], ['', null],
  ] as const)('%j is %s', (body, keyword) => expect(keywordOf(body)).toBe(keyword));
});

describe('consent with the number', () => {
  it('records the version, number, language, address and how, and turns every purpose on', async () => {
    const ana = await anaWithConsent('es-US');
    const prefs = await read(ana.token, ana.userId);
    expect(prefs).toMatchObject({ number: NUMBER, stopped_at: null, security_codes: true, payment_reminders: true, account_alerts: true, disclosure_version: TEXT_DISCLOSURE_VERSION });
    expect(prefs.consent).toMatchObject({ version: TEXT_DISCLOSURE_VERSION, number: NUMBER, language: 'es-US', method: 'phone_form' });
    const [row] = await sb.database.db.select().from(textConsents).where(eq(textConsents.userId, ana.userId));
    expect(row).toMatchObject({ event: 'consent', number: NUMBER, address: '203.0.113.9', method: 'phone_form' });
  });

  it('a new number records nothing without text_consent (a lender that does not know the field, or staff)', async () => {
    const ana = await signedInPersona(sb, 'ana');
    await sb.stepUp(ana.token);
    const created = await sb.request('POST', '/api/mobile_phones', { token: ana.token, body: { send_pin: false, mobile_phone: { number: NUMBER, owner_id: ana.userId, owner_type: 'User' } } });
    expect(created.status).toBe(201);
    expect((await read(ana.token, ana.userId)).consent).toBeNull();
    const staff = await sb.signIn('care@example.com');
    const byStaff = await sb.request('PUT', `/api/mobile_phones/${created.body.data.id}`, { token: staff, body: { send_pin: false, mobile_phone: { number: NUMBER }, text_consent: consent() } });
    expect(byStaff.status).toBe(200);
    expect((await read(ana.token, ana.userId)).consent).toBeNull();
  });

  it('refuses a disclosure version the lender does not show', async () => {
    const ana = await signedInPersona(sb, 'ana');
    await sb.stepUp(ana.token);
    const res = await sb.request('POST', '/api/mobile_phones', { token: ana.token, body: { send_pin: false, mobile_phone: { number: NUMBER, owner_id: ana.userId, owner_type: 'User' }, text_consent: { version: 'texts-2020-01', language: 'en-US' } } });
    expect(res.status).toBe(422);
    expect(res.body.errors.text_consent).toEqual([TEXT_MESSAGES.disclosureChanged]);
    // Refused before anything changed: no number added.
    expect((await read(ana.token, ana.userId)).number).not.toBe(NUMBER);
  });
});

describe('PUT /api/users/{id}/text_preferences', () => {
  it('sets each purpose; turning texts on without a consent on record needs one', async () => {
    const ana = await signedInPersona(sb, 'ana');
    await sb.stepUp(ana.token);
    const refused = await put(ana.token, ana.userId, { security_codes: true, payment_reminders: true, account_alerts: false });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.consent).toEqual([TEXT_MESSAGES.consentRequired]);
    const ok = await put(ana.token, ana.userId, { security_codes: true, payment_reminders: true, account_alerts: false, consent: consent() });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ payment_reminders: true, account_alerts: false, consent: { method: 'preferences_form' } });
    const off = await put(ana.token, ana.userId, { security_codes: true, payment_reminders: false, account_alerts: false });
    expect(off.body.data).toMatchObject({ payment_reminders: false, security_codes: true });
  });

  it('keeps security codes on while two-step by text is on', async () => {
    const nia = await signedInPersona(sb, 'nia');
    await sb.database.db.insert((await import('../db/schema')).twoStepMethods).values({ userId: nia.userId, method: 'sms', destination: '5555550000', confirmedAt: new Date() });
    await put(nia.token, nia.userId, { security_codes: true, payment_reminders: true, account_alerts: true, consent: consent() });
    const res = await put(nia.token, nia.userId, { security_codes: false, payment_reminders: true, account_alerts: true });
    expect(res.status).toBe(422);
    expect(res.body.errors.security_codes).toEqual([TEXT_MESSAGES.securityCodesRequired]);
    expect((await read(nia.token, nia.userId)).security_codes_required).toBe(true);
  });

  it('staff read them and may not change them; another customer gets not found', async () => {
    const ana = await anaWithConsent();
    const staff = await sb.signIn('care@example.com');
    expect((await read(staff, ana.userId)).number).toBe(NUMBER);
    expect((await put(staff, ana.userId, { security_codes: false, payment_reminders: false, account_alerts: false })).status).toBe(403);
    const ben = await sb.signIn('ben@example.com');
    expect((await sb.request('GET', `/api/users/${ana.userId}/text_preferences`, { token: ben })).status).toBe(404);
    expect((await put(ben, ana.userId, { security_codes: false, payment_reminders: false, account_alerts: false })).status).toBe(404);
  });
});

describe('POST /sandbox/sms/inbound', () => {
  it('STOP turns every text off at once and is confirmed once; another STOP word sends nothing more', async () => {
    const ana = await anaWithConsent();
    const before = (await texts(NUMBER)).length;
    expect((await inbound(`+1${NUMBER}`, 'stop')).body).toEqual({ outcome: 'opted_out' });
    const prefs = await read(ana.token, ana.userId);
    expect(prefs).toMatchObject({ security_codes: false, payment_reminders: false, account_alerts: false });
    expect(prefs.stopped_at).not.toBeNull();
    const sent = await texts(NUMBER);
    expect(sent.length).toBe(before + 1);
    expect(sent[0]!.body).toBe(TEXT_REPLIES['en-US'].stopped);
    expect((await inbound(NUMBER, 'UNSUBSCRIBE')).body).toEqual({ outcome: 'already_out' });
    expect((await texts(NUMBER)).length).toBe(before + 1);
    const [optOut] = await sb.database.db.select().from(textConsents).where(and(eq(textConsents.userId, ana.userId), eq(textConsents.event, 'opt_out')));
    expect(optOut).toMatchObject({ number: NUMBER, version: 'STOP', method: 'text_reply' });
  });

  it('confirms in the language the customer agreed to texts in', async () => {
    await anaWithConsent('es-US');
    await inbound(NUMBER, 'Cancel');
    expect((await texts(NUMBER))[0]!.body).toBe(TEXT_REPLIES['es-US'].stopped);
    expect((await inbound(NUMBER, 'ayuda')).body).toEqual({ outcome: 'ignored' });
    await inbound(NUMBER, 'HELP');
    expect((await texts(NUMBER))[0]!.body).toBe(TEXT_REPLIES['es-US'].help);
  });

  it("without a consent on record, in the customer's portal language", async () => {
    const ana = await signedInPersona(sb, 'ana');
    await sb.stepUp(ana.token);
    await sb.request('POST', '/api/users/preferences', { token: ana.token, body: { id: ana.userId, preferred_locale: 'es-US' } });
    const [phone] = await sb.database.db.select().from(mobilePhones).where(eq(mobilePhones.ownerId, ana.userId));
    await inbound(phone!.number, 'STOP');
    expect((await texts(phone!.number))[0]!.body).toBe(TEXT_REPLIES['es-US'].stopped);
  });

  it('HELP answers with the support phone and changes nothing', async () => {
    const ana = await anaWithConsent();
    expect((await inbound(NUMBER, 'help')).body).toEqual({ outcome: 'help' });
    const [reply] = await texts(NUMBER);
    expect(reply!.body).toContain(SUPPORT_PHONE);
    expect(reply!.body).toContain('STOP');
    expect((await read(ana.token, ana.userId)).stopped_at).toBeNull();
  });

  it('any other text is ignored; a STOP from a number no customer holds is still confirmed', async () => {
    await anaWithConsent();
    const before = (await texts(NUMBER)).length;
    expect((await inbound(NUMBER, 'hello')).body).toEqual({ outcome: 'ignored' });
    expect((await texts(NUMBER)).length).toBe(before);
    expect((await inbound('5555550999', 'STOP')).body).toEqual({ outcome: 'not_a_customer' });
    expect((await texts('5555550999')).map((t) => t.body)).toEqual([TEXT_REPLIES['en-US'].stopped]);
  });

  it('refuses a body that is not a text', async () => {
    expect((await inbound('12', 'STOP')).status).toBe(422);
  });
});

describe('after a STOP', () => {
  it('no PIN is texted; texts come back only with a new consent, which the lender records', async () => {
    const ana = await anaWithConsent();
    await inbound(NUMBER, 'STOP');
    const count = (await texts(NUMBER)).length;
    const pin = await sb.request('PUT', `/api/mobile_phones/${ana.phoneId}`, { token: ana.token, body: { send_pin: true, mobile_phone: { number: '5555550432' } } });
    expect(pin.status).toBe(422);
    expect(pin.body.errors.number).toEqual([TEXT_MESSAGES.textsOff]);
    expect((await texts(NUMBER)).length).toBe(count);
    // Refused before anything changed: the number stays.
    expect((await read(ana.token, ana.userId)).number).toBe(NUMBER);
    const without = await put(ana.token, ana.userId, { security_codes: true, payment_reminders: true, account_alerts: true });
    expect(without.status).toBe(422);
    const again = await put(ana.token, ana.userId, { security_codes: true, payment_reminders: true, account_alerts: true, consent: consent() });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ stopped_at: null, payment_reminders: true, consent: { method: 'preferences_form' } });
    const consents = await sb.database.db.select().from(textConsents).where(and(eq(textConsents.userId, ana.userId), eq(textConsents.event, 'consent')));
    expect(consents).toHaveLength(2);
    // A STOP after the new consent is confirmed again: one confirmation per opt-out.
    expect((await inbound(NUMBER, 'STOP')).body).toEqual({ outcome: 'opted_out' });
  });

  it('the same consent with the number (changing it again in the phone form) turns texts on again', async () => {
    const ana = await anaWithConsent();
    await inbound(NUMBER, 'END');
    const res = await sb.request('PUT', `/api/mobile_phones/${ana.phoneId}`, { token: ana.token, body: { send_pin: true, mobile_phone: { number: NUMBER }, text_consent: consent() } });
    expect(res.status).toBe(200);
    expect((await read(ana.token, ana.userId)).stopped_at).toBeNull();
    expect((await texts(NUMBER))[0]!.body).toMatch(/verification PIN/);
  });
});

describe('two-step codes by text after a STOP', () => {
  it('no code is texted; the sign-in is told texts are off, and a recovery code still signs in', async () => {
    const nia = await signedInPersona(sb, 'nia');
    await sb.stepUp(nia.token);
    const [phone] = await sb.database.db.select().from(mobilePhones).where(eq(mobilePhones.ownerId, nia.userId));
    expect((await sb.request('POST', '/platform/auth/two_step/methods', { token: nia.token, body: { method: 'sms' } })).status).toBe(201);
    const code = /\b(\d{6})\b/.exec((await texts(phone!.number))[0]!.body)![1];
    const on = await sb.request('PUT', '/platform/auth/two_step/methods', { token: nia.token, body: { method: 'sms', code } });
    expect(on.status).toBe(200);
    const recovery = on.body.recovery_codes[0] as string;

    await inbound(phone!.number, 'STOP');
    const count = (await texts(phone!.number)).length;
    const signIn = await sb.request('POST', '/platform/auth/sessions', { body: { email: 'nia@example.com', password: 'demo-password' } });
    expect(signIn.body.second_step).toMatchObject({ methods: ['sms'], sent: null });
    const ask = await sb.request('POST', '/platform/auth/second_step/codes', { body: { challenge: signIn.body.second_step.challenge, method: 'sms' } });
    expect(ask.status).toBe(422);
    expect(ask.body.errors.code).toEqual([TEXT_MESSAGES.textsOff]);
    expect((await texts(phone!.number)).length).toBe(count);
    const done = await sb.request('POST', '/platform/auth/second_step', { body: { challenge: signIn.body.second_step.challenge, code: recovery } });
    expect(done.status).toBe(201);
  });
});
