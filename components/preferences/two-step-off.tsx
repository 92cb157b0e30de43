'use client';
// Turning two-step verification off (issue 22): the current password first, as the lender asks.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { bffFetch, fieldError } from '@/lib/client/bff-fetch';
import { Button } from '@/components/ui/button';
import { ScriptForm } from '@/components/ui/script-form';
import { TextField } from '@/components/ui/text-field';

export function TwoStepOff({ onOff }: { onOff: () => void }) {
  const t = useTranslations('account.preferences');
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function turnOff() {
    if (busy) return;
    if (!password) return setError(t('enterCurrent'));
    setBusy(true);
    const res = await bffFetch('/platform/auth/two_step/disable', { method: 'POST', body: { current_password: password }, schema: () => import('@/lib/contract/common').then((m) => m.OkSchema) });
    setBusy(false);
    if (!res.ok) return setError(fieldError(res.errors, 'current_password') ?? res.message);
    setPassword('');
    setOpen(false);
    onOff();
  }

  if (!open) {
    return <Button type="button" variant="secondary" onClick={() => setOpen(true)}>{t('twoStep.turnOffOpen')}</Button>;
  }
  return (
    <ScriptForm onSubmit={(e) => { e.preventDefault(); return turnOff(); }} noValidate className="space-y-3 rounded-md border border-gray-200 p-4">
      <p className="text-sm">{t('twoStep.offWarning')}</p>
      <TextField label={t('currentPassword')} name="current_password" type="password" autoComplete="current-password" maxLength={400} value={password} onChange={(e) => { setPassword(e.target.value); setError(null); }} error={error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" pending={busy} pendingLabel={t('twoStep.turningOff')}>{t('twoStep.turnOff')}</Button>
        <Button type="button" variant="secondary" onClick={() => { setOpen(false); setError(null); }}>{t('twoStep.keepOn')}</Button>
      </div>
    </ScriptForm>
  );
}
