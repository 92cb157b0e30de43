// The lender API calls the portal makes, by name, typed by lib/contract.
import 'server-only';
import { cache } from 'react';
import { PlatformMeSchema, SignInResponseSchema } from '../contract/auth';
import { ApplicationResponseSchema } from '../contract/applications';
import { OkSchema } from '../contract/common';
import { LoanAccountResponseSchema } from '../contract/loan-accounts';
import { UserResponseSchema } from '../contract/users';
import { lenderFetch } from './client';
import { BankAccountListResponseSchema } from '../contract/bank-accounts';
import { SpeedpayDataSchema } from '../contract/speedpay';
import {
  CreateTransactionResponseSchema,
  IDEMPOTENCY_HEADER,
  TransactionListResponseSchema,
  TransactionResponseSchema,
  type CreateTransactionRequest,
} from '../contract/transactions';

export const signIn = (email: string, password: string) =>
  lenderFetch({ method: 'POST', path: '/platform/auth/sessions', body: { email, password }, schema: SignInResponseSchema });

export const signOut = (token: string) =>
  lenderFetch({ method: 'DELETE', path: '/platform/auth/sessions', token, schema: OkSchema });

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
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey, ...(clientIp ? { 'x-forwarded-for': clientIp } : {}) },
    timeoutMs: 15_000,
  });

/** Cancels a scheduled payment (up to one business day before its date). */
export const cancelTransaction = async (token: string, id: number) =>
  (await lenderFetch({ method: 'DELETE', path: `/api/transactions/${id}`, token, schema: TransactionResponseSchema })).data;

export const getSpeedpayData = (token: string, applicationId: number, returnUrl: string) =>
  lenderFetch({ path: `/api/applications/${applicationId}/speedpay_data`, query: { return_url: returnUrl }, token, schema: SpeedpayDataSchema });
