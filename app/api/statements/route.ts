// GET /api/statements?id={applicationId} — the loan's statements, each with its PDF's file id.
import { bff } from '@/lib/bff/handler';
import { StatementsQuerySchema } from '@/lib/contract/statements';
import { lender } from '@/lib/lender/api';

export const GET = bff({ query: StatementsQuerySchema }, async ({ session, query }) => ({ data: await lender.getStatements({ token: session.token, query: { id: query.id } }) }));
