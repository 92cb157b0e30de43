// …/make-payment — the Make Payment tab (the same screen as …/payments/new).
import type { Metadata } from 'next';
import { MakePaymentScreen } from '@/components/payment/make-payment-screen';
import { loadMakePayment, type MakePaymentSearchParams } from '@/lib/loan/make-payment';

export const metadata: Metadata = { title: 'Make a Payment' };

export default async function MakePaymentPage(props: {
  params: Promise<{ customerId: string; applicationId: string }>;
  searchParams: Promise<MakePaymentSearchParams>;
}) {
  const [params, searchParams] = await Promise.all([props.params, props.searchParams]);
  return <MakePaymentScreen screen={await loadMakePayment(params, searchParams)} />;
}
