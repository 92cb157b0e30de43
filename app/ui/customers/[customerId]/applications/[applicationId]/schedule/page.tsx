// …/{applicationId}/schedule — the repayment schedule: every installment, first to last, printable, and
// readable on a phone (rows stack). Left out (back to the loan) when the lender offers no schedule.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LoanLoadError } from '@/components/loan/loan-load-error';
import { PrintReceiptButton } from '@/components/payment/print-receipt-button';
import { CalendarDownload } from '@/components/schedule/calendar-download';
import { ScheduleTable } from '@/components/schedule/schedule-table';
import { Link } from '@/components/ui/link';
import { card } from '@/components/ui/stack-table';
import { loadSchedulePage } from '@/lib/loan/schedule';
import { loanPath } from '@/lib/rules/loan-tabs';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('schedule'))('title') };
}

export default async function SchedulePage(props: { params: Promise<{ customerId: string; applicationId: string }> }) {
  const { customerId, applicationId } = await props.params;
  const [{ area, schedule, movesDueDate, hasCalendar }, t, td] = await Promise.all([loadSchedulePage(customerId, applicationId), getTranslations('schedule'), getTranslations('due-date')]);
  if (!schedule) return <LoanLoadError />;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">{t('heading')}</h1>
      <p>{t('intro', { apr: schedule.apr.toFixed(2) })}</p>
      <div className="no-print flex flex-wrap items-center gap-x-6 gap-y-3">
        <PrintReceiptButton label={t('print')} />
        <Link href={loanPath(area.customerId, area.applicationId, 'payoff-quote')} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline">
          {t('quoteLink')}
        </Link>
        {movesDueDate && (
          <Link href={loanPath(area.customerId, area.applicationId, 'due-date')} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline">
            {td('link')}
          </Link>
        )}
        {hasCalendar && <CalendarDownload applicationId={area.applicationId} />}
      </div>
      <section aria-label={t('caption')} className={card}>
        {schedule.installments.length === 0 ? (
          <p className="rounded-md bg-gray-50 p-4 text-center">{t('none')}</p>
        ) : (
          <ScheduleTable installments={schedule.installments} caption={t('caption')} />
        )}
      </section>
    </div>
  );
}
