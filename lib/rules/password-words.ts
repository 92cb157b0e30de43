// What a person is known by, which a password made of is easy to guess: the e-mail, its name part, the
// words of their name. Kept apart from ./password.ts, which carries the large dictionary.
import { PASSWORD_MAX, PASSWORD_MESSAGES, PASSWORD_MIN_ALONE, PASSWORD_MIN_WITH_SECOND_FACTOR } from '../contract/limits';

/** The translator of the catalogue's `account.password` messages (issue 23): the page's language. */
export type PasswordTranslator = (key: PasswordRefusal | 'tooShortAlone', values?: Record<string, number>) => string;

export function knownWords(person: { email?: string | null; name?: string | null }): string[] {
  const email = person.email?.trim().toLowerCase() ?? '';
  const words = [email, email.split('@')[0] ?? '', ...(person.name ?? '').toLowerCase().split(/\s+/)];
  return [...new Set(words.filter((word) => word.length >= 3))];
}

/** Why the lender refused a new password, as a short code for a page's address (the message itself stays off the URL). */
export type PasswordRefusal = 'empty' | 'tooShort' | 'tooLong' | 'common' | 'weak';
export function passwordRefusalOf(message: string): PasswordRefusal | null {
  if (message.startsWith('Use at least')) return 'tooShort';
  const found = (['empty', 'tooLong', 'common', 'weak'] as const).find((key) => PASSWORD_MESSAGES[key] === message);
  return found ?? null;
}

/** The message of a refusal code (the page the form comes back to, or the verdict as the customer types), in the page's language. */
export function passwordMessageFor(refusal: PasswordRefusal, secondFactor: boolean, t: PasswordTranslator): string {
  if (refusal === 'tooShort') {
    return secondFactor ? t('tooShort', { min: PASSWORD_MIN_WITH_SECOND_FACTOR }) : t('tooShortAlone', { min: PASSWORD_MIN_ALONE, withSecond: PASSWORD_MIN_WITH_SECOND_FACTOR });
  }
  return refusal === 'tooLong' ? t('tooLong', { max: PASSWORD_MAX }) : t(refusal);
}
