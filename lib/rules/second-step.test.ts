import { TWO_STEP_MESSAGES } from '../contract/limits';
import { codeInstructions, sendLabel, triesLeftIn, verifyErrorMessage } from './second-step';

describe('verifyErrorMessage', () => {
  test.each([
    [undefined, null, null],
    ['empty', null, TWO_STEP_MESSAGES.codeEmpty],
    ['wrong', 4, 'That code is not right. 4 tries are left.'],
    ['wrong', 1, 'That code is not right. 1 try is left.'],
    ['wrong', null, 'That code is not right. Check it and try again.'],
    ['wrong', 99, 'That code is not right. Check it and try again.'],
    ['expired', null, TWO_STEP_MESSAGES.codeExpired],
    ['resend-wait', null, TWO_STEP_MESSAGES.resendWait],
    ['anything else', null, 'We could not check your code right now. Please try again in a moment.'],
  ])('%s (%s left)', (code, left, message) => {
    expect(verifyErrorMessage(code, left)).toBe(message);
  });
});

test.each([
  ['sms', ['sms'], 'We sent a 6-digit code by text message to •••-•••-0107. It expires in 10 minutes.'],
  [null, ['totp', 'sms'], 'Enter the 6-digit code your authenticator app shows for ExpressWay Finance.'],
  [null, ['sms'], 'Choose how to get your 6-digit code below.'],
] as const)('codeInstructions(%s, %j)', (sent, methods, text) => {
  expect(codeInstructions(sent, [...methods], { sms: '•••-•••-0107' })).toBe(text);
});

test('sendLabel and triesLeftIn', () => {
  expect(sendLabel('sms', 'sms')).toBe('Send the code again');
  expect(sendLabel('email', 'sms')).toBe('E-mail me a code');
  expect(triesLeftIn('That code is not right. 3 tries are left.')).toBe(3);
  expect(triesLeftIn('That code is not right. 1 try is left.')).toBe(1);
  expect(triesLeftIn('Something else')).toBeNull();
});
