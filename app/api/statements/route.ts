// GET /api/statements?id={applicationId} — the loan's statements, each with its PDF's file id.
import { bff } from '@/lib/bff/handler';
import { StatementsQuerySchema } from '@/lib/contract/statements';
import { getStatements } from '@/lib/lender/api';

export const GET = bff({ query: StatementsQuerySchema }, async ({ session, query }) => ({ data: await getStatements(session.token, query.id) }));
