'use client';
// Account Preferences → Two-step verification (issue 22): its state, turning a method on (confirmed by a
// code), recovery codes shown once, new ones, turning it off. Staff viewing a customer see the state only;
// staff's own is required and cannot be turned off.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { bffFetch } from '@/lib/client/bff-fetch';
import type { TwoStepView } from '@/lib/view/two-step';
import { Button } from '@/components/ui/button';
import { RecoveryCodes } from './recovery-codes';
import { SectionCard, StatusMessage } from './section-card';
import { TwoStepEnrol } from './two-step-enrol';
import { TwoStepOff } from './two-step-off';

export function TwoStepSection({ view, readOnly }: { view: TwoStepView | null; readOnly: boolean }) {
  const router = useRouter();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function newCodes() {
    setError(null);
    const res = await bffFetch('/platform/auth/two_step/recovery_codes', { method: 'POST', body: {}, schema: () => import('@/lib/contract/two-step').then((m) => m.RecoveryCodesSchema) });
    if (!res.ok) return setError(res.message);
    setCodes(res.data.recovery_codes);
    router.refresh();
  }

  if (!view) {
    return (
      <SectionCard title="Two-step verification" id="two-step">
        <p role="status">We could not load your two-step verification. Please try again later.</p>
      </SectionCard>
    );
  }
  return (
    <SectionCard title="Two-step verification" id="two-step">
      <p className="mb-2">
        <span className="font-semibold">{view.on ? 'On.' : 'Off.'}</span>{' '}
        {view.on ? 'After the password, sign-in on a new device asks for a 6-digit code.' : 'Add a second step: after the password, a 6-digit code sent to you or made by an app.'}
      </p>
      {view.required && <p className="mb-2 text-sm">Required for staff accounts: it cannot be turned off{view.methods.length === 0 ? '. Codes come by e-mail.' : '.'}</p>}
      {view.methods.length > 0 && (
        <ul className="mb-3 divide-y divide-gray-200" aria-label="Two-step methods">
          {view.methods.map((m) => (
            <li key={m.way} className="py-2">
              <p className="font-medium">{m.label}</p>
              <p className="text-sm text-muted">{m.destination} · on since {m.since}</p>
            </li>
          ))}
        </ul>
      )}
      {!readOnly && (
        <div className="space-y-4">
          {view.available.length > 0 && <TwoStepEnrol available={view.available} onOn={(fresh) => { setCodes(fresh); setStatus('Two-step verification is on. We sent you a notice by e-mail.'); router.refresh(); }} />}
          {codes && <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />}
          {view.on && !codes && (
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-sm">{view.recoveryCodesLeft} of 10 recovery codes left.</p>
              <Button type="button" variant="secondary" onClick={newCodes}>Make new recovery codes</Button>
            </div>
          )}
          {view.on && !view.required && <TwoStepOff onOff={() => { setStatus('Two-step verification is off. We sent you a notice by e-mail.'); router.refresh(); }} />}
          {error && <p role="alert" className="text-sm text-danger">{error}</p>}
          <StatusMessage text={status} />
        </div>
      )}
    </SectionCard>
  );
}
