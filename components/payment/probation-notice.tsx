'use client';
// Payment probation (spec 000 section 2): no bank payments; pay by card or call support.
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { phoneLink } from '@/components/i18n/rich';
import { SUPPORT_PHONE } from '@/lib/rules/contact';
import { formatCents } from '@/lib/rules/money';
import { FEES } from '@/lib/rules/payment-methods';
import { usePaymentMethod } from './payment-method-context';

export function ProbationNotice() {
  const { select } = usePaymentMethod();
  const t = useTranslations('payment.probation');
  return (
    <div className="space-y-3 rounded-md border border-amber-400 bg-amber-50 p-4">
      <h3 className="text-lg font-semibold">{t('heading')}</h3>
      <p>{t.rich('text', { phone: SUPPORT_PHONE, tel: phoneLink(SUPPORT_PHONE) })}</p>
      <p className="text-sm text-muted">{t('fee', { fee: formatCents(FEES.phone) })}</p>
      <Button type="button" onClick={() => select('debitCard')}>{t('payByCard')}</Button>
    </div>
  );
}
