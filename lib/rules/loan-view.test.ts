import { amountDue, isProcessing, loanViewState, PROCESSING_WINDOW_MS, sacExpiry, type LoanViewState } from './loan-view';

const NOW = new Date('2026-03-10T18:00:00Z');
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3600_000).toISOString();

const signedApp = { signed: true, signed_at: hoursAgo(24 * 200), status_cache_status: 'funded' };
const account = (over: Partial<{ open: boolean; closed: boolean; sold_off: boolean; charge_off: boolean; charge_off_settled: boolean }> = {}) => ({
  open: true,
  closed: false,
  sold_off: false,
  charge_off: false,
  charge_off_settled: false,
  ...over,
});

describe('loanViewState with a loan account', () => {
  it.each<[string, ReturnType<typeof account>, LoanViewState]>([
    ['open, current', account(), 'summary'],
    ['open and sold off', account({ sold_off: true }), 'sold_off'],
    ['closed and sold off', account({ open: false, closed: true, sold_off: true }), 'sold_off'],
    // sold off wins over the charge-off flags
    ['open, sold off and charged off', account({ sold_off: true, charge_off: true }), 'sold_off'],
    ['open, charge-off settled', account({ charge_off: true, charge_off_settled: true }), 'charge_off_settled'],
    ['open, charge-off settled without the charge-off flag', account({ charge_off_settled: true }), 'charge_off_settled'],
    ['open, charged off', account({ charge_off: true }), 'charge_off'],
    ['closed, paid off', account({ open: false, closed: true }), 'paid_off'],
    ['not open and not closed', account({ open: false }), 'paid_off'],
    ['closed, charged off and settled', account({ open: false, closed: true, charge_off: true, charge_off_settled: true }), 'settled'],
    ['closed, charged off', account({ open: false, closed: true, charge_off: true }), 'settled'],
  ])('%s → %s', (_label, acct, state) => {
    expect(loanViewState(signedApp, acct, NOW)).toBe(state);
  });
});

describe('loanViewState without a loan account', () => {
  it.each<[string, { signed: boolean; signed_at: string | null; status_cache_status: string }, LoanViewState]>([
    ['signed an hour ago', { signed: true, signed_at: hoursAgo(1), status_cache_status: 'doc_signed' }, 'processing'],
    ['signed 47 hours ago', { signed: true, signed_at: hoursAgo(47), status_cache_status: 'doc_signed' }, 'processing'],
    ['signed exactly 2 days ago', { signed: true, signed_at: hoursAgo(48), status_cache_status: 'doc_signed' }, 'error'],
    ['signed 3 days ago', { signed: true, signed_at: hoursAgo(72), status_cache_status: 'doc_signed' }, 'error'],
    ['signed without a date', { signed: true, signed_at: null, status_cache_status: 'doc_signed' }, 'error'],
    ['unsigned, waiting for the signature', { signed: false, signed_at: null, status_cache_status: 'waiting_agreement_signature' }, 'awaiting_signature'],
    ['unsigned, waiting on staff', { signed: false, signed_at: null, status_cache_status: 'waiting_for_sc_info' }, 'in_progress'],
    ['unsigned, funded yet no account', { signed: false, signed_at: null, status_cache_status: 'funded' }, 'error'],
  ])('%s → %s', (_label, app, state) => {
    expect(loanViewState(app, 'none', NOW)).toBe(state);
  });

  it('a failed loan account load is the error view, whatever the application', () => {
    expect(loanViewState({ signed: true, signed_at: hoursAgo(1), status_cache_status: 'doc_signed' }, 'error', NOW)).toBe('error');
  });
});

describe('isProcessing: 2 days', () => {
  it.each([
    [0, true],
    [PROCESSING_WINDOW_MS - 1, true],
    [PROCESSING_WINDOW_MS, false],
    [-60_000, false], // a date in the future is not trusted
  ])('signed %i ms ago → %s', (ms, processing) => {
    expect(isProcessing(new Date(NOW.getTime() - ms).toISOString(), NOW)).toBe(processing);
  });
  it('needs a date', () => expect(isProcessing(null, NOW)).toBe(false));
});

describe('amountDue', () => {
  it('shows the past due balance and days when behind', () => {
    expect(amountDue({ past_due: true, past_due_balance: 156, days_past_due: 12, current_balance_due: 312 })).toEqual({
      kind: 'past_due', label: 'Past Due', amount: 156, daysPastDue: 12,
    });
  });
  it.each([
    [{ past_due: false, past_due_balance: 0, days_past_due: 0, current_balance_due: 187.5 }],
    [{ past_due: true, past_due_balance: 0, days_past_due: 3, current_balance_due: 187.5 }],
  ])('shows the amount due otherwise (%o)', (input) => {
    expect(amountDue(input)).toEqual({ kind: 'due', label: 'Amount Due', amount: 187.5 });
  });
});

describe('sacExpiry', () => {
  it.each([
    [true, '2026-05-01', '2026-05-01'],
    [false, '2026-05-01', null],
    [true, null, null],
  ])('qualifies %s, date %s → %s', (qualifies, date, shown) => {
    expect(sacExpiry(qualifies, date)).toBe(shown);
  });
});
