// /ui/auth/activate?token=… — a new customer's first sign-in, from the welcome e-mail: date of birth and the
// last 4 digits of the SSN (three wrong tries end the link), then a password. An expired or used link
// offers a new one, with the same answer whether or not the e-mail has an account waiting.
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { BackToSignIn } from '@/components/auth/back-to-sign-in';
import { visitorOf } from '@/lib/lender/visitor';
import { ACTIVATION_MESSAGES, LINK_GONE_MESSAGE, LinkTokenSchema } from '@/lib/contract/account-access';
import { checkActivation } from '@/lib/lender/api';
import { isLenderError } from '@/lib/lender/errors';
import { passwordMessageFor, type PasswordRefusal } from '@/lib/rules/password-words';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { FormSubmitButton } from '@/components/ui/form-submit-button';
import { TextField } from '@/components/ui/text-field';

export const metadata: Metadata = { title: 'Create your sign-in' };

const REFUSALS = new Set<string>(['empty', 'tooShort', 'tooLong', 'common', 'weak']);
const SENT = "If that e-mail belongs to an account waiting for its first sign-in, we sent it a new link. It works once, within 72 hours.";

export default async function ActivatePage(props: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const searchParams = await props.searchParams;
  const one = (key: string) => (typeof searchParams[key] === 'string' ? (searchParams[key] as string) : undefined);
  const token = LinkTokenSchema.safeParse(one('token'));
  const code = one('error');
  const left = Number(one('left'));
  let state: 'gone' | 'tries' | 'locked' | 'unavailable' | { firstName: string; email: string; secondFactor: boolean; knownWords: string[] } = code === 'tries' ? 'tries' : 'gone';
  if (token.success && code !== 'expired' && code !== 'tries') {
    try {
      const check = await checkActivation(token.data, visitorOf({ headers: await headers() }));
      state = { firstName: check.first_name, email: check.email, secondFactor: check.second_factor, knownWords: check.known_words };
    } catch (err) {
      state = isLenderError(err) && err.status === 410 ? 'gone' : isLenderError(err) && err.status === 429 ? 'locked' : 'unavailable';
    }
  }
  const identityError = code === 'identity' ? `${ACTIVATION_MESSAGES.identity}${left === 1 ? ' 1 try is left.' : left === 2 ? ' 2 tries are left.' : ''}` : null;
  const passwordError = code && REFUSALS.has(code) && typeof state === 'object' ? passwordMessageFor(code as PasswordRefusal, state.secondFactor) : null;
  const formError = code === 'locked' ? 'Too many tries. Please wait a few minutes and try again.' : code === 'unavailable' ? 'We could not create your sign-in right now. Please try again in a moment.' : null;

  return (
    <div className="mx-auto max-w-md">
      <h1 className="mb-2 text-2xl font-semibold">Create your sign-in</h1>
      {typeof state === 'object' && token.success ? (
        <>
          <p className="mb-6 text-muted">Welcome, {state.firstName}. Confirm it&apos;s you, then choose the password you will sign in with.</p>
          {formError && <p role="alert" className="mb-4 rounded border border-red-300 bg-red-50 px-3 py-2 text-sm text-danger">{formError}</p>}
          <ResetPasswordForm action="/ui/auth/activate/submit" submitLabel="Create my sign-in" token={token.data} email={state.email} secondFactor={state.secondFactor} knownWords={state.knownWords} error={passwordError}>
            <fieldset className="space-y-4">
              <legend className="mb-2 font-semibold">Confirm it&apos;s you</legend>
              {/* One message for both answers: which of them is wrong is not said. */}
              {identityError && (
                <p id="identity-error" role="alert" className="text-sm text-danger">
                  {identityError}
                </p>
              )}
              <TextField label="Date of birth" name="date_of_birth" type="date" autoComplete="bday" required invalid={Boolean(identityError)} describedBy={identityError ? 'identity-error' : undefined} />
              <TextField
                label="Last 4 digits of your Social Security number"
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
        </>
      ) : state === 'locked' || state === 'unavailable' ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4">
          {state === 'locked' ? 'Too many tries. Please wait a few minutes and try again.' : 'We could not check your link right now. Please try again in a moment.'}
        </p>
      ) : (
        <>
          {one('sent') === '1' ? (
            <p role="status" className="mb-4 rounded border border-brand-100 bg-brand-50 px-3 py-2 text-sm">{SENT}</p>
          ) : (
            <p role="alert" className="mb-4 rounded-lg border border-red-300 bg-red-50 p-4">
              {state === 'tries' ? ACTIVATION_MESSAGES.tooManyTries : `${LINK_GONE_MESSAGE} Welcome links work once, within 72 hours.`}
            </p>
          )}
          <form action="/ui/auth/activate/resend" method="post" noValidate className="space-y-4 rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
            <h2 className="text-lg font-semibold">Send me a new link</h2>
            <TextField label="E-mail" name="email" type="email" autoComplete="email" required maxLength={254} error={code === 'invalid' ? 'Enter a valid e-mail address' : code === 'resend-locked' ? 'Too many requests for a new link. Please try again later.' : null} />
            <FormSubmitButton className="w-full" pendingLabel="Sending…">Send me a new link</FormSubmitButton>
          </form>
        </>
      )}
      <BackToSignIn />
    </div>
  );
}
