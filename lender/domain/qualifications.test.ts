import { additionalLoanChecks, applicationInProgress, qualifies, type CustomerRecord, type LoanRecord } from './qualifications';

const loan = (over: Partial<LoanRecord> = {}): LoanRecord => ({ applicationId: 10, open: true, chargeOff: false, soldOff: false, daysPastDue: 0, onTimePayments: 3, ...over });
const customer = (over: Partial<CustomerRecord> = {}): CustomerRecord => ({ loans: [loan()], onPaymentProbation: false, applications: [], ...over });
const verdicts = (c: CustomerRecord) => Object.fromEntries(additionalLoanChecks(c).map((check) => [check.key, check.passed]));

test('the five checks, in order, with the texts of the table', () => {
  const checks = additionalLoanChecks(customer());
  expect(checks.map((c) => [c.key, c.msg])).toEqual([
    ['loan_status', 'Loan status is in good standing'],
    ['days_past_due', 'No days past due'],
    ['on_time_payments', 'At least 3 on-time payments'],
    ['payment_probation', 'Not on payment probation'],
    ['open_application', 'No application in progress'],
  ]);
  expect(qualifies(checks)).toBe(true);
});

test.each<[string, Partial<CustomerRecord>, Record<string, boolean>, string]>([
  ['a loan charged off (even once closed)', { loans: [loan(), loan({ applicationId: 11, open: false, chargeOff: true })] }, { loan_status: false }, 'Charged off: loan 11.'],
  ['a loan sold to a debt buyer', { loans: [loan({ soldOff: true })] }, { loan_status: false }, 'Sold to a debt buyer: loan 10.'],
  ['every loan closed', { loans: [loan({ open: false })] }, { loan_status: false }, 'No open loan: every loan is closed.'],
  ['no loan at all', { loans: [] }, { loan_status: false, on_time_payments: false }, 'No funded loan.'],
  ['an open loan 4 days past due', { loans: [loan({ daysPastDue: 4 })] }, { days_past_due: false }, 'Loan 10: 4 days past due.'],
  ['two on-time payments', { loans: [loan({ onTimePayments: 2 })] }, { on_time_payments: false }, '2 on-time payments made; 3 needed (returned payments do not count).'],
  ['payments counted across loans', { loans: [loan({ onTimePayments: 1 }), loan({ applicationId: 11, open: false, onTimePayments: 2 })] }, {}, '3 on-time payments made; 3 needed (returned payments do not count).'],
  ['on payment probation', { onPaymentProbation: true }, { payment_probation: false }, 'The customer is on payment probation.'],
  ['an application waiting on the customer', { applications: [{ id: 12, status: 'approved', statusCacheStatus: 'waiting_agreement_signature' }] }, { open_application: false }, 'In progress: application 12 (waiting agreement signature).'],
])('%s', (_, over, failed, desc) => {
  const c = customer(over);
  expect(verdicts(c)).toEqual({ loan_status: true, days_past_due: true, on_time_payments: true, payment_probation: true, open_application: true, ...failed });
  expect(additionalLoanChecks(c).map((check) => check.desc)).toContain(desc);
  expect(qualifies(additionalLoanChecks(c))).toBe(Object.keys(failed).length === 0);
});

test.each([
  ['pending', 'pending', true],
  ['approved', 'pending', true],
  ['approved', 'waiting_on_staff', true],
  ['funded', 'funded', false],
  ['declined', 'declined', false],
  ['withdrawn', 'withdrawn', false],
])('status %s / %s in progress: %s', (status, statusCacheStatus, inProgress) => {
  expect(applicationInProgress({ status, statusCacheStatus })).toBe(inProgress);
});

test('no checks is no qualification', () => expect(qualifies([])).toBe(false));
