// The sign-in answer is a union: a lender without two-step verification answers a token, as
// before, and the portal signs in with it; one with it may answer a challenge instead.
import { SecondStepCompleteSchema, SignInAnswerSchema } from './two-step';

const expiresAt = '2026-11-26T18:00:00.000Z';

test('a plain token (a lender without the extension) parses as a token', () => {
  const answer = SignInAnswerSchema.parse({ token: 't'.repeat(43), expires_at: expiresAt });
  expect('second_step' in answer).toBe(false);
  expect('token' in answer && answer.token).toBe('t'.repeat(43));
});

test('a challenge parses as a second step', () => {
  const answer = SignInAnswerSchema.parse({ second_step: { challenge: 'c'.repeat(43), expires_at: expiresAt, methods: ['sms', 'email'], sent: 'sms', destinations: { sms: '•••-•••-0107' } } });
  expect('second_step' in answer && answer.second_step.methods).toEqual(['sms', 'email']);
});

test.each([
  ['123456', true],
  [' 123456 ', true],
  ['4K7Q-M2XP', true],
  ['4k7qm2xp', true],
  ['12345', false],
  ['1234567', false],
  ['4k7q-m2x', false],
  ['', false],
])('the code %j is %s', (code, ok) => {
  expect(SecondStepCompleteSchema.safeParse({ challenge: 'c'.repeat(43), code }).success).toBe(ok);
});
