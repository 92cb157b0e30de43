import { toPasskeyRows } from './passkey';

describe('toPasskeyRows', () => {
  test.each([
    ['never used', { id: 1, name: 'Phone', created_at: '2026-03-02T17:05:00Z', last_used_at: null }, { id: 1, name: 'Phone', added: '03/02/2026 10:05 AM MT', lastUsed: null }],
    ['used', { id: 2, name: 'Laptop', created_at: '2026-03-02T17:05:00Z', last_used_at: '2026-07-04T02:30:00Z' }, { id: 2, name: 'Laptop', added: '03/02/2026 10:05 AM MT', lastUsed: '07/03/2026 8:30 PM MT' }],
  ])('%s', (_, passkey, row) => {
    expect(toPasskeyRows([passkey])).toEqual([row]);
  });
});
