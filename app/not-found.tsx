import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';

export default function NotFound() {
  const t = useTranslations('common.notFound');
  return (
    <section className="max-w-2xl rounded-lg border border-gray-200 bg-white p-6">
      <h1 className="mb-3 text-2xl font-semibold">{t('title')}</h1>
      <p className="mb-4">{t('text')}</p>
      <Link className="font-medium text-brand-700 underline" href="/">{t('back')}</Link>
    </section>
  );
}
