// The idle session (WCAG 2.2.1): how long a session lives without a request, when the page
// warns, and which requests count as activity. Shared by proxy.ts (the server's clock) and the page's
// warning dialog (the browser's clock); the proxy marks what it counted, so both count the same requests.

/** The session ends this long after the last request the portal recorded (the lender's token too). */
export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
/** The cookie is resealed with a new lastSeenAt at most this often (a reseal on every request costs). */
export const TOUCH_EVERY_MS = 60 * 1000;
/** The warning comes this long before the end: time to read it and answer (WCAG asks for 20 s at least). */
export const WARNING_MS = 2 * 60 * 1000;
/**
 * The page counts from the last request it saw. The portal records activity at most once a minute (and
 * the lender every 30 s), so the session may end up to a minute before 30 minutes have passed since that
 * request: the page ends it then, never after the server already has.
 */
export const PAGE_IDLE_LIMIT_MS = IDLE_TIMEOUT_MS - TOUCH_EVERY_MS;

/** Requests that are not the customer's: monitoring beacons and health checks say nothing about whether anyone is there. */
const NOT_ACTIVITY = ['/api/monitoring/intake', '/api/health', '/api/ready'];

/**
 * Is this request the customer's? Not a monitoring beacon. (Nor a prefetch by the router: the portal's
 * links never prefetch — components/ui/link.tsx — since the proxy cannot tell one from a visit.)
 */
export function countsAsActivity(pathname: string): boolean {
  return !NOT_ACTIVITY.includes(pathname);
}

/**
 * proxy.ts names each answer it counted as activity with this Server-Timing metric, so that the page
 * counts exactly the requests the server did (a beacon, a file the proxy never sees: not counted).
 */
export const ACTIVITY_TIMING = 'session-activity';

export type IdleState =
  | { phase: 'active'; warnInMs: number }
  | { phase: 'warning'; leftMs: number }
  | { phase: 'ended' };

/** Where the session stands `now`, given the last activity (both ms since the epoch, the same clock). */
export function idleState(lastActivityAt: number, now: number): IdleState {
  const idle = Math.max(0, now - lastActivityAt);
  if (idle >= PAGE_IDLE_LIMIT_MS) return { phase: 'ended' };
  if (idle >= PAGE_IDLE_LIMIT_MS - WARNING_MS) return { phase: 'warning', leftMs: PAGE_IDLE_LIMIT_MS - idle };
  return { phase: 'active', warnInMs: PAGE_IDLE_LIMIT_MS - WARNING_MS - idle };
}

/** "1:05" — minutes and seconds left, rounded up so it never shows 0:00 while time remains. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The same time for words (the dialog's description, read once when it opens): whole minutes up, else seconds. */
export function countdownAmount(ms: number): { unit: 'minutes' | 'seconds'; count: number } {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return seconds >= 60 ? { unit: 'minutes', count: Math.ceil(seconds / 60) } : { unit: 'seconds', count: seconds };
}

/** The sign-in page's reason for an idle sign-out (`/ui/auth?error=idle`). */
export const IDLE_SIGN_OUT_REASON = 'idle';

/** Signs out for inactivity and comes back to `returnTo` after the next sign-in. */
export const idleSignOutPath = (returnTo: string) =>
  `/ui/auth/logout?reason=${IDLE_SIGN_OUT_REASON}&redirect_uri=${encodeURIComponent(returnTo)}`;
