// The lender's own check of a new password (NIST SP 800-63B): the portal checks as the customer types,
// the lender decides. At least 15 characters when the password is the only factor, 8 when the account
// has a second step or a passkey; no composition rules; refused when it is on the common-and-breached list
// of @zxcvbn-ts/language-common or zxcvbn-ts scores it below 3. test/agreement/rules.test.ts runs the
// portal's table (lib/rules/password.ts) through this too.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import {
  PASSWORD_MAX,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_ALONE,
  PASSWORD_MIN_SCORE,
  PASSWORD_MIN_WITH_SECOND_FACTOR,
} from '../../lib/contract/limits';

let zxcvbn: ZxcvbnFactory | undefined;
let list: Set<string> | undefined;

function onBreachedList(password: string): boolean {
  list ??= new Set(zxcvbnCommon.dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return list.has(password.toLowerCase());
}

function score(password: string, knownTo: string[]): number {
  zxcvbn ??= new ZxcvbnFactory({ dictionary: { ...zxcvbnCommon.dictionary }, graphs: zxcvbnCommon.adjacencyGraphs });
  return zxcvbn.check(password.slice(0, 100), knownTo).score;
}

/** Why the lender refuses this new password, or null. `knownTo`: the account's e-mail and names. */
export function newPasswordProblem(password: string, account: { secondFactor: boolean; knownTo: string[] }): string | null {
  const characters = Array.from(password).length;
  const least = account.secondFactor ? PASSWORD_MIN_WITH_SECOND_FACTOR : PASSWORD_MIN_ALONE;
  if (characters === 0) return PASSWORD_MESSAGES.empty;
  if (characters > PASSWORD_MAX) return PASSWORD_MESSAGES.tooLong;
  if (onBreachedList(password)) return PASSWORD_MESSAGES.common;
  if (characters < least) return PASSWORD_MESSAGES.tooShort(least);
  if (score(password, account.knownTo) < PASSWORD_MIN_SCORE) return PASSWORD_MESSAGES.weak;
  return null;
}

/** What the account holder is known by, counted as guessable in a password. */
export function knownTo(user: { email: string; firstName: string; lastName: string }): string[] {
  const email = user.email.toLowerCase();
  const words = [email, email.split('@')[0]!, ...`${user.firstName} ${user.lastName}`.toLowerCase().split(/\s+/)];
  return [...new Set(words.filter((word) => word.length >= 3))];
}
