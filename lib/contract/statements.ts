// GET /api/statements?id={applicationId} (spec 001 sections 3 and 7): the loan's statements, newest
// first, each with the id of its PDF for /files/{file_id}/url_proxy.
import { z } from 'zod';
import { IdParamSchema, IsoDateSchema, MoneySchema } from './common';

export const StatementsQuerySchema = z.object({ id: IdParamSchema });

export const StatementSchema = z.object({
  id: z.number().int(),
  statement_row_id: z.number().int(),
  statement_date: IsoDateSchema,
  statement_due_date: IsoDateSchema,
  current_payoff_balance: MoneySchema,
  total_current_due_balance: MoneySchema,
  file_id: z.number().int(),
});
export type Statement = z.infer<typeof StatementSchema>;

export const StatementsResponseSchema = z.object({ data: z.array(StatementSchema) });
