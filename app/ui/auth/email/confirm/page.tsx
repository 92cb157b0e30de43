// /ui/auth/email/confirm?token=… — the link sent to a new sign-in e-mail: the customer confirms the change
// with a press (a mail scanner opening the link changes nothing). A plain form, so it works without scripts;
// an expired or used link says so.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import { BackToSignIn } from '@/components/auth/back-to-sign-in';
import { EmailLinkGone } from '@/components/auth/email-link-gone';
import { FormSubmitButton } from '@/components/ui/form-submit-button';
import { LinkTokenSchema } from '@/lib/contract/account-access';
import { lender } from '@/lib/lender/api';
import { isLenderError } from '@/lib/lender/errors';
import { visitorOf } from '@/lib/lender/visitor';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('account.emailChange'))('confirmTitle') };
}

export default async function ConfirmEmailChangePage(props: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const searchParams = await props.searchParams;
  const token = LinkTokenSchema.safeParse(searchParams.token);
  const failed = searchParams.error === 'unavailable';
  const t = await getTranslations('account.emailChange');
  let state: 'gone' | 'unavailable' | { newEmail: string } = 'gone';
  if (token.success && searchParams.error !== 'expired') {
    try {
      state = { newEmail: (await lender.checkEmailChange({ visitor: visitorOf({ headers: await headers() }), body: { token: token.data } })).new_email };
    } catch (err) {
      state = isLenderError(err) && (err.status === 410 || err.status === 422) ? 'gone' : 'unavailable';
    }
  }
  return (
    <div className="mx-auto max-w-md">
      <h1 className="mb-2 text-2xl font-semibold">{t('confirmTitle')}</h1>
      {typeof state === 'object' && token.success ? (
        <form action="/ui/auth/email/confirm/submit" method="post" className="space-y-4 rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
          <p>{t.rich('confirmIntro', { email: state.newEmail, strong: (chunks) => <strong className="break-all">{chunks}</strong> })}</p>
          <p className="text-sm text-muted">{t('confirmAfter')}</p>
          {failed && <p role="alert" className="text-sm text-danger">{t('unavailable')}</p>}
          <input type="hidden" name="token" value={token.data} />
          <FormSubmitButton className="w-full" pendingLabel={t('confirming')}>{t('confirmSubmit')}</FormSubmitButton>
        </form>
      ) : (
        <EmailLinkGone text={state === 'unavailable' ? t('unavailable') : t('confirmGone')} />
      )}
      <BackToSignIn />
    </div>
  );
}
