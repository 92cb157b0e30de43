// Every lender API call the portal makes, with its method, path, the schemas of its query, body and answer,
// and the headers it sends: the only place any of them is written. The server client (lib/lender/api.ts)
// is derived from it with its types, and so are the OpenAPI document (lib/contract/openapi.ts), the
// sandbox's spec-only wire (SANDBOX_WIRE=spec) and the contract check (npm run contract:check). The lint
// rule portal/no-lender-path refuses a lender path written anywhere else.
import { z } from 'zod';
import {
  ActivationCheckSchema,
  ActivationCompleteSchema,
  ActivationResendSchema,
  ChangePasswordRequestSchema,
  PasswordResetCheckRequestSchema,
  PasswordResetCheckSchema,
  PasswordResetCompleteSchema,
  PasswordResetRequestedSchema,
  PasswordResetRequestSchema,
  SecurityEventsQuerySchema,
  SecurityEventsResponseSchema,
} from './account-access';
import { EmailChangeCheckSchema, EmailChangeConfirmedSchema, EmailChangeTokenRequestSchema } from './email-change';
import { StepUpRequestSchema, StepUpResponseSchema } from './step-up';
import {
  PasskeyCreationOptionsSchema,
  PasskeyRequestOptionsSchema,
  PasskeyResponseSchema,
  PasskeySignInRequestSchema,
  PasskeysResponseSchema,
  RegisterPasskeyRequestSchema,
} from './passkeys';
import { ChooseDealershipRequestSchema, CreateApplicationRequestSchema, ApplicationResponseSchema } from './applications';
import { PlatformMeSchema, SignInRequestSchema, SignInResponseSchema } from './auth';
import {
  CodeSentSchema,
  EnrolConfirmedSchema,
  EnrolConfirmSchema,
  EnrolRequestSchema,
  EnrolStartedSchema,
  RecoveryCodesSchema,
  RememberedDevicesSchema,
  SecondStepCompleteSchema,
  SecondStepTokenSchema,
  SendCodeRequestSchema,
  SignInAnswerSchema,
  TwoStepOffSchema,
  TwoStepQuerySchema,
  TwoStepStatusSchema,
} from './two-step';
import {
  BankAccountListQuerySchema,
  BankAccountListResponseSchema,
  BankAccountResponseSchema,
  CreateBankAccountRequestSchema,
  LinkTokenRequestSchema,
  LinkTokenResponseSchema,
} from './bank-accounts';
import { CLIENT_ADDRESS_HEADER, CLIENT_ADDRESS_SECRET_HEADER, CLIENT_AGENT_HEADER } from './client-address';
import { CommentResponseSchema, CreateCommentRequestSchema } from './comments';
import { OkSchema } from './common';
import { DealershipsResponseSchema } from './dealerships';
import { HistoryQuerySchema, PaidOffResponseSchema, TransactionHistoriesResponseSchema } from './history';
import { LoanAccountResponseSchema } from './loan-accounts';
import { LEGAL_DOCUMENT_KINDS, LegalDocumentQuerySchema, LegalDocumentResponseSchema } from './legal';
import { EsignConsentResponseSchema, EsignDecisionSchema } from './esign';
import {
  CalendarFeedResponseSchema,
  CalendarSubscriptionResponseSchema,
  LoanCalendarResponseSchema,
  NewCalendarFeedResponseSchema,
  ReadCalendarFeedRequestSchema,
} from './calendar';
import { PayoffQuoteQuerySchema, PayoffQuoteResponseSchema, RepaymentScheduleQuerySchema, RepaymentScheduleResponseSchema } from './self-service';
import {
  AcceptOfferBodySchema,
  AssistanceListResponseSchema,
  AssistanceQueueResponseSchema,
  AssistanceReplyBodySchema,
  AssistanceRequestBodySchema,
  AssistanceResponseSchema,
  AssistanceUploadResponseSchema,
  ScraRequestBodySchema,
  StaffDecisionBodySchema,
} from './assistance';
import { DueDateMoveEligibilityResponseSchema, DueDateMovePreviewQuerySchema, DueDateMovePreviewResponseSchema, DueDateMoveRequestSchema, DueDateMoveResponseSchema } from './due-date-move';
import {
  CreateMobilePhoneRequestSchema,
  MobilePhoneExistsQuerySchema,
  MobilePhoneExistsResponseSchema,
  MobilePhoneResponseSchema,
  PreferencesRequestSchema,
  UpdateMobilePhoneRequestSchema,
  ValidEmailRequestSchema,
  ValidEmailResponseSchema,
  VerifyMobilePhoneRequestSchema,
} from './preferences';
import { CollectionActionRequestSchema, CollectionActionResponseSchema, CollectionCodesSchema } from './promises';
import { PurchaseDecisionSchema, PurchaseResponseSchema } from './purchases';
import { QualificationsResponseSchema } from './qualifications';
import {
  CreateRecurringPaymentRequestSchema,
  RecurringPaymentResponseSchema,
  UpdateRecurringPaymentRequestSchema,
} from './recurring-payments';
import { RepairResponseSchema } from './repairs';
import {
  CalculateCreditIncreaseQuerySchema,
  CreditIncreaseOfferSchema,
  ExportCreditIncreaseResponseSchema,
  RevolverResponseSchema,
  SERVICERS,
  SsoDataSchema,
} from './revolvers';
import { SignRequestSchema, SignResponseSchema } from './signing';
import { SpeedpayDataSchema, SpeedpayQuerySchema } from './speedpay';
import { AuditEventsResponseSchema, AuditQuerySchema, CustomerSearchQuerySchema, CustomerSearchResponseSchema } from './staff';
import { StatementsQuerySchema, StatementsResponseSchema } from './statements';
import { TeamCommentBodySchema, TeamCommentResponseSchema, TeamCommentsQuerySchema, TeamCommentsResponseSchema } from './team-comments';
import {
  CreateTransactionRequestSchema,
  CreateTransactionResponseSchema,
  IDEMPOTENCY_HEADER,
  TransactionListQuerySchema,
  TransactionListResponseSchema,
  TransactionResponseSchema,
} from './transactions';
import { UserResponseSchema } from './users';
import { DocumentsQuerySchema, DocumentsResponseSchema } from './documents';
import { CHECKLIST_ITEMS, ChecklistResponseSchema, ReviewRequestSchema, ReviewResponseSchema, UPLOAD_FIELD, UploadResponseSchema } from './uploads';
import { UPLOAD_ENVELOPE_BYTES, UPLOAD_MAX_BYTES } from './limits';
import { TextPreferencesRequestSchema, TextPreferencesResponseSchema } from './text-preferences';
import type { SpecSection } from './wire';
import type { Visitor } from './client-address';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Where the client takes a header's value: the visitor (address, browser; sent only with the shared
 * secret), the money form's Idempotency-Key, or a fixed value. */
export type HeaderSource = { from: 'visitor' } | { from: 'idempotencyKey' } | { value: string };
export type HeaderSpec = { description: string; required: boolean; extension: boolean } & HeaderSource;

export interface LenderCall {
  /** The name of the lib/lender/api.ts function (the OpenAPI operationId). */
  id: string;
  method: Method;
  /** OpenAPI path template: /api/applications/{id}. */
  path: string;
  /** The spec section whose call table names it, or the reason it is the portal's extension. */
  source: { spec: SpecSection } | { extension: string; without: string };
  summary: string;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Asked without a bearer token (signing in, the links of e-mails). */
  signedOut?: true;
  /** Request headers the portal sends beside the bearer token. */
  headers?: Record<string, HeaderSpec>;
  /** The answer's schema, 'pdf' for a document, or 'file' for a file a customer sent (its own type). */
  response: z.ZodType | 'pdf' | 'file';
  /** The body is one file in a multipart/form-data part of this name, streamed (lib/lender/uploads.ts sends it). */
  upload?: { field: string; maxBytes: number };
  /** Changes the lender's records (or sends a PIN): the contract check makes it only with --write. */
  changesState: boolean;
  /** Statuses besides 2xx that the portal reads (each answers the common error body). */
  errors: readonly number[];
  /** Longer than the client's default: a payment waits for the lender rather than leave the customer unsure. */
  timeoutMs?: number;
}

const READ_ERRORS = [401, 403, 404];
const WRITE_ERRORS = [401, 403, 404, 409, 422, 429];

const extension = (why: string, without: string) => ({ extension: why, without });

/** The visitor's address as the portal vouches for it (lib/contract/client-address.ts): sent only with the shared secret. */
const CLIENT_ADDRESS_HEADERS = (what: string) =>
  ({
    [CLIENT_ADDRESS_HEADER]: { description: `${what} The lender believes it only with the secret beside it.`, required: false, extension: true, from: 'visitor' },
    [CLIENT_ADDRESS_SECRET_HEADER]: { description: 'LENDER_CLIENT_ADDRESS_SECRET, shared by the portal and the lender.', required: false, extension: true, from: 'visitor' },
  }) as const;

/** An autopay change or a cancellation: its key (the same key replays the first answer, so one copy of the
 * authorization and one receipt are made) and the visitor's address, kept with the copy. */
const AUTHORIZATION_HEADERS = (what: string) =>
  ({
    [IDEMPOTENCY_HEADER]: {
      description: `A key per confirmed ${what}: the same key replays the first answer, so the lender stores one copy of the authorization and sends one receipt. A lender without it makes the change once per request.`,
      required: false,
      extension: true,
      from: 'idempotencyKey',
    },
    ...CLIENT_ADDRESS_HEADERS("The visitor's address, kept with the copy of the authorization."),
  }) as const;

/** The visitor's address and browser, for the security activity (both believed only with the secret). */
const VISITOR_HEADERS = (what: string) =>
  ({
    ...CLIENT_ADDRESS_HEADERS(what),
    [CLIENT_AGENT_HEADER]: { description: "The visitor's browser (User-Agent), for the security activity.", required: false, extension: true, from: 'visitor' },
  }) as const;

export const LENDER_CALLS = [
  // ── Sign-in (the platform identity service) ────────────────────────────────────────────────────────
  {
    id: 'signIn', method: 'POST', path: '/platform/auth/sessions', signedOut: true, summary: 'Sign in with e-mail and password: a bearer token.',
    source: extension('The spec shows the portal after sign-in, not the call that signs in.', 'Nobody can sign in: the lender must offer a sign-in call of this shape.'),
    // The second-step challenge in the answer is an extension: a lender without it always answers a token.
    body: SignInRequestSchema, response: SignInAnswerSchema, changesState: true, errors: [401, 422, 429],
    headers: CLIENT_ADDRESS_HEADERS("The visitor's address, for the lender's per-address sign-in limit."),
  },
  {
    id: 'signOut', method: 'DELETE', path: '/platform/auth/sessions', summary: 'Revoke the bearer token.',
    source: extension('Sign-out ends the token upstream, not only the cookie.', 'The portal forgets the token; it stays valid upstream until it expires.'),
    response: OkSchema, changesState: true, errors: [401],
  },
  // ── Account access: the portal's own screens, so every call is an extension ─────────────
  {
    id: 'changePassword', method: 'PUT', path: '/platform/auth/password', summary: 'The signed-in person changes their password (current one required); other sessions end, a notice is e-mailed.',
    source: extension('Account Preferences lets a customer change their password.', 'The password section is left out of Account Preferences.'),
    body: ChangePasswordRequestSchema, response: OkSchema, changesState: true, errors: [401, 422, 429],
    headers: VISITOR_HEADERS('The visitor, for the security activity and the notice e-mail.'),
  },
  {
    id: 'stepUp', method: 'POST', path: '/platform/auth/step_up', summary: "Confirms the signed-in person's password (or one of their passkeys): this session may make sensitive changes for 5 minutes.",
    source: extension(
      'A session alone does not change the sign-in e-mail or add a way in: the lender refuses such a change with 403 step_up_required until this confirms it.',
      'The lender never refuses with step_up_required, so the portal never asks: the changes work with the session alone.',
    ),
    body: StepUpRequestSchema, response: StepUpResponseSchema, changesState: true, errors: [401, 422, 429],
  },
  {
    id: 'stepUpOptions', method: 'POST', path: '/platform/auth/step_up/options', summary: "WebAuthn request options for the signed-in account's own passkeys, to confirm a sensitive change with one.",
    source: extension('The step-up dialog offers the passkey beside the password.', 'The dialog asks for the password only.'),
    response: PasskeyRequestOptionsSchema, changesState: true, errors: [401, 404, 429],
  },
  {
    id: 'checkEmailChange', method: 'POST', path: '/platform/auth/email_changes/check', signedOut: true, summary: "The new sign-in e-mail a confirmation link is for (the link's token; nothing changes).",
    source: extension('A new sign-in e-mail takes effect only when its own inbox confirms it.', 'POST /api/users/preferences changes the e-mail at once, and no link is sent.'),
    body: EmailChangeTokenRequestSchema, response: EmailChangeCheckSchema, changesState: true, errors: [410, 422, 429],
    headers: VISITOR_HEADERS("The visitor's address, for the per-address limit of link tries."),
  },
  {
    id: 'confirmEmailChange', method: 'PUT', path: '/platform/auth/email_changes', signedOut: true, summary: 'Confirms a new sign-in e-mail from its inbox (single use, 24 hours): it takes effect, every session ends, the old address is told.',
    source: extension('A new sign-in e-mail takes effect only when its own inbox confirms it.', 'POST /api/users/preferences changes the e-mail at once, and no link is sent.'),
    body: EmailChangeTokenRequestSchema, response: EmailChangeConfirmedSchema, changesState: true, errors: [410, 422, 429],
    headers: VISITOR_HEADERS('The visitor, for the security activity and the notice e-mail.'),
  },
  {
    id: 'stopEmailChange', method: 'POST', path: '/platform/auth/email_changes/stop', signedOut: true, summary: "The old address's link: the pending change of the sign-in e-mail will not happen.",
    source: extension('The old address is told of a change at once, with a link that stops it.', 'No pending change exists to stop.'),
    body: EmailChangeTokenRequestSchema, response: OkSchema, changesState: true, errors: [410, 422, 429],
    headers: VISITOR_HEADERS('The visitor, for the security activity and the notice e-mail.'),
  },
  {
    id: 'requestPasswordReset', method: 'POST', path: '/platform/auth/password_resets', signedOut: true, summary: 'E-mails a single-use reset link (15 minutes); the same answer whether or not the e-mail has an account.',
    source: extension('"Forgot your password?" on the sign-in page.', 'The sign-in page has no "Forgot your password?" link.'),
    body: PasswordResetRequestSchema, response: PasswordResetRequestedSchema, changesState: true, errors: [422, 429],
    headers: VISITOR_HEADERS("The visitor's address, for the per-address limit."),
  },
  {
    id: 'checkPasswordReset', method: 'POST', path: '/platform/auth/password_resets/check', signedOut: true, summary: 'Whether a reset link can still be used (a try, counted per address), and the least password length for its account.',
    source: extension('The reset page says at once when a link has expired.', 'The reset page asks for a 15-character password and learns of an expired link when it is sent.'),
    body: PasswordResetCheckRequestSchema, response: PasswordResetCheckSchema, changesState: true, errors: [410, 422, 429],
    headers: VISITOR_HEADERS("The visitor's address, for the per-address limit."),
  },
  {
    id: 'completePasswordReset', method: 'PUT', path: '/platform/auth/password_resets', signedOut: true, summary: "Sets the new password with a reset link's token: the token is used up, every session of the account ends, a notice is e-mailed.",
    source: extension('"Forgot your password?" on the sign-in page.', 'The sign-in page has no "Forgot your password?" link.'),
    body: PasswordResetCompleteSchema, response: OkSchema, changesState: true, errors: [410, 422, 429],
    headers: VISITOR_HEADERS('The visitor, for the security activity and the notice e-mail.'),
  },
  {
    id: 'checkActivation', method: 'POST', path: '/platform/auth/activations/check', signedOut: true, summary: "Whether a welcome link can still be used (a try, counted per address), and whose it is.",
    source: extension('A new customer creates their sign-in from the welcome e-mail.', 'New customers get their first password some other way (the lender sends it).'),
    body: PasswordResetCheckRequestSchema, response: ActivationCheckSchema, changesState: true, errors: [410, 422, 429],
    headers: VISITOR_HEADERS("The visitor's address, for the per-address limit."),
  },
  {
    id: 'completeActivation', method: 'PUT', path: '/platform/auth/activations', signedOut: true, summary: 'Date of birth and SSN last 4 (3 wrong tries end the link), then the first password; the link is used up, a notice is e-mailed.',
    source: extension('A new customer creates their sign-in from the welcome e-mail.', 'New customers get their first password some other way (the lender sends it).'),
    body: ActivationCompleteSchema, response: OkSchema, changesState: true, errors: [410, 422, 429],
    headers: VISITOR_HEADERS('The visitor, for the security activity and the notice e-mail.'),
  },
  {
    id: 'resendActivation', method: 'POST', path: '/platform/auth/activations', signedOut: true, summary: 'A new welcome link (72 hours) for an account awaiting its first sign-in; the same answer for any e-mail.',
    source: extension('An expired welcome link offers "Send me a new link".', 'An expired welcome link says to call the lender.'),
    body: ActivationResendSchema, response: PasswordResetRequestedSchema, changesState: true, errors: [422, 429],
    headers: VISITOR_HEADERS("The visitor's address, for the per-address limit."),
  },
  {
    id: 'getSecurityEvents', method: 'GET', path: '/platform/auth/security_events', summary: "The account's recent security activity: what, when, device, address.",
    source: extension('"Recent security activity" in Account Preferences, for the customer and for staff.', 'The activity block is left out.'),
    query: SecurityEventsQuerySchema, response: SecurityEventsResponseSchema, changesState: false, errors: READ_ERRORS,
  },
  // ── Two-step verification ───────────────────────────────────────────────────────
  {
    id: 'sendSecondStepCode', method: 'POST', path: '/platform/auth/second_step/codes', signedOut: true, summary: "Sends a sign-in challenge's code by SMS or e-mail (again: once a minute).",
    source: extension('The verify page offers "send the code again" and the other method.', 'Sign-in never asks for a second step.'),
    body: SendCodeRequestSchema, response: CodeSentSchema, changesState: true, errors: [410, 422, 429],
    headers: VISITOR_HEADERS("The visitor's address, for the per-address limit."),
  },
  {
    id: 'completeSecondStep', method: 'POST', path: '/platform/auth/second_step', signedOut: true, summary: 'Completes a sign-in challenge with a code or a recovery code: a bearer token, and a remembered-device token when asked.',
    source: extension('Sign-in with two-step verification.', 'Sign-in never asks for a second step.'),
    body: SecondStepCompleteSchema, response: SecondStepTokenSchema, changesState: true, errors: [410, 422, 429],
    headers: VISITOR_HEADERS('The visitor, for the per-address limit and the remembered device.'),
  },
  {
    id: 'getTwoStep', method: 'GET', path: '/platform/auth/two_step', summary: "The account's two-step verification: on, required (staff), methods, recovery codes left.",
    source: extension('"Two-step verification" in Account Preferences.', 'The two-step section is left out.'),
    query: TwoStepQuerySchema, response: TwoStepStatusSchema, changesState: false, errors: READ_ERRORS,
  },
  {
    id: 'startTwoStepMethod', method: 'POST', path: '/platform/auth/two_step/methods', summary: 'Starts turning on a method: a code by SMS or e-mail, or the authenticator app\'s secret.',
    source: extension('"Two-step verification" in Account Preferences.', 'The two-step section is left out.'),
    body: EnrolRequestSchema, response: EnrolStartedSchema, changesState: true, errors: [401, 409, 422, 429],
    headers: VISITOR_HEADERS("The visitor's address, for the per-address limit."),
  },
  {
    id: 'confirmTwoStepMethod', method: 'PUT', path: '/platform/auth/two_step/methods', summary: 'Confirms a method with its code: on, a notice e-mailed; the first answers 10 recovery codes.',
    source: extension('"Two-step verification" in Account Preferences.', 'The two-step section is left out.'),
    body: EnrolConfirmSchema, response: EnrolConfirmedSchema, changesState: true, errors: [401, 410, 422, 429],
    headers: VISITOR_HEADERS('The visitor, for the security activity and the notice e-mail.'),
  },
  {
    id: 'turnOffTwoStep', method: 'POST', path: '/platform/auth/two_step/disable', summary: 'Turns two-step verification off with the current password (never for staff).',
    source: extension('"Two-step verification" in Account Preferences.', 'The two-step section is left out.'),
    body: TwoStepOffSchema, response: OkSchema, changesState: true, errors: [401, 403, 422, 429],
    headers: VISITOR_HEADERS('The visitor, for the security activity and the notice e-mail.'),
  },
  {
    id: 'newRecoveryCodes', method: 'POST', path: '/platform/auth/two_step/recovery_codes', summary: '10 new recovery codes; the earlier ones stop working.',
    source: extension('"Two-step verification" in Account Preferences.', 'The two-step section is left out.'),
    response: RecoveryCodesSchema, changesState: true, errors: [401, 422],
    headers: VISITOR_HEADERS('The visitor, for the security activity and the notice e-mail.'),
  },
  {
    id: 'getRememberedDevices', method: 'GET', path: '/platform/auth/remembered_devices', summary: "The caller's remembered devices (they skip the second step for 30 days).",
    source: extension('"Remembered devices" in Account Preferences.', 'The devices list is left out.'),
    response: RememberedDevicesSchema, changesState: false, errors: [401],
  },
  {
    id: 'forgetRememberedDevice', method: 'DELETE', path: '/platform/auth/remembered_devices/{id}', summary: 'Forgets a remembered device: its next sign-in asks for a code.',
    source: extension('"Remembered devices" in Account Preferences.', 'The devices list is left out.'),
    response: OkSchema, changesState: true, errors: [401, 404],
    headers: VISITOR_HEADERS('The visitor, for the security activity and the notice e-mail.'),
  },
  // ── Passkeys: WebAuthn, the portal as the relying party ─────────────────────────
  {
    id: 'listPasskeys', method: 'GET', path: '/platform/auth/passkeys', summary: "The signed-in account's passkeys: name, created, last used (never a key).",
    source: extension('Account Preferences lists the passkeys a customer signs in with.', 'No passkeys: the section is left out of Account Preferences and the sign-in page offers none.'),
    response: PasskeysResponseSchema, changesState: false, errors: [401, 404],
  },
  {
    id: 'passkeyRegistrationOptions', method: 'POST', path: '/platform/auth/passkeys/registration_options', summary: 'WebAuthn creation options for the signed-in account: a challenge kept by the lender (single use, 5 minutes).',
    source: extension('A customer adds a passkey in Account Preferences.', 'The Passkeys section is left out of Account Preferences.'),
    response: PasskeyCreationOptionsSchema, changesState: true, errors: [401, 404, 422, 429],
  },
  {
    id: 'registerPasskey', method: 'POST', path: '/platform/auth/passkeys', summary: "The browser's new credential, named: checked against the account's challenge, the portal's origin and RP id; a notice is e-mailed.",
    source: extension('A customer adds a passkey in Account Preferences.', 'The Passkeys section is left out of Account Preferences.'),
    body: RegisterPasskeyRequestSchema, response: PasskeyResponseSchema, changesState: true, errors: [401, 404, 422, 429],
    headers: VISITOR_HEADERS('The visitor, for the security activity and the notice e-mail.'),
  },
  {
    id: 'removePasskey', method: 'DELETE', path: '/platform/auth/passkeys/{id}', summary: 'Removes one of the signed-in account\'s passkeys (it no longer signs in); a notice is e-mailed.',
    source: extension('A customer removes a passkey in Account Preferences.', 'The Passkeys section is left out of Account Preferences.'),
    response: OkSchema, changesState: true, errors: [401, 404],
    headers: VISITOR_HEADERS('The visitor, for the security activity and the notice e-mail.'),
  },
  {
    id: 'passkeyAuthenticationOptions', method: 'POST', path: '/platform/auth/passkeys/authentication_options', signedOut: true, summary: 'WebAuthn request options to sign in with any passkey of the portal: a challenge kept by the lender (single use, 5 minutes).',
    source: extension('"Use a passkey" and the browser\'s passkey autofill on the sign-in page.', 'The sign-in page offers no passkey (a 404 or 501 here tells the portal so, for a while).'),
    response: PasskeyRequestOptionsSchema, changesState: true, errors: [404, 429, 501],
    headers: VISITOR_HEADERS("The visitor's address, for the per-address limit."),
  },
  {
    id: 'passkeySignIn', method: 'POST', path: '/platform/auth/passkeys/sessions', signedOut: true, summary: 'Sign in with a passkey (two factors: no second step): a bearer token. One answer for any passkey it does not accept.',
    source: extension('"Use a passkey" and the browser\'s passkey autofill on the sign-in page.', 'The sign-in page offers no passkey.'),
    body: PasskeySignInRequestSchema, response: SignInResponseSchema, changesState: true, errors: [401, 422, 429],
    headers: VISITOR_HEADERS("The visitor's address, for the per-address limit."),
  },
  { id: 'getPlatformMe', method: 'GET', path: '/platform/auth/users/me', summary: 'The signed-in identity and role groups.', source: { spec: '001 §7' }, response: PlatformMeSchema, changesState: false, errors: [401] },
  // ── Customer, applications, loan account ───────────────────────────────────────────────────────────
  { id: 'getMe', method: 'GET', path: '/api/users/me', summary: 'The signed-in customer.', source: { spec: '001 §7' }, response: UserResponseSchema, changesState: false, errors: READ_ERRORS },
  { id: 'getUser', method: 'GET', path: '/api/users/{id}', summary: 'A customer with their applications.', source: { spec: '001 §7' }, response: UserResponseSchema, changesState: false, errors: READ_ERRORS },
  {
    id: 'getApplication', method: 'GET', path: '/api/applications/{id}', summary: 'An application, version 2 of the answer (attributes.final_loan).',
    source: { spec: '000 §7' }, response: ApplicationResponseSchema, changesState: false, errors: READ_ERRORS,
    headers: { 'x-api-version': { description: "'2': version 2 of the answer (spec 000 §7).", required: true, extension: false, value: '2' } },
  },
  { id: 'getLoanAccount', method: 'GET', path: '/api/loan_accounts/{applicationId}', summary: "The application's loan account.", source: { spec: '001 §7' }, response: LoanAccountResponseSchema, changesState: false, errors: READ_ERRORS },
  // ── Self-service on the loan: schedule and payoff quote (every answer's data is the extension) ──
  {
    id: 'getRepaymentSchedule', method: 'GET', path: '/api/loan_accounts/{applicationId}/repayment_schedule', summary: 'Every installment of the loan, first to last: past ones paid, late or returned; coming ones with principal, interest and balance after. With ?coming=N, only the next N still to pay.',
    source: extension('The repayment schedule on the loan page (the next three) and on its own screen.', 'The schedule is left out of the loan area.'),
    query: RepaymentScheduleQuerySchema, response: RepaymentScheduleResponseSchema, changesState: false, errors: [...READ_ERRORS, 422],
  },
  {
    id: 'getPayoffQuote', method: 'GET', path: '/api/loan_accounts/{applicationId}/payoff_quote', summary: 'The payoff amount for a chosen date (today up to 30 days ahead, not after max_single_payment_date), its per-diem interest and good-through date.',
    source: extension('A payoff quote for a chosen date, and "Pay this amount on this date".', 'The payoff quote is left out; the payoff letter of today stays.'),
    query: PayoffQuoteQuerySchema, response: PayoffQuoteResponseSchema, changesState: false, errors: [...READ_ERRORS, 422],
  },
  {
    id: 'getPayoffQuoteLetter', method: 'GET', path: '/api/loan_accounts/{applicationId}/payoff_quote/letter', summary: 'The payoff letter for a chosen date, as PDF.',
    source: extension('The payoff quote for a date comes with its letter.', 'The payoff quote is left out; the payoff letter of today stays.'),
    query: PayoffQuoteQuerySchema, response: 'pdf', changesState: false, errors: [...READ_ERRORS, 422],
  },
  // ── Moving the due date (every answer's data is the extension) ─────────────────────────────────────
  {
    id: 'getDueDateMove', method: 'GET', path: '/api/loan_accounts/{applicationId}/due_date_move', summary: 'Whether the loan may move its due date and why not (past due, moved in the last 12 months, at most two moves), the days it may move to, and every move so far.',
    source: extension('Moving the due date: the reasons when the loan may not move, the day picker, and the staff\'s history of moves.', 'Moving the due date is left out of the loan area.'),
    response: DueDateMoveEligibilityResponseSchema, changesState: false, errors: READ_ERRORS,
  },
  {
    id: 'previewDueDateMove', method: 'GET', path: '/api/loan_accounts/{applicationId}/due_date_move/preview', summary: 'For a new day of the month (1 to 28, within 15 days of the current due date): the first new due date, the interest the move adds, and where autopay would go.',
    source: extension('The preview before the customer confirms a new due date.', 'Moving the due date is left out of the loan area.'),
    query: DueDateMovePreviewQuerySchema, response: DueDateMovePreviewResponseSchema, changesState: false, errors: [...READ_ERRORS, 422],
  },
  {
    id: 'moveDueDate', method: 'POST', path: '/api/loan_accounts/{applicationId}/due_date_move', summary: 'Moves the due date to the previewed first new due date (403 step_up_required without a recent step-up); with the accepted autopay authorization, autopay\'s day moves too. Sends a receipt.',
    source: extension('The customer confirms a new due date.', 'Moving the due date is left out of the loan area.'),
    body: DueDateMoveRequestSchema, response: DueDateMoveResponseSchema, changesState: true, errors: WRITE_ERRORS,
    headers: {
      [IDEMPOTENCY_HEADER]: { description: 'A key per confirmed move: the same key replays the first answer (the due date moves once).', required: true, extension: true, from: 'idempotencyKey' },
      ...CLIENT_ADDRESS_HEADERS("The visitor's address, kept with the copy of autopay's new authorization."),
    },
  },
  // ── Help with payments: assistance and the servicemember rate cap (every answer's data is the extension) ──
  {
    id: 'getAssistanceRequests', method: 'GET', path: '/api/loan_accounts/{applicationId}/assistance_requests', summary: "The loan's assistance and SCRA requests, newest first, with their state, offer, call or refusal, and whether a new one may be made.",
    source: extension('The loan page says the request\'s state; the request page shows the offer to accept or decline.', 'Getting help with payments is left out of the loan area.'),
    response: AssistanceListResponseSchema, changesState: false, errors: READ_ERRORS,
  },
  {
    id: 'createAssistanceRequest', method: 'POST', path: '/api/loan_accounts/{applicationId}/assistance_requests', summary: 'A payment assistance request: the reason, a short explanation, since when and for how long, the monthly income lost, what would help, consent to be contacted. Documents follow through uploadAssistanceFile. One open request per loan.',
    source: extension('The customer asks for help with payments online.', 'Getting help with payments is left out of the loan area.'),
    body: AssistanceRequestBodySchema, response: AssistanceResponseSchema, changesState: true, errors: WRITE_ERRORS,
  },
  {
    id: 'createScraRequest', method: 'POST', path: '/api/loan_accounts/{applicationId}/scra_requests', summary: 'A servicemember\'s request to cap the rate at 6% (50 U.S.C. 3937): when service began and ended, consent to be contacted; the orders follow through uploadAssistanceFile (approval waits for them). Within 180 days after service ends; one open request per loan.',
    source: extension('A servicemember asks for the SCRA rate cap online.', 'The SCRA request is left out of the loan area.'),
    body: ScraRequestBodySchema, response: AssistanceResponseSchema, changesState: true, errors: WRITE_ERRORS,
  },
  {
    id: 'uploadAssistanceFile', method: 'POST', path: '/api/assistance_requests/{id}/files', summary: "One document for the customer's open request (multipart/form-data, part `file`): an SCRA request's orders, or what supports an assistance request. Checked, scanned and kept like a to-do item's file; 5 a request. The same Idempotency-Key (or the same file again) answers the file already kept.",
    source: extension('The customer attaches documents to a help request, and a servicemember their orders.', 'No documents are attached: the request page says to call with them.'),
    upload: { field: UPLOAD_FIELD, maxBytes: UPLOAD_MAX_BYTES + UPLOAD_ENVELOPE_BYTES },
    response: AssistanceUploadResponseSchema, changesState: true, errors: [...WRITE_ERRORS, 413], timeoutMs: 60_000,
    headers: {
      [IDEMPOTENCY_HEADER]: { description: 'A key per chosen file: a retry after a failure answers the file already kept instead of keeping it twice.', required: false, extension: true, from: 'idempotencyKey' },
    },
  },
  {
    id: 'acceptAssistanceOffer', method: 'POST', path: '/api/assistance_requests/{id}/accept', summary: "The customer accepts the offer (403 step_up_required without a recent step-up): the lender records the modified plan, the schedule follows, and autopay too with the accepted new authorization.",
    source: extension('The customer accepts an offer online.', 'Getting help with payments is left out of the loan area.'),
    body: AcceptOfferBodySchema, response: AssistanceResponseSchema, changesState: true, errors: WRITE_ERRORS,
    headers: {
      [IDEMPOTENCY_HEADER]: { description: 'A key per acceptance: the same key replays the first answer (the plan changes once).', required: true, extension: true, from: 'idempotencyKey' },
      ...CLIENT_ADDRESS_HEADERS("The visitor's address, kept with the copy of autopay's new authorization."),
    },
  },
  {
    id: 'replyAssistanceRequest', method: 'POST', path: '/api/assistance_requests/{id}/reply', summary: 'The customer declines the offer, or withdraws an open request.',
    source: extension('The customer declines an offer or withdraws a request online.', 'Getting help with payments is left out of the loan area.'),
    body: AssistanceReplyBodySchema, response: AssistanceResponseSchema, changesState: true, errors: WRITE_ERRORS,
  },
  {
    id: 'decideAssistanceRequest', method: 'POST', path: '/api/assistance_requests/{id}/decision', summary: 'Collections staff decide: in review, an offer with its terms, a call, a refusal with its reason; an SCRA request approved or refused. A message in the mailbox and a decision letter follow.',
    source: extension('Collections staff decide requests in their panel.', 'Staff decide requests in the lender\'s own tools.'),
    body: StaffDecisionBodySchema, response: AssistanceResponseSchema, changesState: true, errors: WRITE_ERRORS,
  },
  {
    id: 'getAssistanceQueue', method: 'GET', path: '/api/staff/assistance_requests', summary: 'The open assistance and SCRA requests of every customer, oldest first.',
    source: extension("The staff page lists the requests waiting on collections.", 'Staff find requests on each loan page only.'),
    response: AssistanceQueueResponseSchema, changesState: false, errors: READ_ERRORS,
  },
  // ── Due dates in the calendar ───────────────────────────────────────────────────────────────────────
  {
    id: 'getLoanCalendar', method: 'GET', path: '/api/loan_accounts/{applicationId}/calendar', summary: "The loan's coming due dates and its payments dated after today (scheduled ones, autopay's next debit), for the calendar download.",
    source: extension('The loan area offers its due dates as an iCalendar file.', 'The calendar download is left out of the loan area.'),
    response: LoanCalendarResponseSchema, changesState: false, errors: READ_ERRORS,
  },
  {
    id: 'getCalendarSubscription', method: 'GET', path: '/api/calendar_feed', summary: "Whether the signed-in customer has a private calendar address (when made, last read; never its secret).",
    source: extension('Account Preferences offers a private calendar address.', 'The calendar subscription section is left out of Account Preferences.'),
    response: CalendarSubscriptionResponseSchema, changesState: false, errors: READ_ERRORS,
  },
  {
    id: 'createCalendarSubscription', method: 'POST', path: '/api/calendar_feed', summary: "Makes the signed-in customer's private calendar address (the one before stops working); its secret is answered once, only its hash kept. A standing way to read the account: step-up first.",
    source: extension('Account Preferences makes a private calendar address.', 'The calendar subscription section is left out of Account Preferences.'),
    response: NewCalendarFeedResponseSchema, changesState: true, errors: [401, 403, 404, 429],
  },
  {
    id: 'revokeCalendarSubscription', method: 'DELETE', path: '/api/calendar_feed', summary: "Revokes the signed-in customer's private calendar address: it answers 404 from then on.",
    source: extension('Account Preferences revokes the private calendar address.', 'The calendar subscription section is left out of Account Preferences.'),
    response: OkSchema, changesState: true, errors: READ_ERRORS,
  },
  {
    id: 'readCalendarFeed', method: 'POST', path: '/platform/calendar_feeds/read', signedOut: true, summary: "What a private calendar address shows: each of its customer's loans' coming due dates and scheduled payments, and the customer's language. The secret is the credential; a revoked or unknown one is 404. Limited per address and per secret.",
    source: extension('A calendar app polls the private address without a session.', 'No subscription address: its section is left out of Account Preferences.'),
    body: ReadCalendarFeedRequestSchema, response: CalendarFeedResponseSchema, changesState: true, errors: [404, 422, 429],
    headers: CLIENT_ADDRESS_HEADERS("The calendar app's address, for the lender's per-address limit of reads of unknown addresses."),
  },
  // ── Legal notices ──────────────────────────────────────────────────────────────────────────────────
  {
    id: 'getLegalDocument', method: 'GET', path: '/platform/legal_documents/{kind}', signedOut: true, summary: "One of the lender's legal notices (privacy notice, terms of use, e-delivery disclosure, licenses, accessibility statement) in the language asked, English when it has no translation: its title, version, effective date and sections.",
    source: extension("The footer's legal notices are the lender's documents, read signed in or not.", "The notice's page says it is not available online and how to ask the lender for a copy."),
    query: LegalDocumentQuerySchema, response: LegalDocumentResponseSchema, changesState: false, errors: [404],
  },
  // ── Consent to electronic delivery (E-SIGN) ────────────────────────────────────────────────────────
  {
    id: 'getEsignConsent', method: 'GET', path: '/api/users/{id}/esign_consent', summary: "The customer's consent to electronic delivery: the disclosure's current version, the state (none, consented, declined, withdrawn), whether to ask now, and every act with its version, time, address, e-mail, language and how.",
    source: extension('After sign-in the portal asks for consent when none is on record or the disclosure changed; Account Preferences and staff show it.', 'Nothing is asked after sign-in; "Paperless" is left out of Account Preferences and of the staff view.'),
    response: EsignConsentResponseSchema, changesState: false, errors: READ_ERRORS,
  },
  {
    id: 'getEsignDisclosure', method: 'GET', path: '/api/users/{id}/esign_consent/disclosure', summary: "The electronic delivery disclosure as a PDF in the customer's language, carrying the short code they type back to show they can open it.",
    source: extension("The disclosure's PDF is how the customer shows they can open the lender's documents (15 U.S.C. 7001(c)(1)(C)(ii)).", 'No consent is asked.'),
    response: 'pdf', changesState: false, errors: READ_ERRORS,
  },
  {
    id: 'recordEsignConsent', method: 'POST', path: '/api/users/{id}/esign_consent', summary: "Records consent (the disclosure's code must match) or a decline for the version read, with the time, the visitor's address, the e-mail and the language. The same decision again changes nothing.",
    source: extension('The customer consents to electronic delivery, or declines (documents then go by mail).', 'No consent is asked.'),
    body: EsignDecisionSchema, response: EsignConsentResponseSchema, changesState: true, errors: [401, 403, 404, 422, 429],
    headers: CLIENT_ADDRESS_HEADERS("The customer's address, recorded with the consent."),
  },
  {
    id: 'withdrawEsignConsent', method: 'DELETE', path: '/api/users/{id}/esign_consent', summary: 'Withdraws the consent (403 step_up_required without a recent step-up): documents go by mail from now on; recorded with the time and address.',
    source: extension('Account Preferences lets the customer withdraw consent to electronic delivery.', '"Paperless" is left out of Account Preferences.'),
    response: EsignConsentResponseSchema, changesState: true, errors: [401, 403, 404, 409],
    headers: CLIENT_ADDRESS_HEADERS("The customer's address, recorded with the withdrawal."),
  },
  // ── The application's to-do list and the files the customer sends (every answer's data is the extension) ──
  {
    id: 'getChecklist', method: 'GET', path: '/api/applications/{id}/checklist', summary: "What the lender needs from the customer for an application waiting on them, by its status: each item's state (needed, received, accepted, refused with the reason) and its files.",
    source: extension("The application's page shows the to-do list and takes the files.", 'The application page says only that the lender will be in touch.'),
    response: ChecklistResponseSchema, changesState: false, errors: READ_ERRORS,
  },
  {
    id: 'uploadChecklistFile', method: 'POST', path: '/api/applications/{id}/checklist/{item}/files', summary: "One file for a to-do item (multipart/form-data, part `file`): PDF, JPEG, PNG or HEIC by its first bytes, at most 10 MB, 5 an item, scanned for malware; kept with its size and sha-256. The same Idempotency-Key (or the same file again) answers the file already kept.",
    source: extension('The customer sends the repair order, a photo ID or another document the application waits on.', 'No upload is offered.'),
    upload: { field: UPLOAD_FIELD, maxBytes: UPLOAD_MAX_BYTES + UPLOAD_ENVELOPE_BYTES },
    response: UploadResponseSchema, changesState: true, errors: [...WRITE_ERRORS, 413], timeoutMs: 60_000,
    headers: {
      [IDEMPOTENCY_HEADER]: { description: 'A key per chosen file: a retry after a failure answers the file already kept instead of keeping it twice.', required: false, extension: true, from: 'idempotencyKey' },
    },
  },
  {
    id: 'getUpload', method: 'GET', path: '/api/uploads/{id}', summary: 'A file a customer sent, as it was kept, with its detected type (the customer who sent it, or staff).',
    source: extension('The customer and staff open the files of a to-do item.', 'No upload is offered.'),
    response: 'file', changesState: false, errors: READ_ERRORS,
  },
  {
    id: 'reviewChecklistItem', method: 'POST', path: '/api/applications/{id}/checklist/{item}/review', summary: "Staff of a reviewing role accept a to-do item, or refuse it with the reason the customer reads (e-mailed in their language); once every item is accepted the application moves on (its loan agreement ready to sign).",
    source: extension('Staff review the files in their panel on the application.', 'No upload is offered.'),
    body: ReviewRequestSchema, response: ReviewResponseSchema, changesState: true, errors: WRITE_ERRORS,
  },
  // ── Preferences ────────────────────────────────────────────────────────────────────────────────────
  { id: 'checkEmailAddress', method: 'POST', path: '/api/valid/email', summary: 'Checks an e-mail address as typed.', source: { spec: '000 §7' }, body: ValidEmailRequestSchema, response: ValidEmailResponseSchema, changesState: false, errors: [401, 422, 429] },
  { id: 'savePreferences', method: 'POST', path: '/api/users/preferences', summary: 'Saves the e-mail (a lender with the e-mail change extension only starts it: 403 step_up_required without a recent step-up) or the payment reminders.', source: { spec: '000 §7' }, body: PreferencesRequestSchema, response: UserResponseSchema, changesState: true, errors: WRITE_ERRORS },
  { id: 'mobilePhoneExists', method: 'GET', path: '/api/mobile_phones/exists', summary: 'Is the number on record; with send_pin=true also sends a PIN.', source: { spec: '000 §7' }, query: MobilePhoneExistsQuerySchema, response: MobilePhoneExistsResponseSchema, changesState: false, errors: [401, 403, 422, 429] },
  { id: 'createMobilePhone', method: 'POST', path: '/api/mobile_phones', summary: 'Adds a mobile phone (and sends a PIN); with text_consent, records the consent to texts.', source: { spec: '000 §7' }, body: CreateMobilePhoneRequestSchema, response: MobilePhoneResponseSchema, changesState: true, errors: WRITE_ERRORS, headers: CLIENT_ADDRESS_HEADERS("The visitor's address, kept with the consent to texts.") },
  { id: 'updateMobilePhone', method: 'PUT', path: '/api/mobile_phones/{id}', summary: 'Changes the number (and sends a PIN); with text_consent, records the consent to texts.', source: { spec: '000 §7' }, body: UpdateMobilePhoneRequestSchema, response: MobilePhoneResponseSchema, changesState: true, errors: WRITE_ERRORS, headers: CLIENT_ADDRESS_HEADERS("The visitor's address, kept with the consent to texts.") },
  { id: 'verifyMobilePhone', method: 'PUT', path: '/api/mobile_phones/{id}/verify', summary: 'Verifies the number with the PIN.', source: { spec: '000 §7' }, body: VerifyMobilePhoneRequestSchema, response: MobilePhoneResponseSchema, changesState: true, errors: WRITE_ERRORS },
  {
    id: 'getTextPreferences', method: 'GET', path: '/api/users/{id}/text_preferences', summary: "The customer's texts: the number, the latest consent, a STOP, and each purpose on or off (staff may read).",
    source: extension('Account Preferences shows texts per purpose and says when a STOP turned them off (TCPA, 47 CFR 64.1200).', 'No Texts section and no texts disclosure with the phone.'),
    response: TextPreferencesResponseSchema, changesState: false, errors: READ_ERRORS,
  },
  {
    id: 'updateTextPreferences', method: 'PUT', path: '/api/users/{id}/text_preferences', summary: 'The customer turns texts on or off per purpose; on again after a STOP records a new consent.',
    source: extension('The customer chooses which texts they get, and turns them on again after a STOP with the disclosure shown.', 'No Texts section.'),
    body: TextPreferencesRequestSchema, response: TextPreferencesResponseSchema, changesState: true, errors: WRITE_ERRORS,
    headers: CLIENT_ADDRESS_HEADERS("The visitor's address, kept with a new consent to texts."),
  },
  // ── Staff ──────────────────────────────────────────────────────────────────────────────────────────
  {
    id: 'searchCustomers', method: 'GET', path: '/api/staff/customers', summary: 'Staff find a customer by e-mail, name or id.',
    source: extension('Staff open a customer without knowing the id first.', 'Staff open a customer by the address /ui/customers/{id}/applications.'),
    query: CustomerSearchQuerySchema, response: CustomerSearchResponseSchema, changesState: false, errors: READ_ERRORS,
  },
  {
    id: 'getAuditEvents', method: 'GET', path: '/api/staff/audit_events', summary: "Staff access to a customer's records.",
    source: extension("Shows staff who looked at or changed a customer's records.", 'The audit panel is left out.'),
    query: AuditQuerySchema, response: AuditEventsResponseSchema, changesState: false, errors: READ_ERRORS,
  },
  // ── History, statements, mailbox ───────────────────────────────────────────────────────────────────
  { id: 'getPaidOffHistory', method: 'GET', path: '/api/payment_histories/paid_off', summary: 'Completed payments by acctrefno.', source: { spec: '001 §7' }, query: HistoryQuerySchema, response: PaidOffResponseSchema, changesState: false, errors: [...READ_ERRORS, 422] },
  { id: 'getTransactionHistories', method: 'GET', path: '/api/transaction_histories', summary: 'Recovery payments by acctrefno.', source: { spec: '001 §7' }, query: HistoryQuerySchema, response: TransactionHistoriesResponseSchema, changesState: false, errors: [...READ_ERRORS, 422] },
  { id: 'getStatements', method: 'GET', path: '/api/statements', summary: "The loan's statements.", source: { spec: '001 §7' }, query: StatementsQuerySchema, response: StatementsResponseSchema, changesState: false, errors: READ_ERRORS },
  {
    id: 'getFile', method: 'GET', path: '/api/files/{id}', summary: "A document (agreement, statement, payoff letter) as PDF; the customer's own first opening is recorded (the documents center's new mark clears).",
    source: extension('The documents behind /files/{id}/url_proxy (spec 000 §2) and the payoff letter link (spec 001 §7).', 'The document links answer the error page.'),
    response: 'pdf', changesState: false, errors: READ_ERRORS,
  },
  {
    id: 'listDocuments', method: 'GET', path: '/api/users/{id}/documents', summary: "The documents the lender has delivered to the customer (agreements, statements, letters, authorization copies, receipts, notices), newest first, by kind and loan, 50 a page; each not yet opened by the customer is new.",
    source: extension('The documents center lists every document delivered, with the new ones marked.', 'No documents center: each document stays where the spec links it.'),
    query: DocumentsQuerySchema, response: DocumentsResponseSchema, changesState: false, errors: [...READ_ERRORS, 422],
  },
  { id: 'getTeamComments', method: 'GET', path: '/api/team_comments', summary: "The application's mailbox.", source: { spec: '001 §7' }, query: TeamCommentsQuerySchema, response: TeamCommentsResponseSchema, changesState: false, errors: READ_ERRORS },
  { id: 'postTeamComment', method: 'POST', path: '/api/team_comments', summary: 'A message to or from the customer.', source: { spec: '001 §7' }, body: TeamCommentBodySchema, response: TeamCommentResponseSchema, changesState: true, errors: WRITE_ERRORS },
  {
    id: 'deleteTeamComment', method: 'DELETE', path: '/api/team_comments/{id}', summary: 'Staff delete a comment.',
    source: extension("Spec 001 §6 shows staff a delete button without its call.", 'The delete button answers the lender’s error.'),
    response: TeamCommentResponseSchema, changesState: true, errors: WRITE_ERRORS,
  },
  // ── Signing, promise to pay ────────────────────────────────────────────────────────────────────────
  {
    id: 'signApplication', method: 'POST', path: '/api/applications/{id}/sign', summary: 'The customer signs the loan agreement.',
    source: extension('Spec 000 §2 shows signing, not its call.', 'The signing page answers the lender’s error.'),
    body: SignRequestSchema, response: SignResponseSchema, changesState: true, errors: WRITE_ERRORS,
  },
  { id: 'getCustomerPromiseCodes', method: 'GET', path: '/api/collection_codes/customer_ptp', summary: 'The codes of a customer promise.', source: { spec: '001 §7' }, response: CollectionCodesSchema, changesState: false, errors: READ_ERRORS },
  { id: 'createPromiseToPay', method: 'POST', path: '/api/loan_accounts/{accountId}/collection_action/', summary: 'Records a promise to pay.', source: { spec: '001 §7' }, body: CollectionActionRequestSchema, response: CollectionActionResponseSchema, changesState: true, errors: WRITE_ERRORS },
  // ── Applying, service centers, repairs, qualifications, feedback ───────────────────────────────────
  {
    id: 'createApplication', method: 'POST', path: '/api/applications', summary: 'A new installment application.',
    source: extension('Spec 000 §2 routes /ui/apply and the New Loan page without their call.', 'Apply Now answers the lender’s error.'),
    body: CreateApplicationRequestSchema, response: ApplicationResponseSchema, changesState: true, errors: WRITE_ERRORS,
  },
  {
    id: 'getDealerships', method: 'GET', path: '/api/dealerships', summary: 'The service centers to choose from.',
    source: extension("Spec 000 §4 shows 'Choose a service center' without the list's call.", 'The choice page says to call support.'),
    response: DealershipsResponseSchema, changesState: false, errors: READ_ERRORS,
  },
  {
    id: 'chooseDealership', method: 'PUT', path: '/api/applications/{id}/dealership', summary: 'Chooses the service center of an application.',
    source: extension("Spec 000 §4 shows 'Choose a service center' without its call.", 'The choice page answers the lender’s error.'),
    body: ChooseDealershipRequestSchema, response: ApplicationResponseSchema, changesState: true, errors: WRITE_ERRORS,
  },
  { id: 'getRepair', method: 'GET', path: '/api/repairs/{id}', summary: 'The repair behind a loan (id: the application).', source: { spec: '000 §7' }, response: RepairResponseSchema, changesState: false, errors: READ_ERRORS },
  { id: 'getAdditionalLoanQualifications', method: 'GET', path: '/api/users/{id}/additional_loan_qualifications', summary: 'The additional-loan checks.', source: { spec: '000 §7' }, response: QualificationsResponseSchema, changesState: false, errors: READ_ERRORS },
  { id: 'createComment', method: 'POST', path: '/api/comments', summary: "The customer's feedback.", source: { spec: '000 §7' }, body: CreateCommentRequestSchema, response: CommentResponseSchema, changesState: true, errors: WRITE_ERRORS },
  // ── Payments ───────────────────────────────────────────────────────────────────────────────────────
  { id: 'getBankAccounts', method: 'GET', path: '/api/bank_accounts', summary: "The customer's bank accounts.", source: { spec: '000 §7' }, query: BankAccountListQuerySchema, response: BankAccountListResponseSchema, changesState: false, errors: READ_ERRORS },
  { id: 'getTransactions', method: 'GET', path: '/api/transactions', summary: "An application's payments (to check scheduled ones).", source: { spec: '000 §7' }, query: TransactionListQuerySchema, response: TransactionListResponseSchema, changesState: false, errors: READ_ERRORS },
  { id: 'getTransaction', method: 'GET', path: '/api/transactions/{id}', summary: 'One payment.', source: { spec: '001 §7' }, response: TransactionResponseSchema, changesState: false, errors: READ_ERRORS },
  {
    id: 'createTransaction', method: 'POST', path: '/api/transactions', summary: 'A one-time bank payment.',
    source: { spec: '000 §7' }, body: CreateTransactionRequestSchema, response: CreateTransactionResponseSchema, changesState: true, errors: WRITE_ERRORS, timeoutMs: 15_000,
    headers: {
      [IDEMPOTENCY_HEADER]: { description: 'A key per confirmed payment form: the same key replays the first answer (money moves once).', required: true, extension: true, from: 'idempotencyKey' },
      ...CLIENT_ADDRESS_HEADERS("The visitor's address, kept with the payment authorization."),
    },
  },
  {
    id: 'cancelTransaction', method: 'DELETE', path: '/api/transactions/{id}', summary: 'Cancels a scheduled payment.',
    source: extension('Spec 000 §9: scheduled payments can be cancelled up to one business day before; the call is not shown.', 'Scheduled payments are listed without a cancel button.'),
    response: TransactionResponseSchema, changesState: true, errors: WRITE_ERRORS,
    headers: AUTHORIZATION_HEADERS('cancellation'),
  },
  { id: 'getSpeedpayData', method: 'GET', path: '/api/applications/{id}/speedpay_data', summary: "The card processor's hand-off.", source: { spec: '001 §7' }, query: SpeedpayQuerySchema, response: SpeedpayDataSchema, changesState: false, errors: READ_ERRORS },
  // ── Card account and purchases ─────────────────────────────────────────────────────────────────────
  { id: 'getRevolver', method: 'GET', path: '/api/revolvers/{id}', summary: 'The card account (id: the revolver application).', source: { spec: '000 §7' }, response: RevolverResponseSchema, changesState: false, errors: READ_ERRORS },
  { id: 'calculateCreditIncrease', method: 'GET', path: '/api/revolvers/{id}/calculate_credit_increase', summary: 'A credit-line-increase offer for an income range.', source: { spec: '000 §7' }, query: CalculateCreditIncreaseQuerySchema, response: CreditIncreaseOfferSchema, changesState: true, errors: WRITE_ERRORS },
  { id: 'exportCreditIncrease', method: 'POST', path: '/api/revolvers/{id}/export_credit_increase', summary: 'Accepts the current offer.', source: { spec: '000 §7' }, response: ExportCreditIncreaseResponseSchema, changesState: true, errors: WRITE_ERRORS },
  { id: 'getServicerSsoData', method: 'POST', path: '/api/revolvers/{id}/{servicer}_sso_data', summary: "The card servicer's single sign-on hand-off.", source: { spec: '000 §7' }, response: SsoDataSchema, changesState: false, errors: READ_ERRORS },
  { id: 'getPurchase', method: 'GET', path: '/api/purchases/{guid}', summary: 'A pending purchase by its guid.', source: { spec: '000 §7' }, response: PurchaseResponseSchema, changesState: false, errors: READ_ERRORS },
  { id: 'decidePurchase', method: 'PUT', path: '/api/purchases/{id}', summary: 'Approves or rejects a purchase.', source: { spec: '000 §7' }, body: PurchaseDecisionSchema, response: PurchaseResponseSchema, changesState: true, errors: WRITE_ERRORS },
  // ── Bank accounts and autopay ──────────────────────────────────────────────────────────────────────
  { id: 'createBankAccount', method: 'POST', path: '/api/bank_accounts', summary: 'Adds a bank account by hand or through the bank link.', source: { spec: '000 §7' }, body: CreateBankAccountRequestSchema, response: BankAccountResponseSchema, changesState: true, errors: WRITE_ERRORS },
  { id: 'removeBankAccount', method: 'DELETE', path: '/api/bank_accounts/{id}', summary: 'Removes a bank account.', source: { spec: '000 §7' }, response: BankAccountResponseSchema, changesState: true, errors: WRITE_ERRORS },
  { id: 'createLinkToken', method: 'POST', path: '/api/plaid/link_token', summary: 'A link token for the bank-link widget.', source: { spec: '000 §7' }, body: LinkTokenRequestSchema, response: LinkTokenResponseSchema, changesState: false, errors: WRITE_ERRORS },
  { id: 'createRecurringPayment', method: 'POST', path: '/api/recurring_payments', summary: 'Sets up autopay.', source: { spec: '000 §7' }, body: CreateRecurringPaymentRequestSchema, response: RecurringPaymentResponseSchema, changesState: true, errors: WRITE_ERRORS, headers: AUTHORIZATION_HEADERS('autopay form') },
  { id: 'updateRecurringPayment', method: 'PUT', path: '/api/recurring_payments/{id}', summary: 'Changes autopay.', source: { spec: '000 §7' }, body: UpdateRecurringPaymentRequestSchema, response: RecurringPaymentResponseSchema, changesState: true, errors: WRITE_ERRORS, headers: AUTHORIZATION_HEADERS('autopay form') },
  { id: 'cancelRecurringPayment', method: 'DELETE', path: '/api/recurring_payments/{id}', summary: 'Cancels autopay.', source: { spec: '000 §7' }, response: RecurringPaymentResponseSchema, changesState: true, errors: WRITE_ERRORS, headers: AUTHORIZATION_HEADERS('cancellation') },
] as const satisfies readonly LenderCall[];

/** The path parameters' schemas, by name. */
export const PATH_PARAMS = {
  id: z.number().int().positive(),
  applicationId: z.number().int().positive(),
  accountId: z.number().int().positive(),
  guid: z.uuid(),
  servicer: z.enum(SERVICERS),
  kind: z.enum(LEGAL_DOCUMENT_KINDS),
  item: z.enum(CHECKLIST_ITEMS),
} satisfies Record<string, z.ZodType>;

// ── The types of a call, read from its row ──────────────────────────────────────────────────────────────
type Row = (typeof LENDER_CALLS)[number];
export type CallId = Row['id'];
export type CallOf<Id extends CallId> = Extract<Row, { id: Id }>;
/** The calls answered with JSON and sent with a JSON body (a document is fetched by lib/lender/files.ts, a
 * file sent by lib/lender/uploads.ts). */
export type JsonCallId = Exclude<CallId, Extract<Row, { response: 'pdf' | 'file' }>['id'] | Extract<Row, { upload: object }>['id']>;

/** A call answered with a document or a file, not JSON. */
export const answersFile = (call: LenderCall) => call.response === 'pdf' || call.response === 'file';

type ParamNames<P extends string> = P extends `${string}{${infer N}}${infer Rest}` ? N | ParamNames<Rest> : never;
type ParamValue<N> = N extends keyof typeof PATH_PARAMS ? z.output<(typeof PATH_PARAMS)[N]> : string;
type HeaderSources<C> = C extends { headers: infer H } ? { [K in keyof H]: H[K] extends { from: infer F } ? F : never }[keyof H] : never;
/** A query as the caller writes it: the schema's keys (one with a default may be left out), the parsed values' types. */
type QueryOf<S extends z.ZodType> = { [K in keyof z.input<S>]: K extends keyof z.output<S> ? z.output<S>[K] : z.input<S>[K] };

/** What a call takes: its path parameters by name, the token (unless asked signed out), its query and body,
 * and what its headers are made of (the visitor, the Idempotency-Key). */
export type CallInput<Id extends CallId> = { [N in ParamNames<CallOf<Id>['path']>]: ParamValue<N> } &
  (CallOf<Id> extends { signedOut: true } ? unknown : { token: string }) &
  (CallOf<Id> extends { query: infer Q extends z.ZodType } ? { query: QueryOf<Q> } : unknown) &
  (CallOf<Id> extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : unknown) &
  ('visitor' extends HeaderSources<CallOf<Id>> ? { visitor: Visitor } : unknown) &
  ('idempotencyKey' extends HeaderSources<CallOf<Id>> ? { idempotencyKey: string } : unknown);

/** A call's parsed answer. */
export type CallAnswer<Id extends CallId> = CallOf<Id>['response'] extends infer R extends z.ZodType ? z.output<R> : never;

const CALLS_BY_ID = new Map<string, LenderCall>(LENDER_CALLS.map((call) => [call.id, call]));

/** The row of a call. */
export function callOf(id: CallId): LenderCall {
  const call = CALLS_BY_ID.get(id);
  if (!call) throw new Error(`No lender call ${id}`);
  return call;
}

/** The call's path with its parameters filled in: callPath('getUser', { id: 7 }) is /api/users/7. */
export function callPath(id: CallId, params: Record<string, unknown> = {}): string {
  return callOf(id).path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`${id} needs its path parameter ${name}`);
    return encodeURIComponent(String(params[name]));
  });
}

const templateRegex = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_, name) => (name === 'servicer' ? '([a-z]+)' : '([^/]+)'))}$`);
const MATCHERS = LENDER_CALLS.map((call) => ({ call, regex: templateRegex(call.path) }));

/** The call a request is (method and path, no query), or undefined. The most literal template wins. */
export function findCall(method: string, pathname: string): LenderCall | undefined {
  const hits = MATCHERS.filter((m) => m.call.method === method && m.regex.test(pathname));
  hits.sort((a, b) => (a.call.path.match(/\{/g)?.length ?? 0) - (b.call.path.match(/\{/g)?.length ?? 0));
  return hits[0]?.call;
}
