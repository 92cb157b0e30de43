// GET /api/applications/{id}/speedpay_data — url, encrypted_data and iv for the card processor's form.
// The portal's own origin goes along, so the processor can send the customer back to the thanks page.
import { bff, errorJson } from '@/lib/bff/handler';
import { portalOrigin } from '@/lib/bff/request-info';
import { IdParamSchema } from '@/lib/contract/common';
import { getSpeedpayData } from '@/lib/lender/api';

export const GET = bff<undefined, { id: string }>({}, async ({ session, params, request }) => {
  const id = IdParamSchema.safeParse(params.id);
  if (!id.success) return errorJson(404, 'Not found');
  return getSpeedpayData(session.token, id.data, portalOrigin(request));
});
