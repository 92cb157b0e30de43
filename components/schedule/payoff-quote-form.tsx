// The payoff quote's date: a plain GET form (asking changes nothing), so it works before and without the
// page's scripts; the page answers with the quote or the message by the date.
import { useTranslations } from 'next-intl';
import { FormSubmitButton } from '@/components/ui/form-submit-button';
import { TextField } from '@/components/ui/text-field';
import { formatDate } from '@/lib/rules/dates';

export function PayoffQuoteForm({ action, date, today, last, error }: { action: string; date: string; today: string; last: string; error: string | null }) {
  const t = useTranslations('schedule.quote');
  return (
    <form method="get" action={action} className="flex flex-wrap items-end gap-3" noValidate>
      <TextField
        label={t('date')}
        name="date"
        type="date"
        defaultValue={date}
        min={today}
        max={last}
        required
        error={error}
        hint={t('range', { from: formatDate(today), to: formatDate(last) })}
        className="w-full max-w-xs"
      />
      <FormSubmitButton pendingLabel={t('pending')}>{t('submit')}</FormSubmitButton>
    </form>
  );
}
