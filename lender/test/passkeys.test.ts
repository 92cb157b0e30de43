// Passkeys: registered by the signed-in account, then a sign-in without a password. Every
// challenge is single-use and expires; another account's credential, another origin and a replayed counter
// are refused; an unknown passkey gets the same answer as a bad one; add and remove are noticed by e-mail.
import { and, desc, eq, like } from 'drizzle-orm';
import { PASSKEY_MESSAGES, passkeyNameTaken } from '../../lib/contract/passkey-words';
import { outbox, securityEvents } from '../db/schema';
import { PASSKEY_CHALLENGE_TTL_MS, relyingParty } from '../domain/passkeys';
import { fromAddress, startSandbox, type Sandbox } from './harness';
import { assert, createCredential, type Browser, type SoftCredential } from './soft-authenticator';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());
beforeEach(() => sb.reset());

const portal: Browser = { origin: relyingParty().origin, rpId: relyingParty().id };

async function register(email: string, name = 'Work laptop', browser = portal): Promise<{ credential: SoftCredential; status: number; body: any }> { // eslint-disable-line @typescript-eslint/no-explicit-any -- test responses are asserted field by field
  const token = await sb.stepUp(await sb.signIn(email));
  const options = await sb.request('POST', '/platform/auth/passkeys/registration_options', { token });
  expect(options.status).toBe(200);
  const { credential, response } = createCredential(options.body.challenge, browser);
  const res = await sb.request('POST', '/platform/auth/passkeys', { token, body: { name, credential: response } });
  return { credential, status: res.status, body: res.body };
}
const signInOptions = async () => (await sb.request('POST', '/platform/auth/passkeys/authentication_options')).body.challenge as string;
const signInWith = (credential: ReturnType<typeof assert>) => sb.request('POST', '/platform/auth/passkeys/sessions', { body: { credential } });

describe('registration', () => {
  it('adds a named passkey: listed with its dates, noticed by e-mail and in the activity, but a password still needs 15 characters (a passkey is another way in, not a second factor of the password)', async () => {
    const { status, body } = await register('ana@example.com', 'My phone');
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ name: 'My phone', last_used_at: null });
    const token = await sb.stepUp(await sb.signIn('ana@example.com'));
    const list = await sb.request('GET', '/platform/auth/passkeys', { token });
    expect(list.body.data).toEqual([body.data]);
    const [mail] = await sb.database.db.select().from(outbox).where(and(eq(outbox.to, 'ana@example.com'), like(outbox.subject, '%passkey added%')));
    expect(mail?.subject).toBe('Security notice: passkey added');
    const [event] = await sb.database.db.select().from(securityEvents).orderBy(desc(securityEvents.id)).limit(1);
    expect(event?.kind).toBe('passkey_added');
    // A password sign-in of this account is still the password alone: 8 characters are not enough.
    const change = await sb.request('PUT', '/platform/auth/password', { token, body: { current_password: 'demo-password', new_password: 'qz8#Lp2!vR' } });
    expect(change.status).toBe(422);
    expect(change.body.errors.new_password[0]).toMatch(/at least 15 characters/);
  });

  it('refuses a credential made for another origin or another RP id, and one without user verification', async () => {
    for (const browser of [{ ...portal, origin: 'https://evil.example' }, { ...portal, rpId: 'evil.example' }, { ...portal, noUserVerification: true }]) {
      const { status, body } = await register('ana@example.com', 'Laptop', browser);
      expect(status).toBe(422);
      expect(body.errors.credential).toEqual([PASSKEY_MESSAGES.notRegistered]);
    }
  });

  it("answers only the account's own challenge, once, within 5 minutes", async () => {
    const ana = await sb.stepUp(await sb.signIn('ana@example.com'));
    const ben = await sb.stepUp(await sb.signIn('ben@example.com'));
    const options = await sb.request('POST', '/platform/auth/passkeys/registration_options', { token: ana });
    const { response } = createCredential(options.body.challenge, portal);
    // Ben cannot use Ana's challenge.
    expect((await sb.request('POST', '/platform/auth/passkeys', { token: ben, body: { name: 'x', credential: response } })).body.errors.credential).toEqual([PASSKEY_MESSAGES.expired]);
    expect((await sb.request('POST', '/platform/auth/passkeys', { token: ana, body: { name: 'x', credential: response } })).status).toBe(201);
    // Used: not again.
    expect((await sb.request('POST', '/platform/auth/passkeys', { token: ana, body: { name: 'y', credential: response } })).body.errors.credential).toEqual([PASSKEY_MESSAGES.expired]);
    const late = await sb.request('POST', '/platform/auth/passkeys/registration_options', { token: ana });
    sb.clock.advance(PASSKEY_CHALLENGE_TTL_MS + 1000);
    // The step-up window (5 minutes too) is opened again: the challenge alone has expired.
    await sb.stepUp(ana);
    const answer = createCredential(late.body.challenge, portal).response;
    expect((await sb.request('POST', '/platform/auth/passkeys', { token: ana, body: { name: 'z', credential: answer } })).body.errors.credential).toEqual([PASSKEY_MESSAGES.expired]);
  });

  it("refuses a credential another account already registered (its id is taken)", async () => {
    const { credential } = await register('ana@example.com');
    const token = await sb.stepUp(await sb.signIn('ben@example.com'));
    const options = await sb.request('POST', '/platform/auth/passkeys/registration_options', { token });
    const { response } = createCredential(options.body.challenge, portal, credential.id);
    const res = await sb.request('POST', '/platform/auth/passkeys', { token, body: { name: 'Not mine', credential: response } });
    expect(res.status).toBe(422);
    expect((await sb.request('GET', '/platform/auth/passkeys', { token })).body.data).toEqual([]);
  });

  it('refuses a name the account already uses, before the challenge is spent', async () => {
    await register('ana@example.com', 'My phone');
    const { status, body } = await register('ana@example.com', ' my PHONE ');
    expect(status).toBe(422);
    expect(body.errors.name).toEqual([passkeyNameTaken('my PHONE')]);
  });

  it('refuses an empty name on its field', async () => {
    const token = await sb.stepUp(await sb.signIn('ana@example.com'));
    const options = await sb.request('POST', '/platform/auth/passkeys/registration_options', { token });
    const { response } = createCredential(options.body.challenge, portal);
    const res = await sb.request('POST', '/platform/auth/passkeys', { token, body: { name: '  ', credential: response } });
    expect(res.status).toBe(422);
    expect(res.body.errors.name).toEqual([PASSKEY_MESSAGES.nameEmpty]);
  });
});

describe('sign-in with a passkey', () => {
  it('answers a bearer token of the account, and records when it was used', async () => {
    const { credential } = await register('ana@example.com');
    const res = await signInWith(assert(credential, await signInOptions(), portal));
    expect(res.status).toBe(201);
    const me = await sb.request('GET', '/platform/auth/users/me', { token: res.body.token });
    expect(me.body.email).toBe('ana@example.com');
    const list = await sb.request('GET', '/platform/auth/passkeys', { token: res.body.token });
    expect(list.body.data[0].last_used_at).not.toBeNull();
  });

  it('takes a challenge once, and not after 5 minutes', async () => {
    const { credential } = await register('ana@example.com');
    const challenge = await signInOptions();
    expect((await signInWith(assert(credential, challenge, portal))).status).toBe(201);
    const again = await signInWith(assert(credential, challenge, portal));
    expect(again.status).toBe(401);
    expect(again.body.message).toBe(PASSKEY_MESSAGES.expired);
    const late = await signInOptions();
    sb.clock.advance(PASSKEY_CHALLENGE_TTL_MS + 1000);
    expect((await signInWith(assert(credential, late, portal))).body.message).toBe(PASSKEY_MESSAGES.expired);
  });

  it('refuses another origin, another RP id, no user verification and a replayed counter, with one answer', async () => {
    const { credential } = await register('ana@example.com');
    for (const browser of [{ ...portal, origin: 'https://evil.example' }, { ...portal, rpId: 'evil.example' }, { ...portal, noUserVerification: true }]) {
      const res = await signInWith(assert(credential, await signInOptions(), browser));
      expect([res.status, res.body.message]).toEqual([401, PASSKEY_MESSAGES.notRecognized]);
    }
    expect((await signInWith(assert(credential, await signInOptions(), portal, 5))).status).toBe(201);
    // A copy of the authenticator answers with a counter that did not move.
    const replayed = await signInWith(assert(credential, await signInOptions(), portal, 5));
    expect([replayed.status, replayed.body.message]).toEqual([401, PASSKEY_MESSAGES.notRecognized]);
  });

  it('answers an unknown passkey exactly as a wrong one, and a removed one as unknown', async () => {
    const { credential, body } = await register('ana@example.com');
    const stranger = createCredential('x', portal).credential;
    const unknown = await signInWith(assert(stranger, await signInOptions(), portal));
    const wrong = await signInWith(assert({ ...credential, privateKey: stranger.privateKey }, await signInOptions(), portal));
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    const token = await sb.stepUp(await sb.signIn('ana@example.com'));
    expect((await sb.request('DELETE', `/platform/auth/passkeys/${body.data.id}`, { token })).status).toBe(200);
    const removed = await signInWith(assert(credential, await signInOptions(), portal));
    expect(removed.body).toEqual(unknown.body);
    const [event] = await sb.database.db.select().from(securityEvents).orderBy(desc(securityEvents.id)).limit(1);
    expect(event?.kind).toBe('passkey_removed');
  });

  it("does not let one account remove another's passkey", async () => {
    const { body } = await register('ana@example.com');
    const ben = await sb.stepUp(await sb.signIn('ben@example.com'));
    expect((await sb.request('DELETE', `/platform/auth/passkeys/${body.data.id}`, { token: ben })).status).toBe(404);
  });

  it('sweeps challenges once they are used or expired, and keeps a live one', async () => {
    const { credential } = await register('ana@example.com');
    expect((await signInWith(assert(credential, await signInOptions(), portal))).status).toBe(201);
    await signInOptions();
    expect((await sb.request('POST', '/sandbox/sweep')).body.deleted.passkeyChallenges).toBe(2); // the registration's and the sign-in's
    sb.clock.advance(PASSKEY_CHALLENGE_TTL_MS + 1000);
    expect((await sb.request('POST', '/sandbox/sweep')).body.deleted.passkeyChallenges).toBe(1);
  });

  it('limits failed passkey sign-ins per address, counted before the check', async () => {
    const stranger = createCredential('x', portal).credential;
    const headers = fromAddress('198.51.100.77');
    let last = 0;
    for (let i = 0; i < 31; i++) {
      last = (await sb.request('POST', '/platform/auth/passkeys/sessions', { headers, body: { credential: assert(stranger, await signInOptions(), portal) } })).status;
    }
    expect(last).toBe(429);
  });
});
