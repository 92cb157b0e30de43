// Server-rendered controls of a long list: the date order and the pages, as plain links (no script needed).
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import type { SortDirection } from '@/lib/rules/history';

const pill = (current: boolean) =>
  `inline-flex min-h-11 items-center rounded-md border px-3 text-sm font-medium ${
    current ? 'border-brand-700 bg-brand-700 text-white' : 'border-gray-300 bg-white text-brand-700 underline hover:bg-brand-50'
  }`;

export function SortLinks({ sort, hrefFor, label }: { sort: SortDirection; hrefFor: (sort: SortDirection) => string; label: string }) {
  const t = useTranslations('history.nav');
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-muted max-sm:w-full">{t('sortBy')}</span>
      <Link href={hrefFor('desc')} aria-current={sort === 'desc' ? 'true' : undefined} className={pill(sort === 'desc')} scroll={false}>
        {t('newest')}
      </Link>
      <Link href={hrefFor('asc')} aria-current={sort === 'asc' ? 'true' : undefined} className={pill(sort === 'asc')} scroll={false}>
        {t('oldest')}
      </Link>
    </nav>
  );
}

export function Pager({ page, totalPages, hrefFor, label }: { page: number; totalPages: number; hrefFor: (page: number) => string; label: string }) {
  const t = useTranslations('history.nav');
  if (totalPages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-2">
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} className={pill(false)}>{t('previous')}</Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-muted">
        {t('page', { page, pages: Math.max(totalPages, 1) })}
      </span>
      {page < totalPages ? <Link href={hrefFor(page + 1)} className={pill(false)}>{t('next')}</Link> : <span />}
    </nav>
  );
}
