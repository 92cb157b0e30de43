import { checkEmail, editDistance, suggestEmail } from './email';

describe('checkEmail', () => {
  it.each([
    ['ana@example.com', true, null],
    ['ana.alvarez+bills@gmail.com', true, null],
    ['ana@gmial.com', true, 'ana@gmail.com'],
    ['ana@yaho.com', true, 'ana@yahoo.com'],
    ['ana@hotmail.co', true, 'ana@hotmail.com'],
    ['ana@example.con', true, 'ana@example.com'],
    ['ana@example', false, null],
    ['ana example.com', false, null],
    ['@example.com', false, null],
    ['ana@@example.com', false, null],
    ['', false, null],
    [`${'a'.repeat(39)}@example.com`, false, null], // 51 characters
    [`${'a'.repeat(38)}@example.com`, true, null], // 50 characters
  ])('%s → valid %s, suggestion %s', (address, valid, suggestion) => {
    expect(checkEmail(address)).toEqual({ is_valid: valid, did_you_mean: suggestion });
  });
});

describe('suggestEmail', () => {
  it('keeps the local part as typed', () => {
    expect(suggestEmail('Ana.A@GMAIL.CMO')).toBe('Ana.A@gmail.com');
  });
  it('does not suggest for unrelated domains', () => {
    expect(suggestEmail('ana@lender.example')).toBeNull();
  });
});

describe('editDistance', () => {
  it.each([
    ['gmail.com', 'gmail.com', 0],
    ['gmial.com', 'gmail.com', 2],
    ['gmai.com', 'gmail.com', 1],
    ['', 'abc', 3],
  ])('%s ↔ %s = %i', (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
  });
});
