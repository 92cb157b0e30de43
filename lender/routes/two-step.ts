// Two-step verification, the portal's extensions under /platform/auth: completing a
// sign-in's second step, and the account's own methods, recovery codes and remembered devices. The rules
// are in ../domain/two-step.ts; every change sends a notice e-mail (../domain/account-security.ts).
import { randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  EnrolConfirmSchema,
  EnrolRequestSchema,
  SecondStepCompleteSchema,
  SendCodeRequestSchema,
  TWO_STEP_MESSAGES,
  TwoStepOffSchema,
  TwoStepQuerySchema,
  type EnrolStarted,
  type RememberedDevice,
  type TwoStepMethod,
  type TwoStepStatus,
} from '../../lib/contract/two-step';
import { PASSWORD_MESSAGES } from '../../lib/contract/limits';
import { rememberedDevices, twoStepMethods, users } from '../db/schema';
import { deviceName, securityNotice, visitor } from '../domain/account-security';
import { loadCustomer } from '../domain/access';
import { auditStaffAccess } from '../domain/audit';
import { hashPassword, verifyPassword } from '../domain/passwords';
import { claim, tooMany, type Claim, type Limit } from '../domain/rate-limit';
import { base32Encode, otpauthUri } from '../domain/totp';
import {
  acceptTotp,
  claimChallengeTry,
  codeDestination,
  codeMatches,
  CODE_TRIES,
  CODE_TTL_MS,
  codeTryLimits,
  confirmedMethods,
  deliverCode,
  endChallenge,
  liveChallenge,
  maskEmail,
  maskPhone,
  newRecoveryCodes,
  recoveryCodesLeft,
  rememberDevice,
  RESEND_EVERY_MS,
  resendTooSoon,
  sendChallengeCode,
  signInMethods,
  turnOff,
  twoStepRequired,
} from '../domain/two-step';
import { authenticate } from '../http/authenticate';
import type { Deps, Env } from '../http/context';
import { forbidden, HttpError, notFound, unprocessable } from '../http/errors';
import { parseBody, parseQuery } from '../http/validate';
import { issueSession } from '../domain/sessions';
import { markVerified, requireStepUp } from '../domain/step-up';

export const twoStepRoutes = new Hono<Env>();

const challengeGone = () => new HttpError(410, TWO_STEP_MESSAGES.challengeGone, { code: [TWO_STEP_MESSAGES.challengeGone] });
const userOf = async (deps: Deps, id: number) => (await deps.db.select().from(users).where(eq(users.id, id)).limit(1))[0];

/** Counts a code try against the account's and the address's limits before it is checked. */
async function claimCodeTry(deps: Deps, userId: number, address: string): Promise<Claim[]> {
  const claims: Claim[] = [];
  for (const limit of codeTryLimits(userId, address)) {
    const held = await claim(deps, limit);
    claims.push(held);
    if (held.count > limit.max) {
      await Promise.all(claims.map((one) => one.release()));
      throw tooMany(deps, limit, TWO_STEP_MESSAGES.tooManyCodeTries, { code: [TWO_STEP_MESSAGES.tooManyCodeTries] });
    }
  }
  return claims;
}

const triesLeftMessage = (left: number) => `${TWO_STEP_MESSAGES.codeWrong} ${left === 1 ? '1 try is left.' : `${left} tries are left.`}`;

// POST /platform/auth/second_step/codes — send the challenge's code by SMS or e-mail (again: once a minute).
twoStepRoutes.post('/second_step/codes', async (c) => {
  const deps = c.get('deps');
  const { challenge: token, method } = await parseBody(c, SendCodeRequestSchema);
  const challenge = await liveChallenge(deps, token);
  const user = challenge && (await userOf(deps, challenge.userId));
  if (!challenge || !user) throw challengeGone();
  const notThatWay = 'This account does not get codes that way.';
  if (!(await signInMethods(deps, user)).includes(method)) throw unprocessable(notThatWay, { method: [notThatWay] });
  const destination = await sendChallengeCode(deps, user, challenge, method, visitor(c).address ?? 'unknown');
  return c.json({ ok: true as const, method, destination });
});

// POST /platform/auth/second_step — the code, from SMS, e-mail or the app, or a recovery code: the token.
// Five wrong codes end the challenge; tries are also limited per account and per address.
twoStepRoutes.post('/second_step', async (c) => {
  const deps = c.get('deps');
  const body = await parseBody(c, SecondStepCompleteSchema);
  const who = visitor(c);
  const address = who.address ?? 'unknown';
  const challenge = await liveChallenge(deps, body.challenge);
  const user = challenge && (await userOf(deps, challenge.userId));
  if (!challenge || !user) throw challengeGone();
  const claims = await claimCodeTry(deps, user.id, address);
  const tries = await claimChallengeTry(deps, challenge.id);
  if (tries > CODE_TRIES) {
    await endChallenge(deps, challenge.id);
    throw new HttpError(410, TWO_STEP_MESSAGES.tooManyTries, { code: [TWO_STEP_MESSAGES.tooManyTries] });
  }
  const check = await codeMatches(deps, user, challenge, body.code);
  if (check !== 'right') {
    if (tries >= CODE_TRIES) {
      await endChallenge(deps, challenge.id);
      throw new HttpError(410, TWO_STEP_MESSAGES.tooManyTries, { code: [TWO_STEP_MESSAGES.tooManyTries] });
    }
    const expired = challenge.codeExpiresAt !== null && challenge.codeExpiresAt <= deps.clock.now() && /^\d{6}$/.test(body.code);
    // The app's code of a step already used (typed again within its 30 seconds): right, but once only.
    const message = check === 'used' ? TWO_STEP_MESSAGES.codeUsed : expired ? TWO_STEP_MESSAGES.codeExpired : triesLeftMessage(CODE_TRIES - tries);
    throw unprocessable(message, { code: [message] });
  }
  await Promise.all(claims.map((one) => one.release()));
  if (!(await endChallenge(deps, challenge.id))) throw challengeGone();
  const session = await issueSession(deps, user.id);
  if (!body.remember_device) return c.json(session, 201);
  const device = await rememberDevice(deps, user.id, who);
  return c.json({ ...session, device_token: device.token, device_expires_at: device.expiresAt.toISOString() }, 201);
});

// GET /platform/auth/two_step?user_id= — the account's second step: its owner's, or a customer's for staff.
twoStepRoutes.get('/two_step', authenticate, auditStaffAccess, async (c) => {
  const deps = c.get('deps');
  const { user_id: userId } = parseQuery(c, TwoStepQuerySchema);
  const account = await loadCustomer(deps, c.get('actor'), userId);
  const rows = await confirmedMethods(deps, account.id);
  const body: TwoStepStatus = {
    on: (await signInMethods(deps, account)).length > 0,
    required: twoStepRequired(account),
    methods: rows.map((row) => ({
      method: row.method as TwoStepMethod,
      destination: row.method === 'sms' ? maskPhone(row.destination) : row.method === 'email' ? maskEmail(row.destination) : 'Authenticator app',
      confirmed_at: row.confirmedAt!.toISOString(),
    })),
    recovery_codes_left: await recoveryCodesLeft(deps, account.id),
  };
  return c.json(body);
});

// POST /platform/auth/two_step/methods — the signed-in person starts turning a method on: a code to SMS or
// e-mail, or the authenticator app's secret. Nothing is on until PUT confirms it with a code.
// Turning a method on changes how the account signs in: the step-up window first (the confirming PUT then
// finishes only what such a start began).
twoStepRoutes.post('/two_step/methods', authenticate, async (c) => {
  const deps = c.get('deps');
  const { user } = c.get('actor');
  requireStepUp(c);
  const { method } = await parseBody(c, EnrolRequestSchema);
  const [existing] = await deps.db.select().from(twoStepMethods).where(and(eq(twoStepMethods.userId, user.id), eq(twoStepMethods.method, method))).limit(1);
  if (existing?.confirmedAt) throw new HttpError(409, TWO_STEP_MESSAGES.alreadyOn, { method: [TWO_STEP_MESSAGES.alreadyOn] });
  const now = deps.clock.now();
  if (method === 'totp') {
    const secret = base32Encode(randomBytes(20));
    const row = { userId: user.id, method, destination: user.email, secret, lastTotpStep: null, codeHash: null, codeExpiresAt: null, codeSentAt: null };
    await deps.db.insert(twoStepMethods).values(row).onConflictDoUpdate({ target: [twoStepMethods.userId, twoStepMethods.method], set: row });
    const body: EnrolStarted = { method, destination: 'Authenticator app', secret, otpauth_uri: otpauthUri(secret, user.email, 'ExpressWay Finance') };
    return c.json(body, 201);
  }
  const to = await codeDestination(deps, user, method);
  if (!to) throw unprocessable(TWO_STEP_MESSAGES.noPhone, { method: [TWO_STEP_MESSAGES.noPhone] });
  if (existing?.codeSentAt && existing.codeSentAt.getTime() > now.getTime() - RESEND_EVERY_MS) throw resendTooSoon(existing.codeSentAt, now);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const row = { userId: user.id, method, destination: to, secret: null, codeHash: await hashPassword(code), codeExpiresAt: new Date(now.getTime() + CODE_TTL_MS), codeSentAt: now };
  await deliverCode(deps, user.id, visitor(c).address ?? 'unknown', method, to, code, 'confirm');
  await deps.db.insert(twoStepMethods).values(row).onConflictDoUpdate({ target: [twoStepMethods.userId, twoStepMethods.method], set: row });
  const body: EnrolStarted = { method, destination: method === 'sms' ? maskPhone(to) : maskEmail(to) };
  return c.json(body, 201);
});

// PUT /platform/auth/two_step/methods — the code that confirms the method: it is on. The first method
// on comes with 10 recovery codes, shown this once.
twoStepRoutes.put('/two_step/methods', authenticate, async (c) => {
  const deps = c.get('deps');
  const { user } = c.get('actor');
  const { method, code } = await parseBody(c, EnrolConfirmSchema);
  const gone = () => unprocessable(TWO_STEP_MESSAGES.enrolGone, { code: [TWO_STEP_MESSAGES.enrolGone] });
  const [row] = await deps.db.select().from(twoStepMethods).where(and(eq(twoStepMethods.userId, user.id), eq(twoStepMethods.method, method), isNull(twoStepMethods.confirmedAt))).limit(1);
  if (!row) throw gone();
  const claims = await claimCodeTry(deps, user.id, visitor(c).address ?? 'unknown');
  // The tries of this enrolment (its code or its secret): 5, counted before the check; a new start counts anew.
  const tryLimit: Limit = { bucket: `two-step-confirm:${row.id}:${(row.codeHash ?? row.secret ?? '').slice(-16)}`, windowMs: CODE_TTL_MS, max: CODE_TRIES };
  const tries = await claim(deps, tryLimit);
  if (tries.count > CODE_TRIES) throw new HttpError(410, TWO_STEP_MESSAGES.tooManyTries, { code: ['Too many wrong codes. Start again: choose how to get your codes.'] });
  const now = deps.clock.now();
  const right = method === 'totp' ? (await acceptTotp(deps, row, code)) === 'right' : Boolean(row.codeHash && row.codeExpiresAt && row.codeExpiresAt > now && (await verifyPasswordSafe(code, row.codeHash)));
  if (!right) {
    const message = method !== 'totp' && row.codeExpiresAt && row.codeExpiresAt <= now ? TWO_STEP_MESSAGES.codeExpired : triesLeftMessage(CODE_TRIES - tries.count);
    throw unprocessable(message, { code: [message] });
  }
  await tries.release();
  await Promise.all(claims.map((one) => one.release()));
  const firstOn = !(await signInMethods(deps, { id: user.id, roleGroup: 'customer' })).length;
  await deps.db.update(twoStepMethods).set({ confirmedAt: now, codeHash: null, codeExpiresAt: null }).where(eq(twoStepMethods.id, row.id));
  const needCodes = firstOn || (await recoveryCodesLeft(deps, user.id)) === 0;
  const recovery = needCodes ? await newRecoveryCodes(deps, user.id) : undefined;
  await securityNotice(deps, c, user, `two_step_on_${method}`);
  return c.json({ ok: true as const, ...(recovery ? { recovery_codes: recovery } : {}) });
});

const verifyPasswordSafe = (code: string, hash: string) => verifyPassword(code, hash).catch(() => false);

// POST /platform/auth/two_step/disable — turns two-step off, with the current password. Staff cannot.
twoStepRoutes.post('/two_step/disable', authenticate, async (c) => {
  const deps = c.get('deps');
  const { user } = c.get('actor');
  const { current_password: password } = await parseBody(c, TwoStepOffSchema);
  if (twoStepRequired(user)) throw forbidden(TWO_STEP_MESSAGES.requiredForStaff);
  const limit = { bucket: `two-step-off:account:${user.id}`, windowMs: 15 * 60 * 1000, max: 5 };
  const held = await claim(deps, limit);
  if (held.count > limit.max) {
    await held.release();
    throw tooMany(deps, limit, 'Too many wrong passwords. Please try again later.', { current_password: ['Too many wrong passwords. Please try again later.'] });
  }
  if (!(await verifyPassword(password, user.passwordHash))) throw unprocessable(PASSWORD_MESSAGES.currentWrong, { current_password: [PASSWORD_MESSAGES.currentWrong] });
  await held.release();
  await markVerified(deps, c.get('actor').sessionId);
  await turnOff(deps, user.id);
  await securityNotice(deps, c, user, 'two_step_off');
  return c.json({ ok: true as const });
});

// POST /platform/auth/two_step/recovery_codes — 10 new recovery codes (the earlier ones stop working).
twoStepRoutes.post('/two_step/recovery_codes', authenticate, async (c) => {
  const deps = c.get('deps');
  const { user } = c.get('actor');
  requireStepUp(c);
  const first = 'Turn on two-step verification first.';
  if ((await confirmedMethods(deps, user.id)).length === 0 && !twoStepRequired(user)) throw unprocessable(first, { base: [first] });
  const codes = await newRecoveryCodes(deps, user.id);
  await securityNotice(deps, c, user, 'recovery_codes_new');
  return c.json({ recovery_codes: codes }, 201);
});

// GET /platform/auth/remembered_devices — the caller's devices that skip the second step.
twoStepRoutes.get('/remembered_devices', authenticate, async (c) => {
  const deps = c.get('deps');
  const { user } = c.get('actor');
  const rows = await deps.db
    .select()
    .from(rememberedDevices)
    .where(and(eq(rememberedDevices.userId, user.id), isNull(rememberedDevices.revokedAt), gt(rememberedDevices.expiresAt, deps.clock.now())))
    .orderBy(desc(rememberedDevices.lastUsedAt));
  const data: RememberedDevice[] = rows.map((row) => ({
    id: row.id,
    device: deviceName(row.userAgent),
    address: row.address,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  }));
  return c.json({ data });
});

// DELETE /platform/auth/remembered_devices/:id — forget one: its next sign-in asks for the code again.
twoStepRoutes.delete('/remembered_devices/:id', authenticate, async (c) => {
  const deps = c.get('deps');
  const { user } = c.get('actor');
  const id = Number(c.req.param('id'));
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw notFound('Device');
  const revoked = await deps.db
    .update(rememberedDevices)
    .set({ revokedAt: deps.clock.now() })
    .where(and(eq(rememberedDevices.id, id), eq(rememberedDevices.userId, user.id), isNull(rememberedDevices.revokedAt)))
    .returning({ id: rememberedDevices.id });
  if (revoked.length === 0) throw notFound('Device');
  await securityNotice(deps, c, user, 'device_revoked');
  return c.json({ ok: true as const });
});
