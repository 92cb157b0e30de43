// While the payment error page loads: its skeleton, under the layout that is already there.
import { PageSkeleton } from '@/components/ui/skeleton';

export default function Loading() {
  return <PageSkeleton label="the payment result" />;
}
