// A pending card purchase (spec 000 sections 3, 4 and 8) as the lender records the customer's decision:
// pending → approved or rejected, once. Any later decision is refused with a Rails-style field error under
// the timestamp it would have set.

export type PurchaseRecordState = 'pending' | 'approved' | 'rejected';
export type Decision = 'approve' | 'reject';

export const ON_APPROVED = 'cannot be set on an approved purchase';
export const ON_REJECTED = 'cannot be set on a rejected purchase';

export function recordState(purchase: { approvedAt: Date | null; rejectedAt: Date | null }): PurchaseRecordState {
  return purchase.approvedAt ? 'approved' : purchase.rejectedAt ? 'rejected' : 'pending';
}

/** null when the decision may be recorded; else the field it would set and the refusal. */
export function decisionRefusal(state: PurchaseRecordState, decision: Decision): { field: 'approved_at' | 'rejected_at'; message: string } | null {
  if (state === 'pending') return null;
  return { field: decision === 'approve' ? 'approved_at' : 'rejected_at', message: state === 'approved' ? ON_APPROVED : ON_REJECTED };
}
