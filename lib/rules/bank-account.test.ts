import { englishRules as en } from '@/lib/testing/intl';
import { isValidAccountNumber, isValidRoutingNumber, manualBankAccountErrors, digitsOnly, mayNotCoverDebit } from './bank-account';

describe('the ABA routing number checksum', () => {
  it.each([
    ['021000021', true], // JPMorgan Chase NY
    ['011000015', true], // Federal Reserve Boston
    ['091000019', true],
    ['122105278', true],
    ['322271627', true],
    ['021000022', false], // checksum off by one
    ['123456789', false], // checksum fails
    ['000000000', false], // the sum is 0, a multiple of 10, but no bank has it
    ['991000019', false], // prefix 99 is not a Federal Reserve district
    ['02100002', false], // 8 digits
    ['0210000210', false], // 10 digits
    ['02100002a', false],
    ['', false],
  ])('%s → %s', (routing, valid) => {
    expect(isValidRoutingNumber(routing)).toBe(valid);
  });
});

describe('account numbers', () => {
  it.each([
    ['1234', true],
    ['12345678901234567', true],
    ['123456789012345678', false],
    ['123', false],
    ['12-34', false],
  ])('%s → %s', (account, valid) => expect(isValidAccountNumber(account)).toBe(valid));
});

describe('a hand-entered bank account', () => {
  const good = { routing_number: '021000021', account_number: '123456789', bank_name: 'First Bank', account_type: 'Checking' };
  it('is valid with every field right', () => expect(manualBankAccountErrors(good, en)).toEqual({}));
  it.each([
    [{ routing_number: '123456789' }, 'routing_number', 'Invalid routing number'],
    [{ account_number: '12' }, 'account_number', 'Invalid account number'],
    [{ bank_name: '  ' }, 'bank_name', 'Bank name is required'],
    [{ bank_name: 'x'.repeat(31) }, 'bank_name', 'Bank name must be at most 30 characters'],
    [{ account_type: 'Brokerage' }, 'account_type', 'Choose Checking or Savings'],
  ])('%j → %s: %s', (patch, field, message) => {
    expect(manualBankAccountErrors({ ...good, ...patch }, en)).toEqual({ [field]: message });
  });
  it('accepts a 30-character bank name', () => expect(manualBankAccountErrors({ ...good, bank_name: 'x'.repeat(30) }, en)).toEqual({}));
  it('keeps digits only, up to the maximum', () => expect(digitsOnly('02-100 0021 99', 9)).toBe('021000021'));
});

describe('mayNotCoverDebit: only a linked account whose balance the lender says is short', () => {
  it.each([
    ['PLAID', false, true],
    ['PLAID', true, false],
    ['MANUAL', false, false],
    ['MANUAL', true, false],
  ] as const)('%s with sufficient balance %s → %s', (type, sufficientBalance, warned) => {
    expect(mayNotCoverDebit({ type, sufficientBalance })).toBe(warned);
  });
});
