'use client';
// The loan page's tab bar: links to the routes, the current one marked for assistive technology.
import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import type { LoanTab } from '@/lib/rules/loan-tabs';

/** `label` and each tab's label come translated from the layout: the client is sent no messages. */
export function LoanTabs({ base, label, tabs }: { base: string; label: string; tabs: LoanTab[] }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className="no-print mb-4 border-b border-gray-300">
      {/* On a phone the tabs are a grid of three: every one stays in sight, none hides past the edge. */}
      <ul className="grid grid-cols-3 gap-x-1 sm:flex sm:flex-wrap">
        {tabs.map((tab) => {
          const href = tab.segment ? `${base}/${tab.segment}` : base;
          // …/payments/new, …/payments/error and …/payments/{id}/thanks are Make Payment's screens;
          // …/comments is the Mailbox's (spec 000's name for it).
          const paymentScreen = pathname.startsWith(`${base}/payments/`);
          const current =
            tab.key === 'payments'
              ? pathname === href
              : tab.key === 'make-payment'
                ? pathname.startsWith(href) || paymentScreen
                : tab.key === 'mailbox'
                  ? pathname.startsWith(href) || pathname.startsWith(`${base}/comments`)
                  : tab.segment
                    ? pathname.startsWith(href)
                    : pathname === base;
          return (
            <li key={tab.key}>
              <Link
                href={href}
               
                aria-current={current ? 'page' : undefined}
                className={`flex h-full items-end justify-center border-b-4 px-1 py-2 text-center text-sm leading-tight font-semibold sm:inline-block sm:px-3 sm:text-base ${
                  current ? 'border-brand-700 text-brand-800' : 'border-transparent text-muted hover:text-brand-800'
                }`}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
