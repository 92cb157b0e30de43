// For pages: an upstream 401 (token revoked or expired) sends the user to sign in again, with the
// return address; the sign-in page then shows the form even though a cookie is still present.
import 'server-only';
import { headers } from 'next/headers';
import { notFound, redirect, unstable_rethrow } from 'next/navigation';
import { isNotFound, isUnauthorized } from './errors';
import { signInPath } from '../common/sign-in';

export async function orSignIn<T>(promise: Promise<T>): Promise<T> {
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

/**
 * Loads a record for a page: 401 → sign in again; 404 (missing, or not this customer's) → not found;
 * any other failure → null, for the page to show the spec's error text instead of a blank page.
 */
export async function loadForPage<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await orSignIn(promise);
  } catch (err) {
    unstable_rethrow(err);
    if (isNotFound(err)) notFound();
    console.error('[page] lender call failed:', err instanceof Error ? err.message : 'unknown');
    return null;
  }
}

/**
 * Where a page goes when its own records could not be loaded (spec 001 section 8: the error fallback
 * page): /ui/unavailable, which answers 500 and links back here.
 */
export async function fallbackPagePath(): Promise<string> {
  const path = (await headers()).get('x-portal-path') ?? '/';
  return `/ui/unavailable?redirect_uri=${encodeURIComponent(path)}`;
}
