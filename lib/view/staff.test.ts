import type { AuditEvent } from '../contract/staff';
import { toAuditEventView, toFoundCustomer, type AuditEventView, type FoundCustomer } from './staff';

describe('toFoundCustomer', () => {
  it.each<[string, Parameters<typeof toFoundCustomer>[0], FoundCustomer]>([
    ['with applications', { id: 3, name: 'Ana', email: 'ana@example.com', application_ids: [14, 15] }, { id: 3, name: 'Ana', email: 'ana@example.com', applicationIds: [14, 15] }],
    ['without', { id: 4, name: 'Bo', email: 'bo@example.com', application_ids: [] }, { id: 4, name: 'Bo', email: 'bo@example.com', applicationIds: [] }],
  ])('%s', (_, wire, expected) => {
    expect(toFoundCustomer(wire)).toEqual(expected);
  });
});

describe('toAuditEventView', () => {
  const wire: AuditEvent = { id: 1, actor_id: 9, actor_name: 'Sam', actor_role: 'Collections', customer_id: 3, action: 'read', target: 'GET /api/users/3', created_at: '2026-11-02T15:04:00Z' };
  it.each<[string, AuditEvent, AuditEventView]>([
    ['a read', wire, { id: 1, at: '2026-11-02T15:04:00Z', actorName: 'Sam', actorRole: 'Collections', action: 'Viewed', target: 'GET /api/users/3' }],
    ['a change', { ...wire, action: 'change' }, { id: 1, at: '2026-11-02T15:04:00Z', actorName: 'Sam', actorRole: 'Collections', action: 'Changed', target: 'GET /api/users/3' }],
    ['no role named: Staff', { ...wire, actor_role: null }, { id: 1, at: '2026-11-02T15:04:00Z', actorName: 'Sam', actorRole: 'Staff', action: 'Viewed', target: 'GET /api/users/3' }],
  ])('%s', (_, event, expected) => {
    expect(toAuditEventView(event)).toEqual(expected);
  });
});
