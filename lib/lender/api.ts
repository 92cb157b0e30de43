// The lender API calls the portal makes, by name, typed by lib/contract.
import 'server-only';
import { cache } from 'react';
import { PlatformMeSchema, SignInResponseSchema } from '../contract/auth';
import { ApplicationResponseSchema } from '../contract/applications';
import { OkSchema } from '../contract/common';
import { LoanAccountResponseSchema } from '../contract/loan-accounts';
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
import { lenderFetch } from './client';

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

// ── Card account and pending purchases (spec 000 section 7). {id} is the revolver application's id. ──
export const getRevolver = cache(async (token: string, applicationId: number) =>
  (await lenderFetch({ path: `/api/revolvers/${applicationId}`, token, schema: RevolverResponseSchema })).data,
);

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
