// The footer of every page, signed in or not: the lender's five legal notices. A server component with
// no lender call: each link is a portal page that asks the lender for its notice only when opened.
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { LENDER_NAME } from '@/lib/rules/contact';
import { legalNoticePath } from '@/lib/rules/legal';
import { LEGAL_NOTICES } from '@/lib/view/legal-document';

export function SiteFooter({ year }: { year: number }) {
  const t = useTranslations('legal.footer');
  return (
    <footer className="no-print mt-8 border-t border-gray-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-6 text-sm">
        <nav aria-label={t('nav')}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {LEGAL_NOTICES.map(({ slug }) => (
              <li key={slug}>
                <Link href={legalNoticePath(slug)} className="inline-block py-1 text-brand-700 underline hover:text-brand-800">
                  {t(`notices.${slug}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mt-3 text-muted">{t('lender', { year, lender: LENDER_NAME })}</p>
      </div>
    </footer>
  );
}
