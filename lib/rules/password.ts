// A new password, as NIST SP 800-63B asks: long enough (15 characters when it is the only factor, 8 with
// a second step or a passkey), at most PASSWORD_MAX, only the characters sign-in takes, no composition
// rules, not on the list of common and breached passwords of @zxcvbn-ts/language-common (49,233 entries),
// not made of the person's names and e-mail (ASVS 6.2.11), and a zxcvbn-ts score of at least 3.
// The same verdict feeds the strength meter as the customer types (the client imports this lazily: the
// dictionary is large) and the portal's forms; the lender checks again on its side (lender/domain/password-policy.ts).
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import {
  PASSWORD_MAX,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_ALONE,
  PASSWORD_MIN_SCORE,
  PASSWORD_MIN_WITH_SECOND_FACTOR,
} from '../contract/limits';
import { isSafeLine } from '../common/safe-text';
import { madeOfKnownWords, type PasswordRefusal } from './password-words';

export { PASSWORD_MAX, PASSWORD_MESSAGES, PASSWORD_MIN_ALONE, PASSWORD_MIN_SCORE, PASSWORD_MIN_WITH_SECOND_FACTOR };

let factory: ZxcvbnFactory | null = null;
let breached: Set<string> | null = null;
const estimator = () =>
  (factory ??= new ZxcvbnFactory({ dictionary: { ...zxcvbnCommon.dictionary }, graphs: zxcvbnCommon.adjacencyGraphs }));
const breachedList = () => (breached ??= new Set(zxcvbnCommon.dictionary['passwords-common'].map((p) => p.toLowerCase())));

/** Length in characters as a person counts them (code points, not UTF-16 units). */
export const passwordLength = (password: string) => [...password].length;

export const minPasswordLength = (secondFactor: boolean) => (secondFactor ? PASSWORD_MIN_WITH_SECOND_FACTOR : PASSWORD_MIN_ALONE);

/** On the list of common and breached passwords (letter case aside)? */
export const isBreachedPassword = (password: string) => breachedList().has(password.toLowerCase());

/** zxcvbn-ts's 0–4, with what the person is known by (e-mail, names) counted as guessable. */
export function passwordScore(password: string, userInputs: string[] = []): 0 | 1 | 2 | 3 | 4 {
  if (!password) return 0;
  // Scoring is quadratic in length; past 100 characters the first 100 decide.
  return estimator().check(password.slice(0, 100), userInputs.filter(Boolean)).score;
}

export type PasswordProblem = PasswordRefusal;

export interface PasswordVerdict {
  problem: PasswordProblem | null;
  /** The message of the problem, or null. */
  message: string | null;
  score: 0 | 1 | 2 | 3 | 4;
}

/** The verdict on a new password: the first problem (in the order the customer can fix them) and its score. */
export function checkNewPassword(password: string, options: { secondFactor: boolean; userInputs?: string[] }): PasswordVerdict {
  const min = minPasswordLength(options.secondFactor);
  const length = passwordLength(password);
  const score = passwordScore(password, options.userInputs);
  const problem: PasswordProblem | null =
    length === 0 ? 'empty'
    : length > PASSWORD_MAX ? 'tooLong'
    // What sign-in's schema refuses is never set (the same test as the wire's).
    : !isSafeLine(password) ? 'characters'
    : isBreachedPassword(password) ? 'common'
    : length < min ? 'tooShort'
    : madeOfKnownWords(password, options.userInputs ?? []) ? 'personal'
    : score < PASSWORD_MIN_SCORE ? 'weak'
    : null;
  return { problem, message: problem ? passwordMessage(problem, options.secondFactor) : null, score };
}

export function passwordMessage(problem: PasswordProblem, secondFactor: boolean): string {
  return problem === 'tooShort' ? PASSWORD_MESSAGES.tooShort(minPasswordLength(secondFactor)) : PASSWORD_MESSAGES[problem];
}
