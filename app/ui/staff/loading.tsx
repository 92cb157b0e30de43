/* eslint-disable portal/no-visible-words -- a staff-only screen: it stays in English, as customer-care and collections staff work in English (the viewing-as banner names the customer's language) */
// While Find a customer (staff) loads: its skeleton, under the layout that is already there.
import { PageSkeleton, SkeletonForm, SkeletonRows } from '@/components/ui/skeleton';

export default function Loading() {
  return (
    <PageSkeleton label="the customer search" className="mx-auto max-w-3xl">
      <SkeletonForm fields={1} />
      <SkeletonRows rows={3} />
    </PageSkeleton>
  );
}
