// The payment history's rows (GET /api/payment_histories/paid_off, GET /api/transaction_histories) as the
// payment history page shows them.
import type { ChildPayment, CompletedPayment, RecoveryPayment } from '../contract/history';

export interface PaidPaymentView {
  /** A key among its siblings (the lender's row id). */
  rowId: number;
  datePaid: string;
  amount: number;
  methodCode: string;
  methodReference: string | null;
  description: string;
  /** The day the bank returned it (non-sufficient funds); null when it was not. */
  returnedOn: string | null;
}

export interface CompletedPaymentView extends PaidPaymentView {
  /** Its child payments, shown right under it. */
  children: PaidPaymentView[];
}

const toPaidPaymentView = (p: ChildPayment): PaidPaymentView => ({
  rowId: p.row_id,
  datePaid: p.date_paid,
  amount: p.payment_amount,
  methodCode: p.payment_method.payment_method_code,
  methodReference: p.payment_method_reference || null,
  description: p.customer_description,
  returnedOn: p.nsf_date || null,
});

export const toCompletedPaymentView = (p: CompletedPayment): CompletedPaymentView => ({
  ...toPaidPaymentView(p),
  children: p.child_payments.map(toPaidPaymentView),
});

export interface RecoveryPaymentView {
  /** The lender's id, else (an extension) its position in the page. */
  key: string;
  effectiveDate: string;
  reference: string | null;
  amount: number;
}

export const toRecoveryPaymentView = (p: RecoveryPayment, position: number): RecoveryPaymentView => ({
  key: p.id !== undefined ? `id-${p.id}` : `at-${position}`,
  effectiveDate: p.effective_date,
  reference: p.payment_method_reference,
  amount: p.transaction_amount,
});
