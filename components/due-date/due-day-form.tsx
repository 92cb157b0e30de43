// The new due day: a plain GET form (asking for a preview changes nothing), so it works before and without
// the page's scripts; the page answers with the preview or the message by the field.
import { useTranslations } from 'next-intl';
import { FormSubmitButton } from '@/components/ui/form-submit-button';
import { TextField } from '@/components/ui/text-field';
import { dayRuns } from '@/lib/view/due-date-move';

export function DueDayForm({ action, day, allowedDays, error }: { action: string; day: string | null; allowedDays: number[]; error: string | null }) {
  const t = useTranslations('due-date');
  const days = dayRuns(allowedDays)
    .map(([from, to]) => (from === to ? String(from) : t('run', { from, to })))
    .join(', ');
  return (
    <form method="get" action={action} aria-label={t('form')} className="flex flex-wrap items-end gap-3" noValidate>
      <TextField
        label={t('day')}
        name="day"
        type="number"
        inputMode="numeric"
        autoComplete="off"
        min={1}
        max={28}
        defaultValue={day ?? ''}
        required
        error={error}
        hint={t('dayHint', { days })}
        className="w-full max-w-xs"
      />
      <FormSubmitButton pendingLabel={t('previewing')}>{t('preview')}</FormSubmitButton>
    </form>
  );
}
