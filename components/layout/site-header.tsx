// The header menu of spec 001 section 2: My ExpressWay Account (only with a revolver application),
// Account Preferences, Sign Out (and, an extension, the documents center with its count of new ones); Sign In when signed out. The root layout loads it (lib/loan/header).
// The language link is there for everyone, signed in or not.
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import type { HeaderMenu } from '@/lib/loan/header';
import { LENDER_NAME } from '@/lib/rules/contact';
import { SessionTimeout } from '@/components/session/session-timeout';
import { FormSubmitButton } from '@/components/ui/form-submit-button';
import { LanguageLink } from './language-link';

const linkClass = 'rounded px-3 py-2 text-sm font-medium text-white hover:bg-brand-800 focus-visible:outline-white';

export function SiteHeader({ menu }: { menu: HeaderMenu }) {
  const t = useTranslations('common.header');
  return (
    <>
      <header className="no-print bg-brand-700 text-white">
        <nav aria-label={t('nav')} className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-3">
          <Link href="/" className="text-lg font-semibold tracking-tight focus-visible:outline-white">
            {LENDER_NAME}
          </Link>
          {/* On a phone the links wrap under the name: pulled back by their padding, they line up with it. */}
          <ul className="flex flex-wrap items-center gap-1 max-sm:-ml-3">
            {menu.signedIn ? (
              <>
                {menu.staff && (
                  <li>
                    <Link className={linkClass} href="/ui/staff">{t('findCustomer')}</Link>
                  </li>
                )}
                {menu.cardHref && (
                  <li>
                    <Link className={linkClass} href={menu.cardHref}>{t('card')}</Link>
                  </li>
                )}
                {menu.documents && (
                  <li>
                    <Link className={linkClass} href={menu.documents.href}>
                      {t('documents')}
                      {menu.documents.newCount > 0 && (
                        <>
                          <span aria-hidden="true" className="ml-1.5 rounded-full bg-white px-1.5 py-0.5 text-xs font-semibold text-brand-800">{menu.documents.newCount}</span>
                          <span className="sr-only">{t('newDocuments', { count: menu.documents.newCount })}</span>
                        </>
                      )}
                    </Link>
                  </li>
                )}
                {menu.preferencesHref && (
                  <li>
                    <Link className={linkClass} href={menu.preferencesHref}>{t('preferences')}</Link>
                  </li>
                )}
                <li>
                  <LanguageLink className={linkClass} />
                </li>
                <li>
                  <form action="/ui/auth/logout" method="post">
                    <FormSubmitButton plain className={linkClass} pendingLabel={t('signingOut')}>{t('signOut')}</FormSubmitButton>
                  </form>
                </li>
              </>
            ) : (
              <>
                <li>
                  <LanguageLink className={linkClass} />
                </li>
                <li>
                  <Link className={linkClass} href="/ui/auth">{t('signIn')}</Link>
                </li>
              </>
            )}
          </ul>
        </nav>
      </header>
      {/* Not part of the header's landmark: a dialog of its own, for signed-in pages only. */}
      {menu.signedIn && <SessionTimeout />}
    </>
  );
}
