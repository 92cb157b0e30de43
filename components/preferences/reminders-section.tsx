'use client';
// Payment reminders: a choice saved on its own (only shown once a loan is finalized, never for cards).
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { bffFetch, fieldError } from '@/lib/client/bff-fetch';
import { Button } from '@/components/ui/button';
import { SectionCard, StatusMessage } from './section-card';
import { ScriptForm } from '@/components/ui/script-form';

export function RemindersSection({ userId, enabled }: { userId: number; enabled: boolean }) {
  const t = useTranslations('preferences');
  const [saved, setSaved] = useState(enabled);
  const [value, setValue] = useState(enabled);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const res = await bffFetch('/api/users/preferences', {
      method: 'POST',
      body: { id: userId, payment_reminders: value },
      schema: () => import('@/lib/contract/users').then((m) => m.UserResponseSchema),
    });
    setBusy(false);
    if (!res.ok) return setError(fieldError(res.errors, 'payment_reminders') ?? res.message);
    setSaved(value);
    setStatus(value ? t('reminders.on') : t('reminders.off'));
  }

  return (
    <SectionCard title={t('reminders.title')} id="reminders">
      <ScriptForm onSubmit={save} className="space-y-3">
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
          <Button type="submit" disabled={value === saved} pending={busy} pendingLabel={t('saving')}>
            {t('reminders.save')}
          </Button>
          <StatusMessage text={status} />
        </div>
      </ScriptForm>
    </SectionCard>
  );
}
