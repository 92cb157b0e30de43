// Passkeys, the portal's extensions under /platform/auth/passkeys: register one (signed
// in), list and remove them, and sign in with one (signed out). The lender issues every challenge, keeps it
// (single use, 5 minutes) and checks every answer with @simplewebauthn/server against the portal as the
// relying party (../domain/passkeys.ts). A passkey sign-in is two factors at once: it never asks a second step.
import { and, count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { generateAuthenticationOptions, generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { PASSKEY_MESSAGES, passkeyNameTaken, sameName } from '../../lib/contract/passkey-words';
import { PasskeySignInRequestSchema, RegisterPasskeyRequestSchema, type Passkey } from '../../lib/contract/passkeys';
import { passkeys, users } from '../db/schema';
import { securityNotice, visitor } from '../domain/account-security';
import {
  answeredChallenge,
  checkAssertion,
  keepChallenge,
  PASSKEY_CHALLENGE_TTL_MS,
  PASSKEYS_PER_ACCOUNT,
  passkeysOf,
  relyingParty,
} from '../domain/passkeys';
import { claim, take, tooMany, type Limit } from '../domain/rate-limit';
import { issueSession } from '../domain/sessions';
import { requireStepUp } from '../domain/step-up';
import { authenticate } from '../http/authenticate';
import type { Deps, Env } from '../http/context';
import { HttpError, notFound, unprocessable } from '../http/errors';
import { idParam, parseBody } from '../http/validate';

export const passkeyRoutes = new Hono<Env>();

const QUARTER = 15 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
/**
 * Sign-in options asked for per address. The sign-in page asks once per visit (for the browser's autofill),
 * and many people may share an address (an office, a carrier's NAT): the limit only keeps one address from
 * filling the challenge table, which the sweep empties of spent challenges.
 */
const optionsLimit = (address: string): Limit => ({ bucket: `passkey-options:address:${address}`, windowMs: QUARTER, max: 600 });
/** Failed passkey sign-ins per address, counted before the check like the password's. */
const signInLimit = (address: string): Limit => ({ bucket: `passkey-sign-in:address:${address}`, windowMs: QUARTER, max: 30 });
/** Registrations started, and failed, per account. */
const registrationLimit = (userId: number): Limit => ({ bucket: `passkey-registrations:account:${userId}`, windowMs: HOUR, max: 20 });
const registrationFailureLimit = (userId: number): Limit => ({ bucket: `passkey-registration-failures:account:${userId}`, windowMs: HOUR, max: 10 });

const toPasskey = (row: typeof passkeys.$inferSelect): Passkey => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

const countPasskeys = async (deps: Deps, userId: number) =>
  (await deps.db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId)))[0]?.n ?? 0;

// GET /platform/auth/passkeys — the signed-in account's passkeys, newest first (never their keys).
passkeyRoutes.get('/', authenticate, async (c) => {
  const rows = await passkeysOf(c.get('deps'), c.get('actor').user.id);
  return c.json({ data: rows.map(toPasskey) });
});

// POST /platform/auth/passkeys/registration_options — a challenge to create a passkey with, for this account.
// A new passkey is a new way in: the password or a passkey confirmed within the step-up window first.
passkeyRoutes.post('/registration_options', authenticate, async (c) => {
  const deps = c.get('deps');
  const { user } = c.get('actor');
  requireStepUp(c);
  await take(deps, registrationLimit(user.id), 'Too many passkeys started. Please try again later.');
  if ((await countPasskeys(deps, user.id)) >= PASSKEYS_PER_ACCOUNT) throw unprocessable(PASSKEY_MESSAGES.tooMany, { name: [PASSKEY_MESSAGES.tooMany] });
  const rp = relyingParty();
  const existing = await passkeysOf(deps, user.id);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: `${user.firstName} ${user.lastName}`,
    timeout: PASSKEY_CHALLENGE_TTL_MS,
    attestationType: 'none',
    // A passkey the authenticator keeps (so the sign-in page can offer it without an e-mail), verified by
    // the device's own lock (so it counts as a second factor).
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports })),
  });
  await keepChallenge(deps, options.challenge, 'registration', user.id);
  return c.json(options);
});

// POST /platform/auth/passkeys — the browser's new credential, named, checked against this account's challenge.
passkeyRoutes.post('/', authenticate, async (c) => {
  const deps = c.get('deps');
  const { user } = c.get('actor');
  requireStepUp(c);
  const body = await parseBody(c, RegisterPasskeyRequestSchema);
  const limit = registrationFailureLimit(user.id);
  const held = await claim(deps, limit);
  if (held.count > limit.max) {
    await held.release();
    throw tooMany(deps, limit, 'Too many passkeys could not be added. Please try again later.');
  }
  if ((await passkeysOf(deps, user.id)).some((row) => sameName(row.name, body.name))) throw unprocessable(passkeyNameTaken(body.name), { name: [passkeyNameTaken(body.name)] });
  const challenge = await answeredChallenge(deps, body.credential.response.clientDataJSON, 'registration', user.id);
  if (!challenge) throw unprocessable(PASSKEY_MESSAGES.expired, { credential: [PASSKEY_MESSAGES.expired] });
  if ((await countPasskeys(deps, user.id)) >= PASSKEYS_PER_ACCOUNT) throw unprocessable(PASSKEY_MESSAGES.tooMany, { name: [PASSKEY_MESSAGES.tooMany] });
  const rp = relyingParty();
  const verified = await verifyRegistrationResponse({
    response: body.credential,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verified?.verified) throw unprocessable(PASSKEY_MESSAGES.notRegistered, { credential: [PASSKEY_MESSAGES.notRegistered] });
  const { credential } = verified.registrationInfo;
  const [row] = await deps.db
    .insert(passkeys)
    .values({
      userId: user.id,
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? body.credential.response.transports ?? [],
      name: body.name,
      createdAt: deps.clock.now(),
    })
    .onConflictDoNothing()
    .returning();
  // The same authenticator's credential twice (or another account's): not added.
  if (!row) throw unprocessable(PASSKEY_MESSAGES.notRegistered, { credential: [PASSKEY_MESSAGES.notRegistered] });
  await held.release();
  await securityNotice(deps, c, user, 'passkey_added');
  return c.json({ data: toPasskey(row) }, 201);
});

// DELETE /platform/auth/passkeys/{id} — removes one of the account's passkeys: it no longer signs in.
passkeyRoutes.delete('/:id', authenticate, async (c) => {
  const deps = c.get('deps');
  const { user } = c.get('actor');
  const removed = await deps.db
    .delete(passkeys)
    .where(and(eq(passkeys.id, idParam(c)), eq(passkeys.userId, user.id)))
    .returning({ id: passkeys.id });
  if (removed.length === 0) throw notFound('Passkey');
  await securityNotice(deps, c, user, 'passkey_removed');
  return c.json({ ok: true as const });
});

// POST /platform/auth/passkeys/authentication_options — a challenge to sign in with (no account named: the
// browser offers the passkeys it holds for the portal, in its autofill or its own prompt).
passkeyRoutes.post('/authentication_options', async (c) => {
  const deps = c.get('deps');
  await take(deps, optionsLimit(visitor(c).address ?? 'unknown'), 'Too many passkey requests. Please try again later.');
  const options = await generateAuthenticationOptions({ rpID: relyingParty().id, userVerification: 'required', timeout: PASSKEY_CHALLENGE_TTL_MS });
  await keepChallenge(deps, options.challenge, 'authentication', null);
  return c.json(options);
});

// POST /platform/auth/passkeys/sessions — sign in with a passkey: a bearer token, like the password's. An
// unknown passkey, another site's, a bad signature and a copied one (its counter did not move) all get the
// same answer.
passkeyRoutes.post('/sessions', async (c) => {
  const deps = c.get('deps');
  const limit = signInLimit(visitor(c).address ?? 'unknown');
  const held = await claim(deps, limit);
  if (held.count > limit.max) {
    await held.release();
    throw tooMany(deps, limit, 'Too many failed passkey sign-ins. Please try again later.');
  }
  // A failure keeps its count.
  const refuse = () => new HttpError(401, PASSKEY_MESSAGES.notRecognized, { credential: [PASSKEY_MESSAGES.notRecognized] });
  const { credential } = await parseBody(c, PasskeySignInRequestSchema);
  const passkey = await checkAssertion(deps, credential, 'authentication', null);
  if (passkey === 'expired') throw new HttpError(401, PASSKEY_MESSAGES.expired, { credential: [PASSKEY_MESSAGES.expired] });
  const [user] = passkey === 'refused' ? [] : await deps.db.select().from(users).where(eq(users.id, passkey.userId)).limit(1);
  if (!user) throw refuse();
  await held.release();
  return c.json(await issueSession(deps, user.id), 201);
});
