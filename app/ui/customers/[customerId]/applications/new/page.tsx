// /ui/customers/{customerId}/applications/new — New loan: the same form as /ui/apply?reapply. Staff may
// open a customer's path, but only the customer applies.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { lender } from '@/lib/lender/api';
import { foundOr404, loadOptional } from '@/lib/lender/page';
import { requireCustomerAccess } from '@/lib/session/session';
import { toCustomer } from '@/lib/view/customer';
import { ApplyFrame, ApplyLoadError, StaffApplyNotice } from '@/components/apply/apply-frame';
import { ApplyScreen } from '@/components/apply/apply-screen';
import { toServiceCenter } from '@/lib/view/service-center';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('apply'))('newTitle') };
}

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
  const [user, dealerships] = await Promise.all([loadOptional(lender.getUser({ token: session.token, id })).then(foundOr404), loadOptional(lender.getDealerships({ token: session.token })).then(foundOr404)]);
  return (
    <ApplyFrame>{user !== 'failed' && dealerships !== 'failed' ? <ApplyScreen customer={toCustomer(user)} dealerships={dealerships.map(toServiceCenter)} reapply /> : <ApplyLoadError />}</ApplyFrame>
  );
}
