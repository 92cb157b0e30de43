import type { BankAccount } from '../contract/bank-accounts';
import { toBankAccountOption, type BankAccountOption } from './bank-account';

const attributes: BankAccount['attributes'] = {
  name: 'Ana checking',
  bank_name: 'First Bank',
  account_number: '••••6789',
  account_number_last4: '6789',
  account_type: 'Checking',
  routing_number: '011401533',
  type: 'MANUAL',
  active_recurring_payment: false,
  'plaid_verified?': false,
  'sufficient_plaid_balance?': true,
};

describe('toBankAccountOption', () => {
  it.each<[string, Partial<BankAccount['attributes']>, BankAccountOption]>([
    ['every field', {}, { id: 4, name: 'Ana checking', accountType: 'Checking', last4: '6789', carriesAutopay: false, lowBalance: false }],
    ['carrying autopay', { active_recurring_payment: true }, { id: 4, name: 'Ana checking', accountType: 'Checking', last4: '6789', carriesAutopay: true, lowBalance: false }],
    ['linked, its balance may not cover a debit', { type: 'PLAID', 'sufficient_plaid_balance?': false }, { id: 4, name: 'Ana checking', accountType: 'Checking', last4: '6789', carriesAutopay: false, lowBalance: true }],
    ['linked, enough balance', { type: 'PLAID', 'sufficient_plaid_balance?': true }, { id: 4, name: 'Ana checking', accountType: 'Checking', last4: '6789', carriesAutopay: false, lowBalance: false }],
    ['added by hand: its balance is not known, so no warning', { type: 'MANUAL', 'sufficient_plaid_balance?': false }, { id: 4, name: 'Ana checking', accountType: 'Checking', last4: '6789', carriesAutopay: false, lowBalance: false }],
    ['without the last 4 (an extension): from the masked number', { account_number_last4: undefined, account_number: '••••4321' }, { id: 4, name: 'Ana checking', accountType: 'Checking', last4: '4321', carriesAutopay: false, lowBalance: false }],
  ])('%s', (_, over, expected) => {
    expect(toBankAccountOption({ id: 4, attributes: { ...attributes, ...over } })).toEqual(expected);
  });
});
