// What a person is known by, which a password made of is easy to guess: the e-mail, its name part, the
// words of their name. Kept apart from ./password.ts, which carries the large dictionary.
import { PASSWORD_MAX, PASSWORD_MESSAGES, PASSWORD_MIN_ALONE, PASSWORD_MIN_WITH_SECOND_FACTOR } from '../contract/limits';

/** The translator of the catalogue's `account.password` messages: the page's language. */
export type PasswordTranslator = (key: PasswordRefusal | 'tooShortAlone', values?: Record<string, number>) => string;

export function knownWords(person: { email?: string | null; name?: string | null }): string[] {
  const email = person.email?.trim().toLowerCase() ?? '';
  const words = [email, email.split('@')[0] ?? '', ...(person.name ?? '').toLowerCase().split(/\s+/)];
  return [...new Set(words.filter((word) => word.length >= 3))];
}

/** The letters of a text as a person reads a name: lower case, accents dropped, nothing else kept. */
const lettersOf = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}]/gu, '');

/** The shortest unit the text repeats ('anaana' → 'ana'), or the text itself. */
function repeatedUnit(text: string): string {
  for (let size = 1; size <= text.length / 2; size++) {
    if (text.length % size === 0 && text.slice(0, size).repeat(text.length / size) === text) return text.slice(0, size);
  }
  return text;
}

/**
 * A password built only from what the person is known by (their names, the parts of their e-mail), in any
 * letter case, with any separators, digits or repetition: 'AnaAlvarezAnaAlvarez', 'ana alvarez ana alvarez',
 * 'ana.alvarez.example.com'. Its letters are read as a person would (lower case, no accents, no separators or
 * digits), a repetition counts once, and what is left must split wholly into those parts. zxcvbn misses these:
 * capitals and separators raise its score.
 */
export function madeOfKnownWords(password: string, known: string[]): boolean {
  const letters = repeatedUnit(lettersOf(password));
  const parts = new Set(known.flatMap((word) => word.split(/[^\p{L}\p{M}]+/u).map(lettersOf)).filter((part) => part.length >= 2));
  if (!letters || parts.size === 0) return false;
  // splits[i]: the first i letters split wholly into parts.
  const splits = [true, ...Array.from(letters, () => false)];
  for (let end = 1; end <= letters.length; end++) {
    splits[end] = [...parts].some((part) => part.length <= end && splits[end - part.length] && letters.endsWith(part, end));
  }
  return splits[letters.length]!;
}

/** Why the lender refused a new password, as a short code for a page's address (the message itself stays off the URL). */
export const PASSWORD_REFUSALS = ['empty', 'tooShort', 'tooLong', 'characters', 'common', 'personal', 'weak'] as const;
export type PasswordRefusal = (typeof PASSWORD_REFUSALS)[number];
export function passwordRefusalOf(message: string): PasswordRefusal | null {
  if (message.startsWith('Use at least')) return 'tooShort';
  const found = PASSWORD_REFUSALS.find((key) => key !== 'tooShort' && PASSWORD_MESSAGES[key] === message);
  return found ?? null;
}

/** The message of a refusal code (the page the form comes back to, or the verdict as the customer types), in the page's language. */
export function passwordMessageFor(refusal: PasswordRefusal, secondFactor: boolean, t: PasswordTranslator): string {
  if (refusal === 'tooShort') {
    return secondFactor ? t('tooShort', { min: PASSWORD_MIN_WITH_SECOND_FACTOR }) : t('tooShortAlone', { min: PASSWORD_MIN_ALONE, withSecond: PASSWORD_MIN_WITH_SECOND_FACTOR });
  }
  return refusal === 'tooLong' ? t('tooLong', { max: PASSWORD_MAX }) : t(refusal);
}
