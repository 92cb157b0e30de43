import { PASSWORD_MESSAGES } from '../contract/limits';
import { checkNewPassword, isBreachedPassword, minPasswordLength, passwordLength } from './password';
import { createTranslator } from 'next-intl';
import en from '@/messages/en-US';
import es from '@/messages/es-US';
import { knownWords, madeOfKnownWords, passwordMessageFor, passwordRefusalOf, PASSWORD_REFUSALS, type PasswordTranslator } from './password-words';

// The English catalogue says what the rule and the lender say (PASSWORD_MESSAGES): the table checks both.
const english: PasswordTranslator = (key, values) => createTranslator({ locale: 'en-US', messages: en, namespace: 'account.password' })(key, values);
const spanish: PasswordTranslator = (key, values) => createTranslator({ locale: 'es-US', messages: es, namespace: 'account.password' })(key, values);

const ana = knownWords({ email: 'ana@example.com', name: 'Ana Alvarez' });

/** Password, second factor, the problem (test/agreement/rules.test.ts runs a table through both parties). */
const PASSWORD_TABLE: [string, boolean, string | null][] = [
  ['', false, 'empty'],
  ['password', false, 'common'],
  ['PASSWORD', false, 'common'],
  ['iloveyou', true, 'common'],
  ['qwertyuiop', false, 'common'],
  ['qz8#Lp2!vR', false, 'tooShort'],
  ['qz8#Lp2!vR', true, null],
  ['kettle7', true, 'tooShort'],
  ['aaaaaaaaaaaaaaaaaaaa', false, 'weak'],
  ['1234567890123456', false, 'weak'],
  ['ana@example.com2024', false, 'personal'],
  ['AnaAlvarezAnaAlvarez', false, 'personal'],
  ['ana alvarez ana alvarez', false, 'personal'],
  ['ana.alvarez.example.com', false, 'personal'],
  ['ÁLVAREZ-ana-1987-ÁLVAREZ', false, 'personal'],
  ['AnaAlvarez lantern orbit', false, null],
  ['correct horse\u0000 battery staple zz', false, 'characters'],
  ['correct horse\tbattery staple zz', false, 'characters'],
  ['correct horse\nbattery staple zz', false, 'characters'],
  ['correct horse \uD800 battery staple', false, 'characters'],
  ['lantern orbit velvet cactus 42', false, null],
  ['correct horse battery staple', false, null],
  ['ñandú cigüeña pingüino ártico', false, null],
  ['x'.repeat(201), false, 'tooLong'],
];

describe('checkNewPassword', () => {
  test.each(PASSWORD_TABLE)('%j (second factor %s) → %s', (password, secondFactor, problem) => {
    const verdict = checkNewPassword(password, { secondFactor, userInputs: ana });
    expect(verdict.problem).toBe(problem);
    expect(verdict.message).toBe(problem ? passwordMessageFor(problem as never, secondFactor, english) : null);
  });

  it('needs 15 characters alone, 8 with a second factor, counted as characters', () => {
    expect(minPasswordLength(false)).toBe(15);
    expect(minPasswordLength(true)).toBe(8);
    expect(passwordLength('💸💸')).toBe(2);
  });

  it('scores up as the password gets harder', () => {
    const score = (p: string) => checkNewPassword(p, { secondFactor: false }).score;
    expect(score('aaaa')).toBeLessThan(score('lantern orbit velvet cactus 42'));
    expect(score('lantern orbit velvet cactus 42')).toBe(4);
  });

  it('checks a list of tens of thousands of common and breached passwords, whatever the letter case', () => {
    expect(isBreachedPassword('123456')).toBe(true);
    expect(isBreachedPassword('Dragon')).toBe(true);
    expect(isBreachedPassword('lantern orbit velvet cactus 42')).toBe(false);
  });

  it('says why: the messages are the ones the lender answers', () => {
    expect(checkNewPassword('password', { secondFactor: false }).message).toBe(PASSWORD_MESSAGES.common);
    expect(checkNewPassword('qz8#Lp2!vR', { secondFactor: false }).message).toBe(PASSWORD_MESSAGES.tooShort(15));
  });
});

describe('madeOfKnownWords: the holder\'s names and e-mail, whatever the case, separators, digits or repetition', () => {
  test.each([
    ['AnaAlvarezAnaAlvarez', true],
    ['ana alvarez ana alvarez', true],
    ['ana.alvarez.example.com', true],
    ['ANA_ALVAREZ_2024!!', true],
    ['alvarezalvarezalvarez', true],
    ['Álvarez Ána 19870412', true],
    ['example.com example.com', true],
    ['ana ana ana ana ana ana', true],
    ['anaalvarezx', false],
    ['Ana Alvarez loves lanterns', false],
    ['lantern orbit velvet cactus 42', false],
    ['1234567890123456', false],
    ['!!!!----....', false],
    ['', false],
  ])('%j → %s', (password, made) => {
    expect(madeOfKnownWords(password, ana)).toBe(made);
  });

  it('knows nothing without words, and no part under 2 letters', () => {
    expect(madeOfKnownWords('AnaAlvarez', [])).toBe(false);
    expect(madeOfKnownWords('aaaaaaaa', knownWords({ email: 'a@b.io', name: 'A B' }))).toBe(false);
    expect(madeOfKnownWords('IO.io.IO', ['a@b.io'])).toBe(true);
  });
});

describe('passwordRefusalOf', () => {
  test.each([
    [PASSWORD_MESSAGES.common, 'common'],
    [PASSWORD_MESSAGES.weak, 'weak'],
    [PASSWORD_MESSAGES.personal, 'personal'],
    [PASSWORD_MESSAGES.characters, 'characters'],
    [PASSWORD_MESSAGES.empty, 'empty'],
    [PASSWORD_MESSAGES.tooLong, 'tooLong'],
    [PASSWORD_MESSAGES.tooShort(15), 'tooShort'],
    [PASSWORD_MESSAGES.tooShort(8), 'tooShort'],
    ['Something else', null],
  ])('%s → %s', (message, code) => {
    expect(passwordRefusalOf(message)).toBe(code);
  });
});

describe('knownWords', () => {
  it('is the e-mail, its name part and the words of the name, lower case, 3 letters or more', () => {
    expect(knownWords({ email: 'Ana@Example.com', name: 'Ana Al' })).toEqual(['ana@example.com', 'ana']);
  });
});

describe('passwordMessageFor', () => {
  test.each(PASSWORD_REFUSALS.filter((r) => r !== 'tooShort'))('%s: the lender’s words in English, its own in Spanish', (refusal) => {
    expect(passwordMessageFor(refusal, false, english)).toBe(refusal === 'tooLong' ? PASSWORD_MESSAGES.tooLong : PASSWORD_MESSAGES[refusal]);
    expect(passwordMessageFor(refusal, false, spanish)).not.toBe(passwordMessageFor(refusal, false, english));
  });

  it('says the lender’s words in English and the page’s in Spanish', () => {
    expect(passwordMessageFor('tooShort', true, english)).toBe(PASSWORD_MESSAGES.tooShort(8));
    expect(passwordMessageFor('empty', false, english)).toBe(PASSWORD_MESSAGES.empty);
    expect(passwordMessageFor('tooShort', false, spanish)).toBe(
      'Use al menos 15 caracteres (8 cuando active la verificación en dos pasos). Unas cuantas palabras sin relación entre sí hacen que una contraseña larga sea fácil de recordar.',
    );
    expect(passwordMessageFor('tooLong', false, spanish)).toBe('Use 200 caracteres o menos');
  });
});
