// POST /platform/auth/two_step/disable — turn two-step verification off, with the current password (never staff).
import { bff } from '@/lib/bff/handler';
import { visitorOf } from '@/lib/bff/request-info';
import { TwoStepOffSchema } from '@/lib/contract/two-step';
import { turnOffTwoStep } from '@/lib/lender/api';

export const POST = bff({ body: TwoStepOffSchema }, async ({ session, body, request }) => turnOffTwoStep(session.token, body.current_password, visitorOf(request)));
