'use client';
// Cancels a scheduled (future-dated) bank payment, up to one business day before its date (Mountain
// Time). Used on the Make Payment page and the loan page, beside each of pending_payments.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { bffFetch } from '@/lib/client/bff-fetch';
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
  const [cancelled, setCancelled] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const date = payment.futureEffectiveAt;
  const what = `${formatDollars(payment.amount)} payment${date ? ` of ${formatDate(date)}` : ''}`;

  if (cancelled) return <p role="status" className="text-sm font-semibold text-success">Your {what} was cancelled.</p>;
  if (!date || date <= today) return <p className="text-sm text-muted">Being processed; it can no longer be cancelled.</p>;
  if (!canCancelScheduledPayment(date, today)) {
    return <p className="text-sm text-muted">It can no longer be cancelled online (the last day was {formatDate(lastCancelDay(date))}).</p>;
  }

  async function cancel() {
    setBusy(true);
    setError(null);
    const res = await bffFetch(`/api/transactions/${payment.id}`, { method: 'DELETE', schema: () => import('@/lib/contract/transactions').then((m) => m.TransactionResponseSchema) });
    setBusy(false);
    if (res.ok) setCancelled(true);
    else setError(res.message);
  }

  return (
    <div className="space-y-2">
      {!confirming ? (
        <Button type="button" variant="secondary" onClick={() => setConfirming(true)} aria-label={`Cancel the ${what}`}>
          Cancel Payment
        </Button>
      ) : (
        <div role="group" aria-label={`Cancel the ${what}?`} className="space-y-2">
          <p className="text-sm">Cancel the {what}? You can cancel until {formatDate(lastCancelDay(date))}.</p>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="danger" onClick={cancel} pending={busy} pendingLabel="Cancelling…">
              Yes, Cancel Payment
            </Button>
            <Button type="button" variant="secondary" onClick={() => setConfirming(false)} disabled={busy}>
              Keep Payment
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
