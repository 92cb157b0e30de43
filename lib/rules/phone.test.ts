import { formatPhone, isCompletePhone, phoneDigits, pinDigits } from './phone';

describe('phoneDigits', () => {
  it.each([
    ['5555550101', '5555550101'],
    ['(555) 555-0101', '5555550101'],
    ['+1 555 555 0101', '5555550101'],
    ['15555550101', '5555550101'],
    ['555-555-01019999', '5555550101'],
    ['abc', ''],
    ['555', '555'],
  ])('%s → %s', (input, digits) => {
    expect(phoneDigits(input)).toBe(digits);
  });
});

describe('formatPhone and completeness', () => {
  it('formats 10 digits and leaves anything else alone', () => {
    expect(formatPhone('5555550101')).toBe('(555) 555-0101');
    expect(formatPhone('555')).toBe('555');
    expect(isCompletePhone('5555550101')).toBe(true);
    expect(isCompletePhone('555555010')).toBe(false);
  });
});

describe('pinDigits', () => {
  it.each([
    ['123456', '123456'],
    ['1234567', '123456'],
    ['12 34-56', '123456'],
    ['abc', ''],
  ])('%s → %s', (input, pin) => {
    expect(pinDigits(input)).toBe(pin);
  });
});
