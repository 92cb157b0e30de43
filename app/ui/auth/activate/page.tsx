// /ui/auth/activate?token=… — a new customer's first sign-in, from the welcome e-mail: date of birth and the
// last 4 digits of the SSN (three wrong tries end the link), then a password. An expired or used link
// offers a new one, with the same answer whether or not the e-mail has an account waiting.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import { BackToSignIn } from '@/components/auth/back-to-sign-in';
import { visitorOf } from '@/lib/lender/visitor';
import { LinkTokenSchema } from '@/lib/contract/account-access';
import { lender } from '@/lib/lender/api';
import { isLenderError } from '@/lib/lender/errors';
import { PASSWORD_REFUSALS, passwordMessageFor, type PasswordRefusal } from '@/lib/rules/password-words';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { ClientMessages } from '@/components/i18n/client-messages';
import { FormSubmitButton } from '@/components/ui/form-submit-button';
import { TextField } from '@/components/ui/text-field';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('account.activate'))('title') };
}

const REFUSALS = new Set<string>(PASSWORD_REFUSALS);

export default async function ActivatePage(props: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const searchParams = await props.searchParams;
  const one = (key: string) => (typeof searchParams[key] === 'string' ? (searchParams[key] as string) : undefined);
  const token = LinkTokenSchema.safeParse(one('token'));
  const code = one('error');
  const left = Number(one('left'));
  const t = await getTranslations('account');
  let state: 'gone' | 'tries' | 'locked' | 'unavailable' | { firstName: string; email: string; secondFactor: boolean; knownWords: string[] } = code === 'tries' ? 'tries' : 'gone';
  if (token.success && code !== 'expired' && code !== 'tries') {
    try {
      const check = await lender.checkActivation({ visitor: visitorOf({ headers: await headers() }), body: { token: token.data } });
      state = { firstName: check.first_name, email: check.email, secondFactor: check.second_factor, knownWords: check.known_words };
    } catch (err) {
      state = isLenderError(err) && err.status === 410 ? 'gone' : isLenderError(err) && err.status === 429 ? 'locked' : 'unavailable';
    }
  }
  const identityError = code === 'identity' ? `${t('activate.identity')}${left === 1 || left === 2 ? ` ${t('activate.triesLeft', { left })}` : ''}` : null;
  const passwordError = code && REFUSALS.has(code) && typeof state === 'object' ? passwordMessageFor(code as PasswordRefusal, state.secondFactor, (key, values) => t(`password.${key}`, values)) : null;
  const formError = code === 'locked' ? t('tooManyTries') : code === 'unavailable' ? t('activate.unavailable') : null;

  return (
    <div className="mx-auto max-w-md">
      <h1 className="mb-2 text-2xl font-semibold">{t('activate.title')}</h1>
      {typeof state === 'object' && token.success ? (
        <>
          <p className="mb-6 text-muted">{t('activate.welcome', { name: state.firstName })}</p>
          {formError && <p role="alert" className="mb-4 rounded border border-red-300 bg-red-50 px-3 py-2 text-sm text-danger">{formError}</p>}
          <ClientMessages paths={['account.password', 'account.saving']}>
          <ResetPasswordForm action="/ui/auth/activate/submit" submitLabel={t('activate.submit')} token={token.data} email={state.email} secondFactor={state.secondFactor} knownWords={state.knownWords} error={passwordError}>
            <fieldset className="space-y-4">
              <legend className="mb-2 font-semibold">{t('activate.confirm')}</legend>
              {/* One message for both answers: which of them is wrong is not said. */}
              {identityError && (
                <p id="identity-error" role="alert" className="text-sm text-danger">
                  {identityError}
                </p>
              )}
              <TextField label={t('activate.dateOfBirth')} name="date_of_birth" type="date" autoComplete="bday" required invalid={Boolean(identityError)} describedBy={identityError ? 'identity-error' : undefined} />
              <TextField
                label={t('activate.ssnLast4')}
                name="ssn_last4"
                inputMode="numeric"
                pattern="[0-9]{4}"
                maxLength={4}
                autoComplete="off"
                required
                invalid={Boolean(identityError)}
                describedBy={identityError ? 'identity-error' : undefined}
              />
            </fieldset>
          </ResetPasswordForm>
          </ClientMessages>
        </>
      ) : state === 'locked' || state === 'unavailable' ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4">
          {state === 'locked' ? t('tooManyTries') : t('checkUnavailable')}
        </p>
      ) : (
        <>
          {one('sent') === '1' ? (
            <p role="status" className="mb-4 rounded border border-brand-100 bg-brand-50 px-3 py-2 text-sm">{t('activate.sent')}</p>
          ) : (
            <p role="alert" className="mb-4 rounded-lg border border-red-300 bg-red-50 p-4">
              {state === 'tries' ? t('activate.tooManyAnswers') : `${t('linkGone')} ${t('activate.linkGone')}`}
            </p>
          )}
          <form action="/ui/auth/activate/resend" method="post" noValidate className="space-y-4 rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
            <h2 className="text-lg font-semibold">{t('sendNewLink')}</h2>
            <TextField label={t('email')} name="email" type="email" autoComplete="email" required maxLength={254} error={code === 'invalid' ? t('invalidEmail') : code === 'resend-locked' ? t('activate.resendLocked') : null} />
            <FormSubmitButton className="w-full" pendingLabel={t('sending')}>{t('sendNewLink')}</FormSubmitButton>
          </form>
        </>
      )}
      <BackToSignIn />
    </div>
  );
}
