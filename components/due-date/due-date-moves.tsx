// Staff's read-only history of the loan's due-date moves, newest first.
import { useTranslations } from 'next-intl';
import { DataTable } from '@/components/ui/data-table';
import { card, stackTable as s } from '@/components/ui/stack-table';
import { formatDate } from '@/lib/rules/dates';
import { formatDollars } from '@/lib/rules/money';
import type { DueDateMoveView } from '@/lib/view/due-date-move';

export function DueDateMoves({ moves, movesLeft }: { moves: DueDateMoveView[]; movesLeft: number }) {
  const t = useTranslations('due-date');
  return (
    <section aria-labelledby="due-date-moves" className={`${card} space-y-3`}>
      <h2 id="due-date-moves" className="text-lg font-semibold">{t('historyHeading')}</h2>
      <p>{t('movesLeft', { count: movesLeft })}</p>
      {moves.length === 0 ? (
        <p className="rounded-md bg-gray-50 p-4 text-center">{t('historyNone')}</p>
      ) : (
        <DataTable
          caption={t('historyCaption')}
          columns={[{ label: t('movedOn') }, { label: t('previous') }, { label: t('newDate') }, { label: t('interest'), className: 'text-right' }, { label: t('autopayColumn') }]}
        >
          {moves.map((m) => (
            <tr key={m.id} className={s.tr}>
              <td data-label={t('movedOn')} className={s.td}>{formatDate(m.movedAt)}</td>
              <td data-label={t('previous')} className={s.td}>{formatDate(m.previousDueDate)}</td>
              <td data-label={t('newDate')} className={s.td}>{formatDate(m.newDueDate)}</td>
              <td data-label={t('interest')} className={`${s.td} tabular-nums sm:text-right`}>{formatDollars(m.addedInterest)}</td>
              <td data-label={t('autopayColumn')} className={s.td}>{m.autopayMoved ? t('yes') : t('no')}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
