// A new sign-in e-mail is confirmed by the new address: until its single-use link (24 hours) is opened,
// sign-in and resets use the old address, which is told at once with a link to stop the change, and again
// when it happens. The confirmed change ends every session, remembered device and open challenge. Staff
// cannot start one.
import { and, desc, eq, like } from 'drizzle-orm';
import { LINK_GONE_MESSAGE } from '../../lib/contract/account-access';
import { EMAIL_CHANGE_MESSAGES } from '../../lib/contract/email-change';
import { outbox } from '../db/schema';
import { startSandbox, type Sandbox } from './harness';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());
beforeEach(() => sb.reset());

const NIA = 'nia@example.com';
const NEW = 'nia.new@example.com';
const mails = (to: string, subject: string) =>
  sb.database.db.select().from(outbox).where(and(eq(outbox.to, to), like(outbox.subject, subject))).orderBy(desc(outbox.id));
const linkToken = async (to: string, subject: string, page: 'confirm' | 'stop') => {
  const [mail] = await mails(to, subject);
  const token = new RegExp(`/ui/auth/email/${page}\\?token=([A-Za-z0-9_-]+)`).exec(mail?.body ?? '')?.[1];
  if (!token) throw new Error(`no ${page} link to ${to}`);
  return token;
};
const signInStatus = async (email: string) => (await sb.request('POST', '/platform/auth/sessions', { body: { email, password: 'demo-password' } })).status;
const meStatus = async (token: string) => (await sb.request('GET', '/api/users/me', { token })).status;

async function startChange(email = NIA, to = NEW) {
  const token = await sb.stepUp(await sb.signIn(email));
  const res = await sb.request('POST', '/api/users/preferences', { token, body: { id: await sb.userId(email), user: { email: to } } });
  expect(res.status).toBe(200);
  return { token, user: res.body.data.attributes };
}

it('the probe: a session alone no longer changes the e-mail, and a reset link can no longer go to the new address', async () => {
  const token = await sb.signIn(NIA);
  const res = await sb.request('POST', '/api/users/preferences', { token, body: { id: await sb.userId(NIA), user: { email: 'mallory@evil.example' } } });
  expect(res.status).toBe(403);
  // Even with the window open, the address only waits: a reset asked for it sends nothing there.
  const { user } = await startChange(NIA, 'mallory@evil.example');
  expect(user).toMatchObject({ email: NIA, pending_email: 'mallory@evil.example' });
  await sb.request('POST', '/platform/auth/password_resets', { body: { email: 'mallory@evil.example' } });
  expect(await mails('mallory@evil.example', 'Reset your password')).toHaveLength(0);
  expect(await signInStatus(NIA)).toBe(201);
  expect(await signInStatus('mallory@evil.example')).toBe(401);
});

it('takes effect when the new address opens its link, once; every session ends; the old address is told twice', async () => {
  const { token } = await startChange();
  const requested = await mails(NIA, 'Security notice: sign-in e-mail change requested');
  expect(requested).toHaveLength(1);
  expect(requested[0]!.body).toContain(NEW);
  const confirm = await linkToken(NEW, 'Confirm your new sign-in e-mail', 'confirm');
  expect((await sb.request('POST', '/platform/auth/email_changes/check', { body: { token: confirm } })).body).toEqual({ new_email: NEW });
  const done = await sb.request('PUT', '/platform/auth/email_changes', { body: { token: confirm } });
  expect(done.status).toBe(200);
  expect(done.body).toEqual({ ok: true, email: NEW });
  expect(await meStatus(token)).toBe(401);
  expect(await signInStatus(NIA)).toBe(401);
  expect(await signInStatus(NEW)).toBe(201);
  expect(await mails(NIA, 'Security notice: sign-in e-mail changed')).toHaveLength(1);
  const again = await sb.request('PUT', '/platform/auth/email_changes', { body: { token: confirm } });
  expect(again.status).toBe(410);
  expect(again.body.message).toBe(LINK_GONE_MESSAGE);
});

it('the old address stops it: the confirmation link no longer works', async () => {
  await startChange();
  const stop = await linkToken(NIA, 'Security notice: sign-in e-mail change requested', 'stop');
  const confirm = await linkToken(NEW, 'Confirm your new sign-in e-mail', 'confirm');
  expect((await sb.request('POST', '/platform/auth/email_changes/stop', { body: { token: stop } })).status).toBe(200);
  expect((await sb.request('PUT', '/platform/auth/email_changes', { body: { token: confirm } })).status).toBe(410);
  expect(await signInStatus(NIA)).toBe(201);
  const me = (await sb.request('GET', '/api/users/me', { token: await sb.signIn(NIA) })).body.data.attributes;
  expect(me.pending_email).toBeNull();
  expect((await sb.request('POST', '/platform/auth/email_changes/stop', { body: { token: stop } })).status).toBe(410);
});

it('a link lasts 24 hours; a newer change ends the earlier one', async () => {
  await startChange();
  const first = await linkToken(NEW, 'Confirm your new sign-in e-mail', 'confirm');
  await startChange(NIA, 'nia.other@example.com');
  expect((await sb.request('PUT', '/platform/auth/email_changes', { body: { token: first } })).status).toBe(410);
  const second = await linkToken('nia.other@example.com', 'Confirm your new sign-in e-mail', 'confirm');
  const pending = async () => (await sb.request('GET', '/api/users/me', { token: await sb.signIn(NIA) })).body.data.attributes.pending_email;
  expect(await pending()).toBe('nia.other@example.com');
  sb.clock.advance(24 * 60 * 60 * 1000 + 1000);
  // The user record stops naming the address once its link has run out (the clock's now, not the database's).
  expect(await pending()).toBeNull();
  expect((await sb.request('PUT', '/platform/auth/email_changes', { body: { token: second } })).status).toBe(410);
  expect(await signInStatus(NIA)).toBe(201);
});

it('an address taken meanwhile is refused at confirmation, and nothing changes', async () => {
  await startChange();
  const confirm = await linkToken(NEW, 'Confirm your new sign-in e-mail', 'confirm');
  // Another account takes the address first (its own change, confirmed).
  await startChange('ana@example.com', NEW);
  expect((await sb.request('PUT', '/platform/auth/email_changes', { body: { token: await linkToken(NEW, 'Confirm your new sign-in e-mail', 'confirm') } })).status).toBe(200);
  const late = await sb.request('PUT', '/platform/auth/email_changes', { body: { token: confirm } });
  expect(late.status).toBe(422);
  expect(await signInStatus(NIA)).toBe(201);
});

it('staff cannot start a customer’s e-mail change, even with the window open', async () => {
  const token = await sb.stepUp(await sb.signIn('care@example.com'));
  const res = await sb.request('POST', '/api/users/preferences', { token, body: { id: await sb.userId(NIA), user: { email: 'mallory@evil.example' } } });
  expect(res.status).toBe(403);
  expect(res.body.message).toBe(EMAIL_CHANGE_MESSAGES.staff);
  expect(await mails('mallory@evil.example', '%')).toHaveLength(0);
  // Their other preferences they may still save, without a step-up.
  const reminders = await sb.request('POST', '/api/users/preferences', { token: await sb.signIn('care@example.com'), body: { id: await sb.userId(NIA), preferred_locale: 'es-US' } });
  expect(reminders.status).toBe(200);
});

it("writes both e-mails in the customer's language", async () => {
  const token = await sb.signIn(NIA);
  await sb.request('POST', '/api/users/preferences', { token, body: { id: await sb.userId(NIA), preferred_locale: 'es-US' } });
  await startChange();
  expect(await mails(NEW, 'Confirme su nuevo correo electrónico de inicio de sesión')).toHaveLength(1);
  const [notice] = await mails(NIA, 'Aviso de seguridad%');
  expect(notice!.body).toContain('deténgalo con este enlace');
});
