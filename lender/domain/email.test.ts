import { emailVerdict, typoDistance } from './email';

test.each([
  ['ana@example.com', true, null],
  ['  ana@example.com  ', true, null],
  ['ana@gmial.com', true, 'ana@gmail.com'],
  ['ana@yaho.com', true, 'ana@yahoo.com'],
  ['ana@hotmail.co', true, 'ana@hotmail.com'],
  ['ana@gmail.com', true, null],
  ['ana@example.con', true, 'ana@example.com'],
  ['ana@example.org', true, null],
  ['ana@example.museum', true, null],
  ['ana@example', false, null],
  ['ana@@example.com', false, null],
  ['@example.com', false, null],
  ['ana@-example.com', false, null],
  ['ana@exa..com', false, null],
  ['ana example@example.com', false, null],
  ['', false, null],
  [`${'a'.repeat(39)}@example.com`, false, null],
  [`${'a'.repeat(38)}@example.com`, true, null],
])('%j → valid %s, did you mean %s', (address, valid, meant) => {
  expect(emailVerdict(address)).toEqual({ is_valid: valid, did_you_mean: meant });
});

test.each([
  ['gmail.com', 'gmail.com', 0],
  ['gmial.com', 'gmail.com', 2],
  ['kitten', 'sitting', 3],
  ['', 'abc', 3],
])('%s → %s takes %i edits', (a, b, n) => expect(typoDistance(a, b)).toBe(n));
