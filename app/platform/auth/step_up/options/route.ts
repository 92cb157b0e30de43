// POST /platform/auth/step_up/options — the step-up dialog asks the lender for a challenge that only the
// signed-in account's own passkeys can answer (its allowCredentials); none listed: the dialog offers only the password.
import { bff } from '@/lib/bff/handler';
import { lender } from '@/lib/lender/api';

export const POST = bff({}, async ({ session }) => lender.stepUpOptions({ token: session.token }));
