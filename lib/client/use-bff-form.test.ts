// The form hook's placing of refusals: a server or schema key names a form's field by itself, by its last
// part, or through the form's own table; anything else is the form's own refusal ('base').
import { fieldOf, placeErrors } from './use-bff-form';

const FIELDS = ['amount', 'date', 'account'] as const;

describe('fieldOf', () => {
  test.each([
    ['amount', 'amount'],
    ['transaction.amount', 'amount'],
    ['recurring_payment.amount', 'amount'],
    ['transaction.future_effective_at', 'date'],
    ['transaction.transactable_id', 'account'],
    ['base', 'base'],
    ['terms_version', 'base'],
    ['amount.cents', 'base'],
  ])('%s → %s', (key, field) => {
    expect(fieldOf(key, FIELDS, { 'transaction.future_effective_at': 'date', 'transaction.transactable_id': 'account' })).toBe(field);
  });
});

describe('placeErrors', () => {
  it('keeps the first message of each field, the first refusal of a field winning', () => {
    expect(placeErrors({ 'transaction.amount': ['Too small', 'Not a number'], amount: ['Later'], other: ['Something else'], base: ['Ignored: base already said'] }, FIELDS)).toEqual({
      amount: 'Too small',
      base: 'Something else',
    });
  });

  it('places nothing for no refusal, and skips empty lists', () => {
    expect(placeErrors({}, FIELDS)).toEqual({});
    expect(placeErrors({ date: [] }, FIELDS)).toEqual({});
  });
});
