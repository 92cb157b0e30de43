// The rules in both languages: English is the contract's and the spec's words, Spanish the
// catalogue's, with the same figures and formats (MM/dd/yyyy, $1,234.56, no English ordinal).
import { AMOUNT_FORMAT_MESSAGE, AMOUNT_MIN_MESSAGE, FEEDBACK_MESSAGES } from '../contract/limits';
import enMessages from '../../messages/en-US';
import { UNSAFE_TEXT_MESSAGE } from '../contract/common';
import { COMMENT_TEXT_MAX, EMPTY_COMMENT_MESSAGE, LONG_COMMENT_MESSAGE } from '../contract/team-comment-words';
import { englishRules as en, spanishRules as es } from '../testing/intl';
import { achAuthorizationText } from './ach-authorization';
import { autopayAuthorizationText, autopayErrors } from './autopay';
import { manualBankAccountErrors } from './bank-account';
import { checkAmount } from './payment-amount';
import { checkPaymentDate } from './payment-date';
import { supportHoursText } from './contact';

const balances = { payoffCents: 243118, currentBalanceDueCents: 18750, pastDueBalanceCents: 0 };

test("the English messages shared with the sandbox are the contract's", () => {
  expect(enMessages.feedback.thanks).toBe(FEEDBACK_MESSAGES.thanks);
  expect(enMessages.feedback.error).toBe(FEEDBACK_MESSAGES.error);
  expect(en('amountFormat')).toBe(AMOUNT_FORMAT_MESSAGE);
  expect(en('amountMin')).toBe(AMOUNT_MIN_MESSAGE);
});

test.each([
  [checkAmount('', balances, es).error, 'Debe ser mayor que $0'],
  [checkAmount('2431.19', balances, es).error, 'El monto es mayor que su saldo de liquidación de $2,431.18'],
  [checkAmount('187.50', balances, es).notes[0], 'Este monto cubre su saldo actual de $187.50.'],
  [checkPaymentDate('2026-03-09', { today: '2026-03-10', maxDate: '2026-04-09', dueDate: null }, es).error, 'La fecha de pago no puede ser anterior a hoy (03/10/2026)'],
  [checkPaymentDate('2026-03-21', { today: '2026-03-10', maxDate: '2026-04-09', dueDate: '2026-03-20' }, es).note, 'Esta fecha es posterior a su fecha de vencimiento del 03/20/2026, así que su pago llegará tarde.'],
  [manualBankAccountErrors({ routing_number: '1', account_number: '1234', bank_name: 'B', account_type: 'Checking' }, es).routing_number, 'Número de ruta no válido'],
])('in Spanish: %s', (shown, expected) => {
  expect(shown).toBe(expected);
});

test('autopay in Spanish', () => {
  const ctx = { isNew: true, onProbation: false, monthlyPaymentCents: 18750, payoffCents: 243118, today: '2026-11-22', maxDate: '2027-01-21' };
  expect(autopayErrors({ amountCents: 100, extraCents: null, startDate: '2026-11-21', bankAccountId: null, notes: '' }, ctx, es)).toEqual({
    amount: 'Es menor que el pago mensual mínimo',
    start_date: 'La fecha de inicio debe estar entre el 11/22/2026 y el 01/21/2027',
    recurrable_id: 'Elija una cuenta bancaria',
  });
  const good = { extraCents: null, startDate: '2026-12-01', bankAccountId: 7, notes: '' };
  expect(autopayErrors({ ...good, amountCents: 500000 }, ctx, es).amount).toBe('El monto mensual es mayor que su saldo de liquidación de $2,431.18');
  expect(autopayErrors({ ...good, amountCents: 200000, extraCents: 50000 }, ctx, es).amount_extra).toBe(
    'El monto mensual más el monto adicional no puede superar su saldo de liquidación de $2,431.18: el monto adicional puede ser de hasta $431.18',
  );
});

describe('the authorizations', () => {
  test('one-time, in both languages, before and after the payment is known', () => {
    expect(achAuthorizationText({ amountCents: null, date: null, accountLast4: null }, en)[0]).toBe(
      'I authorize ExpressWay Finance to make a one-time electronic debit (ACH) of the amount above from the bank account above on the date above to pay my loan.',
    );
    const spanish = achAuthorizationText({ amountCents: 12345, date: '2026-03-20', accountLast4: '6789' }, es).join(' ');
    expect(spanish).toContain('de $123.45 de la cuenta bancaria que termina en 6789 el 03/20/2026');
    expect(spanish).toContain('dentro de los dos días hábiles');
    expect(spanish).toContain('hasta un día hábil antes');
  });

  test('recurring: an ordinal in English, the day number in Spanish', () => {
    const input = { totalCents: 20000, startDate: '2026-12-03', accountLast4: '6789' };
    expect(autopayAuthorizationText(input, en)[0]).toContain('on the 3rd day of each month, starting 12/03/2026');
    expect(autopayAuthorizationText(input, es)[0]).toContain('el día 3 de cada mes, a partir del 12/03/2026');
    expect(autopayAuthorizationText({ totalCents: null, startDate: null, accountLast4: null }, en)[0]).toContain('on the day of the month above,');
    expect(autopayAuthorizationText({ totalCents: null, startDate: null, accountLast4: null }, es)[0]).toContain('el día del mes indicado arriba,');
  });
});

test("the mailbox's English refusals are the contract's", () => {
  expect(enMessages.mailbox.compose.empty).toBe(EMPTY_COMMENT_MESSAGE);
  expect(enMessages.mailbox.compose.unsafe).toBe(UNSAFE_TEXT_MESSAGE);
  expect(enMessages.mailbox.compose.long.replace('{max}', COMMENT_TEXT_MAX.toLocaleString('en-US'))).toBe(LONG_COMMENT_MESSAGE);
});

test("the support hours in English are the contact rule's", () => {
  expect(enMessages.promise.hours).toBe(supportHoursText());
});
