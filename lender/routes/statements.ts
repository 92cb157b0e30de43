// GET /api/statements?id={applicationId} — the loan's statements, newest first, each with its PDF's file id.
// An application without a loan account has none; another customer's application is not found.
import { and, desc, eq, inArray, min } from 'drizzle-orm';
import { Hono } from 'hono';
import { StatementsQuerySchema, type Statement } from '../../lib/contract/statements';
import { centsToDollars } from '../../lib/common/money';
import { files, loanAccounts, statements } from '../db/schema';
import { ensureStatementFiles } from '../db/statement-files';
import { loadApplication } from '../domain/access';
import type { Env } from '../http/context';
import { parseQuery } from '../http/validate';

export const statementRoutes = new Hono<Env>();

statementRoutes.get('/', async (c) => {
  const { id } = parseQuery(c, StatementsQuerySchema);
  const deps = c.get('deps');
  const app = await loadApplication(deps, c.get('actor'), id);
  const [account] = await deps.db.select({ id: loanAccounts.id }).from(loanAccounts).where(eq(loanAccounts.applicationId, app.id)).limit(1);
  if (!account) return c.json({ data: [] as Statement[] });

  // Statements added after the seed get their document here.
  await ensureStatementFiles(deps.db, account.id);
  const rows = await deps.db
    .select()
    .from(statements)
    .where(eq(statements.loanAccountId, account.id))
    .orderBy(desc(statements.statementDate), desc(statements.statementRowId));
  const fileRows = rows.length
    ? await deps.db
        .select({ refId: files.refId, id: min(files.id) })
        .from(files)
        .where(and(eq(files.kind, 'statement'), inArray(files.refId, rows.map((s) => s.id))))
        .groupBy(files.refId)
    : [];
  const fileOf = new Map(fileRows.map((f) => [f.refId, f.id]));

  const data: Statement[] = rows.flatMap((s) => {
    const fileId = fileOf.get(s.id);
    if (fileId === undefined || fileId === null) return [];
    return [{
      id: s.id,
      statement_row_id: s.statementRowId,
      statement_date: s.statementDate,
      statement_due_date: s.statementDueDate,
      current_payoff_balance: centsToDollars(s.currentPayoffBalanceCents),
      total_current_due_balance: centsToDollars(s.totalCurrentDueBalanceCents),
      file_id: fileId,
    }];
  });
  return c.json({ data });
});
