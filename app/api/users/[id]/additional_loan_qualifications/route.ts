// GET /api/users/{id}/additional_loan_qualifications — passed, msg, desc per check (desc only for the
// staff roles of spec 000 section 6: the lender leaves it null for everyone else).
import { bff, errorJson } from '@/lib/bff/handler';
import { getAdditionalLoanQualifications } from '@/lib/lender/api';
import { mayViewCustomer } from '@/lib/rules/access';

export const GET = bff<undefined, { id: string }>({}, async ({ session, params }) => {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0 || !mayViewCustomer(session, id)) return errorJson(404, 'Not found');
  return { data: await getAdditionalLoanQualifications(session.token, id) };
});
