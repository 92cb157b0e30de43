// GET /api/revolvers/{id}/calculate_credit_increase?income_range= — the lender's offer for an income range.
// A GET that records a decision and may send an e-mail: only our own pages' scripts may call it (changesState).
import { bff, errorJson } from '@/lib/bff/handler';
import { recordId } from '@/lib/bff/params';
import { CalculateCreditIncreaseQuerySchema } from '@/lib/contract/revolvers';
import { calculateCreditIncrease } from '@/lib/lender/api';

export const GET = bff<undefined, { id: string }>({ changesState: () => true }, async ({ session, params, request }) => {
  const id = recordId(params.id);
  if (id === null) return errorJson(404, 'Not found');
  const query = CalculateCreditIncreaseQuerySchema.safeParse({ income_range: request.nextUrl.searchParams.get('income_range') ?? undefined });
  if (!query.success) {
    const message = query.error.issues[0]?.message ?? 'Select your monthly income range.';
    return errorJson(422, message, { income_range: [message] });
  }
  return calculateCreditIncrease(session.token, id, query.data);
});
