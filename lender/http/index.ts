// The lender sandbox: the lender API of both specs' section 7, plus the platform sign-in. Its rooms: routes
// (../routes), the lender's rules and records (../domain), its third parties' stand-ins (../stand-ins), the
// tools mounted only with SANDBOX_TOOLS on (../tools), and this folder, the app's assembly.
import { checklistRoutes } from '../routes/checklists';
import { uploadRoutes } from '../routes/uploads';
import { Hono } from 'hono';
import { auditStaffAccess } from '../domain/audit';
import { applicationRoutes } from '../routes/applications';
import { applyRoutes } from '../routes/apply';
import { accountAccessRoutes } from '../routes/account-access';
import { passkeyRoutes } from '../routes/passkeys';
import { authRoutes } from '../routes/auth';
import { twoStepRoutes } from '../routes/two-step';
import { bankAccountRoutes } from '../routes/bank-accounts';
import { collectionActionRoutes, collectionCodeRoutes } from '../routes/collections';
import { feedbackRoutes } from '../routes/feedback';
import { health } from '../routes/health';
import { fileRoutes } from '../routes/files';
import { paymentHistoryRoutes, transactionHistoryRoutes } from '../routes/history';
import { loanAccountRoutes } from '../routes/loan-accounts';
import { mobilePhoneRoutes } from '../routes/mobile-phones';
import { plaidRoutes } from '../routes/plaid';
import { preferenceRoutes, validRoutes } from '../routes/preferences';
import { purchaseRoutes } from '../routes/purchases';
import { qualificationRoutes } from '../routes/qualifications';
import { documentRoutes } from '../routes/documents';
import { textPreferenceRoutes } from '../routes/text-preferences';
import { recurringPaymentRoutes } from '../routes/recurring-payments';
import { repairRoutes } from '../routes/repairs';
import { revolverRoutes } from '../routes/revolvers';
import { signingRoutes } from '../routes/signing';
import { speedpayRoutes } from '../routes/speedpay';
import { staffRoutes } from '../routes/staff';
import { statementRoutes } from '../routes/statements';
import { teamCommentRoutes } from '../routes/team-comments';
import { transactionRoutes } from '../routes/transactions';
import { userRoutes } from '../routes/users';
import { cardProcessorStandIn } from '../stand-ins/card-processor-page';
import { servicerStandIn } from '../stand-ins/servicer-portal';
import { faultTools, injectFaults } from '../tools/faults';
import { latency } from '../tools/latency';
import { sandboxTools } from '../tools/sandbox';
import { testFixtures } from '../tools/test-fixtures';
import { accessLog } from './access-log';
import { stepUpRoutes } from '../routes/step-up';
import { emailChangeRoutes } from '../routes/email-changes';
import { selfServiceRoutes } from '../routes/self-service';
import { dueDateMoveRoutes } from '../routes/due-date-move';
import { assistanceLoanRoutes, assistanceQueueRoutes, assistanceRoutes } from '../routes/assistance';
import { calendarFeedRoutes, calendarReadRoutes } from '../routes/calendar-feeds';
import { legalDocumentRoutes } from '../routes/legal-documents';
import { esignRoutes } from '../routes/esign';
import { authenticate } from './authenticate';
import { traceRequests } from './tracing';
import type { Deps, Env } from './context';
import { errorResponse } from './errors';
import { openApiDocument, specWire } from './wire';

export function createApp(deps: Deps) {
  const app = new Hono<Env>();
  app.use(async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  if (deps.traced) app.use(traceRequests());
  if (deps.log) app.use(accessLog(deps.log));
  // Sandbox tools only: a fixed latency on every answer (benchmark), before any route runs.
  if (deps.tools) app.use(latency);
  app.onError((err, c) => errorResponse(c, err));
  app.notFound((c) => c.json({ message: 'Not found' }, 404));

  if (deps.tools) app.use('/api/*', injectFaults);
  if (deps.tools) app.use('/platform/auth/passkeys/*', injectFaults);

  app.get('/health', health);
  app.get('/openapi.json', openApiDocument);
  if (deps.wire === 'spec') app.use('/api/*', specWire);
  if (deps.wire === 'spec') app.use('/platform/*', specWire);
  app.route('/platform/auth', authRoutes);
  app.route('/platform/auth', accountAccessRoutes);
  app.route('/platform/auth', twoStepRoutes);
  app.route('/platform/auth/passkeys', passkeyRoutes);
  app.route('/platform/auth/step_up', stepUpRoutes);
  app.route('/platform/auth/email_changes', emailChangeRoutes);
  app.route('/platform/calendar_feeds', calendarReadRoutes);
  app.route('/platform/legal_documents', legalDocumentRoutes);

  const api = new Hono<Env>();
  api.use(authenticate);
  api.use(auditStaffAccess);
  api.route('/users', preferenceRoutes);
  api.route('/users', userRoutes);
  api.route('/users', esignRoutes);
  api.route('/valid', validRoutes);
  api.route('/mobile_phones', mobilePhoneRoutes);
  api.route('/applications', applicationRoutes);
  api.route('/applications', signingRoutes);
  api.route('/applications', checklistRoutes);
  api.route('/uploads', uploadRoutes);
  api.route('/loan_accounts', loanAccountRoutes);
  api.route('/loan_accounts', collectionActionRoutes);
  api.route('/loan_accounts', selfServiceRoutes);
  api.route('/loan_accounts', dueDateMoveRoutes);
  api.route('/loan_accounts', assistanceLoanRoutes);
  api.route('/assistance_requests', assistanceRoutes);
  api.route('/calendar_feed', calendarFeedRoutes);
  api.route('/collection_codes', collectionCodeRoutes);
  api.route('/files', fileRoutes);
  api.route('/staff', assistanceQueueRoutes);
  api.route('/staff', staffRoutes);
  api.route('/payment_histories', paymentHistoryRoutes);
  api.route('/transaction_histories', transactionHistoryRoutes);
  api.route('/statements', statementRoutes);
  api.route('/team_comments', teamCommentRoutes);
  api.route('/', applyRoutes);
  api.route('/repairs', repairRoutes);
  api.route('/users', qualificationRoutes);
  api.route('/users', documentRoutes);
  api.route('/users', textPreferenceRoutes);
  api.route('/comments', feedbackRoutes);
  api.route('/transactions', transactionRoutes);
  api.route('/applications', speedpayRoutes);
  api.route('/bank_accounts', bankAccountRoutes);
  api.route('/revolvers', revolverRoutes);
  api.route('/purchases', purchaseRoutes);
  api.route('/plaid', plaidRoutes);
  api.route('/recurring_payments', recurringPaymentRoutes);
  app.route('/api', api);
  // The card processor's stand-in page: always mounted (the debit card hand-off needs it), outside /api.
  app.route('/sandbox-processor', cardProcessorStandIn);

  // A third party's stand-in (the card servicer's portal), not a sandbox tool: always there.
  app.route('/sandbox-servicer', servicerStandIn);
  if (deps.tools) app.route('/sandbox', sandboxTools);
  if (deps.tools) app.route('/sandbox', faultTools);
  if (deps.tools) app.route('/sandbox', testFixtures);
  return app;
}
