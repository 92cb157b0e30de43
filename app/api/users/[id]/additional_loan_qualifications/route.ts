// GET /api/users/{id}/additional_loan_qualifications — passed, msg, desc per check (desc only for the
// staff roles of spec 000 section 6: the lender leaves it null for everyone else).
import { bff, notFound } from '@/lib/bff/handler';
import { IdParams } from '@/lib/bff/params';
import { lender } from '@/lib/lender/api';
import { mayViewCustomer } from '@/lib/rules/access';

export const GET = bff({ params: IdParams }, async ({ session, params }) => {
  if (!mayViewCustomer(session, params.id)) throw notFound();
  return { data: await lender.getAdditionalLoanQualifications({ token: session.token, id: params.id }) };
});
