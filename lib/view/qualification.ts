// The additional-loan checks (GET /api/users/{id}/additional_loan_qualifications) as the 'For Customer Care
// Only' table shows them.
import type { Qualification } from '../contract/qualifications';

export interface QualificationCheck {
  /** The check, in the lender's words. */
  check: string;
  passed: boolean;
  /** Sent only to the staff roles of spec 000 section 6; null for anyone else. */
  description: string | null;
}

export const toQualificationCheck = (q: Qualification): QualificationCheck => ({ check: q.msg, passed: q.passed, description: q.desc });
