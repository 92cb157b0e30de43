// While Payment History loads: its skeleton, under the layout that is already there.
import { PageSkeleton, SkeletonBlock, SkeletonRows } from '@/components/ui/skeleton';

export default function Loading() {
  return (
    <PageSkeleton label="your payment history" className="min-h-screen">
      <SkeletonBlock className="h-48 w-full" />
      <SkeletonRows rows={6} />
    </PageSkeleton>
  );
}
