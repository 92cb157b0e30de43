// Step-up (../domain/step-up.ts), the portal's extension under /platform/auth/step_up: the signed-in person
// confirms their password, or one of their passkeys, and this session may make sensitive changes for the
// next few minutes. Wrong passwords count against the account like the password change's.
import { generateAuthenticationOptions } from '@simplewebauthn/server';
import { Hono } from 'hono';
import { PASSWORD_MESSAGES } from '../../lib/contract/limits';
import { STEP_UP_MESSAGES, StepUpRequestSchema, type StepUpResponse } from '../../lib/contract/step-up';
import { checkAssertion, keepChallenge, PASSKEY_CHALLENGE_TTL_MS, passkeysOf, relyingParty } from '../domain/passkeys';
import { verifyPassword } from '../domain/passwords';
import { claim, take, tooMany, type Limit } from '../domain/rate-limit';
import { markVerified } from '../domain/step-up';
import { authenticate } from '../http/authenticate';
import type { Env } from '../http/context';
import { unprocessable } from '../http/errors';
import { parseBody } from '../http/validate';

export const stepUpRoutes = new Hono<Env>();

const QUARTER = 15 * 60 * 1000;
/** Failed confirmations per account (password or passkey), counted before the check. */
const stepUpLimit = (userId: number): Limit => ({ bucket: `step-up:account:${userId}`, windowMs: QUARTER, max: 5 });
/** Passkey challenges asked for per account. */
const optionsLimit = (userId: number): Limit => ({ bucket: `step-up-options:account:${userId}`, windowMs: QUARTER, max: 30 });
const TOO_MANY = 'Too many wrong passwords. Please try again later.';

// POST /platform/auth/step_up — the current password ({password}) or a passkey's answer ({credential}) to
// this account's step-up challenge: the session counts as confirmed until `verified_until`.
stepUpRoutes.post('/', authenticate, async (c) => {
  const deps = c.get('deps');
  const { user, sessionId } = c.get('actor');
  const body = await parseBody(c, StepUpRequestSchema);
  const limit = stepUpLimit(user.id);
  const held = await claim(deps, limit);
  const field = 'password' in body ? 'password' : 'credential';
  if (held.count > limit.max) {
    await held.release();
    throw tooMany(deps, limit, TOO_MANY, { [field]: [TOO_MANY] });
  }
  // A failure keeps its count.
  if ('password' in body) {
    if (!(await verifyPassword(body.password, user.passwordHash))) throw unprocessable(PASSWORD_MESSAGES.currentWrong, { password: [PASSWORD_MESSAGES.currentWrong] });
  } else if (typeof (await checkAssertion(deps, body.credential, 'step_up', user.id)) === 'string') {
    throw unprocessable(STEP_UP_MESSAGES.passkeyNotAccepted, { credential: [STEP_UP_MESSAGES.passkeyNotAccepted] });
  }
  await held.release();
  const answer: StepUpResponse = { verified_until: (await markVerified(deps, sessionId)).toISOString() };
  return c.json(answer);
});

// POST /platform/auth/step_up/options — a challenge for one of this account's own passkeys to answer.
stepUpRoutes.post('/options', authenticate, async (c) => {
  const deps = c.get('deps');
  const { user } = c.get('actor');
  await take(deps, optionsLimit(user.id), 'Too many passkey requests. Please try again later.');
  const own = await passkeysOf(deps, user.id);
  const options = await generateAuthenticationOptions({
    rpID: relyingParty().id,
    userVerification: 'required',
    timeout: PASSKEY_CHALLENGE_TTL_MS,
    allowCredentials: own.map((row) => ({ id: row.credentialId, transports: row.transports })),
  });
  await keepChallenge(deps, options.challenge, 'step_up', user.id);
  return c.json(options);
});
