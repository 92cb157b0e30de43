'use client';
// Signing the loan documents (spec 000 section 2): confirm, sign, then the Processing bar that advances
// every 250 ms up to 100, then the success message and Continue. A failed sign keeps the form and says why.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { bffRoutes } from '@/lib/client/bff-routes';
import { useBffCall } from '@/lib/client/bff-call';
import { Button, buttonClass } from '@/components/ui/button';
import { ScriptForm } from '@/components/ui/script-form';
import { useBffForm } from '@/lib/client/use-bff-form';

export const PROGRESS_TICK_MS = 250;
const STEP = 10;
/** While the lender has not answered, the bar waits here. */
const HOLD_AT = 90;

const AGREE_FIELDS = ['agree'] as const;

export function SignForm({ applicationId, loanHref }: { applicationId: number; loanHref: string }) {
  const t = useTranslations('application.sign');
  const refusal = useTranslations('application.refusals');
  const call = useBffCall();
  const form = useBffForm({ fields: AGREE_FIELDS });
  const [agreed, setAgreed] = useState(false);
  const error = form.error('agree') ?? form.error('base');
  const [progress, setProgress] = useState(0);
  const [signed, setSigned] = useState(false);
  const successRef = useRef<HTMLHeadingElement>(null);
  const errorId = useId();

  // The screen follows from the state: success once signed and the bar is full.
  const phase = signed && progress >= 100 ? 'success' : form.pending || signed ? 'processing' : 'form';

  useEffect(() => {
    if (phase !== 'processing') return;
    const timer = setInterval(() => setProgress((p) => Math.min(p + STEP, signed ? 100 : HOLD_AT)), PROGRESS_TICK_MS);
    return () => clearInterval(timer);
  }, [phase, signed]);

  useEffect(() => {
    if (phase === 'success') successRef.current?.focus();
  }, [phase]);

  async function sign() {
    if (form.refuse({ agree: agreed ? null : refusal('signConsent') })) return;
    setProgress(0);
    // No answer at all is said as the signing's own failure, not as the network's.
    const res = await form.send(() => call(bffRoutes.applications.sign, { params: { id: applicationId }, body: { agree: true }, fallbackMessage: t('failed'), offlineMessage: t('failed') }));
    if (res?.ok) setSigned(true);
  }

  return (
    <div>
      {/* The bar itself is not read out as it moves: this says once that signing is under way, then done. */}
      <p role="status" aria-live="polite" className="sr-only">
        {phase === 'processing' ? t('processingStatus') : phase === 'success' ? t('done') : ''}
      </p>
      {phase === 'form' && (
        <ScriptForm attach={form.attach} onSubmit={sign} noValidate className="space-y-4">
          <div className="flex items-start gap-3">
            <input
              id="agree"
              name="agree"
              type="checkbox"
              checked={agreed}
              onChange={(e) => { setAgreed(e.target.checked); form.clear(); }}
              aria-invalid={Boolean(error) || undefined}
              aria-describedby={error ? errorId : undefined}
              className="mt-1 size-5 shrink-0 accent-brand-700"
            />
            <label htmlFor="agree">{t('agree')}</label>
          </div>
          {error && <p id={errorId} role="alert" className="text-danger">{error}</p>}
          <Button type="submit" pending={form.pending} pendingLabel={t('signing')}>{t('submit')}</Button>
        </ScriptForm>
      )}
      {phase !== 'form' && (
        <div className="mb-4">
          <h2 className="mb-2 text-lg font-semibold">{phase === 'success' ? t('complete') : t('processing')}</h2>
          <div
            role="progressbar"
            aria-label={t('progressLabel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-4 w-full overflow-hidden rounded-full bg-gray-200"
          >
            <div className="h-full bg-brand-700 transition-[width] duration-200" style={{ width: `${progress}%` }} />
          </div>
          <p className="mt-1 text-sm text-muted tabular-nums">{progress}%</p>
        </div>
      )}
      {phase === 'success' && (
        <div className="space-y-4">
          <h2 ref={successRef} tabIndex={-1} className="text-xl font-semibold text-success">
            {t('done')}
          </h2>
          {/* A full load: the layout's sidebar (service-center warning, My Loans) must show the signed loan. */}
          <a href={loanHref} className={buttonClass('primary')}>{t('continue')}</a>
        </div>
      )}
    </div>
  );
}
