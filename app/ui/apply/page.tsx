// /ui/apply — the application form (`?reapply` starts a new application straight away). Signed-out
// visitors are sent to sign in first by the gate, and come back here.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { lender } from '@/lib/lender/api';
import { foundOr404, loadOptional } from '@/lib/lender/page';
import { isStaff } from '@/lib/rules/access';
import { requireSession } from '@/lib/session/session';
import { toCustomer } from '@/lib/view/customer';
import { ApplyFrame, ApplyLoadError, StaffApplyNotice } from '@/components/apply/apply-frame';
import { ApplyScreen } from '@/components/apply/apply-screen';
import { toServiceCenter } from '@/lib/view/service-center';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('apply'))('title') };
}

export default async function ApplyPage(props: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [session, searchParams] = await Promise.all([requireSession(), props.searchParams]);
  if (isStaff(session.roleGroups)) {
    return (
      <ApplyFrame>
        <StaffApplyNotice />
      </ApplyFrame>
    );
  }
  const [user, dealerships] = await Promise.all([loadOptional(lender.getMe({ token: session.token })).then(foundOr404), loadOptional(lender.getDealerships({ token: session.token })).then(foundOr404)]);
  return (
    <ApplyFrame>
      {user !== 'failed' && dealerships !== 'failed' ? <ApplyScreen customer={toCustomer(user)} dealerships={dealerships.map(toServiceCenter)} reapply={'reapply' in searchParams} /> : <ApplyLoadError />}
    </ApplyFrame>
  );
}
