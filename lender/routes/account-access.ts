// Account access, the portal's extensions under /platform/auth: changing the password, the
// forgotten-password link, the security activity. Every limit counts the attempt before it decides
// (../domain/rate-limit.ts), and every change sends a notice e-mail (../domain/account-security.ts).
import { timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  ACTIVATION_MESSAGES,
  ActivationCompleteSchema,
  ActivationResendSchema,
  type ActivationCheck,
  ChangePasswordRequestSchema,
  LINK_GONE_MESSAGE,
  PasswordResetCheckRequestSchema,
  PasswordResetCompleteSchema,
  PasswordResetRequestSchema,
  SecurityEventsQuerySchema,
  type PasswordResetCheck,
  type SecurityEvent,
} from '../../lib/contract/account-access';
import { PASSWORD_MESSAGES } from '../../lib/contract/limits';
import { users } from '../db/schema';
import {
  ACTIVATION_TOKEN_TTL_MS,
  atLeast,
  claimTokenTry,
  endToken,
  uncountTry,
  welcomeEmail,
  deviceName,
  issueToken,
  liveToken,
  portalUrl,
  recentSecurityEvents,
  RESET_TOKEN_TTL_MS,
  revokeSessions,
  SECURITY_EVENT_TEXT,
  securityNotice,
  useToken,
  visitor,
} from '../domain/account-security';
import { loadCustomer } from '../domain/access';
import { auditStaffAccess } from '../domain/audit';
import { knownTo, newPasswordProblem } from '../domain/password-policy';
import { hashPassword, verifyPassword } from '../domain/passwords';
import { hasSecondFactor } from '../domain/second-factor';
import { endChallenges } from '../domain/two-step';
import { endOpenAccess, removeRecentPasskeys } from '../domain/end-access';
import { markVerified } from '../domain/step-up';
import { languageOf, passkeysRemovedLine } from '../domain/notice-words';
import { claim, take, tooMany, type Claim, type Limit } from '../domain/rate-limit';
import { authenticate } from '../http/authenticate';
import type { Deps, Env, UserRow } from '../http/context';
import { HttpError, unprocessable } from '../http/errors';
import { parseBody, parseQuery } from '../http/validate';

export const accountAccessRoutes = new Hono<Env>();

const HOUR = 60 * 60 * 1000;
const QUARTER = 15 * 60 * 1000;
/** Failed current-password checks per account. */
const passwordChangeLimit = (userId: number): Limit => ({ bucket: `password-change:account:${userId}`, windowMs: QUARTER, max: 5 });
/** Reset links asked for, per e-mail (known or not: the count does not tell) and per address. */
const resetRequestLimits = (email: string, address: string): Limit[] => [
  { bucket: `password-reset:account:${email.toLowerCase()}`, windowMs: HOUR, max: 3 },
  { bucket: `password-reset:address:${address}`, windowMs: HOUR, max: 20 },
];
/** Uses of a link token (valid or not) per address: guessing tokens is hopeless, and this keeps it so. */
const linkTryLimit = (purpose: string, address: string): Limit => ({ bucket: `${purpose}-tries:address:${address}`, windowMs: QUARTER, max: 30 });
/** Answers to "Forgot your password?" take at least this long, whether or not an e-mail went out. */
export const RESET_REQUEST_MIN_MS = 300;

/** Refuses a new password the lender's policy refuses: 422 on the field, nothing changed. */
async function checkNewPassword(deps: Deps, user: UserRow, password: string, field = 'new_password'): Promise<void> {
  const problem = newPasswordProblem(password, { secondFactor: await hasSecondFactor(deps, user.id), knownTo: knownTo(user) });
  if (problem) throw unprocessable(problem, { [field]: [problem] });
}

// PUT /platform/auth/password — the signed-in person changes their password: the current one first.
accountAccessRoutes.put('/password', authenticate, async (c) => {
  const deps = c.get('deps');
  const { user, sessionId } = c.get('actor');
  const body = await parseBody(c, ChangePasswordRequestSchema);
  const limit = passwordChangeLimit(user.id);
  const held = await claim(deps, limit);
  if (held.count > limit.max) {
    await held.release();
    throw tooMany(deps, limit, 'Too many wrong passwords. Please try again later.', { current_password: ['Too many wrong passwords. Please try again later.'] });
  }
  if (!(await verifyPassword(body.current_password, user.passwordHash))) {
    throw unprocessable(PASSWORD_MESSAGES.currentWrong, { current_password: [PASSWORD_MESSAGES.currentWrong] });
  }
  await held.release();
  // The current password, just checked, is this session's step-up too.
  await markVerified(deps, sessionId);
  if (body.new_password === body.current_password) throw unprocessable(PASSWORD_MESSAGES.sameAsCurrent, { new_password: [PASSWORD_MESSAGES.sameAsCurrent] });
  await checkNewPassword(deps, user, body.new_password);
  await deps.db.update(users).set({ passwordHash: await hashPassword(body.new_password) }).where(eq(users.id, user.id));
  // Whoever else held a session or a second-step challenge (a copied password) is signed out; this browser
  // stays signed in.
  await revokeSessions(deps, user.id, sessionId);
  await endChallenges(deps, user.id);
  await securityNotice(deps, c, user, 'password_changed');
  return c.json({ ok: true as const });
});

const userByEmail = async (deps: Deps, email: string) =>
  (await deps.db.select().from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase())).limit(1))[0];

// POST /platform/auth/password_resets — "Forgot your password?". The same answer, in about the same
// time, whether or not the e-mail has an account: only its owner learns which, from their inbox.
accountAccessRoutes.post('/password_resets', async (c) => {
  const deps = c.get('deps');
  const { email } = await parseBody(c, PasswordResetRequestSchema);
  const { address } = visitor(c);
  for (const limit of resetRequestLimits(email, address ?? 'unknown')) {
    await take(deps, limit, 'Too many requests for a reset link. Please try again later.', { errors: { email: ['Too many requests for a reset link. Please try again later.'] } });
  }
  await atLeast(RESET_REQUEST_MIN_MS, async () => {
    const user = await userByEmail(deps, email);
    // Staff reset through the lender's own administrators; dealers have no portal account.
    if (!user || user.roleGroup !== 'customer') return;
    // A customer who never chose a password proves who they are first: the welcome link, not a reset.
    if (user.awaitingActivation) {
      await deps.adapters.email.send(welcomeEmail(user, await issueToken(deps, user.id, 'activation', ACTIVATION_TOKEN_TTL_MS)));
      return;
    }
    const token = await issueToken(deps, user.id, 'password_reset', RESET_TOKEN_TTL_MS);
    const link = portalUrl(`/ui/auth/reset?token=${token}`);
    await deps.adapters.email.send({
      to: user.email,
      subject: 'Reset your password',
      body: [
        `Hello ${user.firstName},`,
        '',
        'Someone (we hope you) asked to reset the password of your account. To choose a new one, open this link within 15 minutes:',
        link,
        '',
        'The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
      ].join('\n'),
    });
    // Listed in the activity, without an e-mail of its own: the link's e-mail is the notice.
    await securityNotice(deps, c, user, 'password_reset_requested', { email: false });
  });
  return c.json({ ok: true as const }, 202);
});

/** A reset token's account, counting the try per address first; 410 when the link cannot be used. */
async function resetAccount(deps: Deps, address: string, token: string) {
  const limit = linkTryLimit('password-reset', address);
  const held = await claim(deps, limit);
  if (held.count > limit.max) {
    await held.release();
    throw tooMany(deps, limit, 'Too many tries. Please try again later.');
  }
  const row = await liveToken(deps, token, 'password_reset');
  const [user] = row ? await deps.db.select().from(users).where(eq(users.id, row.userId)).limit(1) : [];
  if (!row || !user) throw new HttpError(410, LINK_GONE_MESSAGE, { token: [LINK_GONE_MESSAGE] });
  await held.release();
  return { row, user };
}

// POST /platform/auth/password_resets/check — may this link still be used, and how long must the password be?
accountAccessRoutes.post('/password_resets/check', async (c) => {
  const deps = c.get('deps');
  const { token } = await parseBody(c, PasswordResetCheckRequestSchema);
  const { user } = await resetAccount(deps, visitor(c).address ?? 'unknown', token);
  const body: PasswordResetCheck = { email: user.email, second_factor: await hasSecondFactor(deps, user.id), known_words: knownTo(user) };
  return c.json(body);
});

// PUT /platform/auth/password_resets — the new password, with the link. A refused password keeps the
// link usable; a good one uses it up, ends every session of the account and sends a notice.
accountAccessRoutes.put('/password_resets', async (c) => {
  const deps = c.get('deps');
  const { token, new_password: password } = await parseBody(c, PasswordResetCompleteSchema);
  const { row, user } = await resetAccount(deps, visitor(c).address ?? 'unknown', token);
  await checkNewPassword(deps, user, password);
  const passwordHash = await hashPassword(password);
  if (!(await useToken(deps, row.id))) throw new HttpError(410, LINK_GONE_MESSAGE, { token: [LINK_GONE_MESSAGE] });
  await deps.db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
  // A reset says someone else may have had the password: nothing they opened with it stays open.
  await endOpenAccess(deps, user.id);
  const removed = await removeRecentPasskeys(deps, user.id);
  await securityNotice(deps, c, user, 'password_reset', removed > 0 ? { more: [passkeysRemovedLine(languageOf(user), removed)] } : {});
  return c.json({ ok: true as const });
});

// GET /platform/auth/security_events?user_id= — the account's recent security activity (the customer's
// own, or any customer's for staff, written to the audit trail).
accountAccessRoutes.get('/security_events', authenticate, auditStaffAccess, async (c) => {
  const deps = c.get('deps');
  const { user_id: userId } = parseQuery(c, SecurityEventsQuerySchema);
  const customer = await loadCustomer(deps, c.get('actor'), userId);
  const rows = await recentSecurityEvents(deps, customer.id);
  const data: SecurityEvent[] = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    description: SECURITY_EVENT_TEXT[row.kind] ?? row.kind,
    created_at: row.createdAt.toISOString(),
    address: row.address,
    user_agent: row.userAgent ? deviceName(row.userAgent) : null,
  }));
  return c.json({ data });
});

// ── First sign-in (activation) ──────────────────────────────────────────────────────────────────────────

/** Wrong answers a welcome link takes before it ends. */
export const ACTIVATION_TRIES = 3;
/** Activation answers per account and per address, whatever the link (new links do not reset them). */
const activationTryLimits = (userId: number, address: string): Limit[] => [
  { bucket: `activation-tries:account:${userId}`, windowMs: HOUR, max: 6 },
  { bucket: `activation-tries:address:${address}`, windowMs: HOUR, max: 20 },
];
const activationResendLimits = (email: string, address: string): Limit[] => [
  { bucket: `activation-links:account:${email.toLowerCase()}`, windowMs: HOUR, max: 3 },
  { bucket: `activation-links:address:${address}`, windowMs: HOUR, max: 20 },
];

/** A welcome link's token and its account (still awaiting activation), the try counted per address; 410 otherwise. */
async function activationAccount(deps: Deps, address: string, token: string) {
  const limit = linkTryLimit('activation', address);
  const held = await claim(deps, limit);
  if (held.count > limit.max) {
    await held.release();
    throw tooMany(deps, limit, 'Too many tries. Please try again later.');
  }
  const row = await liveToken(deps, token, 'activation');
  const [user] = row ? await deps.db.select().from(users).where(eq(users.id, row.userId)).limit(1) : [];
  if (!row || !user?.awaitingActivation) throw new HttpError(410, LINK_GONE_MESSAGE, { token: [LINK_GONE_MESSAGE] });
  await held.release();
  return { row, user };
}

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

// POST /platform/auth/activations/check — may this welcome link still be used?
accountAccessRoutes.post('/activations/check', async (c) => {
  const deps = c.get('deps');
  const { token } = await parseBody(c, PasswordResetCheckRequestSchema);
  const { user } = await activationAccount(deps, visitor(c).address ?? 'unknown', token);
  const body: ActivationCheck = { first_name: user.firstName, email: user.email, second_factor: await hasSecondFactor(deps, user.id), known_words: knownTo(user) };
  return c.json(body);
});

// PUT /platform/auth/activations — the customer proves who they are (date of birth, SSN last 4: three wrong
// tries end the link) and chooses a password. A refused password keeps the link; success uses it up.
accountAccessRoutes.put('/activations', async (c) => {
  const deps = c.get('deps');
  const body = await parseBody(c, ActivationCompleteSchema);
  const address = visitor(c).address ?? 'unknown';
  const { row, user } = await activationAccount(deps, address, body.token);
  const claims: Claim[] = [];
  for (const limit of activationTryLimits(user.id, address)) {
    const held = await claim(deps, limit);
    claims.push(held);
    if (held.count > limit.max) {
      await Promise.all(claims.map((one) => one.release()));
      throw tooMany(deps, limit, 'Too many tries. Please try again later.');
    }
  }
  const tries = await claimTokenTry(deps, row.id);
  if (tries > ACTIVATION_TRIES) {
    await endToken(deps, row.id);
    throw new HttpError(410, ACTIVATION_MESSAGES.tooManyTries, { token: [ACTIVATION_MESSAGES.tooManyTries] });
  }
  const right = Boolean(user.dateOfBirth && user.ssnLast4) && sameText(body.date_of_birth, user.dateOfBirth ?? '') && sameText(body.ssn_last4, user.ssnLast4 ?? '');
  if (!right) {
    if (tries >= ACTIVATION_TRIES) {
      await endToken(deps, row.id);
      throw new HttpError(410, ACTIVATION_MESSAGES.tooManyTries, { token: [ACTIVATION_MESSAGES.tooManyTries] });
    }
    const left = ACTIVATION_TRIES - tries;
    const message = `${ACTIVATION_MESSAGES.identity} ${left === 1 ? '1 try is left.' : `${left} tries are left.`}`;
    throw unprocessable(message, { date_of_birth: [message], ssn_last4: [message] });
  }
  // Right answers give their counts back.
  await uncountTry(deps, row.id);
  await Promise.all(claims.map((one) => one.release()));
  await checkNewPassword(deps, user, body.new_password);
  const passwordHash = await hashPassword(body.new_password);
  if (!(await useToken(deps, row.id))) throw new HttpError(410, LINK_GONE_MESSAGE, { token: [LINK_GONE_MESSAGE] });
  await deps.db.update(users).set({ passwordHash, awaitingActivation: false }).where(eq(users.id, user.id));
  await securityNotice(deps, c, user, 'account_activated');
  return c.json({ ok: true as const });
});

// POST /platform/auth/activations — "Send me a new link". The same answer, in about the same time, whether
// or not the e-mail has an account waiting for its first sign-in.
accountAccessRoutes.post('/activations', async (c) => {
  const deps = c.get('deps');
  const { email } = await parseBody(c, ActivationResendSchema);
  const { address } = visitor(c);
  for (const limit of activationResendLimits(email, address ?? 'unknown')) {
    await take(deps, limit, 'Too many requests for a new link. Please try again later.', { errors: { email: ['Too many requests for a new link. Please try again later.'] } });
  }
  await atLeast(RESET_REQUEST_MIN_MS, async () => {
    const user = await userByEmail(deps, email);
    if (!user?.awaitingActivation) return;
    await deps.adapters.email.send(welcomeEmail(user, await issueToken(deps, user.id, 'activation', ACTIVATION_TOKEN_TTL_MS)));
  });
  return c.json({ ok: true as const }, 202);
});
