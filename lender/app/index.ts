// The lender sandbox: the lender API of both specs' section 7, plus the platform sign-in.
import { Hono } from 'hono';
import { authenticate, authRoutes } from './auth';
import type { Deps, Env } from './context';
import { errorResponse } from './errors';
import { applicationRoutes } from './routes/applications';
import { bankAccountRoutes } from './routes/bank-accounts';
import { fileRoutes } from './routes/files';
import { loanAccountRoutes } from './routes/loan-accounts';
import { userRoutes } from './routes/users';
import { sandboxTools } from './sandbox-tools';
import { speedpayRoutes } from './routes/speedpay';
import { transactionRoutes } from './routes/transactions';
import { cardProcessorStandIn } from './card-processor';

export function createApp(deps: Deps) {
  const app = new Hono<Env>();
  app.use(async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.onError((err, c) => errorResponse(c, err));
  app.notFound((c) => c.json({ message: 'Not found' }, 404));

  app.get('/health', (c) => c.json({ ok: true as const }));
  app.route('/platform/auth', authRoutes);

  const api = new Hono<Env>();
  api.use(authenticate);
  api.route('/users', userRoutes);
  api.route('/applications', applicationRoutes);
  api.route('/loan_accounts', loanAccountRoutes);
  api.route('/files', fileRoutes);
  api.route('/transactions', transactionRoutes);
  api.route('/applications', speedpayRoutes);
  api.route('/bank_accounts', bankAccountRoutes);
  app.route('/api', api);
  // The card processor's stand-in page: always mounted (the debit card hand-off needs it), outside /api.
  app.route('/sandbox-processor', cardProcessorStandIn);

  if (deps.tools) app.route('/sandbox', sandboxTools);
  return app;
}
