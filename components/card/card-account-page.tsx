// The card account page of a revolver application (the header's My ExpressWay Account): the card from
// the lender and the customer (for the cardholder agreement), fetched in parallel.
import { unstable_rethrow } from 'next/navigation';
import type { Application } from '@/lib/contract/applications';
import { getRevolver, getUser } from '@/lib/lender/api';
import { loadForPage, orSignIn } from '@/lib/lender/page';
import { isStaff } from '@/lib/rules/access';
import { requireCustomerAccess } from '@/lib/session/session';
import { CardAccountView } from './card-account-view';

export async function CardAccountPage({ customerId, application }: { customerId: number; application: Application }) {
  const { session } = await requireCustomerAccess(String(customerId));
  // getUser is the request's cached call (the loan area loaded it already). Any failed card lookup (but
  // an ended session) shows the spec's text in the page.
  const [card, user] = await Promise.all([
    orSignIn(getRevolver(session.token, application.id)).catch((err: unknown) => {
      unstable_rethrow(err);
      console.error('[card] revolver lookup failed:', err instanceof Error ? err.message : 'unknown');
      return null;
    }),
    loadForPage(getUser(session.token, customerId)),
  ]);
  const a = application.attributes;
  return (
    <CardAccountView
      cardId={application.id}
      card={card?.attributes ?? null}
      agreementUrl={user?.attributes.cardholder_agreement_url ?? null}
      pendingPurchaseGuid={a.has_pending_purchases ? (a.pending_purchase?.guid ?? null) : null}
      viewerIsCardholder={!isStaff(session.roleGroups)}
    />
  );
}
