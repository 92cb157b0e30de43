// GET /api/loan_accounts/{applicationId}
import { Hono } from 'hono';
import { loadApplication, loanAccountOf } from '../domain/access';
import type { Env } from '../http/context';
import { notFound } from '../http/errors';
import { serializeLoanAccount } from '../serializers/loan-account';
import { idParam } from '../http/validate';

export const loanAccountRoutes = new Hono<Env>();

loanAccountRoutes.get('/:applicationId', async (c) => {
  const deps = c.get('deps');
  const app = await loadApplication(deps, c.get('actor'), idParam(c, 'applicationId'));
  const account = await loanAccountOf(deps, app.id);
  if (!account) throw notFound('Loan account');
  return c.json({ data: { id: account.id, type: 'loan_accounts' as const, attributes: await serializeLoanAccount(deps, account) } });
});
