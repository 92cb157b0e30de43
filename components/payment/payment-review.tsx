'use client';
// The last look before the payment is made: what, when, from where; the duplicate or scheduled-payment
// warning; then Confirm → processing (disabled, aria-busy, announced).
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/rules/dates';
import { formatCents } from '@/lib/rules/money';
import type { ExistingPayment } from '@/lib/rules/payment-warnings';
import { LowBalanceWarning } from './low-balance-warning';

export type ReviewWarning = { kind: 'duplicate'; text: string } | { kind: 'scheduled'; payments: ExistingPayment[] } | null;

interface Props {
  amountCents: number;
  date: string;
  accountLabel: string;
  warning: ReviewWarning;
  /** The account is linked and the lender says its balance may not cover the debit (sufficient_plaid_balance? false). */
  lowBalance: boolean;
  processing: boolean;
  error: string | null;
  onConfirm: (allowDuplicate: boolean) => void;
  onEdit: () => void;
}

export function PaymentReview({ amountCents, date, accountLabel, warning, lowBalance, processing, error, onConfirm, onEdit }: Props) {
  const id = useId();
  const t = useTranslations('payment.review');
  const heading = useRef<HTMLHeadingElement>(null);
  const [duplicateOk, setDuplicateOk] = useState(false);
  const blocked = warning?.kind === 'duplicate' && !duplicateOk;

  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <h3 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-lg font-semibold">{t('heading')}</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-md border border-gray-200 p-4">
        <dt className="text-muted">{t('amount')}</dt>
        <dd className="font-semibold tabular-nums">{formatCents(amountCents)}</dd>
        <dt className="text-muted">{t('date')}</dt>
        <dd className="font-semibold">{formatDate(date)}</dd>
        <dt className="text-muted">{t('from')}</dt>
        <dd className="font-semibold">{accountLabel}</dd>
        <dt className="text-muted">{t('authorization')}</dt>
        <dd>{t('accepted')}</dd>
      </dl>

      {warning?.kind === 'duplicate' && (
        <div role="alert" className="rounded-md border border-amber-400 bg-amber-50 p-4">
          <p className="font-semibold">{t('duplicateTitle')}</p>
          <p className="mb-2">{warning.text}</p>
          <label className="flex min-h-11 cursor-pointer items-start gap-3">
            <input type="checkbox" checked={duplicateOk} onChange={(e) => setDuplicateOk(e.target.checked)} className="mt-1 size-4 accent-brand-700" />
            <span>{t('duplicateConfirm', { amount: formatCents(amountCents), date: formatDate(date) })}</span>
          </label>
        </div>
      )}
      {warning?.kind === 'scheduled' && (
        <div role="status" className="rounded-md border border-brand-100 bg-brand-50 p-4">
          <p className="font-semibold">{t('scheduledTitle', { count: warning.payments.length })}</p>
          <ul className="my-1 list-disc pl-6">
            {warning.payments.map((p) => (
              <li key={p.id}>{t('scheduledItem', { amount: formatCents(p.amountCents), date: formatDate(p.date) })}</li>
            ))}
          </ul>
          <p>{t('scheduledText')}</p>
        </div>
      )}
      {lowBalance && <LowBalanceWarning onLaterDate={onEdit} disabled={processing} />}
      {error && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-danger">
          {error}
        </p>
      )}
      <p role="status" aria-live="polite" className="sr-only">
        {processing ? t('processingNow') : ''}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="button" onClick={() => onConfirm(warning?.kind === 'duplicate')} disabled={blocked} pending={processing} pendingLabel={t('processing')}>
          {error ? t('tryAgain') : t('confirm')}
        </Button>
        <Button type="button" variant="secondary" onClick={onEdit} disabled={processing}>
          {t('edit')}
        </Button>
      </div>
    </section>
  );
}
