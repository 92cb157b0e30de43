// The header menu of spec 001 section 2: My ExpressWay Account (only with a revolver application),
// Account Preferences, Sign Out; Sign In when signed out. The root layout loads it (lib/loan/header).
import { Link } from '@/components/ui/link';
import type { HeaderMenu } from '@/lib/loan/header';
import { LENDER_NAME } from '@/lib/rules/contact';
import { SessionTimeout } from '@/components/session/session-timeout';
import { FormSubmitButton } from '@/components/ui/form-submit-button';

const linkClass = 'rounded px-3 py-2 text-sm font-medium text-white hover:bg-brand-800 focus-visible:outline-white';

export function SiteHeader({ menu }: { menu: HeaderMenu }) {

  return (
    <>
      <header className="no-print bg-brand-700 text-white">
        <nav aria-label="Main" className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-3">
          <Link href="/" className="text-lg font-semibold tracking-tight focus-visible:outline-white">
            {LENDER_NAME}
          </Link>
          {/* On a phone the links wrap under the name: pulled back by their padding, they line up with it. */}
          <ul className="flex flex-wrap items-center gap-1 max-sm:-ml-3">
            {menu.signedIn ? (
              <>
                {menu.staff && (
                  <li>
                    <Link className={linkClass} href="/ui/staff">Find a customer</Link>
                  </li>
                )}
                {menu.cardHref && (
                  <li>
                    <Link className={linkClass} href={menu.cardHref}>My ExpressWay Account</Link>
                  </li>
                )}
                {menu.preferencesHref && (
                  <li>
                    <Link className={linkClass} href={menu.preferencesHref}>Account Preferences</Link>
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
      {menu.signedIn && <SessionTimeout />}
    </>
  );
}
