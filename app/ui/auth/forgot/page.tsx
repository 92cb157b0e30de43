// /ui/auth/forgot — "Forgot your password?": the e-mail in, a single-use link valid 15 minutes out. The
// answer is the same whether or not the e-mail has an account. A plain form, so it works without scripts.
import type { Metadata } from 'next';
import { BackToSignIn } from '@/components/auth/back-to-sign-in';
import { tooManyMessage } from '@/lib/rules/retry-after';
import { FormSubmitButton } from '@/components/ui/form-submit-button';
import { TextField } from '@/components/ui/text-field';

export const metadata: Metadata = { title: 'Reset your password' };

const RESET_SENT_MESSAGE =
  'If an account uses that e-mail, we sent it a link to choose a new password. The link works once, within 15 minutes. Check your inbox, and your spam folder too.';

const ERRORS: Record<string, string> = {
  invalid: 'Enter a valid e-mail address',
  unavailable: 'We could not send the link right now. Please try again in a moment.',
};

export default async function ForgotPasswordPage(props: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const searchParams = await props.searchParams;
  const one = (key: string) => (typeof searchParams[key] === 'string' ? (searchParams[key] as string) : undefined);
  const sent = one('sent') === '1';
  const code = one('error');
  const retry = Number(one('retry'));
  const error = code === 'locked' ? tooManyMessage('Too many requests for a reset link.', Number.isInteger(retry) && retry > 0 && retry < 10_000 ? retry : null) : code ? (ERRORS[code] ?? ERRORS.unavailable!) : null;
  return (
    <div className="mx-auto max-w-md">
      <h1 className="mb-2 text-2xl font-semibold">Reset your password</h1>
      <p className="mb-6 text-muted">Enter the e-mail you sign in with. We will send you a link to choose a new password.</p>
      <form action="/ui/auth/forgot/send" method="post" className="space-y-4 rounded-lg border border-gray-200 bg-white p-6 shadow-sm" noValidate>
        {sent && (
          <p role="status" className="rounded border border-brand-100 bg-brand-50 px-3 py-2 text-sm">
            {RESET_SENT_MESSAGE}
          </p>
        )}
        <TextField label="E-mail" name="email" type="email" autoComplete="username" required maxLength={254} error={error} />
        <FormSubmitButton className="w-full" pendingLabel="Sending…">Send me a reset link</FormSubmitButton>
      </form>
      <BackToSignIn />
    </div>
  );
}
