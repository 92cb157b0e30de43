// …/payments/error — the payment error page (spec 001 section 8), with Back to Loan.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PaymentError } from '@/components/payment/payment-result';
import { loadLoanArea } from '@/lib/loan/load';
import { loanPath } from '@/lib/rules/loan-tabs';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('payment'))('error.title') };
}

export default async function PaymentErrorPage(props: { params: Promise<{ customerId: string; applicationId: string }> }) {
  const { customerId, applicationId } = await props.params;
  // Access is checked again here: the layout does not re-run on client navigation.
  const area = await loadLoanArea(customerId, applicationId);
  return <PaymentError loanHref={loanPath(area.customerId, area.applicationId)} />;
}
