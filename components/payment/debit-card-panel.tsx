'use client';
// The debit card tab (spec 001 sections 1, 7, 8, 9): the fee and timing, an acknowledgement, then the
// hand-off: speedpay_data from the BFF, posted as a real HTML form to the card processor.
import { useEffect, useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { bffRoutes } from '@/lib/client/bff-routes';
import { useBffCall } from '@/lib/client/bff-call';
import { formatCents } from '@/lib/rules/money';
import { FEES, PAYMENT_TIMING } from '@/lib/rules/payment-methods';
import { useAcknowledgement } from './payment-method-context';


function postTo(url: string, fields: Record<string, string>) {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = url;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}

export function DebitCardPanel({ applicationId }: { applicationId: number }) {
  const id = useId();
  const t = useTranslations('payment.debitCard');
  const call = useBffCall();
  const [acknowledged, setAcknowledged] = useAcknowledgement();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Coming back with the browser's Back button restores this page from its cache, mid-"busy".
  useEffect(() => {
    const reset = (e: PageTransitionEvent) => e.persisted && setBusy(false);
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  async function pay() {
    setBusy(true);
    setError(null);
    const res = await call(bffRoutes.applications.speedpayData, { params: { id: applicationId } });
    if (!res.ok) {
      setError(t('error'));
      setBusy(false);
      return;
    }
    postTo(res.data.url, { encrypted_data: res.data.encrypted_data, iv: res.data.iv });
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <h2 id={`${id}-heading`} className="text-xl font-semibold">{t('heading')}</h2>
      <p>{t('intro')}</p>
      <ul className="list-disc space-y-1 pl-6">
        <li>{t('fee', { fee: formatCents(FEES.debitCard) })}</li>
        <li>{t('timing', { hours: PAYMENT_TIMING.takesEffectWithinHours })}</li>
        <li>{t('cashAdvance')}</li>
      </ul>
      <label className="flex min-h-11 cursor-pointer items-start gap-3">
        <input type="checkbox" checked={acknowledged} onChange={(e) => setAcknowledged(e.target.checked)} className="mt-1 size-4 accent-brand-700" />
        <span>{t('acknowledge', { fee: formatCents(FEES.debitCard) })}</span>
      </label>
      {error && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-danger">
          {error}
        </p>
      )}
      <Button type="button" onClick={pay} disabled={!acknowledged} pending={busy} pendingLabel={t('opening')}>
        {t('continue')}
      </Button>
    </section>
  );
}
