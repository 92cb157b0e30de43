// /ui/auth/forgot — "Forgot your password?": the e-mail in, a single-use link valid 15 minutes out. The
// answer is the same whether or not the e-mail has an account. A plain form, so it works without scripts.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BackToSignIn } from '@/components/auth/back-to-sign-in';
import { FormSubmitButton } from '@/components/ui/form-submit-button';
import { TextField } from '@/components/ui/text-field';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('account.forgot'))('title') };
}

export default async function ForgotPasswordPage(props: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const searchParams = await props.searchParams;
  const one = (key: string) => (typeof searchParams[key] === 'string' ? (searchParams[key] as string) : undefined);
  const sent = one('sent') === '1';
  const code = one('error');
  const retry = Number(one('retry'));
  const t = await getTranslations('account');
  const minutes = Number.isInteger(retry) && retry > 0 && retry < 10_000 ? retry : -1;
  const error = code === 'locked' ? t('forgot.locked', { minutes }) : code === 'invalid' ? t('invalidEmail') : code ? t('forgot.unavailable') : null;
  return (
    <div className="mx-auto max-w-md">
      <h1 className="mb-2 text-2xl font-semibold">{t('forgot.title')}</h1>
      <p className="mb-6 text-muted">{t('forgot.intro')}</p>
      <form action="/ui/auth/forgot/send" method="post" className="space-y-4 rounded-lg border border-gray-200 bg-white p-6 shadow-sm" noValidate>
        {sent && (
          <p role="status" className="rounded border border-brand-100 bg-brand-50 px-3 py-2 text-sm">
            {t('forgot.sent')}
          </p>
        )}
        <TextField label={t('email')} name="email" type="email" autoComplete="username" required maxLength={254} error={error} />
        <FormSubmitButton className="w-full" pendingLabel={t('sending')}>{t('forgot.submit')}</FormSubmitButton>
      </form>
      <BackToSignIn />
    </div>
  );
}
