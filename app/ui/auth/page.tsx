// /ui/auth — sign-in. A plain form posted to /ui/auth/session, so it works before (and without) scripts.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ACTIVATED_NOTICE, landingPath, PASSWORD_RESET_NOTICE, PURCHASE_NOT_YOURS, safeRedirectPath } from '@/lib/rules/access';
import { tooManyMessage } from '@/lib/rules/retry-after';
import { IDLE_SIGN_OUT_REASON } from '@/lib/rules/session-timeout';
import { SECOND_STEP_ENDED, SECOND_STEP_LOCKED } from '@/lib/rules/second-step';
import { TWO_STEP_MESSAGES } from '@/lib/contract/two-step';
import { readSession } from '@/lib/session/session';
import { SignInForm } from '@/components/layout/sign-in-form';
import { PasskeySignIn } from '@/components/auth/passkey-sign-in';
import { PASSKEY_MESSAGES } from '@/lib/contract/passkey-words';
import { passkeysOffered } from '@/lib/lender/passkey-support';

export const metadata: Metadata = { title: 'Sign in' };

// Why the customer is here again: not a mistake in the form, so not tied to its fields.
const NOTICES: Record<string, string> = {
  [IDLE_SIGN_OUT_REASON]: 'For your security, we signed you out after a period of inactivity. Sign in again to continue where you left off.',
  // A purchase link another customer (or nobody) owns: the customer it was sent to signs in here instead.
  [PURCHASE_NOT_YOURS]: 'Sign in as the customer this purchase was sent to',
  [ACTIVATED_NOTICE]: 'Your sign-in is ready. Sign in with your e-mail and the password you chose.',
  // The second step ended (too slow, used, too many wrong codes): the password again, then a new code.
  [SECOND_STEP_ENDED]: TWO_STEP_MESSAGES.challengeGone,
  [SECOND_STEP_LOCKED]: TWO_STEP_MESSAGES.tooManyTries,
  [PASSWORD_RESET_NOTICE]: 'Your password was changed, and every device that was signed in to your account was signed out. Sign in with your new password.',
};

const MESSAGES: Record<string, string> = {
  credentials: 'The e-mail or password is incorrect.',
  expired: 'Your session has ended. Please sign in again.',
  invalid: 'Enter your e-mail and password.',
  unavailable: 'We could not sign you in right now. Please try again in a moment.',
};

/** A passkey sign-in that did not work: said beside the passkey button, not on the password's fields. */
const PASSKEY_ERRORS: Record<string, string> = {
  passkey: PASSKEY_MESSAGES.notRecognized,
  passkey_expired: PASSKEY_MESSAGES.expired,
};

export default async function SignInPage(props: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const searchParams = await props.searchParams;
  const one = (key: string) => (typeof searchParams[key] === 'string' ? (searchParams[key] as string) : undefined);
  const redirectUri = safeRedirectPath(one('redirect_uri'));
  const error = one('error');
  // The wait comes in minutes from the sign-in handler; anything else reads as "a few minutes".
  const retry = Number(one('retry'));
  const minutes = Number.isInteger(retry) && retry > 0 && retry < 10_000 ? retry : null;
  const lockedMessage = tooManyMessage('Too many failed sign-in attempts.', minutes);
  const passkeyError = error === 'passkey_locked' ? tooManyMessage('Too many failed passkey sign-ins.', minutes) : error ? (PASSKEY_ERRORS[error] ?? null) : null;

  const session = await readSession();
  if (session && !error) {
    redirect(redirectUri ?? landingPath({ userId: session.userId, roleGroups: session.roleGroups, servicingPlatform: session.servicingPlatform }));
  }

  return (
    <div className="mx-auto max-w-md">
      <h1 className="mb-2 text-2xl font-semibold">Sign in</h1>
      <p className="mb-6 text-muted">See your loans, make payments and manage your account.</p>
      <SignInForm
        redirectUri={redirectUri}
        notice={error ? (NOTICES[error] ?? null) : null}
        error={error === 'locked' ? lockedMessage : error && !NOTICES[error] && !passkeyError ? (MESSAGES[error] ?? MESSAGES.unavailable!) : null}
      />
      {passkeysOffered() && <PasskeySignIn redirectUri={redirectUri} error={passkeyError} />}
    </div>
  );
}
