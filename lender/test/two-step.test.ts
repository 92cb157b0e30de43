// Two-step verification: every code is single-use and expires, 5 wrong codes end the
// challenge, a send waits a minute, an app's code is accepted once, a recovery code works once, a remembered
// device skips the code until it is forgotten (or the password is reset), staff always have it, and an
// account with it on may choose an 8-character password.
import { and, desc, eq, like } from 'drizzle-orm';
import { PASSWORD_MESSAGES } from '../../lib/contract/limits';
import { TWO_STEP_MESSAGES } from '../../lib/contract/two-step';
import { mobilePhones, outbox } from '../db/schema';
import { CODE_TTL_MS, CHALLENGE_TTL_MS } from '../domain/two-step';
import { base32Decode, totpAt } from '../domain/totp';
import { fromAddress, startSandbox, type Sandbox } from './harness';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());
beforeEach(() => sb.reset());

const NIA = 'nia@example.com';
const signInWith = (email: string, password = 'demo-password', extra: Record<string, unknown> = {}) =>
  sb.request('POST', '/platform/auth/sessions', { body: { email, password, ...extra } });
const complete = (challenge: string, code: string, extra: Record<string, unknown> = {}) =>
  sb.request('POST', '/platform/auth/second_step', { body: { challenge, code, ...extra } });

async function niaPhone(): Promise<string> {
  const [phone] = await sb.database.db.select().from(mobilePhones).where(eq(mobilePhones.ownerId, await sb.userId(NIA)));
  return phone!.number;
}
/** The 6-digit code of the newest message to a number or address. */
async function lastCode(to: string): Promise<string> {
  const [message] = await sb.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(1);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

/** nia turns on codes by text message: answers her recovery codes. */
async function niaTurnsOnSms(token: string): Promise<string[]> {
  expect((await sb.request('POST', '/platform/auth/two_step/methods', { token, body: { method: 'sms' } })).status).toBe(201);
  const res = await sb.request('PUT', '/platform/auth/two_step/methods', { token, body: { method: 'sms', code: await lastCode(await niaPhone()) } });
  expect(res.status).toBe(200);
  return res.body.recovery_codes;
}

async function niaChallenge(extra: Record<string, unknown> = {}): Promise<string> {
  const res = await signInWith(NIA, 'demo-password', extra);
  expect(res.status).toBe(200);
  return res.body.second_step.challenge;
}

describe('codes by text message', () => {
  it('turns on with a confirmed code, then sign-in asks for the code it sends', async () => {
    const token = await sb.stepUp(await sb.signIn(NIA));
    const start = await sb.request('POST', '/platform/auth/two_step/methods', { token, body: { method: 'sms' } });
    expect(start.body).toEqual({ method: 'sms', destination: expect.stringMatching(/^•••-•••-\d{4}$/) });
    // Not on before the code confirms it.
    expect((await signInWith(NIA)).status).toBe(201);
    const wrong = await sb.request('PUT', '/platform/auth/two_step/methods', { token, body: { method: 'sms', code: '000000' } });
    expect(wrong.status).toBe(422);
    const right = await sb.request('PUT', '/platform/auth/two_step/methods', { token, body: { method: 'sms', code: await lastCode(await niaPhone()) } });
    expect(right.status).toBe(200);
    expect(right.body.recovery_codes).toHaveLength(10);
    const [notice] = await sb.database.db.select().from(outbox).where(and(eq(outbox.to, NIA), like(outbox.subject, 'Security notice%'))).orderBy(desc(outbox.id));
    expect(notice?.subject).toBe('Security notice: two-step verification turned on: codes by text message');
    const status = await sb.request('GET', `/platform/auth/two_step?user_id=${await sb.userId(NIA)}`, { token });
    expect(status.body).toMatchObject({ on: true, required: false, recovery_codes_left: 10, methods: [{ method: 'sms' }] });

    const signIn = await signInWith(NIA);
    expect(signIn.status).toBe(200);
    expect(signIn.body.second_step).toMatchObject({ methods: ['sms'], sent: 'sms', destinations: { sms: expect.stringMatching(/^•••-•••-/) } });
    expect(signIn.body.token).toBeUndefined();
    const code = await lastCode(await niaPhone());
    const done = await complete(signIn.body.second_step.challenge, code);
    expect(done.status).toBe(201);
    expect((await sb.request('GET', '/platform/auth/users/me', { token: done.body.token })).status).toBe(200);
    // Single use: the challenge is spent, and the code does not complete another sign-in.
    expect((await complete(signIn.body.second_step.challenge, code)).status).toBe(410);
    const again = await niaChallenge();
    expect((await complete(again, code)).status).toBe(422);
  });

  it('a code expires after 10 minutes, a challenge after 15', async () => {
    await niaTurnsOnSms(await sb.stepUp(await sb.signIn(NIA)));
    const challenge = await niaChallenge();
    const code = await lastCode(await niaPhone());
    sb.clock.advance(CODE_TTL_MS + 1000);
    const late = await complete(challenge, code);
    expect(late.status).toBe(422);
    expect(late.body.errors.code).toEqual([TWO_STEP_MESSAGES.codeExpired]);
    sb.clock.advance(CHALLENGE_TTL_MS - CODE_TTL_MS);
    expect((await complete(challenge, code)).status).toBe(410);
  });

  it('5 wrong codes end the challenge: the right code is refused after them', async () => {
    await niaTurnsOnSms(await sb.stepUp(await sb.signIn(NIA)));
    const challenge = await niaChallenge();
    const code = await lastCode(await niaPhone());
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 1; i <= 4; i++) {
      const res = await complete(challenge, wrong);
      expect(res.status).toBe(422);
      expect(res.body.errors.code).toEqual([`${TWO_STEP_MESSAGES.codeWrong} ${5 - i === 1 ? '1 try is left.' : `${5 - i} tries are left.`}`]);
    }
    const fifth = await complete(challenge, wrong);
    expect(fifth.status).toBe(410);
    expect(fifth.body.errors.code).toEqual([TWO_STEP_MESSAGES.tooManyTries]);
    expect((await complete(challenge, code)).status).toBe(410);
  });

  it('sends again at most once a minute; the new code replaces the old one', async () => {
    await niaTurnsOnSms(await sb.stepUp(await sb.signIn(NIA)));
    const challenge = await niaChallenge();
    const first = await lastCode(await niaPhone());
    const soon = await sb.request('POST', '/platform/auth/second_step/codes', { body: { challenge, method: 'sms' } });
    expect(soon.status).toBe(429);
    expect(soon.body.errors.code).toEqual([TWO_STEP_MESSAGES.resendWait]);
    sb.clock.advance(61_000);
    expect((await sb.request('POST', '/platform/auth/second_step/codes', { body: { challenge, method: 'sms' } })).status).toBe(200);
    const second = await lastCode(await niaPhone());
    if (second !== first) expect((await complete(challenge, first)).status).toBe(422);
    expect((await complete(challenge, second)).status).toBe(201);
  });

  it('code sends are limited per account', async () => {
    await niaTurnsOnSms(await sb.stepUp(await sb.signIn(NIA)));
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const challenge = await niaChallenge();
      sb.clock.advance(61_000);
      statuses.push((await sb.request('POST', '/platform/auth/second_step/codes', { body: { challenge, method: 'sms' } })).status);
    }
    expect(statuses).toContain(429);
  });
});

describe('an authenticator app', () => {
  it('enrols with the QR code secret; each code is accepted once', async () => {
    const token = await sb.stepUp(await sb.signIn('fay@example.com'));
    const start = await sb.request('POST', '/platform/auth/two_step/methods', { token, body: { method: 'totp' } });
    expect(start.status).toBe(201);
    expect(start.body.otpauth_uri).toContain(`secret=${start.body.secret}`);
    const key = base32Decode(start.body.secret)!;
    const confirm = await sb.request('PUT', '/platform/auth/two_step/methods', { token, body: { method: 'totp', code: totpAt(key, sb.clock.now().getTime()) } });
    expect(confirm.status).toBe(200);
    const signIn = await signInWith('fay@example.com');
    expect(signIn.body.second_step).toMatchObject({ methods: ['totp'], sent: null });
    // The step used to confirm is spent, and said so: the next one signs in.
    const again = await complete(signIn.body.second_step.challenge, totpAt(key, sb.clock.now().getTime()));
    expect(again.status).toBe(422);
    expect(again.body.errors.code).toEqual([TWO_STEP_MESSAGES.codeUsed]);
    sb.clock.advance(30_000);
    const code = totpAt(key, sb.clock.now().getTime());
    expect((await complete(signIn.body.second_step.challenge, code)).status).toBe(201);
    const next = (await signInWith('fay@example.com')).body.second_step.challenge;
    const reused = await complete(next, code);
    expect(reused.status).toBe(422);
    expect(reused.body.errors.code).toEqual([TWO_STEP_MESSAGES.codeUsed]);
    // A code that is not the app's is still wrong, with the tries left.
    const wrong = await complete(next, code === '000000' ? '111111' : '000000');
    expect(wrong.body.errors.code[0]).toMatch(/^That code is not right\. \d tries are left\.$/);
  });
});

describe('recovery codes', () => {
  it('each works once; new ones replace the old', async () => {
    const token = await sb.stepUp(await sb.signIn(NIA));
    const codes = await niaTurnsOnSms(token);
    expect((await complete(await niaChallenge(), codes[0]!.toUpperCase())).status).toBe(201);
    expect((await complete(await niaChallenge(), codes[0]!)).status).toBe(422);
    const fresh = await sb.request('POST', '/platform/auth/two_step/recovery_codes', { token, body: {} });
    expect(fresh.status).toBe(201);
    expect((await complete(await niaChallenge(), codes[1]!)).status).toBe(422);
    expect((await complete(await niaChallenge(), fresh.body.recovery_codes[0])).status).toBe(201);
  });
});

describe('remembered devices', () => {
  it('skips the code for 30 days, until forgotten', async () => {
    await niaTurnsOnSms(await sb.stepUp(await sb.signIn(NIA)));
    const challenge = await niaChallenge();
    const done = await complete(challenge, await lastCode(await niaPhone()), { remember_device: true });
    expect(done.body.device_token).toEqual(expect.any(String));
    const device = done.body.device_token as string;
    expect((await signInWith(NIA, 'demo-password', { device_token: device })).status).toBe(201);
    // Only its owner forgets it.
    const list = await sb.request('GET', '/platform/auth/remembered_devices', { token: done.body.token });
    expect(list.body.data).toHaveLength(1);
    expect((await sb.request('DELETE', `/platform/auth/remembered_devices/${list.body.data[0].id}`, { token: await sb.stepUp(await sb.signIn('ana@example.com')) })).status).toBe(404);
    expect((await sb.request('DELETE', `/platform/auth/remembered_devices/${list.body.data[0].id}`, { token: done.body.token })).status).toBe(200);
    expect((await signInWith(NIA, 'demo-password', { device_token: device })).status).toBe(200);
    // A remembered device lasts 30 days.
    const challenge2 = await niaChallenge();
    const second = await complete(challenge2, await lastCode(await niaPhone()), { remember_device: true });
    expect(second.status).toBe(201);
    sb.clock.advance(30 * 24 * 60 * 60 * 1000 + 1000);
    expect((await signInWith(NIA, 'demo-password', { device_token: second.body.device_token })).status).toBe(200);
  });

  it('a password reset forgets every device', async () => {
    await niaTurnsOnSms(await sb.stepUp(await sb.signIn(NIA)));
    const done = await complete(await niaChallenge(), await lastCode(await niaPhone()), { remember_device: true });
    await sb.request('POST', '/platform/auth/password_resets', { body: { email: NIA } });
    const [mail] = await sb.database.db.select().from(outbox).where(and(eq(outbox.to, NIA), like(outbox.subject, 'Reset your password'))).orderBy(desc(outbox.id));
    const reset = /token=([A-Za-z0-9_-]+)/.exec(mail!.body)![1];
    expect((await sb.request('PUT', '/platform/auth/password_resets', { body: { token: reset, new_password: 'lantern orbit velvet cactus 42' } })).status).toBe(200);
    expect((await signInWith(NIA, 'lantern orbit velvet cactus 42', { device_token: done.body.device_token })).status).toBe(200);
  });
});

describe('the same answers for unknown e-mails and challenges', () => {
  it('a wrong password of a two-step account answers as an unknown e-mail does: no challenge', async () => {
    await niaTurnsOnSms(await sb.stepUp(await sb.signIn(NIA)));
    const known = await signInWith(NIA, 'wrong-password-1', {});
    const unknown = await signInWith('nobody-here@example.com', 'wrong-password-1', {});
    expect(known.status).toBe(401);
    expect(known.body).toEqual(unknown.body);
  });

  it('an unknown challenge answers as a used one does', async () => {
    await niaTurnsOnSms(await sb.stepUp(await sb.signIn(NIA)));
    const used = await niaChallenge();
    expect((await complete(used, await lastCode(await niaPhone()))).status).toBe(201);
    const a = await complete(used, '123456');
    const b = await complete('A'.repeat(43), '123456');
    expect([a.status, b.status]).toEqual([410, 410]);
    expect(a.body).toEqual(b.body);
    const sendA = await sb.request('POST', '/platform/auth/second_step/codes', { body: { challenge: used, method: 'sms' } });
    const sendB = await sb.request('POST', '/platform/auth/second_step/codes', { body: { challenge: 'B'.repeat(43), method: 'sms' } });
    expect(sendA.body).toEqual(sendB.body);
  });

  it('code tries are limited per address across challenges', async () => {
    await niaTurnsOnSms(await sb.stepUp(await sb.signIn(NIA)));
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const challenge = await niaChallenge();
      for (let j = 0; j < 5; j++) statuses.push((await sb.request('POST', '/platform/auth/second_step', { body: { challenge, code: '000001' }, headers: fromAddress('203.0.113.77') })).status);
    }
    expect(statuses).toContain(429);
  });
});

describe('passwords and turning off', () => {
  it('with two-step on, 8 characters suffice; without, 15 are needed', async () => {
    const token = await sb.stepUp(await sb.signIn(NIA));
    const short = { current_password: 'demo-password', new_password: 'qz8#Lp2!vR' };
    const before = await sb.request('PUT', '/platform/auth/password', { token, body: short });
    expect(before.body.errors.new_password).toEqual([PASSWORD_MESSAGES.tooShort(15)]);
    await niaTurnsOnSms(token);
    expect((await sb.request('PUT', '/platform/auth/password', { token, body: short })).status).toBe(200);
  });

  it('turning off needs the current password; then sign-in answers a token again', async () => {
    const token = await sb.stepUp(await sb.signIn(NIA));
    await niaTurnsOnSms(token);
    const wrong = await sb.request('POST', '/platform/auth/two_step/disable', { token, body: { current_password: 'not-it-at-all' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.current_password).toEqual([PASSWORD_MESSAGES.currentWrong]);
    expect((await sb.request('POST', '/platform/auth/two_step/disable', { token, body: { current_password: 'demo-password' } })).status).toBe(200);
    expect((await signInWith(NIA)).status).toBe(201);
  });
});

describe('staff', () => {
  it('always have it: e-mail codes without a method, and it cannot be turned off', async () => {
    const signIn = await signInWith('care@example.com');
    expect(signIn.status).toBe(200);
    expect(signIn.body.second_step).toMatchObject({ methods: ['email'], sent: 'email' });
    const token = await sb.stepUp(await sb.signIn('care@example.com'));
    const off = await sb.request('POST', '/platform/auth/two_step/disable', { token, body: { current_password: 'demo-password' } });
    expect(off.status).toBe(403);
    expect(off.body.message).toBe(TWO_STEP_MESSAGES.requiredForStaff);
    const own = await sb.request('GET', `/platform/auth/two_step?user_id=${await sb.userId('care@example.com')}`, { token });
    expect(own.body).toMatchObject({ on: true, required: true });
    const customer = await sb.request('GET', `/platform/auth/two_step?user_id=${await sb.userId(NIA)}`, { token });
    expect(customer.body).toMatchObject({ on: false, required: false });
    const other = await sb.request('GET', `/platform/auth/two_step?user_id=${await sb.userId(NIA)}`, { token: await sb.stepUp(await sb.signIn('ana@example.com')) });
    expect(other.status).toBe(404);
  });
});
