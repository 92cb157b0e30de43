// The header menu of spec 001 section 2: My ExpressWay Account (only with a revolver application),
// Account Preferences, Sign Out; Sign In when signed out.
import { Link } from '@/components/ui/link';
import { getUser } from '@/lib/lender/api';
import { isPortalUser, isStaff } from '@/lib/rules/access';
import { LENDER_NAME } from '@/lib/rules/contact';
import { readSession } from '@/lib/session/session';
import { SessionTimeout } from '@/components/session/session-timeout';
import { FormSubmitButton } from '@/components/ui/form-submit-button';
import { revolverApplicationId } from '@/lib/rules/lender-fallbacks';

const linkClass = 'rounded px-3 py-2 text-sm font-medium text-white hover:bg-brand-800 focus-visible:outline-white';

export async function SiteHeader() {
  const session = await readSession();
  const staff = session ? isStaff(session.roleGroups) : false;
  // Users the gate sends to /home or /ui/borrower get only Sign Out.
  const customer = session && !staff && isPortalUser(session.roleGroups) && session.servicingPlatform !== 'PEACH';
  // A failed lookup only hides the card link; the page itself reports the failure. GET /api/users/{own id}
  // is the record the customer pages load anyway (cached per request): the header adds no upstream call.
  const me = customer ? await getUser(session.token, session.userId).catch(() => null) : null;
  const revolverId = me ? revolverApplicationId(me.attributes) : null;

  return (
    <>
      <header className="no-print bg-brand-700 text-white">
        <nav aria-label="Main" className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-3">
          <Link href="/" className="text-lg font-semibold tracking-tight focus-visible:outline-white">
            {LENDER_NAME}
          </Link>
          {/* On a phone the links wrap under the name: pulled back by their padding, they line up with it. */}
          <ul className="flex flex-wrap items-center gap-1 max-sm:-ml-3">
            {session ? (
              <>
                {staff && (
                  <li>
                    <Link className={linkClass} href="/ui/staff">Find a customer</Link>
                  </li>
                )}
                {revolverId !== null && me && (
                  <li>
                    <Link className={linkClass} href={`/ui/customers/${me.id}/applications/${revolverId}`}>My ExpressWay Account</Link>
                  </li>
                )}
                {customer && (
                  <li>
                    <Link className={linkClass} href={`/ui/customers/${session.userId}/edit`}>Account Preferences</Link>
                  </li>
                )}
                <li>
                  <form action="/ui/auth/logout" method="post">
                    <FormSubmitButton plain className={linkClass} pendingLabel="Signing out…">Sign Out</FormSubmitButton>
                  </form>
                </li>
              </>
            ) : (
              <li>
                <Link className={linkClass} href="/ui/auth">Sign In</Link>
              </li>
            )}
          </ul>
        </nav>
      </header>
      {/* Not part of the header's landmark: a dialog of its own, for signed-in pages only. */}
      {session && <SessionTimeout />}
    </>
  );
}
