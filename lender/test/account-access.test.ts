// Account access: changing and resetting a password. Every link is single-use and expires;
// answers for unknown e-mails are the same as for known ones; breached and short passwords are refused
// with their reason; a new password ends the account's other sessions and e-mails a notice.
import { and, desc, eq, like } from 'drizzle-orm';
import { LINK_GONE_MESSAGE } from '../../lib/contract/account-access';
import { PASSWORD_MESSAGES } from '../../lib/contract/limits';
import { outbox } from '../db/schema';
import { RESET_TOKEN_TTL_MS } from '../domain/account-security';
import { fromAddress, startSandbox, type Sandbox } from './harness';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());
afterEach(() => sb.clock.reset());

const STRONG = 'lantern orbit velvet cactus 42';
const STRONGER = 'marble tundra kettle harbor 77';

const mails = (to: string, subject: string) =>
  sb.database.db.select().from(outbox).where(and(eq(outbox.to, to), like(outbox.subject, subject))).orderBy(desc(outbox.id));
async function resetLinkToken(email: string): Promise<string> {
  const [mail] = await mails(email, 'Reset your password');
  const token = /\/ui\/auth\/reset\?token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1];
  if (!token) throw new Error(`no reset link for ${email}`);
  return token;
}
const signInWith = (email: string, password: string) => sb.request('POST', '/platform/auth/sessions', { body: { email, password } });
const meStatus = async (token: string) => (await sb.request('GET', '/platform/auth/users/me', { token })).status;

describe('PUT /platform/auth/password', () => {
  it.each([
    ['a wrong current password', { current_password: 'not-my-password', new_password: STRONG }, 'current_password', PASSWORD_MESSAGES.currentWrong],
    ['a breached password', { current_password: 'demo-password', new_password: 'password1234' }, 'new_password', PASSWORD_MESSAGES.common],
    ['a breached password in other letter case', { current_password: 'demo-password', new_password: 'IloveYou' }, 'new_password', PASSWORD_MESSAGES.common],
    ['a password under 15 characters', { current_password: 'demo-password', new_password: 'qz8#Lp2!vR' }, 'new_password', PASSWORD_MESSAGES.tooShort(15)],
    ['a long but guessable password', { current_password: 'demo-password', new_password: 'aaaaaaaaaaaaaaaaaaaa' }, 'new_password', PASSWORD_MESSAGES.weak],
    ['a password made of the e-mail', { current_password: 'demo-password', new_password: 'dan@example.com2024' }, 'new_password', PASSWORD_MESSAGES.personal],
    ['the current password again', { current_password: 'demo-password', new_password: 'demo-password' }, 'new_password', PASSWORD_MESSAGES.sameAsCurrent],
  ])('refuses %s with the reason on the field, and changes nothing', async (_label, body, field, message) => {
    const token = await sb.signIn('dan@example.com');
    const res = await sb.request('PUT', '/platform/auth/password', { token, body });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual([message]);
    expect((await signInWith('dan@example.com', 'demo-password')).status).toBe(201);
  });

  it('changes it: the other sessions end, this one stays, a notice is e-mailed and listed', async () => {
    const other = await sb.signIn('ben@example.com');
    const mine = await sb.signIn('ben@example.com');
    const res = await sb.request('PUT', '/platform/auth/password', {
      token: mine,
      body: { current_password: 'demo-password', new_password: STRONG },
      headers: { ...fromAddress('203.0.113.9'), 'x-portal-client-agent': 'Mozilla/5.0 (Windows NT 10.0) Chrome/130.0 Safari/537.36' },
    });
    expect(res.status).toBe(200);
    expect(await meStatus(other)).toBe(401);
    expect(await meStatus(mine)).toBe(200);
    expect((await signInWith('ben@example.com', 'demo-password')).status).toBe(401);
    expect((await signInWith('ben@example.com', STRONG)).status).toBe(201);
    const [notice] = await mails('ben@example.com', 'Security notice: password changed');
    expect(notice?.body).toContain('Chrome on Windows at address 203.0.113.9');
    const events = await sb.request('GET', `/platform/auth/security_events?user_id=${await sb.userId('ben@example.com')}`, { token: mine });
    expect(events.status).toBe(200);
    expect(events.body.data[0]).toMatchObject({ kind: 'password_changed', description: 'Password changed', address: '203.0.113.9', user_agent: 'Chrome on Windows' });
  });

  it('locks after 5 wrong current passwords, counted before the check', async () => {
    const token = await sb.signIn('eve@example.com');
    const tries = await Promise.all(
      Array.from({ length: 8 }, () => sb.request('PUT', '/platform/auth/password', { token, body: { current_password: 'wrong-password-x', new_password: STRONG } })),
    );
    expect(tries.filter((t) => t.status === 422)).toHaveLength(5);
    expect(tries.filter((t) => t.status === 429)).toHaveLength(3);
    // The right password is refused too while locked: the limit is no oracle.
    const right = await sb.request('PUT', '/platform/auth/password', { token, body: { current_password: 'demo-password', new_password: STRONG } });
    expect(right.status).toBe(429);
    expect(right.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('forgotten password', () => {
  it('answers an unknown e-mail exactly as a known one, in a similar time', async () => {
    const time = async (email: string) => {
      const started = performance.now();
      const res = await sb.request('POST', '/platform/auth/password_resets', { body: { email }, headers: fromAddress('198.51.100.1') });
      return { status: res.status, body: res.body, ms: performance.now() - started };
    };
    const known = await time('fay@example.com');
    const unknown = await time('nobody-here@example.com');
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.status).toBe(202);
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(150);
    expect(await mails('fay@example.com', 'Reset your password')).toHaveLength(1);
    expect(await mails('nobody-here@example.com', '%')).toHaveLength(0);
  });

  it('a link works once: the new password ends every session and sends a notice', async () => {
    const session = await sb.signIn('gus@example.com');
    await sb.request('POST', '/platform/auth/password_resets', { body: { email: 'GUS@example.com' } });
    const token = await resetLinkToken('gus@example.com');
    const check = await sb.request('POST', '/platform/auth/password_resets/check', { body: { token } });
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ email: 'gus@example.com', second_factor: false });
    // A refused password leaves the link usable.
    const weak = await sb.request('PUT', '/platform/auth/password_resets', { body: { token, new_password: 'password' } });
    expect(weak.status).toBe(422);
    expect(weak.body.errors.new_password).toEqual([PASSWORD_MESSAGES.common]);
    const done = await sb.request('PUT', '/platform/auth/password_resets', { body: { token, new_password: STRONG } });
    expect(done.status).toBe(200);
    expect(await meStatus(session)).toBe(401);
    expect((await signInWith('gus@example.com', STRONG)).status).toBe(201);
    expect(await mails('gus@example.com', 'Security notice: password reset%')).toHaveLength(1);
    const again = await sb.request('PUT', '/platform/auth/password_resets', { body: { token, new_password: STRONGER } });
    expect(again.status).toBe(410);
    expect(again.body.message).toBe(LINK_GONE_MESSAGE);
    expect((await sb.request('POST', '/platform/auth/password_resets/check', { body: { token } })).status).toBe(410);
  });

  it('a link expires after 15 minutes, and a newer link ends the older one', async () => {
    await sb.request('POST', '/platform/auth/password_resets', { body: { email: 'hal@example.com' } });
    const first = await resetLinkToken('hal@example.com');
    await sb.request('POST', '/platform/auth/password_resets', { body: { email: 'hal@example.com' } });
    const second = await resetLinkToken('hal@example.com');
    expect((await sb.request('POST', '/platform/auth/password_resets/check', { body: { token: first } })).status).toBe(410);
    sb.clock.advance(RESET_TOKEN_TTL_MS + 1000);
    const late = await sb.request('PUT', '/platform/auth/password_resets', { body: { token: second, new_password: STRONG } });
    expect(late.status).toBe(410);
    expect((await signInWith('hal@example.com', 'demo-password')).status).toBe(201);
  });

  it('an unknown or malformed token answers like an expired one, or 422 for the shape', async () => {
    const unknown = await sb.request('POST', '/platform/auth/password_resets/check', { body: { token: 'A'.repeat(43) } });
    expect(unknown.status).toBe(410);
    expect(unknown.body.message).toBe(LINK_GONE_MESSAGE);
    const malformed = await sb.request('PUT', '/platform/auth/password_resets', { body: { token: 'short', new_password: STRONG } });
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors.token).toBeDefined();
  });

  it('limits requests per e-mail (known or not alike) and per address', async () => {
    const ask = (email: string, address: string) => sb.request('POST', '/platform/auth/password_resets', { body: { email }, headers: fromAddress(address) });
    for (const email of ['ivy@example.com', 'no-such-person@example.com']) {
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push((await ask(email, `192.0.2.${i + 10}`)).status);
      expect(answers).toEqual([202, 202, 202, 429]);
    }
    const perAddress = [];
    for (let i = 0; i < 21; i++) perAddress.push((await ask(`someone${i}@example.com`, '192.0.2.99')).status);
    expect(perAddress.slice(0, 20).every((s) => s === 202)).toBe(true);
    expect(perAddress[20]).toBe(429);
  });

  it('limits link tries per address', async () => {
    const tries = [];
    for (let i = 0; i < 31; i++) {
      tries.push((await sb.request('POST', '/platform/auth/password_resets/check', { body: { token: `${'B'.repeat(40)}${i}` }, headers: fromAddress('192.0.2.200') })).status);
    }
    expect(tries.slice(0, 30).every((s) => s === 410)).toBe(true);
    expect(tries[30]).toBe(429);
  });
});

describe('security notices for e-mail and phone changes', () => {
  it('a new sign-in e-mail: the old address is told at once and when it happens, and the activity lists both', async () => {
    const token = await sb.stepUp(await sb.signIn('kim@example.com'));
    const kim = await sb.userId('kim@example.com');
    expect((await sb.request('POST', '/api/users/preferences', { token, body: { id: kim, user: { email: 'kim.new@example.com' } } })).status).toBe(200);
    expect(await mails('kim@example.com', 'Security notice: sign-in e-mail change requested')).toHaveLength(1);
    const [link] = await mails('kim.new@example.com', 'Confirm your new sign-in e-mail');
    const confirm = /\/ui\/auth\/email\/confirm\?token=([A-Za-z0-9_-]+)/.exec(link?.body ?? '')?.[1];
    expect((await sb.request('PUT', '/platform/auth/email_changes', { body: { token: confirm } })).status).toBe(200);
    expect(await mails('kim@example.com', 'Security notice: sign-in e-mail changed')).toHaveLength(1);
    const events = await sb.request('GET', `/platform/auth/security_events?user_id=${kim}`, { token: await sb.signIn('kim.new@example.com') });
    expect(events.body.data.map((e: { kind: string }) => e.kind).slice(0, 2)).toEqual(['email_changed', 'email_change_requested']);
    expect(events.body.data[0]).toMatchObject({ description: 'Sign-in e-mail changed' });
  });

  it('a newly verified mobile phone sends a notice and is listed', async () => {
    const token = await sb.signIn('cara@example.com');
    const me = (await sb.request('GET', '/api/users/me', { token })).body.data;
    const cara = me.id as number;
    const added = await sb.request('POST', '/api/mobile_phones', { token, body: { send_pin: true, mobile_phone: { number: '5555557788', owner_id: cara, owner_type: 'User' } } });
    expect(added.status).toBe(201);
    const [sms] = await sb.database.db.select().from(outbox).where(eq(outbox.to, '5555557788')).orderBy(desc(outbox.id)).limit(1);
    const pin = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1];
    expect((await sb.request('PUT', `/api/mobile_phones/${added.body.data.id}/verify`, { token, body: { pin } })).status).toBe(200);
    expect(await mails('cara@example.com', 'Security notice: mobile phone verified')).toHaveLength(1);
    const events = await sb.request('GET', `/platform/auth/security_events?user_id=${cara}`, { token });
    expect(events.body.data[0]).toMatchObject({ kind: 'phone_changed' });
  });
});

describe('GET /platform/auth/security_events', () => {
  it('is the customer’s own, or any customer’s for staff; another customer gets 404', async () => {
    const ana = await sb.userId('ana@example.com');
    expect((await sb.request('GET', `/platform/auth/security_events?user_id=${ana}`, { token: await sb.signIn('ana@example.com') })).status).toBe(200);
    expect((await sb.request('GET', `/platform/auth/security_events?user_id=${ana}`, { token: await sb.signIn('care@example.com') })).status).toBe(200);
    expect((await sb.request('GET', `/platform/auth/security_events?user_id=${ana}`, { token: await sb.signIn('jon@example.com') })).status).toBe(404);
    expect((await sb.request('GET', `/platform/auth/security_events?user_id=${ana}`)).status).toBe(401);
  });
});

describe('first sign-in (activation)', () => {
  const OLA = 'ola@example.com';
  const welcomeToken = async () => {
    const [mail] = await mails(OLA, 'Welcome: create your sign-in');
    const token = /\/ui\/auth\/activate\?token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1];
    if (!token) throw new Error('no welcome link');
    return token;
  };
  const answers = (token: string, over: Record<string, string> = {}) => ({ token, date_of_birth: '1987-06-14', ssn_last4: '3019', new_password: STRONG, ...over });
  beforeEach(() => sb.reset());

  it('the seeded welcome e-mail links to the activation page; ola cannot sign in before', async () => {
    const token = await welcomeToken();
    expect((await signInWith(OLA, 'demo-password')).status).toBe(401);
    const check = await sb.request('POST', '/platform/auth/activations/check', { body: { token } });
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ first_name: 'Ola', email: OLA, second_factor: false });
  });

  it('proves who she is, chooses a password, signs in; the link works once', async () => {
    const token = await welcomeToken();
    const weak = await sb.request('PUT', '/platform/auth/activations', { body: answers(token, { new_password: 'qwerty123456789' }) });
    expect(weak.status).toBe(422);
    expect(weak.body.errors.new_password).toEqual([PASSWORD_MESSAGES.common]);
    const done = await sb.request('PUT', '/platform/auth/activations', { body: answers(token) });
    expect(done.status).toBe(200);
    expect((await signInWith(OLA, STRONG)).status).toBe(201);
    expect(await mails(OLA, 'Security notice: sign-in created%')).toHaveLength(1);
    const again = await sb.request('PUT', '/platform/auth/activations', { body: answers(token, { new_password: STRONGER }) });
    expect(again.status).toBe(410);
  });

  it('three wrong answers end the link, even with the right ones after', async () => {
    const token = await welcomeToken();
    const first = await sb.request('PUT', '/platform/auth/activations', { body: answers(token, { ssn_last4: '0000' }) });
    expect(first.status).toBe(422);
    expect(first.body.errors.date_of_birth[0]).toMatch(/2 tries are left/);
    expect((await sb.request('PUT', '/platform/auth/activations', { body: answers(token, { date_of_birth: '1990-01-01' }) })).status).toBe(422);
    const third = await sb.request('PUT', '/platform/auth/activations', { body: answers(token, { ssn_last4: '1111' }) });
    expect(third.status).toBe(410);
    expect((await sb.request('PUT', '/platform/auth/activations', { body: answers(token) })).status).toBe(410);
  });

  it('concurrent wrong answers get no more than three checked', async () => {
    const token = await welcomeToken();
    const all = await Promise.all(Array.from({ length: 6 }, (_, i) => sb.request('PUT', '/platform/auth/activations', { body: answers(token, { ssn_last4: `000${i}` }) })));
    expect(all.filter((r) => r.status === 422).length).toBeLessThanOrEqual(2);
    expect((await sb.request('PUT', '/platform/auth/activations', { body: answers(token) })).status).toBe(410);
  });

  it('expires after 72 hours; a new link answers the same for any e-mail, and only a waiting account gets one', async () => {
    const token = await welcomeToken();
    sb.clock.advance(72 * 60 * 60 * 1000 + 1000);
    expect((await sb.request('POST', '/platform/auth/activations/check', { body: { token } })).status).toBe(410);
    const known = await sb.request('POST', '/platform/auth/activations', { body: { email: OLA } });
    const unknown = await sb.request('POST', '/platform/auth/activations', { body: { email: 'nobody-waiting@example.com' } });
    const active = await sb.request('POST', '/platform/auth/activations', { body: { email: 'ana@example.com' } });
    expect([known.status, unknown.status, active.status]).toEqual([202, 202, 202]);
    expect(unknown.body).toEqual(known.body);
    expect(active.body).toEqual(known.body);
    expect(await mails('ana@example.com', 'Welcome%')).toHaveLength(0);
    const fresh = await welcomeToken();
    expect(fresh).not.toBe(token);
    expect((await sb.request('POST', '/platform/auth/activations/check', { body: { token: fresh } })).status).toBe(200);
  });

  it('"Forgot your password?" sends a waiting account its welcome link, not a reset', async () => {
    await sb.request('POST', '/platform/auth/password_resets', { body: { email: OLA } });
    expect(await mails(OLA, 'Reset your password')).toHaveLength(0);
    expect(await mails(OLA, 'Welcome: create your sign-in')).toHaveLength(2);
  });
});
