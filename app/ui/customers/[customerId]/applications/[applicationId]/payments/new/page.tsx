// …/payments/new — spec 000's path for the Make Payment screen (the same screen as …/make-payment).
import type { Metadata } from 'next';
import { MakePaymentScreen } from '@/components/payment/make-payment-screen';
import { loadMakePayment, type MakePaymentSearchParams } from '@/lib/loan/make-payment';

export const metadata: Metadata = { title: 'Make a Payment' };

export default async function NewPaymentPage(props: {
  params: Promise<{ customerId: string; applicationId: string }>;
  searchParams: Promise<MakePaymentSearchParams>;
}) {
  const [params, searchParams] = await Promise.all([props.params, props.searchParams]);
  return <MakePaymentScreen screen={await loadMakePayment(params, searchParams)} />;
}
