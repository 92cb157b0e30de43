import { isManageAutoPayFlag, paymentFlowStartStep, paymentFlowSteps, showAutopaySummary } from './payment-flow';
import { defaultPaymentMethod, FEES, initialPaymentMethod, PAYMENT_METHODS } from './payment-methods';

describe('the payment flow start step', () => {
  it.each([
    [true, true, 'manageAutopay'],
    [true, false, 'manageAutopay'],
    [false, true, 'payment'],
    [false, false, 'addBankAccount'],
  ] as const)('manageAutoPay %s, has a bank account %s → %s', (manageAutoPay, hasBankAccount, step) => {
    expect(paymentFlowStartStep({ manageAutoPay, hasBankAccount })).toBe(step);
  });

  it('a card customer (manages no bank accounts) has no add step and never starts on it', () => {
    expect(paymentFlowSteps({ managesBankAccounts: true })).toEqual(['addBankAccount', 'payment', 'manageAutopay']);
    expect(paymentFlowSteps({ managesBankAccounts: false })).toEqual(['payment', 'manageAutopay']);
    expect(paymentFlowStartStep({ manageAutoPay: false, hasBankAccount: false, managesBankAccounts: false })).toBe('payment');
    expect(paymentFlowStartStep({ manageAutoPay: true, hasBankAccount: false, managesBankAccounts: false })).toBe('manageAutopay');
  });

  it.each([
    ['1', true],
    ['true', true],
    [undefined, false],
    ['0', false],
    [['1', '1'], false],
  ] as const)('?manageAutoPay=%j sets the flag: %s', (value, flag) => {
    expect(isManageAutoPayFlag(value as string | string[] | undefined)).toBe(flag);
  });
});

describe('payment methods', () => {
  it('are bankPayment, debitCard, phoneMail, cash in that order', () => {
    expect(PAYMENT_METHODS).toEqual(['bankPayment', 'debitCard', 'phoneMail', 'cash']);
  });

  it('default to debit card on probation, else bank payment', () => {
    expect(defaultPaymentMethod(true)).toBe('debitCard');
    expect(defaultPaymentMethod(false)).toBe('bankPayment');
  });

  it('open a requested tab, ignore an unknown one, and open the bank tab to manage autopay', () => {
    expect(initialPaymentMethod('cash', false, false)).toBe('cash');
    expect(initialPaymentMethod('wire', true, false)).toBe('debitCard');
    expect(initialPaymentMethod(undefined, false, false)).toBe('bankPayment');
    expect(initialPaymentMethod('cash', true, true)).toBe('bankPayment');
  });

  it('carry the fees of both specs', () => {
    expect(FEES).toEqual({ bankPayment: 0, debitCard: 250, phone: 450, mail: 0, cash: 299 });
  });
});

describe('the autopay summary', () => {
  it.each([
    [true, false, false, true],
    [false, false, false, false],
    [true, true, false, false],
    [true, false, true, false],
  ])('active %s, manageAutoPay %s, additionalPayment %s → shown %s', (hasActiveAutopay, manageAutoPay, additionalPayment, shown) => {
    expect(showAutopaySummary({ hasActiveAutopay, manageAutoPay, additionalPayment })).toBe(shown);
  });
});
