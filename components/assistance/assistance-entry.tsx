// The loan page's way to help with payments: the latest request's state when there is one, else an invitation.
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { card } from '@/components/ui/stack-table';
import { formatDate, lenderToday } from '@/lib/rules/dates';
import type { AssistanceListView } from '@/lib/view/assistance';

export function AssistanceEntry({ assistance, path }: { assistance: AssistanceListView; path: string }) {
  const t = useTranslations('assistance');
  const latest = assistance.latest;
  const shown = latest && (latest.open || !assistance.mayRequest || latest.state === 'accepted') ? latest : null;
  return (
    <section aria-labelledby="assistance-entry" className={`${card} space-y-2`}>
      <h2 id="assistance-entry" className="text-lg font-semibold">{t('entry.heading')}</h2>
      {shown ? (
        <p className="font-medium">{t('entry.state', { date: formatDate(lenderToday(new Date(shown.createdAt))), state: t(`states.${shown.state}`) })}</p>
      ) : (
        <p>{t('entry.text')}</p>
      )}
      <Link href={path} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline">
        {shown ? t('entry.view') : t('entry.link')}
      </Link>
    </section>
  );
}
