import en from '@/messages/en-US';
import es from '@/messages/es-US';
import { translateErrorBody, translationTable } from './reverse';

const table = translationTable(en, es, ['bff', 'rules', 'bank-accounts', 'payment.soldOff']);

test.each([
  ['Please correct the highlighted fields.', 'Corrija los campos marcados.'],
  ['Less than minimum monthly payment', 'Es menor que el pago mensual mínimo'],
  ['Invalid routing number', 'Número de ruta no válido'],
  ['This account pays your autopay. Please move or cancel your autopay first, then remove the account.', 'Esta cuenta paga su pago automático. Primero cambie o cancele su pago automático y luego quite la cuenta.'],
  // With figures in it: as the lender said it.
  ['The amount is greater than your payoff balance of $10.00', 'The amount is greater than your payoff balance of $10.00'],
  ['Something only the lender says', 'Something only the lender says'],
])('%s', (english, shown) => {
  expect(translateErrorBody({ message: english }, table).message).toBe(shown);
});

test('field errors too, and nothing else of the body changes', () => {
  expect(translateErrorBody({ message: 'Please correct the highlighted fields.', errors: { 'recurring_payment.amount': ['Less than minimum monthly payment'] } }, table)).toEqual({
    message: 'Corrija los campos marcados.',
    errors: { 'recurring_payment.amount': ['Es menor que el pago mensual mínimo'] },
  });
});

test("the BFF's own English words are the catalogue's", () => {
  expect(en.bff.invalidFields).toBe('Please correct the highlighted fields.');
});
