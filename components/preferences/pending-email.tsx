// A new sign-in e-mail waiting for its own inbox to confirm it, said beside the e-mail that still signs in.
import { useTranslations } from 'next-intl';

export function PendingEmail({ email, current }: { email: string; current: string }) {
  const t = useTranslations('preferences');
  return (
    <p className="mb-3 rounded-md border border-brand-100 bg-brand-50 p-3 text-sm">
      {t.rich('email.pending', { email, current, strong: (chunks) => <strong className="break-all">{chunks}</strong> })}
    </p>
  );
}
