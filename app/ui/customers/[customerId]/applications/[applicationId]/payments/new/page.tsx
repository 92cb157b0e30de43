// …/payments/new — spec 000's path for the Make Payment screen: the same page as …/make-payment.
import type { Metadata } from 'next';
import MakePaymentPage from '../../make-payment/page';

export const metadata: Metadata = { title: 'Make a Payment' };

export default MakePaymentPage;
