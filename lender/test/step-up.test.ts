// Step-up and what a reset ends: a session alone no longer changes the sign-in e-mail or adds a way in (a
// passkey, an authenticator, recovery codes); the password or a passkey confirmed within 5 minutes does. A
// password reset ends every session, remembered device and open second-step challenge, and removes the
// passkeys added in the 7 days before it; its notice is in the customer's language.
import { and, desc, eq, like } from 'drizzle-orm';
import { PASSWORD_MESSAGES } from '../../lib/contract/limits';
import { STEP_UP_REQUIRED, STEP_UP_WINDOW_MS } from '../../lib/contract/step-up';
import { outbox, passkeys } from '../db/schema';
import { relyingParty } from '../domain/passkeys';
import { startSandbox, type Sandbox } from './harness';
import { STEP_UP_ROUTES, type Ids } from './route-table';
import { assert, createCredential, type Browser } from './soft-authenticator';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());
beforeEach(() => sb.reset());

const NIA = 'nia@example.com';
const STRONG = 'lantern orbit velvet cactus 42';
const portal: Browser = { origin: relyingParty().origin, rpId: relyingParty().id };
const mails = (to: string, subject: string) =>
  sb.database.db.select().from(outbox).where(and(eq(outbox.to, to), like(outbox.subject, subject))).orderBy(desc(outbox.id));
const meStatus = async (token: string) => (await sb.request('GET', '/api/users/me', { token })).status;

async function registerPasskey(token: string, name = 'Laptop') {
  const options = await sb.request('POST', '/platform/auth/passkeys/registration_options', { token });
  const { credential, response } = createCredential(options.body.challenge, portal);
  expect((await sb.request('POST', '/platform/auth/passkeys', { token, body: { name, credential: response } })).status).toBe(201);
  return credential;
}

async function resetPassword(email: string) {
  await sb.request('POST', '/platform/auth/password_resets', { body: { email } });
  const [mail] = await mails(email, 'Reset your password');
  const token = /\/ui\/auth\/reset\?token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1];
  return sb.request('PUT', '/platform/auth/password_resets', { body: { token, new_password: STRONG } });
}

describe('a session alone makes no sensitive change', () => {
  it.each(Object.entries(STEP_UP_ROUTES))('%s answers 403 step_up_required and changes nothing', async (key, request) => {
    const token = await sb.signIn(NIA);
    const phone = (await sb.request('GET', '/api/users/me', { token })).body.data.attributes.mobile_phone as { id: number; number: string };
    const { path, body } = request({ userId: await sb.userId(NIA), phoneId: phone.id, phoneNumber: phone.number } as Ids);
    const res = await sb.request(key.split(' ')[0]!, path, { token, body });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(STEP_UP_REQUIRED);
    const me = (await sb.request('GET', '/api/users/me', { token })).body.data.attributes;
    expect(me).toMatchObject({ email: NIA, pending_email: null, mobile_phone: { id: phone.id, number: phone.number } });
    expect((await sb.request('GET', `/platform/auth/two_step?user_id=${await sb.userId(NIA)}`, { token })).body.on).toBe(false);
  });

  it('the same mobile number again (its PIN sent again) and a first number ask no step-up', async () => {
    const token = await sb.signIn(NIA);
    const phone = (await sb.request('GET', '/api/users/me', { token })).body.data.attributes.mobile_phone as { id: number; number: string };
    const again = await sb.request('PUT', `/api/mobile_phones/${phone.id}`, { token, body: { send_pin: false, mobile_phone: { number: phone.number } } });
    expect(again.status).toBe(200);
    const ben = await sb.signIn('ben@example.com');
    const first = await sb.request('POST', '/api/mobile_phones', { token: ben, body: { send_pin: false, mobile_phone: { number: '5555550188', owner_id: await sb.userId('ben@example.com'), owner_type: 'User' } } });
    expect(first.status).toBe(201);
    // A second number for ben is a change: it asks.
    const second = await sb.request('POST', '/api/mobile_phones', { token: ben, body: { send_pin: false, mobile_phone: { number: '5555550189', owner_id: await sb.userId('ben@example.com'), owner_type: 'User' } } });
    expect(second).toMatchObject({ status: 403, body: { code: STEP_UP_REQUIRED } });
  });

  it('the password confirmed opens a 5-minute window for that session only; a wrong one opens nothing', async () => {
    const token = await sb.signIn(NIA);
    const other = await sb.signIn(NIA);
    const wrong = await sb.request('POST', '/platform/auth/step_up', { token, body: { password: 'not my password' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.password).toEqual([PASSWORD_MESSAGES.currentWrong]);
    const ok = await sb.request('POST', '/platform/auth/step_up', { token, body: { password: 'demo-password' } });
    expect(ok.status).toBe(200);
    const left = new Date(ok.body.verified_until).getTime() - sb.clock.now().getTime();
    expect(left).toBeLessThanOrEqual(STEP_UP_WINDOW_MS);
    expect(left).toBeGreaterThan(STEP_UP_WINDOW_MS - 10_000);
    expect((await sb.request('POST', '/platform/auth/two_step/recovery_codes', { token: other, body: {} })).body.code).toBe(STEP_UP_REQUIRED);
    expect((await sb.request('POST', '/platform/auth/passkeys/registration_options', { token })).status).toBe(200);
    sb.clock.advance(STEP_UP_WINDOW_MS - 60_000);
    expect((await sb.request('POST', '/platform/auth/passkeys/registration_options', { token })).status).toBe(200);
    sb.clock.advance(60_000);
    expect((await sb.request('POST', '/platform/auth/passkeys/registration_options', { token })).body.code).toBe(STEP_UP_REQUIRED);
  });

  it('5 wrong passwords lock the confirmation, counted before the check', async () => {
    const token = await sb.signIn(NIA);
    for (let i = 0; i < 5; i++) expect((await sb.request('POST', '/platform/auth/step_up', { token, body: { password: 'not my password' } })).status).toBe(422);
    const locked = await sb.request('POST', '/platform/auth/step_up', { token, body: { password: 'demo-password' } });
    expect(locked.status).toBe(429);
    expect((await sb.request('POST', '/platform/auth/passkeys/registration_options', { token })).body.code).toBe(STEP_UP_REQUIRED);
  });

  it("a passkey of the account's own confirms it too; another account's does not", async () => {
    const token = await sb.stepUp(await sb.signIn(NIA));
    const credential = await registerPasskey(token);
    sb.clock.advance(STEP_UP_WINDOW_MS);
    const options = await sb.request('POST', '/platform/auth/step_up/options', { token });
    expect(options.body.allowCredentials.map((c: { id: string }) => c.id)).toEqual([credential.id]);
    const ok = await sb.request('POST', '/platform/auth/step_up', { token, body: { credential: assert(credential, options.body.challenge, portal) } });
    expect(ok.status).toBe(200);
    // Ana cannot answer her own challenge with nia's passkey.
    const ana = await sb.signIn('ana@example.com');
    const hers = await sb.request('POST', '/platform/auth/step_up/options', { token: ana });
    const refused = await sb.request('POST', '/platform/auth/step_up', { token: ana, body: { credential: assert(credential, hers.body.challenge, portal) } });
    expect(refused.status).toBe(422);
    expect((await sb.request('POST', '/platform/auth/two_step/recovery_codes', { token: ana, body: {} })).body.code).toBe(STEP_UP_REQUIRED);
  });

  it('changing the password with the current one opens the window too', async () => {
    const token = await sb.signIn(NIA);
    expect((await sb.request('PUT', '/platform/auth/password', { token, body: { current_password: 'demo-password', new_password: STRONG } })).status).toBe(200);
    expect((await sb.request('POST', '/platform/auth/passkeys/registration_options', { token })).status).toBe(200);
  });
});

describe('a reset ends everything that was open', () => {
  it('a second-step challenge opened before a password reset cannot be completed after it', async () => {
    const token = await sb.stepUp(await sb.signIn(NIA));
    const start = await sb.request('POST', '/platform/auth/two_step/methods', { token, body: { method: 'email' } });
    expect(start.status).toBe(201);
    const [sent] = await mails(NIA, 'Your code to turn on two-step verification');
    const enrol = /\b(\d{6})\b/.exec(sent!.body)![1];
    expect((await sb.request('PUT', '/platform/auth/two_step/methods', { token, body: { method: 'email', code: enrol } })).status).toBe(200);
    const signIn = await sb.request('POST', '/platform/auth/sessions', { body: { email: NIA, password: 'demo-password' } });
    const challenge = signIn.body.second_step.challenge;
    const [code] = await mails(NIA, 'Your sign-in code');
    expect((await resetPassword(NIA)).status).toBe(200);
    const late = await sb.request('POST', '/platform/auth/second_step', { body: { challenge, code: /\b(\d{6})\b/.exec(code!.body)![1] } });
    expect(late.status).toBe(410);
    expect(await meStatus(token)).toBe(401);
  });

  it('removes the passkeys added in the 7 days before it, keeps older ones, and says so in the notice', async () => {
    const token = await sb.stepUp(await sb.signIn(NIA));
    const old = await registerPasskey(token);
    await sb.database.db.update(passkeys).set({ createdAt: new Date(sb.clock.now().getTime() - 8 * 24 * 60 * 60 * 1000) }).where(eq(passkeys.credentialId, old.id));
    const recent = await registerPasskey(token, 'Phone');
    expect((await resetPassword(NIA)).status).toBe(200);
    const left = await sb.database.db.select({ credentialId: passkeys.credentialId }).from(passkeys);
    expect(left.map((row) => row.credentialId)).toContain(old.id);
    expect(left.map((row) => row.credentialId)).not.toContain(recent.id);
    // The removed passkey signs in no more.
    const options = (await sb.request('POST', '/platform/auth/passkeys/authentication_options')).body.challenge;
    expect((await sb.request('POST', '/platform/auth/passkeys/sessions', { body: { credential: assert(recent, options, portal) } })).status).toBe(401);
    const [notice] = await mails(NIA, 'Security notice: password reset%');
    expect(notice!.body).toContain('We also removed 1 passkey added in the 7 days before');
  });

  it("sends each notice in the customer's language", async () => {
    const token = await sb.signIn(NIA);
    await sb.request('POST', '/api/users/preferences', { token, body: { id: await sb.userId(NIA), preferred_locale: 'es-US' } });
    expect((await resetPassword(NIA)).status).toBe(200);
    const [notice] = await mails(NIA, 'Aviso de seguridad: contraseña restablecida%');
    expect(notice!.body).toMatch(/^Hola, /);
    expect(notice!.body).toContain('llámenos de inmediato');
  });
});
