// The footer of the account-access pages (forgotten password, reset, activation): the way back to sign in.
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';

export function BackToSignIn() {
  const t = useTranslations('account');
  return (
    <p className="mt-4 text-center">
      <Link href="/ui/auth" className="font-medium text-brand-700 underline">{t('backToSignIn')}</Link>
    </p>
  );
}
