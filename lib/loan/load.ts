// What every page of the loan area needs, loaded once per request and in parallel: the customer and
// the application (checked to be that customer's). The layout and each page call it; React's cache
// makes the second call free, and each page re-checks access itself.
import 'server-only';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { getApplication, getUser } from '../lender/api';
import { loadForPage } from '../lender/page';
import { requireCustomerAccess } from '../session/session';

export const loadLoanArea = cache(async (customerIdParam: string, applicationIdParam: string) => {
  const { session, customerId } = await requireCustomerAccess(customerIdParam);
  const applicationId = Number(applicationIdParam);
  if (!Number.isSafeInteger(applicationId) || applicationId <= 0) notFound();
  const [user, application] = await Promise.all([
    loadForPage(getUser(session.token, customerId)),
    loadForPage(getApplication(session.token, applicationId)),
  ]);
  // The path's customer must own the application, even for staff.
  if (application && application.relationships.user.data.id !== customerId) notFound();
  return { session, customerId, applicationId, user, application };
});

export type LoanArea = Awaited<ReturnType<typeof loadLoanArea>>;
