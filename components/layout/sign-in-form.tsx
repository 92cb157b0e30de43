// The sign-in form: server-rendered, posts natively; the error is tied to the fields it concerns.
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { FormSubmitButton } from '@/components/ui/form-submit-button';
import { TextField } from '@/components/ui/text-field';

interface Props {
  redirectUri: string | null;
  /** Why the customer must sign in again (session ended, idle sign-out): said once, not a field error. */
  notice?: string | null;
  error: string | null;
}

export function SignInForm({ redirectUri, notice, error }: Props) {
  const message = error;
  const t = useTranslations('auth.signIn');
  return (
    <form action="/ui/auth/session" method="post" className="space-y-4 rounded-lg border border-gray-200 bg-white p-6 shadow-sm" noValidate>
      {notice && (
        <p role="status" className="rounded border border-brand-100 bg-brand-50 px-3 py-2 text-sm">
          {notice}
        </p>
      )}
      {message && (
        <p id="sign-in-error" role="alert" className="rounded border border-red-300 bg-red-50 px-3 py-2 text-sm text-danger">
          {error}
        </p>
      )}
      {redirectUri && <input type="hidden" name="redirect_uri" value={redirectUri} />}
      <TextField
        label={t('email')}
        name="email"
        type="email"
        // "webauthn": the browser may offer passkeys here too (components/auth/passkey-sign-in.tsx).
        autoComplete="username webauthn"
        required
        maxLength={254}
        invalid={Boolean(error)}
        describedBy={error ? 'sign-in-error' : undefined}
      />
      <TextField
        label={t('password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        maxLength={200}
        invalid={Boolean(error)}
        describedBy={error ? 'sign-in-error' : undefined}
      />
      <FormSubmitButton className="w-full" pendingLabel={t('pending')}>{t('submit')}</FormSubmitButton>
      <p className="text-center text-sm">
        <Link href="/ui/auth/forgot" className="font-medium text-brand-700 underline">{t('forgot')}</Link>
      </p>
    </form>
  );
}
