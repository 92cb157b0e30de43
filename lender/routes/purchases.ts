// Pending card purchases (spec 000 sections 4, 6, 7):
//   GET /api/purchases/{guid}  — the e-mailed deep link's purchase (its customer, or staff reading)
//   PUT /api/purchases/{id}    — body { guid, purchase: { approved_at } | { rejected_at } }
// State machine: pending → approved or rejected, each once. Only the customer decides: staff get 401.
// Accepting a purchase the card servicer refuses (flagged, or above the available credit) records the
// servicer's refusal: the answer carries rejected_at. The lender's clock stamps every decision.
import { and, eq, gte, isNull, sql, TransactionRollbackError } from 'drizzle-orm';
import { Hono } from 'hono';
import { PurchaseDecisionSchema, PurchaseGuidSchema, type Purchase } from '../../lib/contract/purchases';
import { centsToDollars } from '../../lib/common/money';
import { decisionRefusal, recordState, type Decision as PurchaseDecision } from '../domain/purchases';
import { dealerships, purchases, revolvers } from '../db/schema';
import { canSeeCustomer } from '../domain/access';
import type { Actor, Deps, Env } from '../http/context';
import { HttpError, notFound, unprocessable } from '../http/errors';
import { idParam, parseBody } from '../http/validate';

export const purchaseRoutes = new Hono<Env>();

export const ONLY_CUSTOMER_ERROR = 'Only the customer may approve or reject this purchase.';

async function findPurchase(deps: Deps, actor: Actor, where: ReturnType<typeof eq>) {
  const [row] = await deps.db
    .select({ purchase: purchases, dealershipName: dealerships.name, applicationId: revolvers.applicationId })
    .from(purchases)
    .innerJoin(dealerships, eq(dealerships.id, purchases.dealershipId))
    .innerJoin(revolvers, eq(revolvers.id, purchases.revolverId))
    .where(where)
    .limit(1);
  // Another customer's purchase is simply not found.
  if (!row || !canSeeCustomer(actor, row.purchase.userId)) throw notFound('Purchase');
  return row;
}

type Found = Awaited<ReturnType<typeof findPurchase>>;

function serialize({ purchase: p, dealershipName, applicationId }: Found): Purchase {
  return {
    id: p.id,
    guid: p.guid,
    actual_amount: centsToDollars(p.actualAmountCents),
    dealership: { name: dealershipName },
    term: p.term,
    minimum_monthly_payment: centsToDollars(p.minimumMonthlyPaymentCents),
    deferred_interest_months: p.deferredInterestMonths,
    rate: p.rate,
    approved_at: p.approvedAt?.toISOString() ?? null,
    rejected_at: p.rejectedAt?.toISOString() ?? null,
    application_id: applicationId,
  };
}

function refuse(found: Found, decision: PurchaseDecision): never {
  const error = decisionRefusal(recordState(found.purchase), decision);
  const field = error?.field ?? (decision === 'approve' ? 'approved_at' : 'rejected_at');
  const message = error?.message ?? 'has already been set';
  const label = field === 'approved_at' ? 'Approved at' : 'Rejected at';
  throw unprocessable(`${label} ${message}`, { [field]: [message] });
}

purchaseRoutes.get('/:guid', async (c) => {
  const guid = PurchaseGuidSchema.safeParse(c.req.param('guid'));
  if (!guid.success) throw notFound('Purchase');
  const found = await findPurchase(c.get('deps'), c.get('actor'), eq(purchases.guid, guid.data.toLowerCase()));
  return c.json({ data: serialize(found) });
});

purchaseRoutes.put('/:id', async (c) => {
  const deps = c.get('deps');
  const actor = c.get('actor');
  const id = idParam(c);
  const body = await parseBody(c, PurchaseDecisionSchema);
  const found = await findPurchase(deps, actor, eq(purchases.id, id));
  if (found.purchase.guid !== body.guid.toLowerCase()) throw notFound('Purchase');
  if (actor.isStaff) throw new HttpError(401, ONLY_CUSTOMER_ERROR, { purchase: [ONLY_CUSTOMER_ERROR] });

  const decision: PurchaseDecision = 'approved_at' in body.purchase ? 'approve' : 'reject';
  if (decisionRefusal(recordState(found.purchase), decision)) refuse(found, decision);

  const now = deps.clock.now();
  const stillPending = and(eq(purchases.id, id), isNull(purchases.approvedAt), isNull(purchases.rejectedAt));
  const p = found.purchase;
  const decided = await deps.db.transaction(async (tx) => {
    if (decision === 'reject') {
      const [row] = await tx.update(purchases).set({ rejectedAt: now }).where(stillPending).returning();
      return row ?? null;
    }
    // The card servicer authorizes the purchase against the available credit, or refuses it.
    const [card] = p.servicerRejects
      ? []
      : await tx
          .update(revolvers)
          .set({ availableCreditCents: sql`${revolvers.availableCreditCents} - ${p.actualAmountCents}` })
          .where(and(eq(revolvers.id, p.revolverId), gte(revolvers.availableCreditCents, p.actualAmountCents)))
          .returning({ id: revolvers.id });
    const [row] = await tx
      .update(purchases)
      .set(card ? { approvedAt: now } : { rejectedAt: now })
      .where(stillPending)
      .returning();
    // Decided meanwhile by another request: undo the authorization with the rest of the transaction.
    if (!row) tx.rollback();
    return row!;
  }).catch((err: unknown) => {
    if (err instanceof TransactionRollbackError) return null;
    throw err;
  });
  if (!decided) {
    const fresh = await findPurchase(deps, actor, eq(purchases.id, id));
    refuse(fresh, decision);
  }
  return c.json({ data: serialize({ ...found, purchase: decided }) });
});
