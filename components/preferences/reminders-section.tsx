'use client';
// Payment reminders: a choice saved on its own (only shown once a loan is finalized, never for cards).
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { bffRoutes } from '@/lib/client/bff-routes';
import { useBffCall } from '@/lib/client/bff-call';
import { useBffForm } from '@/lib/client/use-bff-form';
import { Button } from '@/components/ui/button';
import { SectionCard, StatusMessage } from './section-card';
import { ScriptForm } from '@/components/ui/script-form';

const REMINDER_FIELDS = ['payment_reminders'] as const;

export function RemindersSection({ userId, enabled }: { userId: number; enabled: boolean }) {
  const t = useTranslations('preferences');
  const call = useBffCall();
  const [saved, setSaved] = useState(enabled);
  const [value, setValue] = useState(enabled);
  const [status, setStatus] = useState<string | null>(null);
  const form = useBffForm({ fields: REMINDER_FIELDS });
  const error = form.error('payment_reminders') ?? form.error('base');

  async function save() {
    const res = await form.send(() => call(bffRoutes.preferences.save, { body: { id: userId, payment_reminders: value } }));
    if (!res?.ok) return;
    setSaved(value);
    setStatus(value ? t('reminders.on') : t('reminders.off'));
  }

  return (
    <SectionCard title={t('reminders.title')} id="reminders">
      <ScriptForm attach={form.attach} onSubmit={save} className="space-y-3">
        <div className="flex items-start gap-3">
          <input
            id="payment-reminders"
            type="checkbox"
            className="mt-1 size-5 shrink-0 accent-brand-700"
            checked={value}
            aria-describedby={error ? 'payment-reminders-error' : 'payment-reminders-hint'}
            onChange={(e) => { setValue(e.target.checked); setStatus(null); }}
          />
          <div>
            <label htmlFor="payment-reminders" className="font-medium">{t('reminders.label')}</label>
            <p id="payment-reminders-hint" className="text-sm text-muted">{t('reminders.hint')}</p>
            {error && <p id="payment-reminders-error" role="alert" className="text-sm text-danger">{error}</p>}
          </div>
        </div>
        <div className="flex items-center gap-3">
          <Button type="submit" disabled={value === saved} pending={form.pending} pendingLabel={t('saving')}>
            {t('reminders.save')}
          </Button>
          <StatusMessage text={status} />
        </div>
      </ScriptForm>
    </SectionCard>
  );
}
