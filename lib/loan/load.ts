// What every page of the loan area needs, loaded once per request and in parallel: the customer and
// the application (checked to be that customer's). The layout and each page call it; React's cache
// makes the second call free, and each page re-checks access itself.
import 'server-only';
import { cache } from 'react';
import { notFound, redirect, unstable_rethrow } from 'next/navigation';
import type { LoanAccount } from '../contract/loan-accounts';
import { getApplication, getLoanAccount, getUser } from '../lender/api';
import { isNotFound } from '../lender/errors';
import { fallbackPagePath, loadForPage, orSignIn } from '../lender/page';
import { hiddenTabRedirect, type LoanTabKey } from '../rules/loan-tabs';
import { requireCustomerAccess } from '../session/session';
import type { Application } from '../contract/applications';
import type { User } from '../contract/users';

function applicationIdFrom(param: string): number {
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id <= 0) notFound();
  return id;
}

export const loadLoanArea = cache(async (customerIdParam: string, applicationIdParam: string) => {
  const { session, customerId } = await requireCustomerAccess(customerIdParam);
  const applicationId = applicationIdFrom(applicationIdParam);
  const [user, application] = await Promise.all([
    loadForPage(getUser(session.token, customerId)),
    loadForPage(getApplication(session.token, applicationId)),
  ]);
  // The path's customer must own the application, even for staff.
  if (application && !ownedBy(application, user, customerId)) notFound();
  // Either failed to load (spec 001 section 8): the error fallback page, with a status monitoring counts.
  if (!user || !application) redirect(await fallbackPagePath());
  return { session, customerId, applicationId, user, application };
});

export type LoanArea = Awaited<ReturnType<typeof loadLoanArea>>;

/**
 * The loan account of the application: 'none' when the lender has none (404), 'error' when it could not
 * be loaded. Call it beside loadLoanArea in one Promise.all: it needs only the path, so the two run in
 * parallel; its answer is used only once loadLoanArea has checked that the application is the customer's.
 */
export const loadLoanAccount = cache(async (customerIdParam: string, applicationIdParam: string): Promise<LoanAccount | 'none' | 'error'> => {
  const { session } = await requireCustomerAccess(customerIdParam);
  const applicationId = applicationIdFrom(applicationIdParam);
  try {
    return (await orSignIn(getLoanAccount(session.token, applicationId))).attributes;
  } catch (err) {
    unstable_rethrow(err);
    if (isNotFound(err)) return 'none';
    console.error('[page] loan account load failed:', err instanceof Error ? err.message : 'unknown');
    return 'error';
  }
});

/**
 * For the pages behind a tab (make-payment, payments, statements, mailbox): the loan area, or a redirect
 * to the loan page when the application does not show that tab (spec 000 section 2).
 */
export async function requireVisibleTab(customerIdParam: string, applicationIdParam: string, tab: LoanTabKey): Promise<LoanArea> {
  const area = await loadLoanArea(customerIdParam, applicationIdParam);
  if (area.application) {
    const target = hiddenTabRedirect(area.customerId, area.applicationId, tab, area.application.attributes);
    if (target) redirect(target);
  }
  return area;
}

/** The lender's user relationship when it sends one, else the customer's own applications list. */
function ownedBy(application: Application, user: User | null, customerId: number): boolean {
  const owner = application.relationships.user?.data.id;
  if (owner !== undefined) return owner === customerId;
  return user === null || user.attributes.applications.some((a) => a.id === application.id);
}
