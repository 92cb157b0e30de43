// While Additional financing loads: its skeleton, under the layout that is already there.
import { PageSkeleton, SkeletonCard, SkeletonRows } from '@/components/ui/skeleton';

export default function Loading() {
  return (
    <PageSkeleton label="your additional financing">
      <SkeletonCard lines={3} />
      <SkeletonRows rows={3} />
    </PageSkeleton>
  );
}
