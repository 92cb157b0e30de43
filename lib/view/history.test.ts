import type { CompletedPayment, RecoveryPayment } from '../contract/history';
import { toCompletedPaymentView, toRecoveryPaymentView, type CompletedPaymentView, type RecoveryPaymentView } from './history';

const child = {
  row_id: 8,
  date_paid: '2026-03-02',
  transaction_code: 204,
  customer_description: 'Late fee',
  nsf_date: null,
  payment_amount: 10,
  payment_method: { payment_method_code: 'ACH' },
  payment_method_reference: null,
};
const paid: CompletedPayment = { ...child, row_id: 7, customer_description: 'Payment', payment_amount: 250.25, payment_method_reference: 'chk 6789', child_payments: [child] };

describe('toCompletedPaymentView', () => {
  it.each<[string, CompletedPayment, Partial<CompletedPaymentView>]>([
    ['a payment with a child', paid, {
      rowId: 7, datePaid: '2026-03-02', amount: 250.25, methodCode: 'ACH', methodReference: 'chk 6789', description: 'Payment', returnedOn: null,
      children: [{ rowId: 8, datePaid: '2026-03-02', amount: 10, methodCode: 'ACH', methodReference: null, description: 'Late fee', returnedOn: null }],
    }],
    ['a returned payment', { ...paid, nsf_date: '2026-03-06' }, { returnedOn: '2026-03-06' }],
    ['an empty reference is none', { ...paid, payment_method_reference: '' }, { methodReference: null }],
    ['no children', { ...paid, child_payments: [] }, { children: [] }],
  ])('%s', (_, payment, expected) => {
    expect(toCompletedPaymentView(payment)).toMatchObject(expected);
  });
});

describe('toRecoveryPaymentView', () => {
  const wire: RecoveryPayment = { id: 4, effective_date: '2026-05-01', transaction_code: 1, payment_method_reference: 'REF-1', transaction_amount: 75 };
  it.each<[string, RecoveryPayment, number, RecoveryPaymentView]>([
    ['with its id', wire, 0, { key: 'id-4', effectiveDate: '2026-05-01', reference: 'REF-1', amount: 75 }],
    ['without its id (an extension): its position', { ...wire, id: undefined }, 3, { key: 'at-3', effectiveDate: '2026-05-01', reference: 'REF-1', amount: 75 }],
    ['no reference', { ...wire, payment_method_reference: null }, 0, { key: 'id-4', effectiveDate: '2026-05-01', reference: null, amount: 75 }],
  ])('%s', (_, payment, position, expected) => {
    expect(toRecoveryPaymentView(payment, position)).toEqual(expected);
  });
});
