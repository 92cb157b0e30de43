// The lender API calls the portal makes, by name, typed by lib/contract.
import 'server-only';
import { cache } from 'react';
import { PlatformMeSchema, SignInResponseSchema } from '../contract/auth';
import { ApplicationResponseSchema } from '../contract/applications';
import { OkSchema } from '../contract/common';
import { PaidOffResponseSchema, TransactionHistoriesResponseSchema, type SortDirection } from '../contract/history';
import { LoanAccountResponseSchema } from '../contract/loan-accounts';
import { StatementsResponseSchema } from '../contract/statements';
import { TeamCommentResponseSchema, TeamCommentsResponseSchema, type TeamCommentBody } from '../contract/team-comments';
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

export const postTeamComment = (token: string, body: TeamCommentBody) =>
  lenderFetch({ method: 'POST', path: '/api/team_comments', token, body, schema: TeamCommentResponseSchema });

export const deleteTeamComment = (token: string, id: number) =>
  lenderFetch({ method: 'DELETE', path: `/api/team_comments/${id}`, token, schema: TeamCommentResponseSchema });
