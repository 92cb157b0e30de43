import { describe, expect, test } from '@jest/globals';
import { afterConsent, asksEsignConsent, consentPath } from './esign';

const customer = { userId: 7, roleGroups: ['customer'], servicingPlatform: 'LOS' };

describe('asksEsignConsent', () => {
  test.each([
    ['a customer the lender has no consent for', customer, true, true],
    ['a customer with consent on record', customer, false, false],
    ['staff', { ...customer, roleGroups: ['admin'] }, true, false],
    ['a dealer (another role group)', { ...customer, roleGroups: ['dealer'] }, true, false],
    ["PEACH's customer (their own servicer's home)", { ...customer, servicingPlatform: 'PEACH' }, true, false],
  ])('%s', (_, identity, needs, asked) => {
    expect(asksEsignConsent(identity, needs)).toBe(asked);
  });
});

describe('the consent page and where it goes on', () => {
  test('carries the page the customer was going to', () => {
    expect(consentPath('/ui/customers/7/applications/3')).toBe('/ui/consent?redirect_uri=%2Fui%2Fcustomers%2F7%2Fapplications%2F3');
  });

  test.each([
    ['/ui/customers/7/edit', '/ui/customers/7/edit'],
    ['https://evil.example/', '/ui/customers/7'],
    ['//evil.example', '/ui/customers/7'],
    ['/ui/consent?redirect_uri=/x', '/ui/customers/7'],
    [null, '/ui/customers/7'],
  ])('%p → %s', (given, to) => {
    expect(afterConsent(given, '/ui/customers/7')).toBe(to);
  });
});
