import { PASSWORD_MESSAGES } from '../../lib/contract/limits';
import { builtFromKnownWords, knownTo, newPasswordProblem } from './password-policy';

const ana = knownTo({ email: 'ana.alvarez@example.com', firstName: 'Ana', lastName: 'Álvarez' });

describe("a password built from the holder's names and e-mail (ASVS 6.2.11)", () => {
  test.each([
    ['AnaAlvarezAnaAlvarez', true],
    ['ana alvarez ana alvarez', true],
    ['ana.alvarez.example.com', true],
    ['ANA-ÁLVAREZ-1987!', true],
    ['alvarez_alvarez_alvarez', true],
    ['Example Com 2024 2024', true],
    ['ana alvarez rides bikes', false],
    ['lantern orbit velvet cactus 42', false],
    ['2024-2024-2024-2024', false],
    ['', false],
  ])('%j: %s', (password, built) => {
    expect(builtFromKnownWords(password, ana)).toBe(built);
  });

  test.each([
    ['AnaAlvarezAnaAlvarez', PASSWORD_MESSAGES.personal],
    ['ana alvarez ana alvarez', PASSWORD_MESSAGES.personal],
    ['ana.alvarez.example.com', PASSWORD_MESSAGES.personal],
    ['correct horse\u0000 battery staple zz', PASSWORD_MESSAGES.characters],
    ['correct horse\nbattery staple zz', PASSWORD_MESSAGES.characters],
    ['lantern orbit velvet cactus 42', null],
  ])('the policy refuses %j with %j', (password, problem) => {
    expect(newPasswordProblem(password, { secondFactor: false, knownTo: ana })).toBe(problem);
  });
});
