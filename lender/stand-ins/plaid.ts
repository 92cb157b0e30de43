// The sandbox's bank-link provider. It issues one of two kinds of link token for a customer:
//  - its own (link-standin-…, the default): the portal opens its local stand-in dialog, whose public token
//    (public-standin-…) is derived from the link token;
//  - Plaid-shaped (link-sandbox-{uuid}), for a customer switched to Plaid with PUT /sandbox/bank_link: the
//    portal opens Plaid Link (in the browser tests, a double of it), and the sandbox stands in for Plaid's
//    public-token exchange: it accepts a public-sandbox-{uuid} token once, from a customer who holds an
//    unexpired Plaid link token of that environment (it cannot know which public token Plaid made).
// Kept in the database (plaid_link_tokens, as sha256 hashes), so every sandbox instance knows what any of
// them issued; valid for 30 minutes, used once; the sweep (lender/domain/sweep.ts) deletes them when used
// or expired. A real provider would exchange the public token over its API here (the adapter seam): the
// routes only call issueLinkToken and publicTokenGrant.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { PLAID_ENVIRONMENTS, SANDBOX_LINK_TOKEN_PREFIX, SANDBOX_PUBLIC_TOKEN_PREFIX, type PlaidEnvironment } from '../../lib/contract/bank-accounts';
import type { Db } from '../db/client';
import { bankLinkProviders, plaidLinkTokens } from '../db/schema';
import type { Deps } from '../http/context';

export const LINK_TOKEN_TTL_MS = 30 * 60 * 1000;

export type BankLinkProvider = 'stand-in' | 'plaid';

const hash = (value: string) => createHash('sha256').update(value).digest('hex');

/** Which link tokens a customer gets from now on; null puts them back on the stand-in. */
export async function setBankLinkProvider(deps: Deps, userId: number, provider: BankLinkProvider | null): Promise<void> {
  if (provider === null || provider === 'stand-in') {
    await deps.db.delete(bankLinkProviders).where(eq(bankLinkProviders.userId, userId));
    return;
  }
  await deps.db.insert(bankLinkProviders).values({ userId, provider }).onConflictDoUpdate({ target: bankLinkProviders.userId, set: { provider } });
}

export async function issueLinkToken(deps: Deps, userId: number) {
  const [chosen] = await deps.db.select({ provider: bankLinkProviders.provider }).from(bankLinkProviders).where(eq(bankLinkProviders.userId, userId));
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + LINK_TOKEN_TTL_MS);
  const expiration = expiresAt.toISOString();
  if (chosen?.provider === 'plaid') {
    const id = randomUUID();
    await deps.db.insert(plaidLinkTokens).values({ tokenHash: hash(`plaid:${id}`), kind: 'plaid', userId, expiresAt, createdAt: now });
    return { link_token: `link-sandbox-${id}`, expiration };
  }
  const secret = randomBytes(18).toString('base64url');
  await deps.db.insert(plaidLinkTokens).values({ tokenHash: hash(secret), kind: 'stand-in', userId, expiresAt, createdAt: now });
  return { link_token: SANDBOX_LINK_TOKEN_PREFIX + secret, expiration };
}

export interface PublicTokenGrant {
  provider: BankLinkProvider;
  /**
   * Uses the token up; call it only once every other check passed, so a refused request uses nothing.
   * False when another request (on any instance) used it first: then nothing may be linked.
   */
  redeem: () => Promise<boolean>;
}

/** An unused, unexpired link token of this customer's: the stand-in's by its hash, or their oldest Plaid one. */
async function openLinkToken(deps: Deps, userId: number, kind: BankLinkProvider, tokenHash?: string) {
  const [row] = await deps.db
    .select({ id: plaidLinkTokens.id })
    .from(plaidLinkTokens)
    .where(
      and(
        eq(plaidLinkTokens.userId, userId),
        eq(plaidLinkTokens.kind, kind),
        isNull(plaidLinkTokens.usedAt),
        gt(plaidLinkTokens.expiresAt, deps.clock.now()),
        ...(tokenHash ? [eq(plaidLinkTokens.tokenHash, tokenHash)] : []),
      ),
    )
    .orderBy(asc(plaidLinkTokens.id))
    .limit(1);
  return row ?? null;
}

/** Marks the link token used, if nobody did first. */
async function markUsed(db: Db, id: number, now: Date): Promise<boolean> {
  const used = await db
    .update(plaidLinkTokens)
    .set({ usedAt: now })
    .where(and(eq(plaidLinkTokens.id, id), isNull(plaidLinkTokens.usedAt)))
    .returning({ id: plaidLinkTokens.id });
  return used.length > 0;
}

/**
 * Whether this customer may redeem a public token now, and from which kind of link; null when not (made
 * up, already used, expired, or from another customer's link token). Nothing is used up until redeem().
 */
export async function publicTokenGrant(deps: Deps, publicToken: string, userId: number): Promise<PublicTokenGrant | null> {
  if (publicToken.startsWith(SANDBOX_PUBLIC_TOKEN_PREFIX)) {
    const open = await openLinkToken(deps, userId, 'stand-in', hash(publicToken.slice(SANDBOX_PUBLIC_TOKEN_PREFIX.length)));
    if (!open) return null;
    return { provider: 'stand-in', redeem: () => markUsed(deps.db, open.id, deps.clock.now()) };
  }
  const env = /^public-([a-z]+)-/.exec(publicToken)?.[1] as PlaidEnvironment | undefined;
  // The sandbox hands out Plaid's sandbox environment only.
  if (!env || !PLAID_ENVIRONMENTS.includes(env) || env !== 'sandbox') return null;
  const publicHash = hash(publicToken);
  const [exchanged] = await deps.db.select({ id: plaidLinkTokens.id }).from(plaidLinkTokens).where(eq(plaidLinkTokens.tokenHash, publicHash)).limit(1);
  if (exchanged) return null;
  const open = await openLinkToken(deps, userId, 'plaid');
  if (!open) return null;
  return {
    provider: 'plaid',
    // The link token is used and the public token recorded as exchanged together, or neither.
    redeem: () =>
      deps.db
        .transaction(async (tx) => {
          const now = deps.clock.now();
          if (!(await markUsed(tx as unknown as Db, open.id, now))) return false;
          const [recorded] = await tx
            .insert(plaidLinkTokens)
            .values({ tokenHash: publicHash, kind: 'exchanged', userId, expiresAt: new Date(now.getTime() + LINK_TOKEN_TTL_MS), usedAt: now, createdAt: now })
            .onConflictDoNothing()
            .returning({ id: plaidLinkTokens.id });
          if (!recorded) throw new Error('exchanged already');
          return true;
        })
        .catch(() => false),
  };
}
