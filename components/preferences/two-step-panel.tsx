'use client';
// The two-step verification panel: its state, turning a method on (confirmed by a
// code), recovery codes shown once, new ones, turning it off. Staff viewing a customer see the state only;
// staff's own is required and cannot be turned off.
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { bffRoutes } from '@/lib/client/bff-routes';
import { useBffCall } from '@/lib/client/bff-call';
import type { TwoStepView } from '@/lib/view/two-step';
import { Button } from '@/components/ui/button';
import { RecoveryCodes } from './recovery-codes';
import { SectionCard, StatusMessage } from './section-card';
import { TwoStepEnrol } from './two-step-enrol';
import { TwoStepOff } from './two-step-off';
import { useStepUp } from '@/components/auth/use-step-up';

export function TwoStepPanel({ view, readOnly }: { view: TwoStepView | null; readOnly: boolean }) {
  const router = useRouter();
  const t = useTranslations('account.preferences.twoStep');
  const call = useBffCall();
  const { stepUpDialog, ...stepUp } = useStepUp();
  const { withStepUp } = stepUp;
  const [codes, setCodes] = useState<string[] | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function newCodes() {
    setError(null);
    const res = await withStepUp(() => call(bffRoutes.auth.newRecoveryCodes, {}));
    if (!res.ok) return setError(res.message);
    setCodes(res.data.recovery_codes);
    router.refresh();
  }

  if (!view) {
    return (
      <SectionCard title={t('title')} id="two-step">
        <p role="status">{t('failed')}</p>
      </SectionCard>
    );
  }
  return (
    <SectionCard title={t('title')} id="two-step">
      <p className="mb-2">
        <span className="font-semibold">{view.on ? t('on') : t('off')}</span>{' '}
        {view.on ? t('onText') : t('offText')}
      </p>
      {view.required && <p className="mb-2 text-sm">{view.methods.length === 0 ? t('requiredByEmail') : t('required')}</p>}
      {view.methods.length > 0 && (
        <ul className="mb-3 divide-y divide-gray-200" aria-label={t('methods')}>
          {view.methods.map((m) => (
            <li key={m.way} className="py-2">
              <p className="font-medium">{t(`ways.${m.way}`)}</p>
              <p className="text-sm text-muted">{t('since', { destination: m.destination, since: m.since })}</p>
            </li>
          ))}
        </ul>
      )}
      {!readOnly && (
        <div className="space-y-4">
          {view.available.length > 0 && <TwoStepEnrol available={view.available} stepUp={stepUp} onOn={(fresh) => { setCodes(fresh); setStatus(t('turnedOn')); router.refresh(); }} />}
          {codes && <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />}
          {view.on && !codes && (
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-sm">{t('codesLeft', { left: view.recoveryCodesLeft })}</p>
              <Button type="button" variant="secondary" onClick={newCodes}>{t('newCodes')}</Button>
            </div>
          )}
          {view.on && !view.required && <TwoStepOff onOff={() => { setStatus(t('turnedOff')); router.refresh(); }} />}
          {error && <p role="alert" className="text-sm text-danger">{error}</p>}
          <StatusMessage text={status} />
          {stepUpDialog}
        </div>
      )}
    </SectionCard>
  );
}
