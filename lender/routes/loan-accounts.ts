// GET /api/loan_accounts/{applicationId}
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { loanAccounts } from '../db/schema';
import { loadApplication } from '../domain/access';
import type { Env } from '../http/context';
import { notFound } from '../http/errors';
import { serializeLoanAccount } from '../serializers/loan-account';
import { idParam } from '../http/validate';

export const loanAccountRoutes = new Hono<Env>();

loanAccountRoutes.get('/:applicationId', async (c) => {
  const deps = c.get('deps');
  const app = await loadApplication(deps, c.get('actor'), idParam(c, 'applicationId'));
  const [account] = await deps.db.select().from(loanAccounts).where(eq(loanAccounts.applicationId, app.id)).limit(1);
  if (!account) throw notFound('Loan account');
  return c.json({ data: { id: account.id, type: 'loan_accounts' as const, attributes: await serializeLoanAccount(deps, account) } });
});
