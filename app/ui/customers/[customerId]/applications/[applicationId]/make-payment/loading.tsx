// While Make Payment loads: its skeleton, under the layout that is already there.
import { PageSkeleton, SkeletonBlock, SkeletonForm } from '@/components/ui/skeleton';

export default function Loading() {
  return (
    <PageSkeleton label="your payment options" className="min-h-screen">
      <SkeletonBlock className="h-11 w-full" />
      <SkeletonForm fields={4} />
    </PageSkeleton>
  );
}
