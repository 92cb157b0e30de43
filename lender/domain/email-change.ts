// A new sign-in e-mail takes effect only when its own inbox confirms it. Starting the change sends a
// single-use link to the new address (24 hours) and tells the old one at once, with a link that stops it;
// until the link is opened, sign-in, resets and every e-mail use the old address. Confirmed, the change ends
// every session, remembered device and open second-step challenge, and the old address is told again.
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { EMAIL_CHANGE_MESSAGES } from '../../lib/contract/email-change';
import { LINK_GONE_MESSAGE } from '../../lib/contract/account-access';
import { preparedPer } from '../db/prepared';
import { accountTokens, users } from '../db/schema';
import type { Deps, Env, UserRow } from '../http/context';
import { HttpError, unprocessable } from '../http/errors';
import { deviceName, EMAIL_CHANGE_TOKEN_TTL_MS, issueToken, liveToken, portalUrl, securityNotice, useToken as spendToken, visitor } from './account-security';
import { endOpenAccess } from './end-access';
import { changeRequestedNotice, confirmNewEmail, languageOf } from './notice-words';

// Prepared (../db/prepared.ts): the user record every page asks for carries it.
const pendingEmailQuery = preparedPer((db) =>
  db
    .select({ detail: accountTokens.detail })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, sql.placeholder('userId')),
        eq(accountTokens.purpose, 'email_change'),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('pending_email_of'),
);

/** The new address waiting for its confirmation, or null. */
export async function pendingEmailOf(deps: Deps, userId: number): Promise<string | null> {
  // A placeholder's value skips the column's encoder: the instant goes as the text the encoder would write.
  const [row] = await pendingEmailQuery(deps.db).execute({ userId, now: deps.clock.now().toISOString() });
  return row?.detail ?? null;
}

/** Refuses an address another account signs in with. */
export async function refuseTaken(deps: Deps, email: string, userId: number): Promise<void> {
  const [taken] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, userId)))
    .limit(1);
  if (taken) throw unprocessable(EMAIL_CHANGE_MESSAGES.taken, { email: [EMAIL_CHANGE_MESSAGES.taken] });
}

/** Starts the change (an earlier pending one stops: its links no longer work): the two e-mails and the activity. */
export async function startEmailChange(deps: Deps, c: Context<Env>, user: UserRow, newEmail: string): Promise<void> {
  const confirm = await issueToken(deps, user.id, 'email_change', EMAIL_CHANGE_TOKEN_TTL_MS, newEmail);
  const stop = await issueToken(deps, user.id, 'email_change_stop', EMAIL_CHANGE_TOKEN_TTL_MS, newEmail);
  const language = languageOf(user);
  await deps.adapters.email.send({ to: newEmail, ...confirmNewEmail(language, user.firstName, portalUrl(`/ui/auth/email/confirm?token=${confirm}`)) });
  // Recorded without the usual notice: the old address gets this one, with the link that stops the change.
  await securityNotice(deps, c, user, 'email_change_requested', { email: false });
  const { address, userAgent } = visitor(c);
  const facts = { firstName: user.firstName, kind: 'email_change_requested', at: deps.clock.now(), device: userAgent ? deviceName(userAgent) : null, address };
  await deps.adapters.email.send({ to: user.email, ...changeRequestedNotice(language, { ...facts, newEmail, stopLink: portalUrl(`/ui/auth/email/stop?token=${stop}`) }) });
}

const gone = () => new HttpError(410, LINK_GONE_MESSAGE, { token: [LINK_GONE_MESSAGE] });

/** A live link of the change and its account; 410 when it cannot be used. */
export async function changeOf(deps: Deps, token: string, purpose: 'email_change' | 'email_change_stop') {
  const row = await liveToken(deps, token, purpose);
  const [user] = row ? await deps.db.select().from(users).where(eq(users.id, row.userId)).limit(1) : [];
  if (!row?.detail || !user) throw gone();
  return { row, user, newEmail: row.detail };
}

/** Ends the account's pending change: both its links stop working. */
async function endPending(deps: Deps, userId: number): Promise<void> {
  await deps.db
    .update(accountTokens)
    .set({ usedAt: deps.clock.now() })
    .where(and(eq(accountTokens.userId, userId), sql`${accountTokens.purpose} in ('email_change', 'email_change_stop')`, isNull(accountTokens.usedAt)));
}

/** The confirmation link opened: the sign-in e-mail changes, everything open ends, the old address is told. */
export async function confirmEmailChange(deps: Deps, c: Context<Env>, token: string): Promise<string> {
  const { row, user, newEmail } = await changeOf(deps, token, 'email_change');
  await refuseTaken(deps, newEmail, user.id);
  if (!(await spendToken(deps, row.id))) throw gone();
  await endPending(deps, user.id);
  await deps.db.update(users).set({ email: newEmail }).where(eq(users.id, user.id));
  await endOpenAccess(deps, user.id);
  await securityNotice(deps, c, user, 'email_changed', { to: user.email });
  return newEmail;
}

/** The old address's stop link opened: the change will not happen. */
export async function stopEmailChange(deps: Deps, c: Context<Env>, token: string): Promise<void> {
  const { row, user } = await changeOf(deps, token, 'email_change_stop');
  if (!(await spendToken(deps, row.id))) throw gone();
  await endPending(deps, user.id);
  await securityNotice(deps, c, user, 'email_change_stopped');
}
