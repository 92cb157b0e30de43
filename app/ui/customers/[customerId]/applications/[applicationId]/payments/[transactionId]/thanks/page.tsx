// …/payments/{transactionId}/thanks — the payment success page: the scheduled amount and date
// (future_effective_at, else created_at) and the payment's receipt, made to print. A transaction that
// cannot be loaded shows the payment error.
import type { Metadata } from 'next';
import { unstable_rethrow } from 'next/navigation';
import { PaymentError, PaymentThanks } from '@/components/payment/payment-result';
import { IdParamSchema } from '@/lib/contract/common';
import { getTransaction } from '@/lib/lender/api';
import { orSignIn } from '@/lib/lender/page';
import { loadLoanArea } from '@/lib/loan/load';
import { loanPath } from '@/lib/rules/loan-tabs';
import { requireCustomerAccess } from '@/lib/session/session';

export const metadata: Metadata = { title: 'Thank you for your payment' };

export default async function PaymentThanksPage(props: { params: Promise<{ customerId: string; applicationId: string; transactionId: string }> }) {
  const { customerId, applicationId, transactionId } = await props.params;
  const { session } = await requireCustomerAccess(customerId);
  const id = IdParamSchema.safeParse(transactionId);
  const [area, transaction] = await Promise.all([
    loadLoanArea(customerId, applicationId),
    id.success
      ? orSignIn(getTransaction(session.token, id.data)).catch((err: unknown) => {
          unstable_rethrow(err);
          return null;
        })
      : null,
  ]);
  const loanHref = loanPath(area.customerId, area.applicationId);
  // A failed load, or a transaction of another application, is a payment error.
  if (!transaction || transaction.attributes.application_id !== area.applicationId) return <PaymentError loanHref={loanHref} />;
  return <PaymentThanks transaction={transaction} applicationId={area.applicationId} loanHref={loanHref} />;
}
