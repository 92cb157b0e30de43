// Reading the session in pages and handlers: one cached read per request, checked again here
// (proxy.ts is only the first gate).
import 'server-only';
import { cache } from 'react';
import { cookies, headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { getIronSession } from 'iron-session';
import { isSessionAlive, sessionOptions, type SessionData } from './config';
import { gateRedirect, isStaff, mayViewCustomer } from '../rules/access';
import { forgetToken, isTokenLive } from './token-check';
import { signInPath } from '../common/sign-in';

import { unsealSession } from './unseal';

/** The session as an object that can be saved or destroyed: for the handlers that change it. */
export const getSession = cache(async () => getIronSession<Partial<SessionData>>(await cookies(), sessionOptions()));

/** Ends this browser's session after the lender ended every session of the account (a reset, a new sign-in e-mail). */
export async function endThisSession(): Promise<void> {
  const session = await getSession();
  if (session.token) forgetToken(session.token);
  session.destroy();
}

/**
 * The cookie's session when it is alive by its own clocks (idle and absolute), or null. Reading goes through
 * the process's kept unseals (proxy.ts has opened the same cookie a moment before).
 */
const readCookieSession = cache(async (): Promise<SessionData | null> => {
  const session = await unsealSession((await cookies()).get(sessionOptions().cookieName)?.value);
  return isSessionAlive(session, Date.now()) ? session : null;
});

/** The live session, or null when signed out (here or upstream), expired or tampered with. */
export const readSession = cache(async (): Promise<SessionData | null> => {
  const session = await readCookieSession();
  return session && (await isTokenLive(session.token)) ? session : null;
});

/** The path of the current request, set by proxy.ts, for the return address of a sign-in. */
async function currentPath(): Promise<string> {
  return (await headers()).get('x-portal-path') ?? '/';
}

/** For pages: the session, or a redirect to sign-in (or /home, /ui/borrower) as the gate would. */
export async function requireSession(): Promise<SessionData> {
  const session = await readCookieSession();
  if (!session) redirect(signInPath(await currentPath()));
  // A replayed cookie of a signed-out session: the sign-in page says the session ended.
  if (!(await isTokenLive(session.token))) redirect(signInPath(await currentPath(), 'expired'));
  const elsewhere = gateRedirect(
    { userId: session.userId, roleGroups: session.roleGroups, servicingPlatform: session.servicingPlatform },
    new URL(await currentPath(), 'http://x').pathname,
  );
  if (elsewhere) redirect(elsewhere);
  return session;
}

/** For pages under /ui/customers/{customerId}: the session, when it may see that customer; else not found. */
export async function requireCustomerAccess(customerIdParam: string): Promise<{ session: SessionData; customerId: number }> {
  const session = await requireSession();
  const customerId = Number(customerIdParam);
  if (!Number.isSafeInteger(customerId) || customerId <= 0 || !mayViewCustomer(session, customerId)) notFound();
  return { session, customerId };
}

/** For staff-only pages and their layouts: the session of a staff member; anyone else gets not found. */
export async function requireStaff(): Promise<SessionData> {
  const session = await requireSession();
  if (!isStaff(session.roleGroups)) notFound();
  return session;
}
