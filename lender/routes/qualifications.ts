// GET /api/users/{id}/additional_loan_qualifications — the additional-loan checks of lender/domain/qualifications.ts
// computed from the customer's records (lender/domain/qualification-records.ts). The customer and any staff may read
// them; `desc` is filled only for the staff roles of spec 000 section 6, null for everyone else.
import { Hono } from 'hono';
import type { Qualification } from '../../lib/contract/qualifications';
import { mayReadQualificationDescriptions } from '../domain/staff-roles';
import { loadCustomer } from '../domain/access';
import type { Env } from '../http/context';
import { loadQualificationChecks } from '../domain/qualification-records';
import { idParam } from '../http/validate';

export const qualificationRoutes = new Hono<Env>();

qualificationRoutes.get('/:id/additional_loan_qualifications', async (c) => {
  const deps = c.get('deps');
  const actor = c.get('actor');
  const customer = await loadCustomer(deps, actor, idParam(c));
  const withDescriptions = actor.isStaff && mayReadQualificationDescriptions(actor.roles);
  const checks = await loadQualificationChecks(deps, customer);
  const data: Qualification[] = checks.map((check) => ({
    passed: check.passed,
    msg: check.msg,
    desc: withDescriptions ? check.desc : null,
  }));
  return c.json({ data });
});
