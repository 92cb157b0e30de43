// While Choose a service center loads: its skeleton, under the layout that is already there.
import { PageSkeleton, SkeletonForm } from '@/components/ui/skeleton';

export default function Loading() {
  return (
    <PageSkeleton label="the service centers">
      <SkeletonForm fields={1} />
    </PageSkeleton>
  );
}
