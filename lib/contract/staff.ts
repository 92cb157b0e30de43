// Staff-only calls: finding a customer and reading the audit trail of staff access to them.
import { z } from 'zod';
import { IdParamSchema, SafeTextSchema } from './common';

export const CustomerSearchQuerySchema = z.object({ q: SafeTextSchema.trim().min(1, 'Enter an e-mail, a name or an id').max(100) });

export const CustomerSearchResultSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  application_ids: z.array(z.number().int()),
});
export type CustomerSearchResult = z.infer<typeof CustomerSearchResultSchema>;
export const CustomerSearchResponseSchema = z.object({ data: z.array(CustomerSearchResultSchema) });

export const AuditEventSchema = z.object({
  id: z.number().int(),
  actor_id: z.number().int(),
  actor_name: z.string(),
  actor_role: z.string().nullable(),
  customer_id: z.number().int(),
  action: z.enum(['read', 'change']),
  target: z.string(),
  created_at: z.iso.datetime({ offset: true }),
});
export type AuditEvent = z.infer<typeof AuditEventSchema>;
export const AuditEventsResponseSchema = z.object({ data: z.array(AuditEventSchema) });
export const AuditQuerySchema = z.object({ customer_id: IdParamSchema });
