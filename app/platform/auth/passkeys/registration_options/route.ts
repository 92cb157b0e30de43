// POST /platform/auth/passkeys/registration_options — Account Preferences asks the lender for a challenge to
// create a passkey with, for the signed-in account (the lender keeps it: single use, 5 minutes).
import { bff } from '@/lib/bff/handler';
import { lender } from '@/lib/lender/api';

export const POST = bff({}, async ({ session }) => lender.passkeyRegistrationOptions({ token: session.token }));
