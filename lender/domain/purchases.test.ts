import { decisionRefusal, ON_APPROVED, ON_REJECTED, recordState, type Decision, type PurchaseRecordState } from './purchases';

const at = new Date('2026-05-18T15:00:00Z');

test.each([
  [{ approvedAt: null, rejectedAt: null }, 'pending'],
  [{ approvedAt: at, rejectedAt: null }, 'approved'],
  [{ approvedAt: null, rejectedAt: at }, 'rejected'],
])('%j is %s', (record, state) => expect(recordState(record)).toBe(state));

test.each<[PurchaseRecordState, Decision, ReturnType<typeof decisionRefusal>]>([
  ['pending', 'approve', null],
  ['pending', 'reject', null],
  ['approved', 'reject', { field: 'rejected_at', message: ON_APPROVED }],
  ['approved', 'approve', { field: 'approved_at', message: ON_APPROVED }],
  ['rejected', 'approve', { field: 'approved_at', message: ON_REJECTED }],
  ['rejected', 'reject', { field: 'rejected_at', message: ON_REJECTED }],
])('%s, %s → %j', (state, decision, refusal) => expect(decisionRefusal(state, decision)).toEqual(refusal));

test("the spec's refusal of rejecting an approved purchase", () => expect(ON_APPROVED).toBe('cannot be set on an approved purchase'));
