// POST /platform/auth/two_step/recovery_codes — 10 new recovery codes, shown once; the earlier ones stop working.
import { z } from 'zod';
import { bff } from '@/lib/bff/handler';
import { visitorOf } from '@/lib/bff/request-info';
import { lender } from '@/lib/lender/api';

export const POST = bff({ body: z.object({}) }, async ({ session, request }) => lender.newRecoveryCodes({ token: session.token, visitor: visitorOf(request) }));
