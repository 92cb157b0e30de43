import type { Metadata, Viewport } from 'next';
import './globals.css';
import { SiteHeader } from '@/components/layout/site-header';
import { loadHeaderMenu } from '@/lib/loan/header';
import { RealUserMonitoring } from '@/components/monitoring/real-user-monitoring';
import { LENDER_NAME } from '@/lib/rules/contact';

export const metadata: Metadata = {
  title: { default: LENDER_NAME, template: `%s · ${LENDER_NAME}` },
  description: 'Your loans and card account: pay, manage autopay, statements and messages.',
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#08576a' };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen font-sans antialiased">
        <RealUserMonitoring />
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
          Skip to content
        </a>
        <Header />
        <main id="main" className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
          {children}
        </main>
      </body>
    </html>
  );
}

/** The header loads beside the page (a sibling, not a step before it): its customer record is the page's, cached per request. */
async function Header() {
  return <SiteHeader menu={await loadHeaderMenu()} />;
}
