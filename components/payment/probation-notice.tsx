'use client';
// Payment probation (spec 000 section 2): no bank payments; pay by card or call support.
import { Button } from '@/components/ui/button';
import { SUPPORT_PHONE, telHref } from '@/lib/rules/contact';
import { formatCents } from '@/lib/rules/money';
import { FEES } from '@/lib/rules/payment-methods';
import { usePaymentMethod } from './payment-method-context';

export function ProbationNotice() {
  const { select } = usePaymentMethod();
  return (
    <div className="space-y-3 rounded-md border border-amber-400 bg-amber-50 p-4">
      <h3 className="text-lg font-semibold">Bank payments are not available</h3>
      <p>
        Your account is on payment probation, so bank payments are not available. Please pay by debit card or call support at{' '}
        <a href={telHref(SUPPORT_PHONE)} className="font-semibold whitespace-nowrap text-brand-700 underline">{SUPPORT_PHONE}</a>.
      </p>
      <p className="text-sm text-muted">A {formatCents(FEES.phone)} convenience fee applies to payments made over the phone.</p>
      <Button type="button" onClick={() => select('debitCard')}>Pay by Debit Card</Button>
    </div>
  );
}
