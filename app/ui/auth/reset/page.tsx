// /ui/auth/reset?token=… — the link of a "Forgot your password?" e-mail: choose a new password. An
// expired or used link says so and offers a new one.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import { Link } from '@/components/ui/link';
import { BackToSignIn } from '@/components/auth/back-to-sign-in';
import { visitorOf } from '@/lib/lender/visitor';
import { LinkTokenSchema } from '@/lib/contract/account-access';
import { lender } from '@/lib/lender/api';
import { isLenderError } from '@/lib/lender/errors';
import { PASSWORD_REFUSALS, passwordMessageFor, type PasswordRefusal } from '@/lib/rules/password-words';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { ClientMessages } from '@/components/i18n/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('account.reset'))('title') };
}

const REFUSALS = new Set<string>(PASSWORD_REFUSALS);

export default async function ResetPasswordPage(props: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const searchParams = await props.searchParams;
  const one = (key: string) => (typeof searchParams[key] === 'string' ? (searchParams[key] as string) : undefined);
  const token = LinkTokenSchema.safeParse(one('token'));
  const code = one('error');
  const t = await getTranslations('account');
  let state: 'gone' | 'locked' | 'unavailable' | { email: string; secondFactor: boolean; knownWords: string[] } = 'gone';
  if (token.success && code !== 'expired') {
    try {
      const check = await lender.checkPasswordReset({ visitor: visitorOf({ headers: await headers() }), body: { token: token.data } });
      state = { email: check.email, secondFactor: check.second_factor, knownWords: check.known_words };
    } catch (err) {
      state = isLenderError(err) && err.status === 410 ? 'gone' : isLenderError(err) && err.status === 429 ? 'locked' : 'unavailable';
    }
  }
  return (
    <div className="mx-auto max-w-md">
      <h1 className="mb-2 text-2xl font-semibold">{t('reset.title')}</h1>
      {typeof state === 'object' && token.success ? (
        <>
          <p className="mb-6 text-muted">{t('reset.intro')}</p>
          <ClientMessages paths={['account.password', 'account.saving']}>
          <ResetPasswordForm
            action="/ui/auth/reset/submit"
            submitLabel={t('reset.submit')}
            token={token.data}
            email={state.email}
            secondFactor={state.secondFactor}
            knownWords={state.knownWords}
            error={code && REFUSALS.has(code) ? passwordMessageFor(code as PasswordRefusal, state.secondFactor, (key, values) => t(`password.${key}`, values)) : code === 'locked' ? t('tooManyTries') : code === 'unavailable' ? t('reset.unavailable') : null}
          />
          </ClientMessages>
        </>
      ) : (
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4">
          <p className="mb-3">
            {state === 'locked'
              ? t('tooManyTries')
              : state === 'unavailable'
                ? t('checkUnavailable')
                : `${t('linkGone')} ${t('reset.linkGone')}`}
          </p>
          {state !== 'unavailable' && state !== 'locked' && (
            <Link href="/ui/auth/forgot" className="font-semibold text-brand-700 underline">{t('sendNewLink')}</Link>
          )}
        </div>
      )}
      <BackToSignIn />
    </div>
  );
}
