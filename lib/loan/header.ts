// The header menu of spec 001 section 2, loaded by the root layout: My ExpressWay Account (only with a
// revolver application), Account Preferences, Sign Out; Sign In when signed out.
import 'server-only';
import { lender } from '../lender/api';
import { isPortalUser, isStaff } from '../rules/access';
import { readSession } from '../session/session';
import { toCustomer } from '../view/customer';

export interface HeaderMenu {
  signedIn: boolean;
  staff: boolean;
  /** The customer's card account page, when they have one. */
  cardHref: string | null;
  /** Account Preferences, for customers of this portal. */
  preferencesHref: string | null;
  /** The documents center and how many documents are new; null on a lender without it. */
  documents: { href: string; newCount: number } | null;
}

export async function loadHeaderMenu(): Promise<HeaderMenu> {
  const session = await readSession();
  const staff = session ? isStaff(session.roleGroups) : false;
  // Users the gate sends to /home or /ui/borrower get only Sign Out.
  const customer = session && !staff && isPortalUser(session.roleGroups) && session.servicingPlatform !== 'PEACH';
  // A failed lookup only hides the card link; the page itself reports the failure. GET /api/users/{own id}
  // is the record the customer pages load anyway (cached per request): the header adds no upstream call.
  const me = customer ? await lender.getUser({ token: session.token, id: session.userId }).then(toCustomer, () => null) : null;
  return {
    signedIn: session !== null,
    staff,
    cardHref: me && me.revolverApplicationId !== null ? `/ui/customers/${me.id}/applications/${me.revolverApplicationId}` : null,
    preferencesHref: customer ? `/ui/customers/${session.userId}/edit` : null,
    documents: me && me.newDocumentCount !== null ? { href: `/ui/customers/${me.id}/documents`, newCount: me.newDocumentCount } : null,
  };
}
