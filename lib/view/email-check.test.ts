import { toEmailCheck, toEmailSaved, type EmailCheck, type EmailSaved } from './email-check';
import type { UserResponse } from '../contract/users';

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

describe('toEmailSaved', () => {
  const answer = (attributes: Record<string, unknown>) => ({ data: { attributes } }) as unknown as UserResponse;
  const NEW = 'ana.new@example.com';
  it.each<[string, UserResponse, EmailSaved]>([
    ['a change waiting for its inbox', answer({ email: 'ana@example.com', pending_email: NEW }), { email: 'ana@example.com', pendingEmail: NEW }],
    ['the same address again: nothing waiting', answer({ email: 'ana@example.com', pending_email: null }), { email: 'ana@example.com', pendingEmail: null }],
    ['without the extension, changed at once (the spec)', answer({ email: NEW }), { email: NEW, pendingEmail: null }],
    ['without the extension, the old address answered: it waits', answer({ email: 'ana@example.com' }), { email: 'ana@example.com', pendingEmail: NEW }],
  ])('%s', (_, wire, expected) => {
    expect(toEmailSaved(wire, NEW)).toEqual(expected);
  });
});
