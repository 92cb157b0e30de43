import { englishRules as en } from '@/lib/testing/intl';
import { achAuthorizationText } from './ach-authorization';
import { paymentWarning } from './payment-warnings';
import { isCancellable, scheduledDate, transactionStatus } from './transactions';

const today = '2026-03-10';
const p = (id: number, amountCents: number, date: string, cancelled = false) => ({ id, amountCents, date, cancelled });

describe('the duplicate or scheduled-payment warning', () => {
  it('is nothing without open payments', () => {
    expect(paymentWarning([], { amountCents: 5000, date: today }, today)).toBeNull();
    // Cancelled ones and past ones do not count.
    expect(paymentWarning([p(1, 5000, today, true), p(2, 5000, '2026-03-01')], { amountCents: 5000, date: today }, today)).toBeNull();
  });

  it('finds a duplicate: same amount and same date', () => {
    expect(paymentWarning([p(1, 4000, '2026-03-12'), p(2, 5000, today)], { amountCents: 5000, date: today }, today)).toEqual({
      kind: 'duplicate',
      payment: p(2, 5000, today),
    });
  });

  it('otherwise lists the payments already scheduled, soonest first', () => {
    expect(paymentWarning([p(3, 4000, '2026-03-20'), p(1, 5000, '2026-03-12')], { amountCents: 5000, date: today }, today)).toEqual({
      kind: 'scheduled',
      payments: [p(1, 5000, '2026-03-12'), p(3, 4000, '2026-03-20')],
    });
  });
});

describe('transaction state', () => {
  const bank = (date: string | null, extra = {}) => ({ transactableType: 'BankAccount', futureEffectiveAt: date, active: true, cancelled: false, ...extra });

  it.each([
    [bank('2026-03-11'), 'scheduled'],
    [bank(today), 'pending'],
    [bank(null), 'pending'],
    [bank('2026-03-11', { cancelled: true }), 'cancelled'],
    [bank('2026-03-11', { active: false }), 'inactive'],
  ])('%j is %s', (t, status) => {
    expect(transactionStatus(t, today)).toBe(status);
  });

  it('only scheduled bank payments before the cut-off can be cancelled', () => {
    expect(isCancellable(bank('2026-03-11'), today)).toBe(true);
    expect(isCancellable(bank(today), today)).toBe(false);
    expect(isCancellable({ ...bank('2026-03-11'), transactableType: 'DebitCard' }, today)).toBe(false);
    expect(isCancellable(bank('2026-03-11', { cancelled: true }), today)).toBe(false);
    // Monday 16th: the last day was Friday the 13th.
    expect(isCancellable(bank('2026-03-16'), '2026-03-14')).toBe(false);
  });

  it('the thanks page date: future_effective_at, else the day of created_at in Mountain Time', () => {
    expect(scheduledDate({ future_effective_at: '2026-03-20', created_at: '2026-03-10T18:00:00Z' })).toBe('2026-03-20');
    // 02:00 UTC on the 11th is the evening of the 10th in Denver.
    expect(scheduledDate({ future_effective_at: null, created_at: '2026-03-11T02:00:00Z' })).toBe('2026-03-10');
  });
});

describe('the ACH authorization', () => {
  it('names the amount, date, account by its last 4, how to cancel and the timing constants', () => {
    const text = achAuthorizationText({ amountCents: 12345, date: '2026-03-20', accountLast4: '6789' }, en).join(' ');
    expect(text).toContain('$123.45');
    expect(text).toContain('03/20/2026');
    expect(text).toContain('ending in 6789');
    expect(text).toContain('up to 24 hours');
    expect(text).toContain('within two business days');
    expect(text).toContain('up to one business day before');
    expect(text).toMatch(/cancel .* calling \(800\)/);
  });
});
