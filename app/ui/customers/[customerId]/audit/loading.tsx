/* eslint-disable portal/no-visible-words -- a staff-only screen: it stays in English, as customer-care and collections staff work in English (the viewing-as banner names the customer's language) */
// While the audit trail (staff) loads: its skeleton, under the layout that is already there.
import { PageSkeleton, SkeletonRows } from '@/components/ui/skeleton';

export default function Loading() {
  return (
    <PageSkeleton label="the audit trail">
      <SkeletonRows rows={8} />
    </PageSkeleton>
  );
}
