import { cancellableOnline, lastDayToCancel, paymentState, type PaymentRecord } from './transactions';

const today = '2026-05-18';
const bank = (over: Partial<PaymentRecord>): PaymentRecord => ({ transactableType: 'BankAccount', futureEffectiveAt: '2026-05-21', active: true, cancelled: false, ...over });

test.each<[string, PaymentRecord, string, boolean, string | null]>([
  ['a bank payment three days ahead', bank({}), 'scheduled', true, '2026-05-20'],
  ['a bank payment tomorrow (the last day to cancel was today)', bank({ futureEffectiveAt: '2026-05-19' }), 'scheduled', true, '2026-05-18'],
  ['a bank payment today', bank({ futureEffectiveAt: today }), 'pending', false, null],
  ['a payment taken today without a date', bank({ futureEffectiveAt: null }), 'pending', false, null],
  ['a debit card payment ahead', bank({ transactableType: 'DebitCard' }), 'scheduled', false, null],
  ['a cancelled one', bank({ cancelled: true }), 'cancelled', false, null],
  ['an inactive one', bank({ active: false }), 'inactive', false, null],
])('%s', (_, record, state, cancellable, lastDay) => {
  expect(paymentState(record, today)).toBe(state);
  expect(cancellableOnline(record, today)).toBe(cancellable);
  expect(lastDayToCancel(record, today)).toBe(lastDay);
});

test('a Monday payment seen on the Saturday before: its last cancel day (Friday) has passed', () => {
  const record = bank({ futureEffectiveAt: '2026-05-18' });
  expect(cancellableOnline(record, '2026-05-16')).toBe(false);
  expect(lastDayToCancel(record, '2026-05-16')).toBe('2026-05-15');
});
