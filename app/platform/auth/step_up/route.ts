// POST /platform/auth/step_up — the step-up dialog's password (components/auth/step-up-dialog.tsx): the
// lender marks this session as confirmed for a few minutes, so the change that asked for it can be sent again.
import { bff } from '@/lib/bff/handler';
import { bffRoutes } from '@/lib/client/bff-routes';
import { lender } from '@/lib/lender/api';

export const POST = bff({ body: bffRoutes.auth.stepUp.body }, async ({ session, body }) => lender.stepUp({ token: session.token, body }));
