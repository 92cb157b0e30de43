// The lender's refusals on the account-access screens: every message it words in English is a known
// refusal (lib/contract/refusals.ts) whose code has its Spanish in messages/*/account.json's `lender` block,
// which the BFF's answers are said with (lib/bff/localize.ts). A new lender message without its code or its
// translation fails here.
import { refusalText } from '@/lib/bff/localize';
import { AS_SAID, refusalCode } from '@/lib/contract/refusals';
import { ACTIVATION_MESSAGES, LINK_GONE_MESSAGE } from '@/lib/contract/account-access';
import { PASSWORD_MESSAGES, PASSWORD_MIN_ALONE, PASSWORD_MIN_WITH_SECOND_FACTOR, TWO_STEP_MESSAGES } from '@/lib/contract/limits';
import { PASSKEY_MESSAGES } from '@/lib/contract/passkey-words';


const LENDER_WORDS = [
  ...Object.values(ACTIVATION_MESSAGES),
  LINK_GONE_MESSAGE,
  ...Object.values(TWO_STEP_MESSAGES).filter((m) => m !== TWO_STEP_MESSAGES.codeWrong),
  ...[1, 2, 3, 4].map((left) => `${TWO_STEP_MESSAGES.codeWrong} ${left === 1 ? '1 try is left.' : `${left} tries are left.`}`),
  ...Object.values(PASSKEY_MESSAGES),
  ...Object.entries(PASSWORD_MESSAGES).flatMap(([, m]) => (typeof m === 'string' ? [m] : [m(PASSWORD_MIN_ALONE), m(PASSWORD_MIN_WITH_SECOND_FACTOR)])),
];

test.each(LENDER_WORDS)('%s has its code and its Spanish', (english) => {
  const code = refusalCode(english);
  expect(code).toMatch(/^account\.lender\./);
  expect(code).not.toBe(AS_SAID);
  expect(refusalText('en-US', code)).toBe(english);
  expect(refusalText('es-US', code)).toEqual(expect.any(String));
  expect(refusalText('es-US', code)).not.toBe(english);
});

