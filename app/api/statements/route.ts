// GET /api/statements?id={applicationId} — the loan's statements, each with its PDF's file id.
import { bff } from '@/lib/bff/handler';
import { parseQuery } from '@/lib/bff/query';
import { StatementsQuerySchema } from '@/lib/contract/statements';
import { getStatements } from '@/lib/lender/api';

export const GET = bff({}, async ({ session, request }) => {
  const query = parseQuery(request, StatementsQuerySchema);
  if ('response' in query) return query.response;
  return { data: await getStatements(session.token, query.data.id) };
});
