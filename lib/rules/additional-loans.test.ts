import {
  isOpenApplication,
  MIN_ON_TIME_PAYMENTS,
  qualificationChecks,
  qualifiesForAdditionalLoan,
  type LoanStanding,
  type QualificationInput,
  type QualificationKey,
} from './additional-loans';

const loan = (extra: Partial<LoanStanding> = {}): LoanStanding => ({
  applicationId: 2,
  open: true,
  chargeOff: false,
  soldOff: false,
  daysPastDue: 0,
  onTimePayments: 6,
  ...extra,
});
const funded = { id: 2, status: 'funded', statusCacheStatus: 'funded' };
const good: QualificationInput = { loans: [loan()], onPaymentProbation: false, applications: [funded] };

const failed = (input: QualificationInput): QualificationKey[] =>
  qualificationChecks(input)
    .filter((c) => !c.passed)
    .map((c) => c.key);

describe('qualificationChecks', () => {
  it('lists the five checks in order, each with a message and a description', () => {
    const checks = qualificationChecks(good);
    expect(checks.map((c) => c.key)).toEqual(['loan_status', 'days_past_due', 'on_time_payments', 'payment_probation', 'open_application']);
    for (const check of checks) {
      expect(check.msg).not.toBe('');
      expect(check.desc).not.toBe('');
    }
  });

  it.each<[string, QualificationInput, QualificationKey[]]>([
    ['a current open loan with payments', good, []],
    ['an old paid-off loan beside a current one', { ...good, loans: [loan({ applicationId: 1, open: false, onTimePayments: 3 }), loan()] }, []],
    ['no loan at all', { ...good, loans: [] }, ['loan_status', 'on_time_payments']],
    ['only closed loans', { ...good, loans: [loan({ open: false })] }, ['loan_status']],
    ['a charged-off loan', { ...good, loans: [loan({ chargeOff: true, daysPastDue: 185 })] }, ['loan_status', 'days_past_due']],
    ['a settled charge-off beside a current loan', { ...good, loans: [loan({ applicationId: 1, open: false, chargeOff: true }), loan()] }, ['loan_status']],
    ['a loan sold to a debt buyer', { ...good, loans: [loan({ soldOff: true })] }, ['loan_status']],
    ['12 days past due', { ...good, loans: [loan({ daysPastDue: 12 })] }, ['days_past_due']],
    [`${MIN_ON_TIME_PAYMENTS - 1} payments`, { ...good, loans: [loan({ onTimePayments: MIN_ON_TIME_PAYMENTS - 1 })] }, ['on_time_payments']],
    [`exactly ${MIN_ON_TIME_PAYMENTS} payments`, { ...good, loans: [loan({ onTimePayments: MIN_ON_TIME_PAYMENTS })] }, []],
    ['payments counted across loans', { ...good, loans: [loan({ applicationId: 1, open: false, onTimePayments: 2 }), loan({ onTimePayments: 1 })] }, []],
    ['payment probation', { ...good, onPaymentProbation: true }, ['payment_probation']],
    ['a pending application', { ...good, applications: [funded, { id: 9, status: 'pending', statusCacheStatus: 'pending' }] }, ['open_application']],
    [
      'an application waiting for the signature',
      { ...good, applications: [funded, { id: 9, status: 'approved', statusCacheStatus: 'waiting_agreement_signature' }] },
      ['open_application'],
    ],
    [
      'declined, cancelled and withdrawn applications',
      {
        ...good,
        applications: [
          funded,
          { id: 7, status: 'declined', statusCacheStatus: 'declined' },
          { id: 8, status: 'cancelled', statusCacheStatus: 'cancelled' },
          { id: 9, status: 'withdrawn', statusCacheStatus: 'withdrawn' },
        ],
      },
      [],
    ],
  ])('%s → failed %j', (_name, input, expected) => {
    expect(failed(input)).toEqual(expected);
  });

  it('describes each failure with the data behind it', () => {
    const checks = qualificationChecks({
      loans: [loan({ applicationId: 5, daysPastDue: 12, onTimePayments: 1 })],
      onPaymentProbation: true,
      applications: [{ id: 9, status: 'approved', statusCacheStatus: 'waiting_agreement_signature' }],
    });
    const desc = Object.fromEntries(checks.map((c) => [c.key, c.desc]));
    expect(desc.days_past_due).toBe('Loan 5: 12 days past due.');
    expect(desc.on_time_payments).toBe(`1 on-time payment made; ${MIN_ON_TIME_PAYMENTS} needed (returned payments do not count).`);
    expect(desc.payment_probation).toBe('The customer is on payment probation.');
    expect(desc.open_application).toBe('In progress: application 9 (waiting agreement signature).');
  });

  it('names the charged-off and sold loans', () => {
    expect(qualificationChecks({ ...good, loans: [loan({ applicationId: 4, chargeOff: true })] })[0]!.desc).toBe('Charged off: loan 4.');
    expect(qualificationChecks({ ...good, loans: [loan({ applicationId: 6, soldOff: true })] })[0]!.desc).toBe('Sold to a debt buyer: loan 6.');
  });
});

describe('qualifiesForAdditionalLoan', () => {
  it.each([
    [[{ passed: true }, { passed: true }], true],
    [[{ passed: true }, { passed: false }], false],
    [[], false],
  ])('%j → %s', (checks, expected) => {
    expect(qualifiesForAdditionalLoan(checks)).toBe(expected);
  });
});

describe('isOpenApplication', () => {
  it.each([
    ['pending', 'pending', true],
    ['approved', 'waiting_agreement_signature', true],
    ['approved', 'waiting_for_sc_info', true],
    ['funded', 'funded', false],
    ['declined', 'declined', false],
    ['revolver', 'revolver', false],
    ['withdrawn', 'withdrawn', false],
  ])('status %s, status_cache_status %s → %s', (status, statusCacheStatus, expected) => {
    expect(isOpenApplication({ status, statusCacheStatus })).toBe(expected);
  });
});
