import { reconcile, reconciled, type Attempt, type Recorded } from './reconcile';

const attempt = (key: string, amountCents: number, acknowledgedId: number | null, userId = 1, applicationId = 10): Attempt => ({ userId, applicationId, key, amountCents, acknowledgedId });
const tx = (id: number, amount_cents: number, user_id = 1, application_id = 10) => ({ id, user_id, application_id, amount_cents });
const key = (k: string, transaction_id: number | null, user_id = 1) => ({ user_id, key: k, status: transaction_id === null ? null : 201, transaction_id });

describe('reconcile', () => {
  it('confirms acknowledged payments that are in the database once', () => {
    const db: Recorded = { transactions: [tx(1, 100), tx(2, 101)], keys: [key('a', 1), key('b', 2)] };
    const r = reconcile([attempt('a', 100, 1), attempt('b', 101, 2)], db);
    expect(r).toMatchObject({ acknowledged: 2, confirmed: 2, lost: [], doubled: [], unexplained: [] });
    expect(reconciled(r)).toBe(true);
  });

  it.each<[string, Recorded]>([
    ['missing', { transactions: [], keys: [] }],
    ['with another amount', { transactions: [tx(1, 999)], keys: [key('a', 1)] }],
    ['of another customer', { transactions: [tx(1, 100, 2)], keys: [key('a', 1)] }],
    ['with a key that names another payment', { transactions: [tx(1, 100)], keys: [key('a', 7)] }],
    ['without its key', { transactions: [tx(1, 100)], keys: [] }],
  ])('counts an acknowledged payment %s as lost', (_, db) => {
    const r = reconcile([attempt('a', 100, 1)], db);
    expect(r.lost).toHaveLength(1);
    expect(reconciled(r)).toBe(false);
  });

  it('finds a payment made twice for one attempt', () => {
    const db: Recorded = { transactions: [tx(1, 100), tx(2, 100)], keys: [key('a', 1)] };
    const r = reconcile([attempt('a', 100, 1)], db);
    expect(r.doubled).toEqual(['customer 1, key a, 1.00: payments 1, 2']);
    expect(reconciled(r)).toBe(false);
  });

  it('accepts an attempt the customer gave up on, recorded once or not at all', () => {
    const db: Recorded = { transactions: [tx(1, 100)], keys: [key('a', 1), key('b', null)] };
    const r = reconcile([attempt('a', 100, null), attempt('b', 101, null), attempt('c', 102, 5)], { ...db, transactions: [...db.transactions, tx(5, 102)], keys: [...db.keys, key('c', 5)] });
    expect(r).toMatchObject({ acknowledged: 1, confirmed: 1, unacknowledgedRecorded: 1, unacknowledgedNotRecorded: 1, lost: [], doubled: [] });
    expect(reconciled(r)).toBe(true);
  });

  it('flags payments that no attempt explains', () => {
    const r = reconcile([attempt('a', 100, 1)], { transactions: [tx(1, 100), tx(9, 555)], keys: [key('a', 1)] });
    expect(r.unexplained).toEqual([9]);
    expect(reconciled(r)).toBe(false);
  });

  it('fails a run that acknowledged nothing', () => {
    expect(reconciled(reconcile([attempt('a', 100, null)], { transactions: [], keys: [] }))).toBe(false);
  });
});
