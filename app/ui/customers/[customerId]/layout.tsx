// Everything under a customer: staff see whose account it is (the banner); customers see nothing extra.
// Pages check access themselves; this layout only decorates.
import { getMe, getUser } from '@/lib/lender/api';
import { isStaff } from '@/lib/rules/access';
import { readSession } from '@/lib/session/session';
import { StaffBanner } from '@/components/staff/staff-banner';

export default async function CustomerLayout(props: { children: React.ReactNode; params: Promise<{ customerId: string }> }) {
  const { customerId } = await props.params;
  const session = await readSession();
  const id = Number(customerId);
  if (!session || !isStaff(session.roleGroups) || !Number.isSafeInteger(id) || id <= 0) return props.children;
  // A failed look-up hides the banner only; the page reports its own failure.
  const [customer, me] = await Promise.all([getUser(session.token, id).catch(() => null), getMe(session.token).catch(() => null)]);
  return (
    <>
      {customer && <StaffBanner customer={customer} staffRole={me?.attributes.roles[0]?.name ?? 'Staff'} />}
      {props.children}
    </>
  );
}
