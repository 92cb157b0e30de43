// PUT /api/users/{id}/text_preferences — the customer's texts per purpose; on again after a STOP with a new
// consent (the visitor's address kept beside it). The lender lets only the customer change them.
import { bff } from '@/lib/bff/handler';
import { IdParams } from '@/lib/bff/params';
import { visitorOf } from '@/lib/bff/request-info';
import { bffRoutes } from '@/lib/client/bff-routes';
import { lender } from '@/lib/lender/api';

export const PUT = bff({ params: IdParams, body: bffRoutes.preferences.texts.body }, async ({ session, body, params, request }) =>
  lender.updateTextPreferences({ token: session.token, id: params.id, body, visitor: visitorOf(request) }),
);
