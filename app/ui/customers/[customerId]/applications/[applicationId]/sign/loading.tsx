// While signing the loan documents loads: its skeleton, under the layout that is already there.
import { PageSkeleton, SkeletonCard } from '@/components/ui/skeleton';

export default function Loading() {
  return (
    <PageSkeleton label="your loan documents">
      <SkeletonCard lines={6} />
    </PageSkeleton>
  );
}
