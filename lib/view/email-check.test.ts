import { toEmailCheck, type EmailCheck } from './email-check';

describe('toEmailCheck', () => {
  it.each<[string, Parameters<typeof toEmailCheck>[0], EmailCheck]>([
    ['valid', { is_valid: true, did_you_mean: null }, { valid: true, suggestion: null }],
    ['invalid with a suggestion', { is_valid: false, did_you_mean: 'ana@gmail.com' }, { valid: false, suggestion: 'ana@gmail.com' }],
    ['valid with a suggestion', { is_valid: true, did_you_mean: 'ana@yahoo.com' }, { valid: true, suggestion: 'ana@yahoo.com' }],
    ['an empty suggestion is none', { is_valid: true, did_you_mean: '' }, { valid: true, suggestion: null }],
  ])('%s', (_, wire, expected) => {
    expect(toEmailCheck(wire)).toEqual(expected);
  });
});
