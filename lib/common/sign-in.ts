// The sign-in page's address with the way back, built in one place for pages, BFF handlers and the
// browser. A BFF handler that finds no session names it in the x-sign-in header of its 401; the browser
// goes there (lib/client/bff-fetch.ts), or builds the same address itself when the header is missing.

/** The header of a 401 that says where to sign in again. */
export const SIGN_IN_HEADER = 'x-sign-in';

/** `/ui/auth?error={reason}&redirect_uri={returnTo}`; the reason (e.g. 'expired') is what the sign-in page says. */
export const signInPath = (returnTo: string, reason?: string) =>
  `/ui/auth?${reason ? `error=${encodeURIComponent(reason)}&` : ''}redirect_uri=${encodeURIComponent(returnTo)}`;
