import { TWO_STEP_MESSAGES } from '../contract/limits';
import { createTranslator } from 'next-intl';
import en from '@/messages/en-US';
import es from '@/messages/es-US';
import { codeInstructions, sendLabel, triesLeftIn, verifyErrorMessage, type VerifyTranslator } from './second-step';

// The English catalogue says what the lender says (TWO_STEP_MESSAGES): the table checks both at once.
const english: VerifyTranslator = (key, values) => createTranslator({ locale: 'en-US', messages: en, namespace: 'account.verify' })(key as never, values as never);
const spanish: VerifyTranslator = (key, values) => createTranslator({ locale: 'es-US', messages: es, namespace: 'account.verify' })(key as never, values as never);

describe('verifyErrorMessage', () => {
  test.each([
    [undefined, null, null],
    ['empty', null, TWO_STEP_MESSAGES.codeEmpty],
    ['wrong', 4, 'That code is not right. 4 tries are left.'],
    ['wrong', 1, 'That code is not right. 1 try is left.'],
    ['wrong', null, 'That code is not right. Check it and try again.'],
    ['wrong', 99, 'That code is not right. Check it and try again.'],
    ['expired', null, TWO_STEP_MESSAGES.codeExpired],
    ['used', null, TWO_STEP_MESSAGES.codeUsed],
    ['resend-wait', null, TWO_STEP_MESSAGES.resendWait],
    ['sends', null, TWO_STEP_MESSAGES.tooManySends],
    ['texts-off', null, 'Texts are off for your number because it replied STOP, so we cannot text you a code. Use a recovery code, your authenticator app or a code by e-mail, then turn texts on again in Account Preferences.'],
    ['locked', null, TWO_STEP_MESSAGES.tooManyCodeTries],
    ['format', null, TWO_STEP_MESSAGES.codeFormat],
    ['anything else', null, 'We could not check your code right now. Please try again in a moment.'],
  ])('%s (%s left)', (code, left, message) => {
    expect(verifyErrorMessage(code, left, english)).toBe(message);
  });

  test("a used authenticator code is told apart from a wrong one, in Spanish too", () => {
    expect(verifyErrorMessage('used', null, spanish)).toBe('Este código ya se usó. Espere a que su aplicación muestre el siguiente y escríbalo.');
    expect(verifyErrorMessage('used', null, spanish)).not.toBe(verifyErrorMessage('wrong', null, spanish));
  });
});

test.each([
  ['sms', ['sms'], 'We sent a 6-digit code by text message to •••-•••-0107. It expires in 10 minutes.'],
  [null, ['totp', 'sms'], 'Enter the 6-digit code your authenticator app shows for ExpressWay Finance.'],
  [null, ['sms'], 'Choose how to get your 6-digit code below.'],
] as const)('codeInstructions(%s, %j)', (sent, methods, text) => {
  expect(codeInstructions(sent, [...methods], { sms: '•••-•••-0107' }, english)).toBe(text);
});

test('sendLabel and triesLeftIn', () => {
  expect(sendLabel('sms', 'sms', english)).toBe('Send the code again');
  expect(sendLabel('email', 'sms', english)).toBe('E-mail me a code');
  expect(triesLeftIn('That code is not right. 3 tries are left.')).toBe(3);
  expect(triesLeftIn('That code is not right. 1 try is left.')).toBe(1);
  expect(triesLeftIn('Something else')).toBeNull();
});

test('in Spanish', () => {
  expect(verifyErrorMessage('wrong', 1, spanish)).toBe('Ese código no es correcto. Queda 1 intento.');
  expect(verifyErrorMessage('wrong', 3, spanish)).toBe('Ese código no es correcto. Quedan 3 intentos.');
  expect(verifyErrorMessage('other', null, spanish)).toBe('No pudimos comprobar su código en este momento. Inténtelo de nuevo en un momento.');
  expect(codeInstructions('email', ['email'], { email: 'a•••@example.com' }, spanish)).toBe('Le enviamos un código de 6 dígitos por correo electrónico a a•••@example.com. Vence en 10 minutos.');
  expect(codeInstructions('sms', ['sms'], {}, spanish)).toBe('Le enviamos un código de 6 dígitos por mensaje de texto. Vence en 10 minutos.');
  expect(sendLabel('sms', null, spanish)).toBe('Envíenme un código por mensaje de texto');
});
