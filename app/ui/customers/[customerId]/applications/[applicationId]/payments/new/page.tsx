// …/payments/new — spec 000's path for the Make Payment screen: the same page as …/make-payment.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import MakePaymentPage from '../../make-payment/page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('payment'))('title') };
}

export default MakePaymentPage;
