'use client';
// Stopping electronic delivery: a question that says what changes, then the lender's step-up (the password,
// in place) before it records the withdrawal. The section reloads from the lender after.
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { bffRoutes } from '@/lib/client/bff-routes';
import { useBffCall } from '@/lib/client/bff-call';
import { Button } from '@/components/ui/button';
import { useStepUp } from '@/components/auth/use-step-up';
import { StatusMessage } from '@/components/preferences/section-card';

export function WithdrawPaperless() {
  const t = useTranslations('legal.consent.paperless');
  const router = useRouter();
  const call = useBffCall();
  const { withStepUp, stepUpDialog } = useStepUp();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const confirm = useRef<HTMLButtonElement>(null);

  // The question takes focus when it appears, so a keyboard or screen reader user meets it at once.
  useEffect(() => {
    if (asking) confirm.current?.focus();
  }, [asking]);

  async function withdraw() {
    if (busy) return;
    setBusy(true);
    setError(null);
    const res = await withStepUp(() => call(bffRoutes.esign.withdraw, {}));
    setBusy(false);
    if (!res.ok) return setError(res.message);
    setAsking(false);
    setStatus(t('withdrawn'));
    router.refresh();
  }

  return (
    <div className="space-y-3">
      {asking ? (
        <div role="group" aria-labelledby="paperless-withdraw-question" className="flex flex-wrap items-center gap-2">
          <p id="paperless-withdraw-question" className="w-full text-sm font-medium">{t('withdrawQuestion')}</p>
          <Button ref={confirm} type="button" variant="danger" pending={busy} pendingLabel={t('withdrawing')} onClick={withdraw}>{t('yesWithdraw')}</Button>
          <Button type="button" variant="secondary" onClick={() => setAsking(false)}>{t('keep')}</Button>
        </div>
      ) : (
        !status && <Button type="button" variant="secondary" onClick={() => { setAsking(true); setError(null); }}>{t('withdraw')}</Button>
      )}
      {error && <p role="alert" className="text-sm text-danger">{error}</p>}
      <StatusMessage text={status} />
      {stepUpDialog}
    </div>
  );
}
