// /ui/auth — sign-in. A plain form posted to /ui/auth/session, so it works before (and without) scripts.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ACTIVATED_NOTICE, EMAIL_CHANGED_NOTICE, landingPath, PASSWORD_RESET_NOTICE, PURCHASE_NOT_YOURS, safeRedirectPath } from '@/lib/rules/access';
import { IDLE_SIGN_OUT_REASON } from '@/lib/rules/session-timeout';
import { SECOND_STEP_ENDED, SECOND_STEP_LOCKED } from '@/lib/rules/second-step';
import { readSession } from '@/lib/session/session';
import { SignInForm } from '@/components/layout/sign-in-form';
import { PasskeySignIn } from '@/components/auth/passkey-sign-in';
import { ClientMessages } from '@/components/i18n/client-messages';
import { passkeysOffered } from '@/lib/lender/passkey-support';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('auth.signIn'))('title') };
}

// Why the customer is here again: not a mistake in the form, so not tied to its fields.
const NOTICES = {
  [IDLE_SIGN_OUT_REASON]: 'idle',
  // A purchase link another customer (or nobody) owns: the customer it was sent to signs in here instead.
  [PURCHASE_NOT_YOURS]: 'purchase',
  [ACTIVATED_NOTICE]: 'activated',
  // The second step ended (too slow, used, too many wrong codes): the password again, then a new code.
  [SECOND_STEP_ENDED]: 'secondStepEnded',
  [SECOND_STEP_LOCKED]: 'secondStepLocked',
  [PASSWORD_RESET_NOTICE]: 'passwordReset',
  [EMAIL_CHANGED_NOTICE]: 'emailChanged',
} as const;

const MESSAGES = ['credentials', 'expired', 'invalid', 'unavailable'] as const;

/** A passkey sign-in that did not work: said beside the passkey button, not on the password's fields. */
const PASSKEY_ERRORS = { passkey: 'notRecognized', passkey_expired: 'expired', passkey_locked: 'locked' } as const;

const noticeOf = (error: string) => (Object.hasOwn(NOTICES, error) ? NOTICES[error as keyof typeof NOTICES] : null);
const passkeyErrorOf = (error: string) => (Object.hasOwn(PASSKEY_ERRORS, error) ? PASSKEY_ERRORS[error as keyof typeof PASSKEY_ERRORS] : null);
const messageOf = (error: string) => MESSAGES.find((m) => m === error) ?? 'unavailable';

export default async function SignInPage(props: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const searchParams = await props.searchParams;
  const one = (key: string) => (typeof searchParams[key] === 'string' ? (searchParams[key] as string) : undefined);
  const redirectUri = safeRedirectPath(one('redirect_uri'));
  const error = one('error');
  // The wait comes in minutes from the sign-in handler; anything else reads as "a few minutes".
  const retry = Number(one('retry'));
  const minutes = Number.isInteger(retry) && retry > 0 && retry < 10_000 ? retry : -1;
  const t = await getTranslations('auth.signIn');
  const passkeyError = error ? passkeyErrorOf(error) : null;

  const session = await readSession();
  if (session && !error) {
    redirect(redirectUri ?? landingPath({ userId: session.userId, roleGroups: session.roleGroups, servicingPlatform: session.servicingPlatform }));
  }

  return (
    <div className="mx-auto max-w-md">
      <h1 className="mb-2 text-2xl font-semibold">{t('title')}</h1>
      <p className="mb-6 text-muted">{t('intro')}</p>
      <SignInForm
        redirectUri={redirectUri}
        notice={error && noticeOf(error) ? t(`notices.${noticeOf(error)!}`) : null}
        error={error === 'locked' ? t('errors.locked', { minutes }) : error && !noticeOf(error) && !passkeyError ? t(`errors.${messageOf(error)}`) : null}
      />
      {passkeysOffered() && (
        <ClientMessages paths={['account.passkeySignIn']}>
          <PasskeySignIn redirectUri={redirectUri} error={passkeyError ? t(`passkeyErrors.${passkeyError}`, { minutes }) : null} />
        </ClientMessages>
      )}
    </div>
  );
}
