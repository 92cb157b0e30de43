// The bank link (spec 000 section 7: POST /api/plaid/link_token, then POST /api/bank_accounts type PLAID):
// which dialog a link token opens, and which pages may open one. No zod and no I/O: the client's bank-link
// button, the proxy (the pages' Content-Security-Policy) and the portal's links all import this.
import { SANDBOX_LINK_TOKEN_PREFIX } from '../contract/bank-link-tokens';

export type BankLinkDialog = 'plaid' | 'stand-in';

/** Plaid's link tokens name their environment: link-sandbox-…, link-development-…, link-production-…. */
const PLAID_LINK_TOKEN = /^link-(sandbox|development|production)-[\w-]+$/;

/**
 * The dialog a link token opens: Plaid Link for Plaid's tokens, the local stand-in for the lender
 * sandbox's own (link-standin-…); null for anything else, which the portal shows as a bank-link failure.
 */
export function bankLinkDialogFor(linkToken: string): BankLinkDialog | null {
  if (linkToken.startsWith(SANDBOX_LINK_TOKEN_PREFIX)) return linkToken.length > SANDBOX_LINK_TOKEN_PREFIX.length ? 'stand-in' : null;
  return PLAID_LINK_TOKEN.test(linkToken) ? 'plaid' : null;
}

/**
 * The pages that open the bank link (Account Preferences and the Make Payment screen's add-bank-account
 * step). Only they admit Plaid Link in their Content-Security-Policy, and links to them load a new
 * document (a client-side navigation would keep the policy of the page it started from).
 */
const BANK_LINK_PAGE = /^\/ui\/customers\/\d+\/(edit|applications\/\d+\/(make-payment|payments\/new))\/?$/;

export function opensBankLink(pathname: string): boolean {
  return BANK_LINK_PAGE.test(pathname);
}
