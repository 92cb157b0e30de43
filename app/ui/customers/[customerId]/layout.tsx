// Everything under a customer: staff see whose account it is (the banner); customers see nothing extra.
// The access check here decides the answer's status before a page's loading skeleton streams (another
// customer's id is a real 404); every page checks again, since layouts do not re-run on navigation.
import { lender } from '@/lib/lender/api';
import { isStaff } from '@/lib/rules/access';
import { requireCustomerAccess } from '@/lib/session/session';
import { toCustomer } from '@/lib/view/customer';
import { StaffBanner } from '@/components/staff/staff-banner';

export default async function CustomerLayout(props: { children: React.ReactNode; params: Promise<{ customerId: string }> }) {
  const { session, customerId: id } = await requireCustomerAccess((await props.params).customerId);
  if (!isStaff(session.roleGroups)) return props.children;
  // A failed look-up hides the banner only; the page reports its own failure.
  const [customer, me] = await Promise.all([lender.getUser({ token: session.token, id }).then(toCustomer, () => null), lender.getMe({ token: session.token }).then(toCustomer, () => null)]);
  return (
    <>
      {customer && <StaffBanner customer={customer} staffRole={me?.roles[0] ?? 'Staff'} />}
      {props.children}
    </>
  );
}
