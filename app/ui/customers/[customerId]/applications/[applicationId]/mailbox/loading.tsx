// While Mailbox loads: its skeleton, under the layout that is already there.
import { PageSkeleton, SkeletonCard, SkeletonForm } from '@/components/ui/skeleton';

export default function Loading() {
  return (
    <PageSkeleton label="your messages" className="min-h-screen">
      <SkeletonCard lines={4} />
      <SkeletonForm fields={1} />
    </PageSkeleton>
  );
}
