// While Additional financing loads: its skeleton, under the layout that is already there.
import { useTranslations } from 'next-intl';
import { PageSkeleton, SkeletonCard, SkeletonRows } from '@/components/ui/skeleton';

export default function Loading() {
  const t = useTranslations('common.loading');
  return (
    <PageSkeleton label={t('financing')}>
      <SkeletonCard lines={3} />
      <SkeletonRows rows={3} />
    </PageSkeleton>
  );
}
