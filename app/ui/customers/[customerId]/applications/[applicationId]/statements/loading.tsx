// While Statements loads: its skeleton, under the layout that is already there.
import { PageSkeleton, SkeletonRows } from '@/components/ui/skeleton';

export default function Loading() {
  return (
    <PageSkeleton label="your statements" className="min-h-screen">
      <SkeletonRows rows={6} />
    </PageSkeleton>
  );
}
