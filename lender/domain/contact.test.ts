import { printedPhone } from './contact';
import { customerLoanPage } from './portal-links';

test.each([
  ['8005550142', '(800) 555-0142'],
  ['18005550142', '(800) 555-0142'],
  ['(800) 555-0142', '(800) 555-0142'],
  ['800-555-0142', '(800) 555-0142'],
  ['555-0142', '555-0142'],
  ['+44 20 7946 0958', '+44 20 7946 0958'],
])('a stored %j prints as %j', (stored, printed) => expect(printedPhone(stored)).toBe(printed));

test.each([
  ['loan', '/ui/customers/7/applications/42'],
  ['make-payment', '/ui/customers/7/applications/42/make-payment'],
  ['payments/error', '/ui/customers/7/applications/42/payments/error'],
  [{ thanks: 901 }, '/ui/customers/7/applications/42/payments/901/thanks'],
] as const)('the portal page %j of a loan is %s', (page, path) => expect(customerLoanPage(7, 42, page)).toBe(path));
