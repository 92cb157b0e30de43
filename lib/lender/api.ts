// The lender API calls the portal makes, by name, typed by lib/contract.
import 'server-only';
import { cache } from 'react';
import { PlatformMeSchema, SignInResponseSchema } from '../contract/auth';
import { ApplicationResponseSchema } from '../contract/applications';
import { OkSchema } from '../contract/common';
import { LoanAccountResponseSchema } from '../contract/loan-accounts';
import { SignResponseSchema, type SignRequest } from '../contract/signing';
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

export const signApplication = async (token: string, id: number, body: SignRequest) =>
  (await lenderFetch({ method: 'POST', path: `/api/applications/${id}/sign`, token, body, schema: SignResponseSchema })).data;
