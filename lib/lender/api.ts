// The lender API calls the portal makes, by name, typed by lib/contract.
import 'server-only';
import { cache } from 'react';
import { PlatformMeSchema, SignInResponseSchema } from '../contract/auth';
import { ApplicationResponseSchema } from '../contract/applications';
import { OkSchema } from '../contract/common';
import { LoanAccountResponseSchema } from '../contract/loan-accounts';
import { UserResponseSchema } from '../contract/users';
import { lenderFetch } from './client';
import { type ChooseDealershipRequest, type CreateApplicationRequest } from '../contract/applications';
import { CommentResponseSchema, type CreateCommentRequest } from '../contract/comments';
import { DealershipsResponseSchema } from '../contract/dealerships';
import { QualificationsResponseSchema } from '../contract/qualifications';
import { RepairResponseSchema } from '../contract/repairs';

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
