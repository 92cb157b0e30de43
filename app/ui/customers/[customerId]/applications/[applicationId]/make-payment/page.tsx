// …/make-payment — the Make Payment tab (the same screen as …/payments/new).
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MakePaymentScreen } from '@/components/payment/make-payment-screen';
import { loadMakePayment, type MakePaymentSearchParams } from '@/lib/loan/make-payment';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('payment'))('title') };
}

export default async function MakePaymentPage(props: {
  params: Promise<{ customerId: string; applicationId: string }>;
  searchParams: Promise<MakePaymentSearchParams>;
}) {
  const [params, searchParams] = await Promise.all([props.params, props.searchParams]);
  return <MakePaymentScreen screen={await loadMakePayment(params, searchParams)} />;
}
