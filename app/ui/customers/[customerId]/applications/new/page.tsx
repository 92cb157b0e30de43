// /ui/customers/{customerId}/applications/new — New loan: the same form as /ui/apply?reapply. Staff may
// open a customer's path, but only the customer applies.
import type { Metadata } from 'next';
import { getDealerships, getUser } from '@/lib/lender/api';
import { loadForPage } from '@/lib/lender/page';
import { requireCustomerAccess } from '@/lib/session/session';
import { ApplyFrame, ApplyLoadError, StaffApplyNotice } from '@/components/apply/apply-frame';
import { ApplyScreen } from '@/components/apply/apply-screen';

export const metadata: Metadata = { title: 'New loan' };

export default async function NewApplicationPage(props: { params: Promise<{ customerId: string }> }) {
  const { customerId } = await props.params;
  const { session, customerId: id } = await requireCustomerAccess(customerId);
  if (session.userId !== id) {
    return (
      <ApplyFrame>
        <StaffApplyNotice />
      </ApplyFrame>
    );
  }
  const [user, dealerships] = await Promise.all([loadForPage(getUser(session.token, id)), loadForPage(getDealerships(session.token))]);
  return <ApplyFrame>{user && dealerships ? <ApplyScreen user={user} dealerships={dealerships} reapply /> : <ApplyLoadError />}</ApplyFrame>;
}
