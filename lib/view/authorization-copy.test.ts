import type { RecurringPayment } from '../contract/recurring-payments';
import type { Transaction } from '../contract/transactions';
import { autopayCopyOf, cancellationCopyOf } from './authorization-copy';

const autopay = (attributes: Partial<RecurringPayment['attributes']>) => ({ id: 1, attributes }) as RecurringPayment;
const payment = (attributes: Partial<Transaction['attributes']>) => ({ id: 1, attributes }) as Transaction;

test.each([
  ['the authorization set up or changed', autopay({ authorization_file_id: 7, cancellation_file_id: null }), 'authorization', 7],
  ['the cancellation', autopay({ authorization_file_id: 7, cancellation_file_id: 9 }), 'cancellation', 9],
  ['a lender without copies', autopay({}), 'authorization', null],
  ['a cancellation without a copy', autopay({ authorization_file_id: 7 }), 'cancellation', null],
] as const)('autopay: %s', (_, answer, kind, copy) => {
  expect(autopayCopyOf(answer, kind)).toBe(copy);
});

test.each([
  ['a cancelled payment with its copy', payment({ cancellation_file_id: 12 }), 12],
  ['a lender without copies', payment({}), null],
] as const)('a scheduled payment cancelled: %s', (_, answer, copy) => {
  expect(cancellationCopyOf(answer)).toBe(copy);
});
