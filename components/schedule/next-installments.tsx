// The loan page's next three installments, with the way to the whole schedule, to a payoff quote, to the due
// dates as a calendar file and (when the lender offers it) to moving the due date.
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { card } from '@/components/ui/stack-table';
import type { InstallmentView } from '@/lib/view/schedule';
import { CalendarDownload } from './calendar-download';
import { ScheduleTable } from './schedule-table';

/** `calendarFor`: the loan's application id when the lender offers its calendar file, else null; `dueDatePath` likewise for moving the due date. */
export function NextInstallments({ installments, schedulePath, quotePath, dueDatePath = null, calendarFor = null }: { installments: InstallmentView[]; schedulePath: string; quotePath: string; dueDatePath?: string | null; calendarFor?: number | null }) {
  const t = useTranslations('schedule');
  const td = useTranslations('due-date');
  return (
    <section aria-labelledby="next-installments" className={`${card} space-y-3`}>
      <h2 id="next-installments" className="text-lg font-semibold">{t('next.heading')}</h2>
      <ScheduleTable installments={installments} caption={t('next.caption')} />
      <p className="flex flex-wrap gap-x-6 gap-y-2">
        <Link href={schedulePath} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline sm:min-h-0">{t('next.whole')}</Link>
        <Link href={quotePath} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline sm:min-h-0">{t('next.quote')}</Link>
        {dueDatePath && <Link href={dueDatePath} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline sm:min-h-0">{td('link')}</Link>}
        {calendarFor !== null && <CalendarDownload applicationId={calendarFor} />}
      </p>
    </section>
  );
}
