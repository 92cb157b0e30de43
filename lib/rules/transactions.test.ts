import { englishRules as en } from '@/lib/testing/intl';
import { confirmationNumber, paymentMethodLabel, receiptStatus, scheduledDate } from './transactions';

describe('confirmationNumber', () => {
  it.each([
    [1, 'EWF-00000001'],
    [4312, 'EWF-00004312'],
    [123456789, 'EWF-123456789'],
  ])('%d → %s', (id, expected) => {
    expect(confirmationNumber(id)).toBe(expected);
  });
});

describe('paymentMethodLabel', () => {
  it.each([
    ['BankAccount', 'Ana checking ••••6789', 'Bank account: Ana checking ••••6789'],
    ['BankAccount', null, 'Bank account'],
    ['DebitCard', 'Debit card ending 4242', 'Debit card ending 4242'],
    ['DebitCard', null, 'Debit card'],
  ] as const)('%s named %s → %s', (type, name, expected) => {
    expect(paymentMethodLabel({ transactable_type: type, transactable_name: name }, en)).toBe(expected);
  });
});

describe('receiptStatus', () => {
  it.each([
    ['scheduled', 'Scheduled'],
    ['pending', 'Processing'],
    ['cancelled', 'Cancelled'],
    ['inactive', 'Not active'],
  ] as const)('%s → %s', (status, expected) => {
    expect(receiptStatus(status, en)).toBe(expected);
  });
});

describe('scheduledDate', () => {
  it('is the effective date when there is one, else the Mountain Time day it was made', () => {
    expect(scheduledDate({ future_effective_at: '2026-03-20', created_at: '2026-03-10T18:00:00Z' })).toBe('2026-03-20');
    // 03:00 UTC on the 11th is still the 10th in Denver.
    expect(scheduledDate({ future_effective_at: null, created_at: '2026-03-11T03:00:00Z' })).toBe('2026-03-10');
  });
});
