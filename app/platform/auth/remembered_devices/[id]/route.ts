// DELETE /platform/auth/remembered_devices/{id} — forget a remembered device: its next sign-in asks for a code.
import { bff } from '@/lib/bff/handler';
import { IdParams } from '@/lib/bff/params';
import { visitorOf } from '@/lib/bff/request-info';
import { lender } from '@/lib/lender/api';

export const DELETE = bff({ params: IdParams }, async ({ session, params, request }) => lender.forgetRememberedDevice({ token: session.token, id: params.id, visitor: visitorOf(request) }));
