// The lender sandbox: the lender API of both specs' section 7, plus the platform sign-in.
import { Hono } from 'hono';
import { authenticate, authRoutes } from './auth';
import type { Deps, Env } from './context';
import { errorResponse } from './errors';
import { applicationRoutes } from './routes/applications';
import { fileRoutes } from './routes/files';
import { loanAccountRoutes } from './routes/loan-accounts';
import { purchaseRoutes } from './routes/purchases';
import { revolverRoutes } from './routes/revolvers';
import { userRoutes } from './routes/users';
import { sandboxTools } from './sandbox-tools';
import { servicerStandIn } from './servicer-stand-in';

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
  api.route('/revolvers', revolverRoutes);
  api.route('/purchases', purchaseRoutes);
  app.route('/api', api);

  // A third party's stand-in (the card servicer's portal), not a sandbox tool: always there.
  app.route('/sandbox-servicer', servicerStandIn);
  if (deps.tools) app.route('/sandbox', sandboxTools);
  return app;
}
