// Placeholders while a page's data loads: every segment's loading.tsx is built from these parts. Grey
// blocks of roughly the size of what they stand for, so little moves when the page arrives; one status
// says to screen readers what is loading, the blocks themselves are hidden from them.
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

export function SkeletonBlock({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-md bg-gray-200 motion-reduce:animate-none ${className}`} />;
}

export function SkeletonText({ lines = 3 }: { lines?: number }) {
  return (
    <div aria-hidden="true" className="space-y-3">
      {Array.from({ length: lines }, (_, i) => (
        <SkeletonBlock key={i} className={`h-4 ${i === lines - 1 ? 'w-2/3' : 'w-full'}`} />
      ))}
    </div>
  );
}

/** A white card like the pages' sections, with a heading line and text. */
export function SkeletonCard({ lines = 3, className = '' }: { lines?: number; className?: string }) {
  return (
    <div aria-hidden="true" className={`space-y-4 rounded-lg border border-gray-200 bg-white p-4 sm:p-6 ${className}`}>
      <SkeletonBlock className="h-6 w-48 max-w-full" />
      <SkeletonText lines={lines} />
    </div>
  );
}

/** `count` items of the same blocks in a box hidden from screen readers; `after` closes the box. */
function Repeated({ count, className, itemClassName, children, after }: { count: number; className: string; itemClassName: string; children: ReactNode; after?: ReactNode }) {
  return (
    <div aria-hidden="true" className={className}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={itemClassName}>{children}</div>
      ))}
      {after}
    </div>
  );
}

/** A table's rows (history, statements, audit): a line per row. */
export function SkeletonRows({ rows = 5 }: { rows?: number }) {
  return (
    <Repeated count={rows} className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white px-4" itemClassName="flex items-center justify-between gap-4 py-4">
      <SkeletonBlock className="h-4 w-24" />
      <SkeletonBlock className="h-4 flex-1" />
      <SkeletonBlock className="h-4 w-20" />
    </Repeated>
  );
}

/** A form's fields: a label line and an input box each, then its button. */
export function SkeletonForm({ fields = 3 }: { fields?: number }) {
  return (
    <Repeated count={fields} className="space-y-5 rounded-lg border border-gray-200 bg-white p-4 sm:p-6" itemClassName="space-y-2" after={<SkeletonBlock className="h-11 w-40" />}>
      <SkeletonBlock className="h-4 w-32" />
      <SkeletonBlock className="h-11 w-full" />
    </Repeated>
  );
}

/**
 * A page's loading state: the page's title line, then `children` (a card by default). `label` names
 * what is loading ("your payment history"), said once by the status.
 */
export function PageSkeleton({ label, children, className = '' }: { label: string; children?: ReactNode; className?: string }) {
  const t = useTranslations('common.loading');
  return (
    // data-page-skeleton: the browser tests wait for it to go before they check a page.
    <div role="status" data-page-skeleton="" className={`space-y-4 ${className}`}>
      <span className="sr-only">{t('status', { label })}</span>
      <SkeletonBlock className="h-8 w-64 max-w-full" />
      {children ?? <SkeletonCard lines={4} />}
    </div>
  );
}
