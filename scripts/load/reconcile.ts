// What the load run checks once it is over: every payment the portal acknowledged (answered 201 with an
// id) is in the lender's database with its amount and customer, and no payment is there twice. Pure, so
// that its rules have table tests (reconcile.test.ts).

/** One payment a virtual customer tried: its Idempotency-Key, and the id the portal answered, if any. */
export interface Attempt {
  userId: number;
  applicationId: number;
  key: string;
  amountCents: number;
  /** The transaction id of the portal's 201; null when the customer never got one (gave up). */
  acknowledgedId: number | null;
}

/** What GET /sandbox/load/payments answers: the database's side. */
export interface Recorded {
  transactions: { id: number; user_id: number; application_id: number; amount_cents: number }[];
  keys: { user_id: number; key: string; status: number | null; transaction_id: number | null }[];
}

export interface Reconciliation {
  acknowledged: number;
  /** Acknowledged, and in the database as acknowledged. */
  confirmed: number;
  /** Acknowledged but missing, or in the database with another amount, customer or key. */
  lost: string[];
  /** More than one payment for one attempt (same key, or same loan and amount: amounts are unique per loan in a run). */
  doubled: string[];
  /** Never acknowledged (the customer gave up): recorded or not, either is correct, as long as it is once. */
  unacknowledgedRecorded: number;
  unacknowledgedNotRecorded: number;
  /** Payments of the run's customers that no attempt of the run explains. */
  unexplained: number[];
}

export function reconcile(attempts: readonly Attempt[], db: Recorded): Reconciliation {
  const byId = new Map(db.transactions.map((t) => [t.id, t]));
  const keyOf = new Map(db.keys.map((k) => [`${k.user_id}:${k.key}`, k]));
  const byLoanAmount = new Map<string, number[]>();
  for (const t of db.transactions) {
    const k = `${t.application_id}:${t.amount_cents}`;
    byLoanAmount.set(k, [...(byLoanAmount.get(k) ?? []), t.id]);
  }

  const result: Reconciliation = { acknowledged: 0, confirmed: 0, lost: [], doubled: [], unacknowledgedRecorded: 0, unacknowledgedNotRecorded: 0, unexplained: [] };
  const explained = new Set<number>();
  for (const a of attempts) {
    const label = `customer ${a.userId}, key ${a.key}, ${(a.amountCents / 100).toFixed(2)}`;
    const sameLoanAndAmount = byLoanAmount.get(`${a.applicationId}:${a.amountCents}`) ?? [];
    for (const id of sameLoanAndAmount) explained.add(id);
    if (sameLoanAndAmount.length > 1) result.doubled.push(`${label}: payments ${sameLoanAndAmount.join(', ')}`);
    const key = keyOf.get(`${a.userId}:${a.key}`);

    if (a.acknowledgedId === null) {
      if (sameLoanAndAmount.length > 0) result.unacknowledgedRecorded++;
      else result.unacknowledgedNotRecorded++;
      continue;
    }
    result.acknowledged++;
    explained.add(a.acknowledgedId);
    const row = byId.get(a.acknowledgedId);
    if (!row) result.lost.push(`${label}: payment ${a.acknowledgedId} is not in the database`);
    else if (row.user_id !== a.userId || row.application_id !== a.applicationId || row.amount_cents !== a.amountCents) {
      result.lost.push(`${label}: payment ${a.acknowledgedId} is in the database as ${JSON.stringify(row)}`);
    } else if (!key || key.transaction_id !== a.acknowledgedId) {
      result.lost.push(`${label}: the key's stored answer names ${key?.transaction_id ?? 'nothing'}, not ${a.acknowledgedId}`);
    } else result.confirmed++;
  }
  result.unexplained = db.transactions.filter((t) => !explained.has(t.id)).map((t) => t.id);
  return result;
}

export const reconciled = (r: Reconciliation) => r.lost.length === 0 && r.doubled.length === 0 && r.unexplained.length === 0 && r.acknowledged > 0;
