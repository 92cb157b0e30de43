import { abaRoutingValid, accountNumberValid, BANK_ACCOUNT_PROBLEMS, typedBankAccountProblems } from './bank-accounts';

test.each([
  ['021000021', true], // JPMorgan Chase, New York
  ['011000015', true], // Federal Reserve Bank of Boston
  ['322271627', true], // a thrift prefix (32)
  ['021000022', false], // checksum off by one
  ['000000000', false],
  ['131000021', false], // prefix 13 is no Federal Reserve district
  ['02100002', false],
  ['02100002a', false],
])('routing %s valid: %s', (routing, valid) => expect(abaRoutingValid(routing)).toBe(valid));

test.each([
  ['1234', true],
  ['12345678901234567', true],
  ['123', false],
  ['123456789012345678', false],
  ['12-34', false],
])('account %s valid: %s', (account, valid) => expect(accountNumberValid(account)).toBe(valid));

const good = { routing_number: '021000021', account_number: '000123456789', bank_name: 'Chase', account_type: 'Checking' };
test.each<[string, Partial<typeof good>, object]>([
  ['a good checking account', {}, {}],
  ['savings', { account_type: 'Savings' }, {}],
  ['a bad routing number', { routing_number: '123456789' }, { routing_number: BANK_ACCOUNT_PROBLEMS.routing_number }],
  ['a short account number', { account_number: '12' }, { account_number: BANK_ACCOUNT_PROBLEMS.account_number }],
  ['a blank bank name', { bank_name: '   ' }, { bank_name: 'Bank name is required' }],
  ['a bank name of 31 characters', { bank_name: 'B'.repeat(31) }, { bank_name: 'Bank name must be at most 30 characters' }],
  ['30 characters, padded', { bank_name: ` ${'B'.repeat(30)} ` }, {}],
  ['another account type', { account_type: 'checking' }, { account_type: 'Choose Checking or Savings' }],
])('%s', (_, over, problems) => expect(typedBankAccountProblems({ ...good, ...over })).toEqual(problems));
