// While Apply loads: its skeleton, under the layout that is already there.
import { useTranslations } from 'next-intl';
import { PageSkeleton, SkeletonForm } from '@/components/ui/skeleton';

export default function Loading() {
  const t = useTranslations('common.loading');
  return (
    <PageSkeleton label={t('applicationForm')}>
      <SkeletonForm fields={5} />
    </PageSkeleton>
  );
}
