// DELETE /platform/auth/remembered_devices/{id} — forget a remembered device: its next sign-in asks for a code.
import { bff } from '@/lib/bff/handler';
import { IdParams } from '@/lib/bff/params';
import { visitorOf } from '@/lib/bff/request-info';
import { forgetRememberedDevice } from '@/lib/lender/api';

export const DELETE = bff({ params: IdParams }, async ({ session, params, request }) => forgetRememberedDevice(session.token, params.id, visitorOf(request)));
