// …/payments/{transactionId}/thanks — the payment success page: the scheduled amount and date
// (future_effective_at, else created_at) and the payment's receipt, made to print. A transaction that
// cannot be loaded shows the payment error.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PaymentError, PaymentThanks } from '@/components/payment/payment-result';
import { IdParamSchema } from '@/lib/contract/common';
import { lender } from '@/lib/lender/api';
import { isLoaded, loadOptional } from '@/lib/lender/page';
import { loadLoanArea } from '@/lib/loan/load';
import { loanPath } from '@/lib/rules/loan-tabs';
import { requireCustomerAccess } from '@/lib/session/session';
import { toPaymentView } from '@/lib/view/transaction';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('payment'))('thanks.title') };
}

export default async function PaymentThanksPage(props: { params: Promise<{ customerId: string; applicationId: string; transactionId: string }> }) {
  const { customerId, applicationId, transactionId } = await props.params;
  const { session } = await requireCustomerAccess(customerId);
  const id = IdParamSchema.safeParse(transactionId);
  const [area, transaction] = await Promise.all([
    loadLoanArea(customerId, applicationId),
    id.success ? loadOptional(lender.getTransaction({ token: session.token, id: id.data })) : null,
  ]);
  const loanHref = loanPath(area.customerId, area.applicationId);
  const payment = transaction && isLoaded(transaction) ? toPaymentView(transaction, new Date()) : null;
  // A failed load, or a transaction of another application, is a payment error.
  if (!payment || payment.applicationId !== area.applicationId) return <PaymentError loanHref={loanHref} />;
  return <PaymentThanks payment={payment} loanHref={loanHref} />;
}
