// GET /api/applications/{id}/speedpay_data — url, encrypted_data and iv for the card processor's form.
// The portal's own origin goes along, so the processor can send the customer back to the thanks page.
import { bff } from '@/lib/bff/handler';
import { IdParams } from '@/lib/bff/params';
import { portalOrigin } from '@/lib/bff/request-info';
import { lender } from '@/lib/lender/api';

export const GET = bff({ params: IdParams }, ({ session, params, request }) => lender.getSpeedpayData({ token: session.token, id: params.id, query: { return_url: portalOrigin(request) } }));
