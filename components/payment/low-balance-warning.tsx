'use client';
// The bank link's word that the balance may not cover a debit (sufficient_plaid_balance? false): a returned
// debit can cost a bank fee. Said on the last look before a payment or an autopay setup; the customer may go on.
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

export function LowBalanceWarning({ onLaterDate, disabled }: { onLaterDate: () => void; disabled: boolean }) {
  const t = useTranslations('payment.review');
  return (
    <div role="status" className="space-y-2 rounded-md border border-amber-400 bg-amber-50 p-4">
      <p className="font-semibold">{t('lowBalanceTitle')}</p>
      <p>{t('lowBalanceText')}</p>
      <Button type="button" variant="secondary" onClick={onLaterDate} disabled={disabled}>
        {t('lowBalanceLater')}
      </Button>
    </div>
  );
}
