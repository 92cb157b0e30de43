// While the payment receipt loads: its skeleton, under the layout that is already there.
import { PageSkeleton, SkeletonCard } from '@/components/ui/skeleton';

export default function Loading() {
  return (
    <PageSkeleton label="your payment receipt">
      <SkeletonCard lines={5} />
    </PageSkeleton>
  );
}
