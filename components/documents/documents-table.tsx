// The documents center's list, newest first: the day it was delivered, what it is (marked new until the
// customer opens it), its loan, and the links to open or download it through the portal's file proxy.
import { useTranslations } from 'next-intl';
import { DataTable } from '@/components/ui/data-table';
import { DocumentLinks } from '@/components/ui/document-links';
import { Link } from '@/components/ui/link';
import { stackTable as s } from '@/components/ui/stack-table';
import type { DocumentLoan } from '@/lib/loan/documents';
import { formatDate } from '@/lib/rules/dates';
import { loanPath } from '@/lib/rules/loan-tabs';
import type { DocumentRow } from '@/lib/view/documents';

const linkClass = 'inline-flex min-h-11 items-center font-medium text-brand-700 underline sm:min-h-0';

export function DocumentsTable({ rows, loans, customerId }: { rows: DocumentRow[]; loans: DocumentLoan[]; customerId: number }) {
  const t = useTranslations('documents');
  const loanOf = (id: number | null) => (id === null ? undefined : loans.find((l) => l.id === id));
  return (
    <DataTable
      caption={t('caption')}
      columns={[{ label: t('date'), sort: 'descending' }, { label: t('document') }, { label: t('loanColumn') }, { label: <span className="sr-only">{t('links')}</span>, className: 'no-print' }]}
    >
      {rows.map((row) => {
        const name = t(`kinds.${row.kind}`);
        const loan = loanOf(row.applicationId);
        return (
          <tr key={row.id} className={s.tr}>
            <td data-label={t('date')} className={s.td}>{formatDate(row.date)}</td>
            <td data-label={t('document')} className={s.td}>
              {/* One item of the phone's labelled line, so a long name wraps beside its label with the mark after it. */}
              <span className="max-sm:text-right">
                <span className={row.isNew ? 'font-semibold' : undefined}>{name}</span>
                {row.isNew && <span className="ml-2 inline-block rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">{t('new')}</span>}
              </span>
            </td>
            <td data-label={t('loanColumn')} className={s.td}>
              {loan ? (
                <Link href={loanPath(customerId, loan.id)} className="text-brand-700 underline">{loan.card ? t('card') : t('loan', { id: loan.id })}</Link>
              ) : row.applicationId === null ? (
                t('noLoan')
              ) : (
                t('loan', { id: row.applicationId })
              )}
            </td>
            <td className="no-print px-3 py-2 align-top sm:border-b sm:border-gray-200 max-sm:block max-sm:px-0 max-sm:pt-2">
              <DocumentLinks
                href={row.href}
                view={t('open')}
                viewHidden={t('openHidden', { document: name, date: formatDate(row.date) })}
                downloadHidden={t('downloadHidden', { document: name, date: formatDate(row.date) })}
                className={linkClass}
              />
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
