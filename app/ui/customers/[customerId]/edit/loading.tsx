// While Account Preferences loads: its skeleton, under the layout that is already there.
import { PageSkeleton, SkeletonCard } from '@/components/ui/skeleton';

export default function Loading() {
  return (
    <PageSkeleton label="your account preferences">
      <SkeletonCard lines={2} />
      <SkeletonCard lines={2} />
      <SkeletonCard lines={3} />
      <SkeletonCard lines={3} />
    </PageSkeleton>
  );
}
