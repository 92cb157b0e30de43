// POST /api/applications/{id}/checklist/{item}/review — staff accept a to-do item, or refuse it with the
// reason; the lender checks the reviewer's role and the item's state, and moves the application on once
// every item is accepted.
import { z } from 'zod';
import { bff } from '@/lib/bff/handler';
import { IdParamSchema } from '@/lib/contract/common';
import { CHECKLIST_ITEMS } from '@/lib/contract/uploads';
import { bffRoutes } from '@/lib/client/bff-routes';
import { lender } from '@/lib/lender/api';

const Params = z.object({ id: IdParamSchema, item: z.enum(CHECKLIST_ITEMS) });

export const POST = bff({ params: Params, body: bffRoutes.checklist.review.body, staffOnly: true }, async ({ session, params, body }) => ({
  data: await lender.reviewChecklistItem({ token: session.token, id: params.id, item: params.item, body }),
}));
