import type { AssistanceRecord } from '../contract/assistance';
import { toAssistanceListView, toAssistanceView, toQueueView } from './assistance';

const record: AssistanceRecord = {
  id: 7,
  kind: 'assistance',
  state: 'offer',
  created_at: '2026-11-20T16:00:00.000Z',
  updated_at: '2026-11-21T16:00:00.000Z',
  reason: 'job_loss',
  explanation: 'Lost my job',
  since: '2026-11-01',
  expected_months: 2,
  income_change: 1800,
  help: ['later_due_date'],
  documents: [{ id: 3, filename: 'letter.pdf', type: 'pdf', size: 2048, sha256: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', scan: 'clean', uploaded_at: '2026-11-20T17:00:00.000Z' }, { id: 4, filename: 'bill.pdf', type: 'pdf', size: 3145728, sha256: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', scan: 'clean', uploaded_at: '2026-11-20T17:00:00.000Z' }],
  scra: null,
  offer: { kind: 'later_due_date', days: 10, months: null, amount: null, added_interest: 12.5, from_due_date: '2026-12-05', first_due_date: '2026-12-15', autopay: { next_transaction_date: '2026-12-03', new_next_transaction_date: '2026-12-13', authorization_version: 'v1', amount: 250, new_amount: 250, regular_from: null } },
  call_at: null,
  refusal_reason: null,
  scra_relief: null,
  letter_file_ids: [9],
  authorization_file_id: null,
};

test('an offer: its terms, autopay under it, and the customer may accept or decline', () => {
  expect(toAssistanceView(record)).toMatchObject({
    id: 7,
    open: true,
    documents: [
      { id: 3, filename: 'letter.pdf', size: '2 KB', href: '/files/uploads/3' },
      { id: 4, filename: 'bill.pdf', size: '3.0 MB', href: '/files/uploads/4' },
    ],
    documentsLeft: 3,
    offer: { kind: 'later_due_date', days: 10, addedInterest: 12.5, firstDueDate: '2026-12-15', autopay: { nextDate: '2026-12-03', newNextDate: '2026-12-13', authorizationVersion: 'v1', amount: 250, newAmount: 250, regularFrom: null } },
    moves: ['accept', 'decline'],
  });
});

test.each([
  ['submitted', true, ['withdraw'], 3],
  ['accepted', false, [], 0],
  ['closed', false, [], 0],
] as const)('%s: open %s, moves %p, %d more documents', (state, open, moves, documentsLeft) => {
  expect(toAssistanceView({ ...record, state })).toMatchObject({ open, moves, documentsLeft });
});

test('an SCRA approval reads its relief; the list names the newest', () => {
  const scra: AssistanceRecord = {
    ...record,
    id: 8,
    kind: 'scra',
    state: 'accepted',
    reason: 'military_service',
    offer: null,
    scra: { service_start: '2026-10-01', service_end: null },
    scra_relief: { apr_before: 24.99, apr_after: 6, effective_from: '2026-10-01', forgiven_interest: 40.1, monthly_payment_before: 187.5, monthly_payment_after: 150.2 },
  };
  const list = toAssistanceListView({ requests: [scra, record], may_request: false });
  expect(list.latest).toMatchObject({ id: 8, serviceStart: '2026-10-01', serviceEnd: null, relief: { aprAfter: 6, forgiven: 40.1 } });
  expect(list.mayRequest).toBe(false);
  expect(toAssistanceListView({ requests: [], may_request: true }).latest).toBeNull();
});

test('the queue', () => {
  expect(toQueueView([{ id: 1, kind: 'scra', state: 'submitted', created_at: 'x', reason: null, customer_id: 2, application_id: 3, customer_name: 'Ana Lopez' }])).toEqual([
    { id: 1, kind: 'scra', state: 'submitted', createdAt: 'x', reason: null, customerId: 2, applicationId: 3, customerName: 'Ana Lopez' },
  ]);
});
