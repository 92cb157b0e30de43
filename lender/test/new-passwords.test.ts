// One rule for every new password (change, reset, activation): only the characters sign-in takes, so no
// password is set that locks its holder out; and none built from the holder's names or e-mail, whatever
// the case, separators, digits or repetition. A refusal is a 422 on the field and changes nothing.
import { and, desc, eq, like } from 'drizzle-orm';
import { PASSWORD_MESSAGES } from '../../lib/contract/limits';
import { outbox } from '../db/schema';
import { startSandbox, type Sandbox } from './harness';

jest.setTimeout(120_000);

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());
afterEach(() => sb.reset());

const NUL_PASSWORD = 'correct horse\u0000 battery staple zz';
const STRONG = 'lantern orbit velvet cactus 42';
const signInWith = (email: string, password: string) => sb.request('POST', '/platform/auth/sessions', { body: { email, password } });

/** The token of the newest e-mailed link of this kind. */
async function linkToken(email: string, subject: string, page: 'reset' | 'activate'): Promise<string> {
  const [mail] = await sb.database.db.select().from(outbox).where(and(eq(outbox.to, email), like(outbox.subject, subject))).orderBy(desc(outbox.id)).limit(1);
  const token = new RegExp(`/ui/auth/${page}\\?token=([A-Za-z0-9_-]+)`).exec(mail?.body ?? '')?.[1];
  if (!token) throw new Error(`no ${page} link for ${email}`);
  return token;
}

describe('PUT /platform/auth/password', () => {
  it.each([
    ['a NUL', NUL_PASSWORD, PASSWORD_MESSAGES.characters],
    ['a tab', 'correct horse\tbattery staple zz', PASSWORD_MESSAGES.characters],
    ['a lone surrogate', 'correct horse \uD800 battery staple', PASSWORD_MESSAGES.characters],
    ['her name run together, twice', 'AnaAlvarezAnaAlvarez', PASSWORD_MESSAGES.personal],
    ['her name with spaces, twice', 'ana alvarez ana alvarez', PASSWORD_MESSAGES.personal],
    ['her e-mail with dots', 'ana.alvarez.example.com', PASSWORD_MESSAGES.personal],
  ])('refuses %s on the field; her password stays the one she signs in with', async (_label, password, message) => {
    const token = await sb.signIn('ana@example.com');
    const res = await sb.request('PUT', '/platform/auth/password', { token, body: { current_password: 'demo-password', new_password: password } });
    expect(res.status).toBe(422);
    expect(res.body.errors.new_password).toEqual([message]);
    expect((await signInWith('ana@example.com', 'demo-password')).status).toBe(201);
    expect((await signInWith('ana@example.com', password)).status).not.toBe(201);
  });
});

describe('a reset link', () => {
  it('refuses a password sign-in cannot take, and stays usable for one it can', async () => {
    await sb.request('POST', '/platform/auth/password_resets', { body: { email: 'gus@example.com' } });
    const token = await linkToken('gus@example.com', 'Reset your password', 'reset');
    const refused = await sb.request('PUT', '/platform/auth/password_resets', { body: { token, new_password: NUL_PASSWORD } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.new_password).toEqual([PASSWORD_MESSAGES.characters]);
    expect((await signInWith('gus@example.com', 'demo-password')).status).toBe(201);
    expect((await sb.request('PUT', '/platform/auth/password_resets', { body: { token, new_password: STRONG } })).status).toBe(200);
    expect((await signInWith('gus@example.com', STRONG)).status).toBe(201);
  });
});

describe('the first sign-in (activation)', () => {
  it.each([
    [NUL_PASSWORD, PASSWORD_MESSAGES.characters],
    ['OlaOkaforOlaOkafor', PASSWORD_MESSAGES.personal],
  ])('refuses %j with its reason', async (password, message) => {
    const token = await linkToken('ola@example.com', 'Welcome: create your sign-in', 'activate');
    const res = await sb.request('PUT', '/platform/auth/activations', { body: { token, date_of_birth: '1987-06-14', ssn_last4: '3019', new_password: password } });
    expect(res.status).toBe(422);
    expect(res.body.errors.new_password).toEqual([message]);
  });
});
