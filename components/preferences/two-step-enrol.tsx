'use client';
// Turning a two-step method on: choose it (a code is sent, or the app's QR code shown), then the
// code confirms it. The first method on brings the recovery codes, handed up to be shown once. Starting asks
// for the password first when the lender wants it (step-up, the panel's dialog).
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { bffRoutes } from '@/lib/client/bff-routes';
import { useBffCall } from '@/lib/client/bff-call';
import type { TwoStepWay } from '@/lib/view/two-step';
import { useBffForm, type StepUp } from '@/lib/client/use-bff-form';
import { Button } from '@/components/ui/button';
import { ScriptForm } from '@/components/ui/script-form';
import { TextField } from '@/components/ui/text-field';

type Started = { way: TwoStepWay; destination: string; secret?: string; qr?: string };

const FIELDS = ['method', 'code'] as const;

/** Turning two-step on: a way (asking for the password first when the lender wants it), then its first code. */
export function TwoStepEnrol({ available, onOn, stepUp }: { available: TwoStepWay[]; onOn: (codes: string[] | null) => void; stepUp: StepUp }) {
  const t = useTranslations('account.preferences.twoStep');
  const call = useBffCall();
  const starting = useBffForm({ fields: FIELDS, stepUp });
  const confirming = useBffForm({ fields: FIELDS });
  const [way, setWay] = useState<TwoStepWay | null>(null);
  const [started, setStarted] = useState<Started | null>(null);
  const [code, setCode] = useState('');
  const startError = starting.error('method') ?? starting.error('code') ?? starting.error('base');
  const error = confirming.error('code') ?? confirming.error('base');

  async function start(chosen: TwoStepWay) {
    setWay(chosen);
    const res = await starting.send(() => call(bffRoutes.auth.twoStepStart, { body: { method: chosen } }));
    if (!res?.ok) return;
    setCode('');
    setStarted({ way: chosen, destination: res.data.destination, secret: res.data.secret, qr: res.data.qr_code });
  }

  async function confirm() {
    if (!started) return;
    if (confirming.refuse({ code: /^\d{6}$/.test(code.trim()) ? null : t('enterCode') })) return;
    const res = await confirming.send(() => call(bffRoutes.auth.twoStepConfirm, { body: { method: started.way, code: code.trim() } }));
    if (!res?.ok) return;
    setStarted(null);
    onOn(res.data.recovery_codes ?? null);
  }

  if (!started) {
    return (
      <ScriptForm attach={starting.attach} onSubmit={(e) => { const way = ((e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value as TwoStepWay | undefined; return way ? start(way) : undefined; }} className="space-y-2">
        <div className="flex flex-wrap gap-2">
          {available.map((one) => (
            <Button key={one} type="submit" name="method" value={one} variant="secondary" pending={starting.pending && way === one} pendingLabel={t('starting')}>{t(`start.${one}`)}</Button>
          ))}
        </div>
        {startError && <p role="alert" className="text-sm text-danger">{startError}</p>}
      </ScriptForm>
    );
  }
  return (
    <ScriptForm attach={confirming.attach} onSubmit={confirm} noValidate className="space-y-3 rounded-md border border-gray-200 p-4">
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
      <TextField label={t('code')} name="code" autoComplete="one-time-code" inputMode="numeric" maxLength={6} value={code} onChange={(e) => { setCode(e.target.value); confirming.clear(); }} error={error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" pending={confirming.pending} pendingLabel={t('checking')}>{t('turnOn')}</Button>
        <Button type="button" variant="secondary" onClick={() => { setStarted(null); confirming.clear(); }}>{t('cancel')}</Button>
      </div>
    </ScriptForm>
  );
}
