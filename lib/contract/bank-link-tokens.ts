// The bank link stand-in's token prefixes, shared by both parties; no zod. lib/contract/limits.ts and
// bank-link-sandbox.ts re-export them.

/**
 * A token the sandbox issues for its own stand-in of the link dialog: the portal opens that dialog for it.
 * Not one of Plaid's prefixes (link-sandbox-, link-development-, link-production-): those open Plaid Link.
 */
export const SANDBOX_LINK_TOKEN_PREFIX = 'link-standin-';
export const SANDBOX_PUBLIC_TOKEN_PREFIX = 'public-standin-';
