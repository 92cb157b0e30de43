// GET /api/users/{id}/additional_loan_qualifications — one item per check of lib/rules/additional-loans.
// `desc` is sent only to the staff roles of spec 000 section 6 (lib/rules/staff-roles); null for anyone else.
import { z } from 'zod';
import { spec } from './wire';

export const QualificationSchema = z.object({
  passed: spec(z.boolean(), '000 §3'),
  msg: spec(z.string(), '000 §3'),
  desc: spec(z.string().nullable(), '000 §3'),
});
export type Qualification = z.infer<typeof QualificationSchema>;

export const QualificationsResponseSchema = z.object({ data: spec(z.array(QualificationSchema), '000 §7') });
