// POST /platform/auth/two_step/disable — turn two-step verification off, with the current password (never staff).
import { bff } from '@/lib/bff/handler';
import { bffRoutes } from '@/lib/client/bff-routes';
import { visitorOf } from '@/lib/bff/request-info';
import { lender } from '@/lib/lender/api';

export const POST = bff({ body: bffRoutes.auth.twoStepOff.body }, async ({ session, body, request }) => lender.turnOffTwoStep({ token: session.token, visitor: visitorOf(request), body: { current_password: body.current_password } }));
