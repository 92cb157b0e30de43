// GET /api/applications/{id}/speedpay_data?return_url= — the card processor hand-off (spec 001 section 7):
// url, encrypted_data, iv. The portal posts them as a form to url.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { SpeedpayQuerySchema, type SpeedpayData } from '../../lib/contract/speedpay';
import { centsToDollars } from '../../lib/common/money';
import { SOLD_OFF_MESSAGE } from '../domain/payments';
import type { SpeedpayContext } from '../stand-ins/card-processor';
import { users } from '../db/schema';
import { loadApplication, loanAccountOf } from '../domain/access';
import type { Env } from '../http/context';
import { unprocessable } from '../http/errors';
import { idParam, parseQuery } from '../http/validate';

/** How long the customer has to finish on the processor's page. */
export const SPEEDPAY_CONTEXT_TTL_MS = 30 * 60 * 1000;

export const speedpayRoutes = new Hono<Env>();

speedpayRoutes.get('/:id/speedpay_data', async (c) => {
  const deps = c.get('deps');
  const actor = c.get('actor');
  const app = await loadApplication(deps, actor, idParam(c));
  const { return_url } = parseQuery(c, SpeedpayQuerySchema);
  const [account, [owner]] = await Promise.all([
    loanAccountOf(deps, app.id),
    deps.db.select().from(users).where(eq(users.id, app.userId)).limit(1),
  ]);
  if (!account) throw unprocessable('This application has no loan account to pay.');
  if (account.soldOff) throw unprocessable(SOLD_OFF_MESSAGE);
  if (!account.open || account.closed) throw unprocessable('This loan is closed; there is nothing to pay.');

  const due = account.pastDueBalanceCents > account.currentBalanceDueCents ? account.pastDueBalanceCents : account.currentBalanceDueCents;
  const context: SpeedpayContext = {
    v: 1,
    nonce: randomBytes(18).toString('base64url'),
    application_id: app.id,
    user_id: app.userId,
    actor_id: actor.user.id,
    customer_name: owner ? `${owner.firstName} ${owner.lastName}` : '',
    acctrefno: account.acctrefno,
    amount_due: centsToDollars(due),
    payoff_balance: centsToDollars(account.payoffBalanceCents),
    return_url: new URL(return_url).origin,
    expires_at: new Date(deps.clock.now().getTime() + SPEEDPAY_CONTEXT_TTL_MS).toISOString(),
  };
  const processor = deps.adapters.cardProcessor;
  const body: SpeedpayData = { url: processor.url, ...processor.seal(context) };
  return c.json(body);
});
