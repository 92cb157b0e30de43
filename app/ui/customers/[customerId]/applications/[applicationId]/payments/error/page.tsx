// …/payments/error — the payment error page (spec 001 section 8), with Back to Loan.
import type { Metadata } from 'next';
import { PaymentError } from '@/components/payment/payment-result';
import { loadLoanArea } from '@/lib/loan/load';
import { loanPath } from '@/lib/rules/loan-tabs';

export const metadata: Metadata = { title: 'Payment Error' };

export default async function PaymentErrorPage(props: { params: Promise<{ customerId: string; applicationId: string }> }) {
  const { customerId, applicationId } = await props.params;
  // Access is checked again here: the layout does not re-run on client navigation.
  const area = await loadLoanArea(customerId, applicationId);
  return <PaymentError loanHref={loanPath(area.customerId, area.applicationId)} />;
}
