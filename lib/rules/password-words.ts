// What a person is known by, which a password made of is easy to guess: the e-mail, its name part, the
// words of their name. Kept apart from ./password.ts, which carries the large dictionary.
import { PASSWORD_MESSAGES, PASSWORD_MIN_ALONE, PASSWORD_MIN_WITH_SECOND_FACTOR } from '../contract/limits';

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

/** The message of a refusal code, for the page the form comes back to. */
export function passwordMessageFor(refusal: PasswordRefusal, secondFactor: boolean): string {
  return refusal === 'tooShort' ? PASSWORD_MESSAGES.tooShort(secondFactor ? PASSWORD_MIN_WITH_SECOND_FACTOR : PASSWORD_MIN_ALONE) : PASSWORD_MESSAGES[refusal];
}
