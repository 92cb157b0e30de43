// For pages: loading from the lender with the page's fallbacks. An upstream 401 (token revoked or expired)
// sends the user to sign in again, with the return address; the sign-in page then shows the form even
// though a cookie is still present.
import 'server-only';
import { headers } from 'next/headers';
import { notFound, redirect, unstable_rethrow } from 'next/navigation';
import { isNotFound, isUnauthorized } from './errors';
import { signInPath } from '../common/sign-in';

async function orSignIn<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (err) {
    if (isUnauthorized(err)) {
      const path = (await headers()).get('x-portal-path') ?? '/';
      redirect(signInPath(path, 'expired'));
    }
    throw err;
  }
}

/** A record as a page loaded it: the record, 'missing' (404: gone, or not this customer's), or 'failed'. */
export type Optional<T> = T | 'missing' | 'failed';

/**
 * The one way a page loads from the lender: 401 → sign in again; 404 → 'missing'; any other failure →
 * 'failed' (logged), for the page to show the spec's text instead of a blank page. Next's own control
 * flow (redirect, notFound, a dynamic bail-out) is rethrown here, once, for every page.
 */
export async function loadOptional<T>(promise: Promise<T>): Promise<Optional<T>> {
  try {
    return await orSignIn(promise);
  } catch (err) {
    unstable_rethrow(err);
    if (isNotFound(err)) return 'missing';
    console.error('[page] lender call failed:', err instanceof Error ? err.message : 'unknown');
    return 'failed';
  }
}

/** The record was loaded (neither missing nor failed). */
export const isLoaded = <T>(value: Optional<T>): value is T => value !== 'missing' && value !== 'failed';

/** A record the page is about: missing is the page's 404 (not found). */
export function foundOr404<T>(value: Optional<T>): T | 'failed' {
  if (value === 'missing') notFound();
  return value;
}

/**
 * Where a page goes when its own records could not be loaded (spec 001 section 8: the error fallback
 * page): /ui/unavailable, which answers 500 and links back here.
 */
export async function fallbackPagePath(): Promise<string> {
  const path = (await headers()).get('x-portal-path') ?? '/';
  return `/ui/unavailable?redirect_uri=${encodeURIComponent(path)}`;
}
