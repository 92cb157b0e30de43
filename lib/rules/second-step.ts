// The verify page's messages: what each error code of its form posts says, and how a code is
// described. Pure, so the page and its handlers share one table.
// The words come from the catalogue's `account.verify` messages, through the page's translator.

/** The translator of `account.verify`: the page's language. */
export type VerifyTranslator = (key: string, values?: Record<string, string | number>) => string;

type CodeMethod = 'sms' | 'email';
type TwoStepMethod = CodeMethod | 'totp';

export const SECOND_STEP_ENDED = 'step-ended';
export const SECOND_STEP_LOCKED = 'step-locked';

/** Error code of the verify form → its message's key. */
const ERRORS: Record<string, string> = { empty: 'empty', format: 'format', expired: 'expired', used: 'used', locked: 'locked', 'resend-wait': 'resendWait', sends: 'sends', 'texts-off': 'textsOff' };

/** The message of an error code of the verify form; `left` is the tries left after a wrong code. */
export function verifyErrorMessage(code: string | undefined, left: number | null, t: VerifyTranslator): string | null {
  if (code === undefined) return null;
  if (code === 'wrong') return left && left > 0 && left < 5 ? t('errors.wrongLeft', { left }) : t('errors.wrong');
  return t(`errors.${Object.hasOwn(ERRORS, code) ? ERRORS[code] : 'unavailable'}`);
}

/** "We sent a 6-digit code by text message to •••-•••-1234." and its like. */
export function codeInstructions(sent: CodeMethod | null, methods: TwoStepMethod[], destinations: Partial<Record<CodeMethod, string>>, t: VerifyTranslator): string {
  if (sent) return t('sentBy', { how: sent, to: destinations[sent] ?? 'none' });
  return methods.includes('totp') ? t('totp') : t('choose');
}

/** The button that sends a code by `method`: again, or instead of the other way. */
export function sendLabel(method: CodeMethod, sent: CodeMethod | null, t: VerifyTranslator): string {
  if (method === sent) return t('sendAgain');
  return method === 'sms' ? t('textMe') : t('emailMe');
}

/** The tries left in a lender's "That code is not right. 3 tries are left." */
export function triesLeftIn(message: string | undefined): number | null {
  const match = /(\d) tr(?:y is|ies are) left/.exec(message ?? '');
  return match ? Number(match[1]) : null;
}
