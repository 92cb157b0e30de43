import { gateRedirect, landingPath, mayViewCustomer, safeRedirectPath } from './access';

const customer = { userId: 7, roleGroups: ['customer'], servicingPlatform: 'LOS' };
const staff = { userId: 1, roleGroups: ['admin'], servicingPlatform: 'LOS' };
const dealer = { userId: 9, roleGroups: ['dealer'], servicingPlatform: 'LOS' };
const peach = { userId: 8, roleGroups: ['customer'], servicingPlatform: 'PEACH' };

describe('gateRedirect', () => {
  it.each([
    [customer, '/ui/customers/7', null],
    [staff, '/ui/customers/7', null],
    [dealer, '/ui/customers/7', '/home'],
    [dealer, '/home', null],
    [peach, '/ui/customers/8', '/ui/borrower'],
    [peach, '/ui/borrower', null],
    [{ ...dealer, servicingPlatform: 'PEACH' }, '/ui/apply', '/home'],
  ])('%o on %s → %s', (identity, path, expected) => {
    expect(gateRedirect(identity, path)).toBe(expected);
  });
});

describe('landingPath', () => {
  it.each([
    [customer, '/ui/customers/7'],
    [staff, '/ui/staff'],
    [dealer, '/home'],
    [peach, '/ui/borrower'],
  ])('%o → %s', (identity, expected) => {
    expect(landingPath(identity)).toBe(expected);
  });
});

describe('mayViewCustomer', () => {
  it('lets a customer see only their own id, staff any', () => {
    expect(mayViewCustomer(customer, 7)).toBe(true);
    expect(mayViewCustomer(customer, 8)).toBe(false);
    expect(mayViewCustomer(staff, 8)).toBe(true);
  });
});

describe('safeRedirectPath', () => {
  it.each([
    ['/ui/customers/1', '/ui/customers/1'],
    ['/ui/purchases/abc?x=1', '/ui/purchases/abc?x=1'],
    ['//evil.example.com/x', null],
    ['/\\evil.example.com', null],
    ['https://evil.example.com', null],
    ['javascript:alert(1)', null],
    ['/ui/auth?redirect_uri=/x', null],
    ['/ui/x\n/y', null],
    ['', null],
    [null, null],
  ])('%s → %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });
});
