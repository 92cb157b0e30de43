'use client';
// Turning two-step verification off: the current password first, as the lender asks.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { bffRoutes } from '@/lib/client/bff-routes';
import { useBffCall } from '@/lib/client/bff-call';
import { useBffForm } from '@/lib/client/use-bff-form';
import { Button } from '@/components/ui/button';
import { ScriptForm } from '@/components/ui/script-form';
import { TextField } from '@/components/ui/text-field';

const PASSWORD_FIELDS = ['current_password'] as const;

export function TwoStepOff({ onOff }: { onOff: () => void }) {
  const t = useTranslations('account.preferences');
  const call = useBffCall();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const form = useBffForm({ fields: PASSWORD_FIELDS });
  const error = form.error('current_password') ?? form.error('base');

  async function turnOff() {
    if (form.refuse({ current_password: password ? null : t('enterCurrent') })) return;
    const res = await form.send(() => call(bffRoutes.auth.twoStepOff, { body: { current_password: password } }));
    if (!res?.ok) return;
    setPassword('');
    setOpen(false);
    onOff();
  }

  if (!open) {
    return <Button type="button" variant="secondary" onClick={() => setOpen(true)}>{t('twoStep.turnOffOpen')}</Button>;
  }
  return (
    <ScriptForm attach={form.attach} onSubmit={turnOff} noValidate className="space-y-3 rounded-md border border-gray-200 p-4">
      <p className="text-sm">{t('twoStep.offWarning')}</p>
      <TextField label={t('currentPassword')} name="current_password" type="password" autoComplete="current-password" maxLength={400} value={password} onChange={(e) => { setPassword(e.target.value); form.clear(); }} error={error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" pending={form.pending} pendingLabel={t('twoStep.turningOff')}>{t('twoStep.turnOff')}</Button>
        <Button type="button" variant="secondary" onClick={() => { setOpen(false); form.clear(); }}>{t('twoStep.keepOn')}</Button>
      </div>
    </ScriptForm>
  );
}
