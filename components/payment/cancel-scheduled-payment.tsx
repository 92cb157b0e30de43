'use client';
// Cancels a scheduled (future-dated) bank payment, up to one business day before its date (Mountain
// Time). Used on the Make Payment page and the loan page, beside each of pending_payments.
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { AuthorizationCopyLink } from './authorization-copy-link';
import { cancellationCopyOf } from '@/lib/view/authorization-copy';
import { bffRoutes } from '@/lib/client/bff-routes';
import { useBffCall } from '@/lib/client/bff-call';
import { canCancelScheduledPayment, lastCancelDay } from '@/lib/rules/business-days';
import { formatDate } from '@/lib/rules/dates';
import { formatDollars } from '@/lib/rules/money';

export interface PendingPaymentRef {
  id: number;
  amount: number;
  futureEffectiveAt: string | null;
}

/** `today` is the lender's (lenderToday() on the server). */
export function CancelScheduledPayment({ payment, today }: { payment: PendingPaymentRef; today: string }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  // Cancelled, with the lender's copy of the cancellation when it names one.
  const [cancelled, setCancelled] = useState<{ copy: number | null } | null>(null);
  // One key per payment shown: a retried cancel is the same cancellation (one copy, one receipt).
  const [key] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string | null>(null);
  const t = useTranslations('payment.cancel');
  const call = useBffCall();
  const date = payment.futureEffectiveAt;
  const what = t('what', { amount: formatDollars(payment.amount), hasDate: String(Boolean(date)), date: date ? formatDate(date) : '' });

  if (cancelled) {
    return (
      <div className="space-y-1">
        <p role="status" className="text-sm font-semibold text-success">{t('done', { what })}</p>
        {cancelled.copy !== null && <AuthorizationCopyLink fileId={cancelled.copy} kind="cancellation" />}
      </div>
    );
  }
  if (!date || date <= today) return <p className="text-sm text-muted">{t('processing')}</p>;
  if (!canCancelScheduledPayment(date, today)) {
    return <p className="text-sm text-muted">{t('tooLate', { date: formatDate(lastCancelDay(date)) })}</p>;
  }

  async function cancel() {
    setBusy(true);
    setError(null);
    const res = await call(bffRoutes.payments.cancel, { params: { id: payment.id }, idempotencyKey: key });
    setBusy(false);
    if (res.ok) setCancelled({ copy: cancellationCopyOf(res.data.data) });
    else setError(res.message);
  }

  return (
    <div className="space-y-2">
      {!confirming ? (
        <Button type="button" variant="secondary" onClick={() => setConfirming(true)} aria-label={t('label', { what })}>
          {t('button')}
        </Button>
      ) : (
        <div role="group" aria-label={t('groupLabel', { what })} className="space-y-2">
          <p className="text-sm">{t('confirm', { what, date: formatDate(lastCancelDay(date)) })}</p>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="danger" onClick={cancel} pending={busy} pendingLabel={t('cancelling')}>
              {t('yes')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setConfirming(false)} disabled={busy}>
              {t('keep')}
            </Button>
          </div>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
