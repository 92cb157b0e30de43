import type { Metadata, Viewport } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import './globals.css';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { ClientMessages } from '@/components/i18n/client-messages';
import { loadHeaderMenu } from '@/lib/loan/header';
import { RealUserMonitoring } from '@/components/monitoring/real-user-monitoring';
import { LENDER_NAME } from '@/lib/rules/contact';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('common.metadata');
  return { title: { default: LENDER_NAME, template: `%s · ${LENDER_NAME}` }, description: t('description') };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#08576a' };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // The page's language: the header's choice, the customer's, or the browser's.
  const [locale, t] = await Promise.all([getLocale(), getTranslations('common.layout')]);
  return (
    <html lang={locale}>
      {/* A column as tall as the window: the main area takes what the page leaves, so the footer sits at the
          bottom and does not move when the page grows below the fold line (a late passkey button: CLS). */}
      <body className="flex min-h-screen flex-col font-sans antialiased">
        <RealUserMonitoring />
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
          {t('skipToContent')}
        </a>
        {/* The header's client parts: the idle dialog's words. */}
        <ClientMessages paths={['auth.session']}>
          <Header />
        </ClientMessages>
        <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:py-8">
          {/* The error boundary's words (app/error.tsx, a client component), wherever it shows. */}
          <ClientMessages paths={['common.fallback']}>{children}</ClientMessages>
        </main>
        <SiteFooter year={new Date().getFullYear()} />
      </body>
    </html>
  );
}

/** The header loads beside the page (a sibling, not a step before it): its customer record is the page's, cached per request. */
async function Header() {
  return <SiteHeader menu={await loadHeaderMenu()} />;
}
