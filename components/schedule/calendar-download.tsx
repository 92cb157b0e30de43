// "Add the due dates to your calendar": the loan's coming due dates and scheduled payments as an
// iCalendar file (/files/calendar/{applicationId}), which a phone or a calendar app opens to add them.
import { useTranslations } from 'next-intl';

export function CalendarDownload({ applicationId }: { applicationId: number }) {
  const t = useTranslations('calendar.download');
  return (
    <span className="inline-flex flex-col">
      <a href={`/files/calendar/${applicationId}`} download={`loan-${applicationId}-due-dates.ics`} aria-describedby={`calendar-hint-${applicationId}`} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline sm:min-h-0">
        {t('link')}
      </a>
      <span id={`calendar-hint-${applicationId}`} className="text-sm text-muted">{t('hint')}</span>
    </span>
  );
}
