import { toChecklistView } from './checklist';

const upload = { id: 9, filename: 'ro.pdf', type: 'pdf' as const, size: 839_680, sha256: 'a'.repeat(64), scan: 'clean' as const, uploaded_at: '2026-11-28T10:00:00Z' };

test.each([
  ['a lender without the list', undefined, null],
  ['nothing to send now', { application_id: 4, status_cache_status: 'funded', items: [], can_review: false }, null],
])('%s: no list', (_, wire, view) => expect(toChecklistView(wire)).toBe(view));

test('an item with its files, sized and opened through the portal', () => {
  const view = toChecklistView({
    application_id: 4,
    status_cache_status: 'waiting_for_ro_upload',
    can_review: true,
    items: [{ key: 'repair_order', state: 'refused', refusal_reason: 'Blurry', files: [upload], files_left: 5 }],
  });
  expect(view).toEqual({
    applicationId: 4,
    canReview: true,
    items: [{ key: 'repair_order', state: 'refused', refusalReason: 'Blurry', filesLeft: 5, files: [{ id: 9, filename: 'ro.pdf', size: '820 KB', href: '/files/uploads/9' }] }],
  });
});
