// GET /api/purchases/{guid} — a pending purchase by the guid of its e-mailed link.
// PUT /api/purchases/{id}   — body { guid, purchase: { approved_at } | { rejected_at } }.
// (One dynamic segment serves both: Next allows one slug name per level; GET reads it as the guid.)
// Only the customer decides: staff get the 401 of spec 000 section 6 here, and from the lender again —
// a refusal of the decision, not an ended session, so the session stays.
import { z } from 'zod';
import { bff, HttpError } from '@/lib/bff/handler';
import { bffRoutes } from '@/lib/client/bff-routes';
import { IdParams } from '@/lib/bff/params';
import { PurchaseGuidSchema } from '@/lib/contract/purchases';
import { lender } from '@/lib/lender/api';
import { isStaff } from '@/lib/rules/access';

const ONLY_CUSTOMER = 'Only the customer may approve or reject this purchase.';

export const GET = bff({ params: z.object({ id: PurchaseGuidSchema }) }, async ({ session, params }) => ({
  data: await lender.getPurchase({ token: session.token, guid: params.id }),
}));

export const PUT = bff({ params: IdParams, body: bffRoutes.purchases.decide.body }, async ({ session, params, body }) => {
  if (isStaff(session.roleGroups)) throw new HttpError(401, ONLY_CUSTOMER, { purchase: [ONLY_CUSTOMER] });
  // The lender's own 401 (with its field errors) passes through bff() without ending the session.
  return { data: await lender.decidePurchase({ token: session.token, id: params.id, body }) };
});
