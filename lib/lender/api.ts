// The lender API calls the portal makes, by name, typed by lib/contract. Each returns the answer's data:
// the record or list inside `{ data }` (never the envelope), or the whole answer where it has no envelope.
// A paged list returns its page, `{ data, meta? }` (the meta is the page). lib/view reshapes for screens.
import 'server-only';
import { cache } from 'react';
import type { z } from 'zod';
import { PlatformMeSchema, SignInResponseSchema } from '../contract/auth';
import {
  CodeSentSchema,
  EnrolConfirmedSchema,
  EnrolStartedSchema,
  RecoveryCodesSchema,
  RememberedDevicesSchema,
  SecondStepTokenSchema,
  SignInAnswerSchema,
  TwoStepStatusSchema,
  type CodeMethod,
  type SecondStepComplete,
  type TwoStepMethod,
} from '../contract/two-step';
import {
  ActivationCheckSchema,
  type ActivationComplete,
  PasswordResetCheckSchema,
  PasswordResetRequestedSchema,
  SecurityEventsResponseSchema,
  type ChangePasswordRequest,
} from '../contract/account-access';
import { ApplicationResponseSchema } from '../contract/applications';
import { OkSchema } from '../contract/common';
import { PaidOffResponseSchema, TransactionHistoriesResponseSchema, type SortDirection } from '../contract/history';
import { LoanAccountResponseSchema } from '../contract/loan-accounts';
import { CollectionActionResponseSchema, CollectionCodesSchema, type CollectionActionRequest } from '../contract/promises';
import {
  MobilePhoneExistsResponseSchema,
  MobilePhoneResponseSchema,
  ValidEmailResponseSchema,
  type CreateMobilePhoneRequestSchema,
  type PreferencesRequest,
  type UpdateMobilePhoneRequestSchema,
} from '../contract/preferences';
import { AuditEventsResponseSchema, CustomerSearchResponseSchema } from '../contract/staff';
import { StatementsResponseSchema } from '../contract/statements';
import { TeamCommentResponseSchema, TeamCommentsResponseSchema, type TeamCommentBody } from '../contract/team-comments';
import { SignResponseSchema, type SignRequest } from '../contract/signing';
import { PurchaseResponseSchema, type PurchaseDecision } from '../contract/purchases';
import {
  CreditIncreaseOfferSchema,
  ExportCreditIncreaseResponseSchema,
  RevolverResponseSchema,
  SsoDataSchema,
  type CalculateCreditIncreaseQuery,
  type Servicer,
} from '../contract/revolvers';
import { UserResponseSchema } from '../contract/users';
import {
  PasskeyCreationOptionsSchema,
  PasskeyRequestOptionsSchema,
  PasskeyResponseSchema,
  PasskeysResponseSchema,
  type AuthenticationCredential,
  type RegisterPasskeyRequest,
} from '../contract/passkeys';
import { lenderFetch } from './client';
import { type ChooseDealershipRequest, type CreateApplicationRequest } from '../contract/applications';
import { CommentResponseSchema, type CreateCommentRequest } from '../contract/comments';
import { DealershipsResponseSchema } from '../contract/dealerships';
import { QualificationsResponseSchema } from '../contract/qualifications';
import { RepairResponseSchema } from '../contract/repairs';
import {
  BankAccountListResponseSchema,
  BankAccountResponseSchema,
  LinkTokenResponseSchema,
  type CreateBankAccountRequest,
} from '../contract/bank-accounts';
import {
  RecurringPaymentResponseSchema,
  type CreateRecurringPaymentRequest,
  type UpdateRecurringPaymentRequest,
} from '../contract/recurring-payments';
import { SpeedpayDataSchema } from '../contract/speedpay';
import { toCardAccount } from './card-account';
import { CLIENT_ADDRESS_HEADER, CLIENT_ADDRESS_SECRET_HEADER, CLIENT_AGENT_HEADER, CLIENT_AGENT_MAX } from '../contract/client-address';
import {
  CreateTransactionResponseSchema,
  IDEMPOTENCY_HEADER,
  TransactionListResponseSchema,
  TransactionResponseSchema,
  type CreateTransactionRequest,
} from '../contract/transactions';

/**
 * The visitor's address for the lender, in the header it believes only with the secret the two share
 * (LENDER_CLIENT_ADDRESS_SECRET). Without the secret nothing is sent: the lender then counts the portal's
 * own address.
 */
function clientAddressHeaders(address: string | null): Record<string, string> {
  const secret = process.env.LENDER_CLIENT_ADDRESS_SECRET;
  return secret && address ? { [CLIENT_ADDRESS_HEADER]: address, [CLIENT_ADDRESS_SECRET_HEADER]: secret } : {};
}

/**
 * `clientAddress` lets the lender limit failed sign-ins per visitor, not per portal instance. The answer is a
 * token, or (a lender with two-step verification) a second-step challenge; `deviceToken` is this browser's
 * remembered device, which skips it.
 */
export const signIn = (email: string, password: string, clientAddress: string | null, deviceToken?: string) =>
  lenderFetch({
    method: 'POST',
    path: '/platform/auth/sessions',
    body: { email, password, ...(deviceToken ? { device_token: deviceToken } : {}) },
    schema: SignInAnswerSchema,
    headers: clientAddressHeaders(clientAddress),
  });

export const signOut = (token: string) =>
  lenderFetch({ method: 'DELETE', path: '/platform/auth/sessions', token, schema: OkSchema });

/** Who is asking, for the lender's security activity: address and browser, with the shared secret only. */
export interface Visitor {
  address: string | null;
  userAgent: string | null;
}
function visitorHeaders(visitor: Visitor): Record<string, string> {
  const headers = clientAddressHeaders(visitor.address);
  const agent = visitor.userAgent?.replace(/[^\x20-\x7e]/g, '').slice(0, CLIENT_AGENT_MAX);
  return headers[CLIENT_ADDRESS_SECRET_HEADER] && agent ? { ...headers, [CLIENT_AGENT_HEADER]: agent } : headers;
}

// ── Account access (issue 22): the portal's extensions under /platform/auth ──
export const changePassword = (token: string, body: ChangePasswordRequest, visitor: Visitor) =>
  lenderFetch({ method: 'PUT', path: '/platform/auth/password', token, body, schema: OkSchema, headers: visitorHeaders(visitor) });

export const requestPasswordReset = (email: string, visitor: Visitor) =>
  lenderFetch({ method: 'POST', path: '/platform/auth/password_resets', body: { email }, schema: PasswordResetRequestedSchema, headers: visitorHeaders(visitor) });

export const checkPasswordReset = (resetToken: string, visitor: Visitor) =>
  lenderFetch({ method: 'POST', path: '/platform/auth/password_resets/check', body: { token: resetToken }, schema: PasswordResetCheckSchema, headers: visitorHeaders(visitor) });

export const completePasswordReset = (resetToken: string, newPassword: string, visitor: Visitor) =>
  lenderFetch({ method: 'PUT', path: '/platform/auth/password_resets', body: { token: resetToken, new_password: newPassword }, schema: OkSchema, headers: visitorHeaders(visitor) });

export const checkActivation = (activationToken: string, visitor: Visitor) =>
  lenderFetch({ method: 'POST', path: '/platform/auth/activations/check', body: { token: activationToken }, schema: ActivationCheckSchema, headers: visitorHeaders(visitor) });

export const completeActivation = (body: ActivationComplete, visitor: Visitor) =>
  lenderFetch({ method: 'PUT', path: '/platform/auth/activations', body, schema: OkSchema, headers: visitorHeaders(visitor) });

export const resendActivation = (email: string, visitor: Visitor) =>
  lenderFetch({ method: 'POST', path: '/platform/auth/activations', body: { email }, schema: PasswordResetRequestedSchema, headers: visitorHeaders(visitor) });

export const getSecurityEvents = cache(async (token: string, userId: number) =>
  (await lenderFetch({ path: '/platform/auth/security_events', token, query: { user_id: userId }, schema: SecurityEventsResponseSchema })).data,
);

// ── Two-step verification (issue 22, part 4) ──
export const sendSecondStepCode = (challenge: string, method: CodeMethod, visitor: Visitor) =>
  lenderFetch({ method: 'POST', path: '/platform/auth/second_step/codes', body: { challenge, method }, schema: CodeSentSchema, headers: visitorHeaders(visitor) });

export const completeSecondStep = (body: SecondStepComplete, visitor: Visitor) =>
  lenderFetch({ method: 'POST', path: '/platform/auth/second_step', body, schema: SecondStepTokenSchema, headers: visitorHeaders(visitor) });

export const getTwoStep = cache(async (token: string, userId: number) =>
  lenderFetch({ path: '/platform/auth/two_step', token, query: { user_id: userId }, schema: TwoStepStatusSchema }),
);

export const startTwoStepMethod = (token: string, method: TwoStepMethod, visitor: Visitor) =>
  lenderFetch({ method: 'POST', path: '/platform/auth/two_step/methods', token, body: { method }, schema: EnrolStartedSchema, headers: visitorHeaders(visitor) });

export const confirmTwoStepMethod = (token: string, body: { method: TwoStepMethod; code: string }, visitor: Visitor) =>
  lenderFetch({ method: 'PUT', path: '/platform/auth/two_step/methods', token, body, schema: EnrolConfirmedSchema, headers: visitorHeaders(visitor) });

export const turnOffTwoStep = (token: string, currentPassword: string, visitor: Visitor) =>
  lenderFetch({ method: 'POST', path: '/platform/auth/two_step/disable', token, body: { current_password: currentPassword }, schema: OkSchema, headers: visitorHeaders(visitor) });

export const newRecoveryCodes = (token: string, visitor: Visitor) =>
  lenderFetch({ method: 'POST', path: '/platform/auth/two_step/recovery_codes', token, body: {}, schema: RecoveryCodesSchema, headers: visitorHeaders(visitor) });

export const getRememberedDevices = cache(async (token: string) =>
  (await lenderFetch({ path: '/platform/auth/remembered_devices', token, schema: RememberedDevicesSchema })).data,
);

export const forgetRememberedDevice = (token: string, id: number, visitor: Visitor) =>
  lenderFetch({ method: 'DELETE', path: `/platform/auth/remembered_devices/${id}`, token, schema: OkSchema, headers: visitorHeaders(visitor) });
// ── Passkeys (issue 22, part 5): extensions under /platform/auth/passkeys ──
export const listPasskeys = cache(async (token: string) =>
  (await lenderFetch({ path: '/platform/auth/passkeys', token, schema: PasskeysResponseSchema })).data,
);

export const passkeyRegistrationOptions = (token: string) =>
  lenderFetch({ method: 'POST', path: '/platform/auth/passkeys/registration_options', token, schema: PasskeyCreationOptionsSchema });

export const registerPasskey = async (token: string, body: RegisterPasskeyRequest, visitor: Visitor) =>
  (await lenderFetch({ method: 'POST', path: '/platform/auth/passkeys', token, body, schema: PasskeyResponseSchema, headers: visitorHeaders(visitor) })).data;

export const removePasskey = (token: string, id: number, visitor: Visitor) =>
  lenderFetch({ method: 'DELETE', path: `/platform/auth/passkeys/${id}`, token, schema: OkSchema, headers: visitorHeaders(visitor) });

export const passkeyAuthenticationOptions = (visitor: Visitor) =>
  lenderFetch({ method: 'POST', path: '/platform/auth/passkeys/authentication_options', schema: PasskeyRequestOptionsSchema, headers: visitorHeaders(visitor) });

export const passkeySignIn = (credential: AuthenticationCredential, visitor: Visitor) =>
  lenderFetch({ method: 'POST', path: '/platform/auth/passkeys/sessions', body: { credential }, schema: SignInResponseSchema, headers: visitorHeaders(visitor) });

export const getPlatformMe = (token: string) =>
  lenderFetch({ path: '/platform/auth/users/me', token, schema: PlatformMeSchema });

// Cached per request: the header and the page both ask for the same records.
export const getMe = cache(async (token: string) =>
  (await lenderFetch({ path: '/api/users/me', token, schema: UserResponseSchema })).data,
);

export const getUser = cache(async (token: string, id: number) =>
  (await lenderFetch({ path: `/api/users/${id}`, token, schema: UserResponseSchema })).data,
);

export const getApplication = cache(async (token: string, id: number) =>
  (await lenderFetch({ path: `/api/applications/${id}`, token, schema: ApplicationResponseSchema, headers: { 'x-api-version': '2' } })).data,
);

export const getLoanAccount = cache(async (token: string, applicationId: number) =>
  (await lenderFetch({ path: `/api/loan_accounts/${applicationId}`, token, schema: LoanAccountResponseSchema })).data,
);

// ── Account preferences ──────────────────────────────────────────────────────────────────────────
export const checkEmailAddress = (token: string, address: string) =>
  lenderFetch({ method: 'POST', path: '/api/valid/email', token, body: { address }, schema: ValidEmailResponseSchema });

export const savePreferences = async (token: string, body: PreferencesRequest) =>
  (await lenderFetch({ method: 'POST', path: '/api/users/preferences', token, body, schema: UserResponseSchema })).data;

export const mobilePhoneExists = (token: string, query: { number: string; owner_id: number; send_pin: boolean }) =>
  lenderFetch({
    path: '/api/mobile_phones/exists',
    token,
    query: { ...query, owner_type: 'User' },
    schema: MobilePhoneExistsResponseSchema,
  });

export const createMobilePhone = async (token: string, body: z.infer<typeof CreateMobilePhoneRequestSchema>) =>
  (await lenderFetch({ method: 'POST', path: '/api/mobile_phones', token, body, schema: MobilePhoneResponseSchema })).data;

export const updateMobilePhone = async (token: string, id: number, body: z.infer<typeof UpdateMobilePhoneRequestSchema>) =>
  (await lenderFetch({ method: 'PUT', path: `/api/mobile_phones/${id}`, token, body, schema: MobilePhoneResponseSchema })).data;

export const verifyMobilePhone = async (token: string, id: number, pin: string) =>
  (await lenderFetch({ method: 'PUT', path: `/api/mobile_phones/${id}/verify`, token, body: { pin }, schema: MobilePhoneResponseSchema })).data;

// ── Staff ────────────────────────────────────────────────────────────────────────────────────────
export const searchCustomers = async (token: string, q: string) =>
  (await lenderFetch({ path: '/api/staff/customers', token, query: { q }, schema: CustomerSearchResponseSchema })).data;

export const getAuditEvents = async (token: string, customerId: number) =>
  (await lenderFetch({ path: '/api/staff/audit_events', token, query: { customer_id: customerId }, schema: AuditEventsResponseSchema })).data;
// ── Payment history, statements, mailbox (issue 7) ──────────────────────────────────────────────────
export interface HistoryPageQuery {
  acctrefno: string;
  page?: number;
  per_page?: number;
  sort?: SortDirection;
}

export const getPaidOffHistory = (token: string, query: HistoryPageQuery) =>
  lenderFetch({ path: '/api/payment_histories/paid_off', token, query: { ...query }, schema: PaidOffResponseSchema });

export const getTransactionHistories = (token: string, query: HistoryPageQuery) =>
  lenderFetch({ path: '/api/transaction_histories', token, query: { ...query }, schema: TransactionHistoriesResponseSchema });

export const getStatements = cache(async (token: string, applicationId: number) =>
  (await lenderFetch({ path: '/api/statements', token, query: { id: applicationId }, schema: StatementsResponseSchema })).data,
);

export const getTeamComments = (token: string, applicationId: number, page: { page?: number; per_page?: number } = {}) =>
  lenderFetch({ path: '/api/team_comments', token, query: { id: applicationId, ...page }, schema: TeamCommentsResponseSchema });

export const postTeamComment = async (token: string, body: TeamCommentBody) =>
  (await lenderFetch({ method: 'POST', path: '/api/team_comments', token, body, schema: TeamCommentResponseSchema })).data;

export const deleteTeamComment = async (token: string, id: number) =>
  (await lenderFetch({ method: 'DELETE', path: `/api/team_comments/${id}`, token, schema: TeamCommentResponseSchema })).data;
export const signApplication = async (token: string, id: number, body: SignRequest) =>
  (await lenderFetch({ method: 'POST', path: `/api/applications/${id}/sign`, token, body, schema: SignResponseSchema })).data;

// ── Promise to pay ───────────────────────────────────────────────────────────────────────────────
export const getCustomerPromiseCodes = (token: string) =>
  lenderFetch({ path: '/api/collection_codes/customer_ptp', token, schema: CollectionCodesSchema });

export const createPromiseToPay = async (token: string, accountId: number, body: CollectionActionRequest) =>
  (await lenderFetch({ method: 'POST', path: `/api/loan_accounts/${accountId}/collection_action/`, token, body, schema: CollectionActionResponseSchema })).data;
// ── Applying, service centers, repairs, additional financing, feedback (issue 10) ──────────────────────
export const createApplication = async (token: string, body: CreateApplicationRequest) =>
  (await lenderFetch({ method: 'POST', path: '/api/applications', token, body, schema: ApplicationResponseSchema })).data;

export const getDealerships = cache(async (token: string) =>
  (await lenderFetch({ path: '/api/dealerships', token, schema: DealershipsResponseSchema })).data,
);

export const chooseDealership = async (token: string, applicationId: number, body: ChooseDealershipRequest) =>
  (await lenderFetch({ method: 'PUT', path: `/api/applications/${applicationId}/dealership`, token, body, schema: ApplicationResponseSchema })).data;

/** The repair behind a loan: `applicationId` is the application's id (lib/contract/repairs). */
export const getRepair = cache(async (token: string, applicationId: number) =>
  (await lenderFetch({ path: `/api/repairs/${applicationId}`, token, schema: RepairResponseSchema })).data,
);

export const getAdditionalLoanQualifications = cache(async (token: string, userId: number) =>
  (await lenderFetch({ path: `/api/users/${userId}/additional_loan_qualifications`, token, schema: QualificationsResponseSchema })).data,
);

export const createComment = async (token: string, body: CreateCommentRequest) =>
  (await lenderFetch({ method: 'POST', path: '/api/comments', token, body, schema: CommentResponseSchema })).data;
// ── Payments ──────────────────────────────────────────────────────────────────────────────────────────

export const getBankAccounts = cache(async (token: string, userId: number) =>
  (await lenderFetch({ path: '/api/bank_accounts', query: { user_id: userId }, token, schema: BankAccountListResponseSchema })).data,
);

export const getTransactions = async (token: string, applicationId: number) =>
  (await lenderFetch({ path: '/api/transactions', query: { application_id: applicationId }, token, schema: TransactionListResponseSchema })).data;

export const getTransaction = cache(async (token: string, id: number) =>
  (await lenderFetch({ path: `/api/transactions/${id}`, token, schema: TransactionResponseSchema })).data,
);

/** The Idempotency-Key makes a retry (after a timeout, a double click, a second tab) replay the first answer. */
export const createTransaction = (token: string, body: CreateTransactionRequest, idempotencyKey: string, clientIp: string | null) =>
  lenderFetch({
    method: 'POST',
    path: '/api/transactions',
    token,
    body,
    schema: CreateTransactionResponseSchema,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey, ...clientAddressHeaders(clientIp) },
    timeoutMs: 15_000,
  });

/** Cancels a scheduled payment (up to one business day before its date). */
export const cancelTransaction = async (token: string, id: number) =>
  (await lenderFetch({ method: 'DELETE', path: `/api/transactions/${id}`, token, schema: TransactionResponseSchema })).data;

export const getSpeedpayData = (token: string, applicationId: number, returnUrl: string) =>
  lenderFetch({ path: `/api/applications/${applicationId}/speedpay_data`, query: { return_url: returnUrl }, token, schema: SpeedpayDataSchema });
// ── Card account and pending purchases (spec 000 section 7). {id} is the revolver application's id. ──
/** The card account, reshaped: its servicer account number is reduced to the last 4 here, before any page or handler sees it. */
export const getRevolver = cache(async (token: string, applicationId: number) => {
  const { data } = await lenderFetch({ path: `/api/revolvers/${applicationId}`, token, schema: RevolverResponseSchema });
  return { ...data, attributes: toCardAccount(data.attributes) };
});

export const calculateCreditIncrease = (token: string, applicationId: number, query: CalculateCreditIncreaseQuery) =>
  lenderFetch({ path: `/api/revolvers/${applicationId}/calculate_credit_increase`, token, query, schema: CreditIncreaseOfferSchema });

export const exportCreditIncrease = (token: string, applicationId: number) =>
  lenderFetch({ method: 'POST', path: `/api/revolvers/${applicationId}/export_credit_increase`, token, schema: ExportCreditIncreaseResponseSchema });

export const getServicerSsoData = (token: string, applicationId: number, servicer: Servicer) =>
  lenderFetch({ method: 'POST', path: `/api/revolvers/${applicationId}/${servicer}_sso_data`, token, schema: SsoDataSchema });

export const getPurchase = cache(async (token: string, guid: string) =>
  (await lenderFetch({ path: `/api/purchases/${encodeURIComponent(guid)}`, token, schema: PurchaseResponseSchema })).data,
);

export const decidePurchase = async (token: string, id: number, body: PurchaseDecision) =>
  (await lenderFetch({ method: 'PUT', path: `/api/purchases/${id}`, token, body, schema: PurchaseResponseSchema })).data;

// ── Bank accounts and autopay ─────────────────────────────────────────────────────────────────────────

export const createBankAccount = async (token: string, body: CreateBankAccountRequest) =>
  (await lenderFetch({ method: 'POST', path: '/api/bank_accounts', token, body, schema: BankAccountResponseSchema })).data;

export const removeBankAccount = async (token: string, id: number) =>
  (await lenderFetch({ method: 'DELETE', path: `/api/bank_accounts/${id}`, token, schema: BankAccountResponseSchema })).data;

export const createLinkToken = (token: string, userId: number) =>
  lenderFetch({ method: 'POST', path: '/api/plaid/link_token', token, body: { user_id: userId }, schema: LinkTokenResponseSchema });

export const createRecurringPayment = async (token: string, body: CreateRecurringPaymentRequest) =>
  (await lenderFetch({ method: 'POST', path: '/api/recurring_payments', token, body, schema: RecurringPaymentResponseSchema })).data;

export const updateRecurringPayment = async (token: string, id: number, body: UpdateRecurringPaymentRequest) =>
  (await lenderFetch({ method: 'PUT', path: `/api/recurring_payments/${id}`, token, body, schema: RecurringPaymentResponseSchema })).data;

export const cancelRecurringPayment = async (token: string, id: number) =>
  (await lenderFetch({ method: 'DELETE', path: `/api/recurring_payments/${id}`, token, schema: RecurringPaymentResponseSchema })).data;
