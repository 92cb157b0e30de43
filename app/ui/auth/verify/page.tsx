// /ui/auth/verify — the second step of a sign-in with two-step verification: the code sent by
// text message or e-mail, or the authenticator app's, or a recovery code. Plain forms that work without
// scripts; the challenge is in a sealed cookie set by the sign-in (never in the URL).
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { Link } from '@/components/ui/link';
import { BackToSignIn } from '@/components/auth/back-to-sign-in';
import { VerifyCodeForm } from '@/components/auth/verify-code-form';
import { SendCodeForms } from '@/components/auth/send-code-forms';
import { codeInstructions, SECOND_STEP_ENDED, verifyErrorMessage } from '@/lib/rules/second-step';
import { readPendingSignIn } from '@/lib/session/second-step';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('account.verify'))('title') };
}

const SEND_ERRORS = new Set(['resend-wait', 'sends', 'texts-off']);

export default async function VerifyPage(props: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const searchParams = await props.searchParams;
  const one = (key: string) => (typeof searchParams[key] === 'string' ? (searchParams[key] as string) : undefined);
  const pending = await readPendingSignIn();
  if (!pending) redirect(`/ui/auth?error=${SECOND_STEP_ENDED}`);
  const { step } = pending;
  const recovery = one('use') === 'recovery';
  const error = one('error');
  const left = Number(one('left'));
  const t = await getTranslations('account.verify');
  const say = (key: string, values?: Record<string, string | number>) => t(key as never, values as never);
  const message = verifyErrorMessage(error, Number.isInteger(left) ? left : null, say);
  const codeMethods = step.methods.filter((method) => method !== 'totp');
  return (
    <div className="mx-auto max-w-md">
      <h1 className="mb-2 text-2xl font-semibold">{t('title')}</h1>
      <p className="mb-6 text-muted">
        {recovery
          ? t('recoveryIntro')
          : codeInstructions(step.sent, step.methods, step.destinations, say)}
      </p>
      {one('sent') && !error && (
        <p role="status" className="mb-4 rounded border border-brand-100 bg-brand-50 px-3 py-2 text-sm">{t('newCode')}</p>
      )}
      <VerifyCodeForm recovery={recovery} error={error && !SEND_ERRORS.has(error) ? message : null} />
      <div className="mt-6 space-y-3 rounded-lg border border-gray-200 bg-white p-5">
        <h2 className="text-base font-semibold">{t('otherWays')}</h2>
        {!recovery && codeMethods.length > 0 && (
          <SendCodeForms methods={codeMethods} sent={step.sent} error={error && SEND_ERRORS.has(error) ? message : null} />
        )}
        <p>
          {recovery ? (
            <Link href="/ui/auth/verify" className="font-medium text-brand-700 underline">{t('useCode')}</Link>
          ) : (
            <Link href="/ui/auth/verify?use=recovery" className="font-medium text-brand-700 underline">{t('useRecovery')}</Link>
          )}
        </p>
      </div>
      <BackToSignIn />
    </div>
  );
}
