import { canMakePayment, hiddenTabRedirect, loanPath, visibleTabs } from './loan-tabs';

const signed = { data: { attributes: { signed_document: { signed: true }, maturity_date: null } } };
const unsigned = { data: { attributes: { signed_document: { signed: false }, maturity_date: null } } };

describe('visibleTabs', () => {
  it.each([
    ['signed, new payments, loan account', { final_loan: signed, has_new_payments: true, has_loan_account: true }, ['loan', 'make-payment', 'payments', 'statements', 'mailbox']],
    ['signed, no new payments', { final_loan: signed, has_new_payments: false, has_loan_account: true }, ['loan', 'payments', 'statements', 'mailbox']],
    ['unsigned, new payments', { final_loan: unsigned, has_new_payments: true, has_loan_account: false }, ['loan', 'mailbox']],
    ['no final loan at all', { final_loan: null, has_new_payments: true, has_loan_account: false }, ['loan', 'mailbox']],
  ])('%s', (_label, attrs, keys) => {
    expect(visibleTabs(7, attrs).map((t) => t.key)).toEqual(keys);
  });

  it('labels the first tab with the loan id', () => {
    expect(visibleTabs(42, { final_loan: null, has_new_payments: false, has_loan_account: false })[0]!.label).toBe('Loan 42');
  });

  it('canMakePayment needs both a signed loan and new payments', () => {
    expect(canMakePayment({ final_loan: signed, has_new_payments: true, has_loan_account: false })).toBe(true);
    expect(canMakePayment({ final_loan: signed, has_new_payments: false, has_loan_account: true })).toBe(false);
  });

  it('builds loan paths', () => {
    expect(loanPath(1, 2)).toBe('/ui/customers/1/applications/2');
    expect(loanPath(1, 2, 'payments')).toBe('/ui/customers/1/applications/2/payments');
  });
});

describe('hiddenTabRedirect', () => {
  const attrs = (over: Partial<{ signed: boolean; has_new_payments: boolean; has_loan_account: boolean }>) => {
    const o = { signed: true, has_new_payments: true, has_loan_account: true, ...over };
    return { final_loan: o.signed ? signed : unsigned, has_new_payments: o.has_new_payments, has_loan_account: o.has_loan_account };
  };
  it.each([
    ['make-payment', attrs({}), null],
    ['make-payment', attrs({ signed: false }), '/ui/customers/1/applications/2'],
    ['make-payment', attrs({ has_new_payments: false }), '/ui/customers/1/applications/2'],
    ['payments', attrs({}), null],
    ['payments', attrs({ has_loan_account: false }), '/ui/customers/1/applications/2'],
    ['statements', attrs({ has_loan_account: false }), '/ui/customers/1/applications/2'],
    ['mailbox', attrs({ signed: false, has_loan_account: false, has_new_payments: false }), null],
    ['loan', attrs({ signed: false, has_loan_account: false }), null],
  ] as const)('%s with %o → %s', (key, a, target) => {
    expect(hiddenTabRedirect(1, 2, key, a)).toBe(target);
  });
});
