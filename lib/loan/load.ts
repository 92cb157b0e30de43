// What every page of the loan area needs, loaded once per request and in parallel: the customer and
// the application (checked to be that customer's). The layout and each page call it; React's cache
// makes the second call free, and each page re-checks access itself. Pages get view models (lib/view),
// never the lender's envelopes.
import 'server-only';
import { cache } from 'react';
import { notFound, redirect } from 'next/navigation';
import type { Application } from '../contract/applications';
import type { User } from '../contract/users';
import { lender } from '../lender/api';
import { fallbackPagePath, foundOr404, isLoaded, loadOptional, type Optional } from '../lender/page';
import { requireCustomerAccess } from '../session/session';
import { toApplicationView } from '../view/application';
import { toCustomer } from '../view/customer';
import { toLoanAccountView, type LoanAccountView } from '../view/loan-account';

/** A loan-area page's address: the path's ids and the query. */
export interface LoanPageProps {
  params: Promise<{ customerId: string; applicationId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The page's ids and its query (search), read together. */
export async function loanPageAddress(props: LoanPageProps) {
  const [params, search] = await Promise.all([props.params, props.searchParams]);
  return { ...params, search };
}

/** The path's application id: a positive integer, else not found. */
export function applicationIdFrom(param: string): number {
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id <= 0) notFound();
  return id;
}

export const loadLoanArea = cache(async (customerIdParam: string, applicationIdParam: string) => {
  const { session, customerId } = await requireCustomerAccess(customerIdParam);
  const applicationId = applicationIdFrom(applicationIdParam);
  const [user, application] = await Promise.all([
    loadOptional(lender.getUser({ token: session.token, id: customerId })).then(foundOr404),
    loadOptional(lender.getApplication({ token: session.token, id: applicationId })).then(foundOr404),
  ]);
  // The path's customer must own the application, even for staff.
  if (isLoaded(application) && !ownedBy(application, isLoaded(user) ? user : null, customerId)) notFound();
  // Either failed to load (spec 001 section 8): the error fallback page, with a status monitoring counts.
  if (!isLoaded(user) || !isLoaded(application)) redirect(await fallbackPagePath());
  return { session, customerId, applicationId, user: toCustomer(user), application: toApplicationView(application, user) };
});

export type LoanArea = Awaited<ReturnType<typeof loadLoanArea>>;

/**
 * The loan account of the application: 'missing' when the lender has none (404), 'failed' when it could
 * not be loaded. Call it beside loadLoanArea in one Promise.all: it needs only the path, so the two run in
 * parallel; its answer is used only once loadLoanArea has checked that the application is the customer's.
 */
export const loadLoanAccount = cache(async (customerIdParam: string, applicationIdParam: string): Promise<Optional<LoanAccountView>> => {
  const { session } = await requireCustomerAccess(customerIdParam);
  const account = await loadOptional(lender.getLoanAccount({ token: session.token, applicationId: applicationIdFrom(applicationIdParam) }));
  return isLoaded(account) ? toLoanAccountView(account) : account;
});

/** The lender's user relationship when it sends one, else the customer's own applications list. */
function ownedBy(application: Application, user: User | null, customerId: number): boolean {
  const owner = application.relationships.user?.data.id;
  if (owner !== undefined) return owner === customerId;
  return user === null || user.attributes.applications.some((a) => a.id === application.id);
}
