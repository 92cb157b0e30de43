// Step-up: a session alone does not change how an account signs in. The sensitive changes (the sign-in
// e-mail, a new passkey, turning on two-step verification, new recovery codes) need the password or a
// passkey confirmed in this very session within the last few minutes; the confirmation is kept on the
// session (auth_sessions.verified_at), so a copied token of another session gains nothing by it, and a
// sign-in does not count: whoever holds a session must know the password now.
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { STEP_UP_MESSAGES, STEP_UP_REQUIRED, STEP_UP_WINDOW_MS } from '../../lib/contract/step-up';
import { authSessions } from '../db/schema';
import type { Deps, Env } from '../http/context';
import { HttpError } from '../http/errors';

/** The refusal a sensitive change answers without a recent confirmation: 403 with its stable code. */
export const stepUpRequired = () => new HttpError(403, STEP_UP_MESSAGES.required, undefined, undefined, STEP_UP_REQUIRED);

/** Was this session's password or passkey confirmed within the window, at the clock's now? */
export const recentlyVerified = (verifiedAt: Date | null, now: Date) =>
  verifiedAt !== null && verifiedAt.getTime() <= now.getTime() && now.getTime() - verifiedAt.getTime() < STEP_UP_WINDOW_MS;

/** Throws the step-up refusal unless the caller's session was confirmed within the window. */
export function requireStepUp(c: Context<Env>): void {
  const { verifiedAt } = c.get('actor');
  if (!recentlyVerified(verifiedAt, c.get('deps').clock.now())) throw stepUpRequired();
}

/** Marks the session as confirmed now; answers until when it counts. */
export async function markVerified(deps: Deps, sessionId: number): Promise<Date> {
  const now = deps.clock.now();
  await deps.db.update(authSessions).set({ verifiedAt: now }).where(eq(authSessions.id, sessionId));
  return new Date(now.getTime() + STEP_UP_WINDOW_MS);
}
