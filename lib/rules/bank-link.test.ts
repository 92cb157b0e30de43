import { bankLinkDialogFor, opensBankLink } from './bank-link';

describe('bankLinkDialogFor', () => {
  it.each([
    ['a Plaid sandbox token', 'link-sandbox-af1a0311-da53-4636-b754-dd15cc058176', 'plaid'],
    ['a Plaid development token', 'link-development-af1a0311-da53-4636-b754-dd15cc058176', 'plaid'],
    ['a Plaid production token', 'link-production-af1a0311-da53-4636-b754-dd15cc058176', 'plaid'],
    ["the lender sandbox's own token", 'link-standin-Qm9vZ2llV29vZ2llQm9vZ2ll', 'stand-in'],
    ['a bare stand-in prefix', 'link-standin-', null],
    ['a bare Plaid prefix', 'link-sandbox-', null],
    ['an unknown environment', 'link-staging-af1a0311-da53-4636-b754-dd15cc058176', null],
    ['a public token', 'public-sandbox-af1a0311-da53-4636-b754-dd15cc058176', null],
    ['a token with spaces', 'link-production-abc def', null],
    ['nothing', '', null],
  ])('%s', (_label, token, dialog) => {
    expect(bankLinkDialogFor(token)).toBe(dialog);
  });
});

describe('opensBankLink', () => {
  it.each([
    ['/ui/customers/12/edit', true],
    ['/ui/customers/12/edit/', true],
    ['/ui/customers/12/applications/34/make-payment', true],
    ['/ui/customers/12/applications/34/payments/new', true],
    ['/ui/customers/12/applications/34', false],
    ['/ui/customers/12/applications/34/payments', false],
    ['/ui/customers/12/applications/34/payments/56/thanks', false],
    ['/ui/customers/12/applications/34/make-payment/extra', false],
    ['/ui/customers/12/edit-more', false],
    ['/ui/apply', false],
    ['/api/bank_accounts', false],
    ['/ui/customers/x/edit', false],
  ])('%s → %s', (path, opens) => {
    expect(opensBankLink(path)).toBe(opens);
  });
});
