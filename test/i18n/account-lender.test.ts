// The lender's refusals on the account-access screens (issue 23): every message it words in English has its
// Spanish in messages/*/account.json's `lender` block, which the BFF's answers are translated with
// (lib/bff/localize.ts). A new lender message without its translation fails here.
import en from '@/messages/en-US';
import es from '@/messages/es-US';
import { translationTable } from '@/lib/i18n/reverse';
import { ACTIVATION_MESSAGES, LINK_GONE_MESSAGE } from '@/lib/contract/account-access';
import { PASSWORD_MESSAGES, PASSWORD_MIN_ALONE, PASSWORD_MIN_WITH_SECOND_FACTOR, TWO_STEP_MESSAGES } from '@/lib/contract/limits';
import { PASSKEY_MESSAGES } from '@/lib/contract/passkey-words';

const table = translationTable(en, es, ['account.lender']);

const LENDER_WORDS = [
  ...Object.values(ACTIVATION_MESSAGES),
  LINK_GONE_MESSAGE,
  ...Object.values(TWO_STEP_MESSAGES).filter((m) => m !== TWO_STEP_MESSAGES.codeWrong),
  ...[1, 2, 3, 4].map((left) => `${TWO_STEP_MESSAGES.codeWrong} ${left === 1 ? '1 try is left.' : `${left} tries are left.`}`),
  ...Object.values(PASSKEY_MESSAGES),
  ...Object.entries(PASSWORD_MESSAGES).flatMap(([, m]) => (typeof m === 'string' ? [m] : [m(PASSWORD_MIN_ALONE), m(PASSWORD_MIN_WITH_SECOND_FACTOR)])),
];

test.each(LENDER_WORDS)('%s has its Spanish', (english) => {
  expect(table.get(english)).toEqual(expect.any(String));
  expect(table.get(english)).not.toBe(english);
});

