'use client';
// Turning a two-step method on (issue 22): choose it (a code is sent, or the app's QR code shown), then the
// code confirms it. The first method on brings the recovery codes, handed up to be shown once.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { bffFetch, fieldError } from '@/lib/client/bff-fetch';
import type { TwoStepWay } from '@/lib/view/two-step';
import { Button } from '@/components/ui/button';
import { ScriptForm } from '@/components/ui/script-form';
import { TextField } from '@/components/ui/text-field';

type Started = { way: TwoStepWay; destination: string; secret?: string; qr?: string };

export function TwoStepEnrol({ available, onOn }: { available: TwoStepWay[]; onOn: (codes: string[] | null) => void }) {
  const t = useTranslations('account.preferences.twoStep');
  const [started, setStarted] = useState<Started | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [starting, setStarting] = useState<TwoStepWay | null>(null);

  async function start(way: TwoStepWay) {
    if (starting) return;
    setStarting(way);
    setError(null);
    const res = await bffFetch('/platform/auth/two_step/methods', { method: 'POST', body: { method: way }, schema: () => import('@/lib/contract/two-step-view').then((m) => m.EnrolViewSchema) });
    setStarting(null);
    if (!res.ok) return setError(fieldError(res.errors, 'method') ?? fieldError(res.errors, 'code') ?? res.message);
    setCode('');
    setStarted({ way, destination: res.data.destination, secret: res.data.secret, qr: res.data.qr_code });
  }

  async function confirm() {
    if (!started || busy) return;
    if (!/^\d{6}$/.test(code.trim())) return setError(t('enterCode'));
    setBusy(true);
    const res = await bffFetch('/platform/auth/two_step/methods', { method: 'PUT', body: { method: started.way, code: code.trim() }, schema: () => import('@/lib/contract/two-step').then((m) => m.EnrolConfirmedSchema) });
    setBusy(false);
    if (!res.ok) return setError(fieldError(res.errors, 'code') ?? res.message);
    setStarted(null);
    onOn(res.data.recovery_codes ?? null);
  }

  if (!started) {
    return (
      <ScriptForm onSubmit={(e) => { const way = ((e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value as TwoStepWay | undefined; return way ? start(way) : undefined; }} className="space-y-2">
        <div className="flex flex-wrap gap-2">
          {available.map((way) => (
            <Button key={way} type="submit" name="method" value={way} variant="secondary" pending={starting === way} pendingLabel={t('starting')}>{t(`start.${way}`)}</Button>
          ))}
        </div>
        {error && <p role="alert" className="text-sm text-danger">{error}</p>}
      </ScriptForm>
    );
  }
  return (
    <ScriptForm onSubmit={(e) => { e.preventDefault(); return confirm(); }} noValidate className="space-y-3 rounded-md border border-gray-200 p-4">
      <h3 className="font-semibold">{t(`ways.${started.way}`)}</h3>
      {started.way === 'totp' ? (
        <>
          <p className="text-sm">{t('scan')}</p>
          {/* eslint-disable-next-line @next/next/no-img-element -- an SVG drawn on the server, as a data: URL */}
          {started.qr && <img src={started.qr} alt={t('qrAlt')} width={180} height={180} className="rounded border border-gray-200 bg-white" />}
          <p className="text-sm">{t('cantScan')} <code className="font-mono break-all">{started.secret?.replace(/(.{4})/g, '$1 ').trim()}</code></p>
        </>
      ) : (
        <p className="text-sm">{t('sentTo', { destination: started.destination })}</p>
      )}
      <TextField label={t('code')} name="code" autoComplete="one-time-code" inputMode="numeric" maxLength={6} value={code} onChange={(e) => { setCode(e.target.value); setError(null); }} error={error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" pending={busy} pendingLabel={t('checking')}>{t('turnOn')}</Button>
        <Button type="button" variant="secondary" onClick={() => { setStarted(null); setError(null); }}>{t('cancel')}</Button>
      </div>
    </ScriptForm>
  );
}
