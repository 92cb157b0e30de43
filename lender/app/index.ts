// The lender sandbox: the lender API of both specs' section 7, plus the platform sign-in.
import { Hono } from 'hono';
import { auditStaffAccess } from './audit';
import { authenticate, authRoutes } from './auth';
import type { Deps, Env } from './context';
import { errorResponse } from './errors';
import { applicationRoutes } from './routes/applications';
import { fileRoutes } from './routes/files';
import { loanAccountRoutes } from './routes/loan-accounts';
import { mobilePhoneRoutes } from './routes/mobile-phones';
import { preferenceRoutes, validRoutes } from './routes/preferences';
import { userRoutes } from './routes/users';
import { latency } from './latency';
import { sandboxTools } from './sandbox-tools';
import { staffRoutes } from './routes/staff';

export function createApp(deps: Deps) {
  const app = new Hono<Env>();
  app.use(async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  // Sandbox tools only: a fixed latency on every answer (benchmark), before any route runs.
  if (deps.tools) app.use(latency);
  app.onError((err, c) => errorResponse(c, err));
  app.notFound((c) => c.json({ message: 'Not found' }, 404));

  app.get('/health', (c) => c.json({ ok: true as const }));
  app.route('/platform/auth', authRoutes);

  const api = new Hono<Env>();
  api.use(authenticate);
  api.use(auditStaffAccess);
  api.route('/users', preferenceRoutes);
  api.route('/users', userRoutes);
  api.route('/valid', validRoutes);
  api.route('/mobile_phones', mobilePhoneRoutes);
  api.route('/applications', applicationRoutes);
  api.route('/loan_accounts', loanAccountRoutes);
  api.route('/files', fileRoutes);
  api.route('/staff', staffRoutes);
  app.route('/api', api);

  if (deps.tools) app.route('/sandbox', sandboxTools);
  return app;
}
