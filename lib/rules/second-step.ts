// The verify page's messages (issue 22): what each error code of its form posts says, and how a code is
// described. Pure, so the page and its handlers share one table.
import { TWO_STEP_MESSAGES } from '../contract/limits';

type CodeMethod = 'sms' | 'email';
type TwoStepMethod = CodeMethod | 'totp';

export const SECOND_STEP_ENDED = 'step-ended';
export const SECOND_STEP_LOCKED = 'step-locked';

/** The message of an error code of the verify form; `left` is the tries left after a wrong code. */
export function verifyErrorMessage(code: string | undefined, left: number | null): string | null {
  switch (code) {
    case undefined:
      return null;
    case 'empty':
      return TWO_STEP_MESSAGES.codeEmpty;
    case 'format':
      return TWO_STEP_MESSAGES.codeFormat;
    case 'wrong':
      return left && left > 0 && left < 5 ? `${TWO_STEP_MESSAGES.codeWrong} ${left === 1 ? '1 try is left.' : `${left} tries are left.`}` : `${TWO_STEP_MESSAGES.codeWrong} Check it and try again.`;
    case 'expired':
      return TWO_STEP_MESSAGES.codeExpired;
    case 'locked':
      return TWO_STEP_MESSAGES.tooManyCodeTries;
    case 'resend-wait':
      return TWO_STEP_MESSAGES.resendWait;
    case 'sends':
      return TWO_STEP_MESSAGES.tooManySends;
    default:
      return 'We could not check your code right now. Please try again in a moment.';
  }
}

const HOW: Record<CodeMethod, string> = { sms: 'by text message', email: 'by e-mail' };

/** "We sent a 6-digit code by text message to •••-•••-1234." and its like. */
export function codeInstructions(sent: CodeMethod | null, methods: TwoStepMethod[], destinations: Partial<Record<CodeMethod, string>>): string {
  if (sent) return `We sent a 6-digit code ${HOW[sent]}${destinations[sent] ? ` to ${destinations[sent]}` : ''}. It expires in 10 minutes.`;
  if (methods.includes('totp')) return 'Enter the 6-digit code your authenticator app shows for ExpressWay Finance.';
  return 'Choose how to get your 6-digit code below.';
}

/** The button that sends a code by `method`: again, or instead of the other way. */
export function sendLabel(method: CodeMethod, sent: CodeMethod | null): string {
  if (method === sent) return 'Send the code again';
  return method === 'sms' ? 'Text me a code' : 'E-mail me a code';
}

/** The tries left in a lender's "That code is not right. 3 tries are left." */
export function triesLeftIn(message: string | undefined): number | null {
  const match = /(\d) tr(?:y is|ies are) left/.exec(message ?? '');
  return match ? Number(match[1]) : null;
}
