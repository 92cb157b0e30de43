// GET /api/applications/{id} — version 2 of the application (attributes.final_loan).
import { bff } from '@/lib/bff/handler';
import { IdParams } from '@/lib/bff/params';
import { lender } from '@/lib/lender/api';

export const GET = bff({ params: IdParams }, async ({ session, params }) => ({ data: await lender.getApplication({ token: session.token, id: params.id }) }));
