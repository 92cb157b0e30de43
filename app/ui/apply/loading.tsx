// While Apply loads: its skeleton, under the layout that is already there.
import { PageSkeleton, SkeletonForm } from '@/components/ui/skeleton';

export default function Loading() {
  return (
    <PageSkeleton label="the application form">
      <SkeletonForm fields={5} />
    </PageSkeleton>
  );
}
