// GET /api/users/{id}/additional_loan_qualifications — one item per check of lib/rules/additional-loans.
// `desc` is sent only to the staff roles of spec 000 section 6 (lib/rules/staff-roles); null for anyone else.
import { z } from 'zod';

export const QualificationSchema = z.object({
  passed: z.boolean(),
  msg: z.string(),
  desc: z.string().nullable(),
});
export type Qualification = z.infer<typeof QualificationSchema>;

export const QualificationsResponseSchema = z.object({ data: z.array(QualificationSchema) });
