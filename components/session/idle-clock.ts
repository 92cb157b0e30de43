// The last activity of this session, shared by every tab of the portal (localStorage, in this browser's
// clock), and what counts as activity: a request whose answer the server marked as counted (a page, a
// navigation, a BFF call; never a monitoring beacon or a prefetch). Without storage (some private modes)
// each tab keeps its own.
import { ACTIVITY_TIMING } from '@/lib/rules/session-timeout';

const LAST_ACTIVITY_KEY = 'portal:last-activity';
const SIGNED_OUT_KEY = 'portal:idle-signed-out';

let ownLast = 0;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // storage unavailable: this tab's own clock still works
  }
}

export function lastActivity(): number {
  const stored = Number(read(LAST_ACTIVITY_KEY));
  return Math.max(ownLast, Number.isFinite(stored) ? stored : 0);
}

export function noteActivity(at = Date.now()) {
  if (at <= lastActivity()) return;
  ownLast = at;
  write(LAST_ACTIVITY_KEY, String(at));
}

/** Tells the other tabs that the session ended here (for inactivity, or the customer's choice). */
export function announceSignedOut(idle: boolean) {
  write(SIGNED_OUT_KEY, `${Date.now()}:${idle ? 'idle' : 'chosen'}`);
}

/** Another tab made a request (or chose to stay signed in), or signed out. */
export function watchOtherTabs(onActivity: () => void, onSignedOut: (idle: boolean) => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === LAST_ACTIVITY_KEY) onActivity();
    else if (event.key === SIGNED_OUT_KEY && event.newValue) onSignedOut(event.newValue.endsWith(':idle'));
  };
  addEventListener('storage', listener);
  return () => removeEventListener('storage', listener);
}

/**
 * This page made a request that the server counted as activity: its answer carries the proxy's
 * Server-Timing mark (read through resource timing; same-origin answers only).
 */
export function watchRequests(onRequest: () => void): () => void {
  if (typeof PerformanceObserver === 'undefined') return () => undefined;
  const observer = new PerformanceObserver((list) => {
    const counted = list
      .getEntries()
      .some((entry) => (entry as PerformanceResourceTiming).serverTiming?.some((metric) => metric.name === ACTIVITY_TIMING));
    if (counted) onRequest();
  });
  try {
    observer.observe({ type: 'resource' });
  } catch {
    return () => undefined;
  }
  return () => observer.disconnect();
}
