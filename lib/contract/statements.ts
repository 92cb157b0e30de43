// GET /api/statements?id={applicationId} (spec 001 sections 3 and 7): the loan's statements, newest
// first, each with the id of its PDF for /files/{file_id}/url_proxy.
import { z } from 'zod';
import { IdParamSchema, IsoDateSchema, MoneySchema } from './common';
import { spec, ext } from './wire';

export const StatementsQuerySchema = z.object({ id: spec(IdParamSchema, '001 §7') });

export const StatementSchema = z.object({
  id: ext(z.number().int(), { why: "A stable key for a statement.", without: "statement_row_id is its key." }),
  statement_row_id: spec(z.number().int(), '001 §3'),
  statement_date: spec(IsoDateSchema, '001 §3'),
  statement_due_date: spec(IsoDateSchema, '001 §3'),
  current_payoff_balance: spec(MoneySchema, '001 §3'),
  total_current_due_balance: spec(MoneySchema, '001 §3'),
  file_id: ext(z.number().int(), { why: "The statement's PDF, opened through /files/{file_id}/url_proxy.", without: "The statement is listed without a PDF link." }),
});
export type Statement = z.infer<typeof StatementSchema>;

export const StatementsResponseSchema = z.object({ data: spec(z.array(StatementSchema), '001 §7') });
