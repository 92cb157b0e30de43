// The lender's own check of a new password (NIST SP 800-63B): the portal checks as the customer types,
// the lender decides. At least 15 characters when the password is the only factor, 8 when the account
// has a second step or a passkey; only the characters sign-in takes; no composition rules; refused when it
// is on the common-and-breached list of @zxcvbn-ts/language-common, when it is built from the holder's
// names and e-mail (ASVS 6.2.11), or when zxcvbn-ts scores it below 3. test/agreement/rules.test.ts runs
// the portal's table (lib/rules/password.ts) through this too.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import {
  PASSWORD_MAX,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_ALONE,
  PASSWORD_MIN_SCORE,
  PASSWORD_MIN_WITH_SECOND_FACTOR,
} from '../../lib/contract/limits';
import { isSafeLine } from '../../lib/common/safe-text';

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

/** Letters only, as a name is read: accents dropped, lower case; digits, spaces and punctuation gone. */
function plainLetters(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFKD').toLowerCase()) if (/\p{L}/u.test(ch)) out += ch;
  return out;
}

/** A text made of one piece said again and again counts as that piece once. */
function onceOfRepeated(letters: string): string {
  const size = Array.from({ length: Math.floor(letters.length / 2) }, (_, i) => i + 1).find(
    (n) => letters.length % n === 0 && letters === letters.slice(0, n).repeat(letters.length / n),
  );
  return size ? letters.slice(0, size) : letters;
}

/**
 * Built from nothing but the holder's names and the pieces of their e-mail, whatever the case, separators,
 * digits or repetition ('AnaAlvarezAnaAlvarez', 'ana.alvarez.example.com'): zxcvbn-ts scores those up for
 * their capitals and separators, and anyone who knows the holder guesses them.
 */
export function builtFromKnownWords(password: string, knownTo: string[]): boolean {
  const pieces = [...new Set(knownTo.flatMap((word) => word.split(/[^\p{L}\p{M}]+/u)).map(plainLetters))].filter((piece) => piece.length >= 2);
  const letters = onceOfRepeated(plainLetters(password));
  if (letters === '' || pieces.length === 0) return false;
  const fromHere = new Map<number, boolean>();
  const coveredFrom = (at: number): boolean => {
    if (at === letters.length) return true;
    if (!fromHere.has(at)) fromHere.set(at, pieces.some((piece) => letters.startsWith(piece, at) && coveredFrom(at + piece.length)));
    return fromHere.get(at)!;
  };
  return coveredFrom(0);
}

/** Why the lender refuses this new password, or null. `knownTo`: the account's e-mail and names. */
export function newPasswordProblem(password: string, account: { secondFactor: boolean; knownTo: string[] }): string | null {
  const characters = Array.from(password).length;
  const least = account.secondFactor ? PASSWORD_MIN_WITH_SECOND_FACTOR : PASSWORD_MIN_ALONE;
  if (characters === 0) return PASSWORD_MESSAGES.empty;
  if (characters > PASSWORD_MAX) return PASSWORD_MESSAGES.tooLong;
  // Sign-in takes no other characters: a password it would refuse must never be set.
  if (!isSafeLine(password)) return PASSWORD_MESSAGES.characters;
  if (onBreachedList(password)) return PASSWORD_MESSAGES.common;
  if (characters < least) return PASSWORD_MESSAGES.tooShort(least);
  if (builtFromKnownWords(password, account.knownTo)) return PASSWORD_MESSAGES.personal;
  if (score(password, account.knownTo) < PASSWORD_MIN_SCORE) return PASSWORD_MESSAGES.weak;
  return null;
}

/** What the account holder is known by, counted as guessable in a password. */
export function knownTo(user: { email: string; firstName: string; lastName: string }): string[] {
  const email = user.email.toLowerCase();
  const words = [email, email.split('@')[0]!, ...`${user.firstName} ${user.lastName}`.toLowerCase().split(/\s+/)];
  return [...new Set(words.filter((word) => word.length >= 3))];
}
