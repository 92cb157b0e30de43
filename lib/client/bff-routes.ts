// The BFF routes the browser calls, each declared once: its method, its path (`:name` for a parameter),
// the schema of its body and of its query, and the schema of its answer. A component names the entry
// (`bffRoutes.transactions.create`), never a path; the body and query types come from the entry's schemas,
// so the compiler refuses a wrong body, and the route handler takes the same body schema from the entry
// (`bff({ body: bffRoutes.transactions.create.body })`), so the two cannot drift.
//
// Every schema is a function that imports it: this module is in the JavaScript a page loads first, and
// zod arrives with the first call instead (the bench's JS figure). lib/client/bff-routes.test.ts holds
// every entry to a route handler of that method at that path.
import type { z } from 'zod';
import type { AnswerSchema, SchemaSource } from './bff-fetch';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Lazy<S> = () => Promise<S>;

export interface BffRoute {
  method: Method;
  path: string;
  /** The body's schema; the route handler parses the body with it. */
  body?: Lazy<z.ZodType>;
  /** The query's schema; the route handler parses the query with it. */
  query?: Lazy<z.ZodType>;
  answer: SchemaSource<AnswerSchema>;
  /** A money call: the browser sends its Idempotency-Key, made once per confirmed form. */
  idempotent?: true;
}

/** The names of a path's `:name` parameters. */
export type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}` ? Name | ParamsOf<`/${Rest}`> : P extends `${string}:${infer Name}` ? Name : never;

/** The schema a lazy entry holds. */
export type SchemaOf<L> = L extends Lazy<infer S> ? S : never;

type Entry<M extends Method, P extends string, A extends AnswerSchema, B extends z.ZodType, Q extends z.ZodType, I extends boolean> = {
  method: M;
  path: P;
  answer: Lazy<A>;
} & ([B] extends [never] ? { body?: undefined } : { body: Lazy<B> }) &
  ([Q] extends [never] ? { query?: undefined } : { query: Lazy<Q> }) &
  (I extends true ? { idempotent: true } : { idempotent?: undefined });

/** An entry, its method, path and schemas kept as written (they type the call and the handler). */
const route = <const M extends Method, const P extends string, A extends AnswerSchema, B extends z.ZodType = never, Q extends z.ZodType = never, I extends boolean = false>(entry: {
  method: M;
  path: P;
  body?: Lazy<B>;
  query?: Lazy<Q>;
  answer: Lazy<A>;
  idempotent?: I;
}) => entry as Entry<M, P, A, B, Q, I>;

export const bffRoutes = {
  checklist: {
    /** The body is the file itself (multipart, part `file`), sent by uploadFile (lib/client/upload-file.ts) with progress. */
    upload: route({
      method: 'POST',
      path: '/api/applications/:id/checklist/:item/files',
      answer: () => import('../contract/uploads').then((m) => m.UploadResponseSchema),
      idempotent: true,
    }),
    review: route({
      method: 'POST',
      path: '/api/applications/:id/checklist/:item/review',
      body: () => import('../contract/uploads').then((m) => m.ReviewRequestSchema),
      answer: () => import('../contract/uploads').then((m) => m.ReviewResponseSchema),
    }),
  },
  applications: {
    create: route({
      method: 'POST',
      path: '/api/applications',
      body: () => import('../contract/applications').then((m) => m.CreateApplicationRequestSchema),
      answer: () => import('../contract/applications').then((m) => m.ApplicationResponseSchema),
    }),
    chooseDealership: route({
      method: 'PUT',
      path: '/api/applications/:id/dealership',
      body: () => import('../contract/applications').then((m) => m.ChooseDealershipRequestSchema),
      answer: () => import('../contract/applications').then((m) => m.ApplicationResponseSchema),
    }),
    sign: route({
      method: 'POST',
      path: '/api/applications/:id/sign',
      body: () => import('../contract/signing').then((m) => m.SignRequestSchema),
      answer: () => import('../contract/signing').then((m) => m.SignResponseSchema),
    }),
    speedpayData: route({
      method: 'GET',
      path: '/api/applications/:id/speedpay_data',
      answer: () => import('../contract/speedpay').then((m) => m.SpeedpayDataSchema),
    }),
  },
  bankAccounts: {
    create: route({
      method: 'POST',
      path: '/api/bank_accounts',
      body: () => import('../contract/bank-accounts').then((m) => m.CreateBankAccountRequestSchema),
      answer: () => import('../contract/bank-accounts').then((m) => m.BankAccountResponseSchema),
    }),
    remove: route({ method: 'DELETE', path: '/api/bank_accounts/:id', answer: () => import('../contract/bank-accounts').then((m) => m.BankAccountResponseSchema) }),
    linkToken: route({
      method: 'POST',
      path: '/api/plaid/link_token',
      body: () => import('../contract/bank-accounts').then((m) => m.LinkTokenRequestSchema),
      answer: () => import('../contract/bank-accounts').then((m) => m.LinkTokenResponseSchema),
    }),
  },
  comments: {
    feedback: route({
      method: 'POST',
      path: '/api/comments',
      body: () => import('../contract/comments').then((m) => m.CreateCommentRequestSchema),
      answer: () => import('../contract/comments').then((m) => m.CommentResponseSchema),
    }),
    post: route({
      method: 'POST',
      path: '/api/team_comments',
      body: () => import('../contract/team-comments').then((m) => m.TeamCommentBodySchema),
      answer: () => import('../contract/team-comments').then((m) => m.TeamCommentResponseSchema),
    }),
    remove: route({ method: 'DELETE', path: '/api/team_comments/:id', answer: () => import('../contract/team-comments').then((m) => m.TeamCommentResponseSchema) }),
  },
  card: {
    calculateIncrease: route({
      method: 'GET',
      path: '/api/revolvers/:id/calculate_credit_increase',
      query: () => import('../contract/revolvers').then((m) => m.CalculateCreditIncreaseQuerySchema),
      answer: () => import('../contract/revolvers').then((m) => m.CreditIncreaseOfferSchema),
    }),
    exportIncrease: route({ method: 'POST', path: '/api/revolvers/:id/export_credit_increase', answer: () => import('../contract/revolvers').then((m) => m.ExportCreditIncreaseResponseSchema) }),
    servicerSso: route({ method: 'POST', path: '/api/revolvers/:id/tci_sso_data', answer: () => import('../contract/revolvers').then((m) => m.SsoDataSchema) }),
  },
  payments: {
    list: route({
      method: 'GET',
      path: '/api/transactions',
      query: () => import('../contract/transactions').then((m) => m.TransactionListQuerySchema),
      answer: () => import('../contract/transactions').then((m) => m.TransactionListResponseSchema),
    }),
    create: route({
      method: 'POST',
      path: '/api/transactions',
      body: () => import('../contract/transactions').then((m) => m.CreateTransactionRequestSchema),
      answer: () => import('../contract/transactions').then((m) => m.CreateTransactionResponseSchema),
      idempotent: true,
    }),
    cancel: route({ method: 'DELETE', path: '/api/transactions/:id', answer: () => import('../contract/transactions').then((m) => m.TransactionResponseSchema), idempotent: true }),
    promise: route({
      method: 'POST',
      path: '/api/loan_accounts/:id/collection_action',
      body: () => import('../contract/promises').then((m) => m.CollectionActionRequestSchema),
      answer: () => import('../contract/promises').then((m) => m.CollectionActionResponseSchema),
    }),
  },
  dueDate: {
    move: route({
      method: 'POST',
      path: '/api/loan_accounts/:id/due_date_move',
      body: () => import('../contract/due-date-move').then((m) => m.DueDateMoveRequestSchema),
      answer: () => import('../contract/due-date-move').then((m) => m.DueDateMoveResponseSchema),
      idempotent: true,
    }),
  },
  assistance: {
    create: route({
      method: 'POST',
      path: '/api/loan_accounts/:id/assistance_requests',
      body: () => import('../contract/assistance').then((m) => m.AssistanceRequestBodySchema),
      answer: () => import('../contract/assistance').then((m) => m.AssistanceResponseSchema),
    }),
    scra: route({
      method: 'POST',
      path: '/api/loan_accounts/:id/scra_requests',
      body: () => import('../contract/assistance').then((m) => m.ScraRequestBodySchema),
      answer: () => import('../contract/assistance').then((m) => m.AssistanceResponseSchema),
    }),
    /** A document for an open request: the body is the file itself (multipart, part `file`), sent by uploadFile with progress. */
    upload: route({
      method: 'POST',
      path: '/api/assistance_requests/:id/files',
      answer: () => import('../contract/assistance').then((m) => m.AssistanceUploadResponseSchema),
      idempotent: true,
    }),
    accept: route({
      method: 'POST',
      path: '/api/assistance_requests/:id/accept',
      body: () => import('../contract/assistance').then((m) => m.AcceptOfferBodySchema),
      answer: () => import('../contract/assistance').then((m) => m.AssistanceResponseSchema),
      idempotent: true,
    }),
    reply: route({
      method: 'POST',
      path: '/api/assistance_requests/:id/reply',
      body: () => import('../contract/assistance').then((m) => m.AssistanceReplyBodySchema),
      answer: () => import('../contract/assistance').then((m) => m.AssistanceResponseSchema),
    }),
    decide: route({
      method: 'POST',
      path: '/api/assistance_requests/:id/decision',
      body: () => import('../contract/assistance').then((m) => m.StaffDecisionBodySchema),
      answer: () => import('../contract/assistance').then((m) => m.AssistanceResponseSchema),
    }),
  },
  autopay: {
    create: route({
      method: 'POST',
      path: '/api/recurring_payments',
      body: () => import('../contract/recurring-payments').then((m) => m.CreateRecurringPaymentRequestSchema),
      answer: () => import('../contract/recurring-payments').then((m) => m.RecurringPaymentResponseSchema),
      idempotent: true,
    }),
    update: route({
      method: 'PUT',
      path: '/api/recurring_payments/:id',
      body: () => import('../contract/recurring-payments').then((m) => m.UpdateRecurringPaymentRequestSchema),
      answer: () => import('../contract/recurring-payments').then((m) => m.RecurringPaymentResponseSchema),
      idempotent: true,
    }),
    stop: route({ method: 'DELETE', path: '/api/recurring_payments/:id', answer: () => import('../contract/recurring-payments').then((m) => m.RecurringPaymentResponseSchema), idempotent: true }),
  },
  purchases: {
    decide: route({
      method: 'PUT',
      path: '/api/purchases/:id',
      body: () => import('../contract/purchases').then((m) => m.PurchaseDecisionSchema),
      answer: () => import('../contract/purchases').then((m) => m.PurchaseResponseSchema),
    }),
  },
  preferences: {
    save: route({
      method: 'POST',
      path: '/api/users/preferences',
      body: () => import('../contract/preferences').then((m) => m.PreferencesRequestSchema),
      answer: () => import('../contract/users').then((m) => m.UserResponseSchema),
    }),
    checkEmail: route({
      method: 'POST',
      path: '/api/valid/email',
      body: () => import('../contract/preferences').then((m) => m.ValidEmailRequestSchema),
      answer: () => import('../contract/preferences').then((m) => m.ValidEmailResponseSchema),
    }),
    phoneExists: route({
      method: 'GET',
      path: '/api/mobile_phones/exists',
      query: () => import('../contract/preferences').then((m) => m.MobilePhoneExistsQuerySchema),
      answer: () => import('../contract/preferences').then((m) => m.MobilePhoneExistsResponseSchema),
    }),
    addPhone: route({
      method: 'POST',
      path: '/api/mobile_phones',
      body: () => import('../contract/preferences').then((m) => m.CreateMobilePhoneRequestSchema),
      answer: () => import('../contract/preferences').then((m) => m.MobilePhoneResponseSchema),
    }),
    changePhone: route({
      method: 'PUT',
      path: '/api/mobile_phones/:id',
      body: () => import('../contract/preferences').then((m) => m.UpdateMobilePhoneRequestSchema),
      answer: () => import('../contract/preferences').then((m) => m.MobilePhoneResponseSchema),
    }),
    verifyPhone: route({
      method: 'PUT',
      path: '/api/mobile_phones/:id/verify',
      body: () => import('../contract/preferences').then((m) => m.VerifyMobilePhoneRequestSchema),
      answer: () => import('../contract/preferences').then((m) => m.MobilePhoneResponseSchema),
    }),
    texts: route({
      method: 'PUT',
      path: '/api/users/:id/text_preferences',
      body: () => import('../contract/text-preferences').then((m) => m.TextPreferencesRequestSchema),
      answer: () => import('../contract/text-preferences').then((m) => m.TextPreferencesSchema),
    }),
  },
  esign: {
    decide: route({
      method: 'POST',
      path: '/api/esign_consent',
      body: () => import('../contract/esign').then((m) => m.EsignDecisionSchema),
      answer: () => import('../contract/esign').then((m) => m.EsignConsentSchema),
    }),
    withdraw: route({ method: 'DELETE', path: '/api/esign_consent', answer: () => import('../contract/esign').then((m) => m.EsignConsentSchema) }),
  },
  calendar: {
    makeAddress: route({ method: 'POST', path: '/api/calendar_feed', answer: () => import('../contract/calendar').then((m) => m.CalendarAddressSchema) }),
    revokeAddress: route({ method: 'DELETE', path: '/api/calendar_feed', answer: () => import('../contract/common').then((m) => m.OkSchema) }),
  },
  auth: {
    extendSession: route({ method: 'PUT', path: '/ui/auth/session', answer: () => import('../contract/auth').then((m) => m.SessionExtendedSchema) }),
    // zod/mini's copy: asked at every sign-in page's load, where zod's full build would be most of the script.
    passkeyOptions: route({ method: 'POST', path: '/ui/auth/passkey/options', answer: () => import('../contract/passkey-request-options').then((m) => m.PasskeyRequestOptionsMiniSchema) }),
    stepUp: route({
      method: 'POST',
      path: '/platform/auth/step_up',
      body: () => import('../contract/step-up').then((m) => m.StepUpRequestSchema),
      answer: () => import('../contract/step-up').then((m) => m.StepUpResponseSchema),
    }),
    stepUpOptions: route({ method: 'POST', path: '/platform/auth/step_up/options', answer: () => import('../contract/passkeys').then((m) => m.PasskeyRequestOptionsSchema) }),
    password: route({
      method: 'PUT',
      path: '/platform/auth/password',
      body: () => import('../contract/account-access').then((m) => m.ChangePasswordRequestSchema),
      answer: () => import('../contract/common').then((m) => m.OkSchema),
    }),
    passkeyRegistrationOptions: route({ method: 'POST', path: '/platform/auth/passkeys/registration_options', answer: () => import('../contract/passkeys').then((m) => m.PasskeyCreationOptionsSchema) }),
    addPasskey: route({
      method: 'POST',
      path: '/platform/auth/passkeys',
      body: () => import('../contract/passkeys').then((m) => m.RegisterPasskeyRequestSchema),
      answer: () => import('../contract/passkeys').then((m) => m.PasskeyResponseSchema),
    }),
    removePasskey: route({ method: 'DELETE', path: '/platform/auth/passkeys/:id', answer: () => import('../contract/common').then((m) => m.OkSchema) }),
    forgetDevice: route({ method: 'DELETE', path: '/platform/auth/remembered_devices/:id', answer: () => import('../contract/common').then((m) => m.OkSchema) }),
    twoStepStart: route({
      method: 'POST',
      path: '/platform/auth/two_step/methods',
      body: () => import('../contract/two-step').then((m) => m.EnrolRequestSchema),
      answer: () => import('../contract/two-step-view').then((m) => m.EnrolViewSchema),
    }),
    twoStepConfirm: route({
      method: 'PUT',
      path: '/platform/auth/two_step/methods',
      body: () => import('../contract/two-step').then((m) => m.EnrolConfirmSchema),
      answer: () => import('../contract/two-step').then((m) => m.EnrolConfirmedSchema),
    }),
    twoStepOff: route({
      method: 'POST',
      path: '/platform/auth/two_step/disable',
      body: () => import('../contract/two-step').then((m) => m.TwoStepOffSchema),
      answer: () => import('../contract/common').then((m) => m.OkSchema),
    }),
    newRecoveryCodes: route({ method: 'POST', path: '/platform/auth/two_step/recovery_codes', answer: () => import('../contract/two-step').then((m) => m.RecoveryCodesSchema) }),
  },
} as const;
