// The staff screens' records: a customer found by the staff search (GET /api/staff/customers?q=) and an
// event of the audit trail of staff access to a customer (GET /api/staff/audit?customer_id=).
import type { AuditEvent, CustomerSearchResult } from '../contract/staff';

export interface FoundCustomer {
  id: number;
  name: string;
  email: string;
  applicationIds: number[];
}

export const toFoundCustomer = (c: CustomerSearchResult): FoundCustomer => ({ id: c.id, name: c.name, email: c.email, applicationIds: c.application_ids });

export interface AuditEventView {
  id: number;
  at: string;
  actorName: string;
  /** The actor's role; 'Staff' when the lender names none. */
  actorRole: string;
  /** What they did, in words: Viewed or Changed. */
  action: 'Viewed' | 'Changed';
  target: string;
}

export const toAuditEventView = (e: AuditEvent): AuditEventView => ({
  id: e.id,
  at: e.created_at,
  actorName: e.actor_name,
  actorRole: e.actor_role ?? 'Staff',
  action: e.action === 'change' ? 'Changed' : 'Viewed',
  target: e.target,
});
