// /ui/auth/email/stop?token=… — the link in the notice to the old sign-in e-mail: stop a change the account
// holder did not ask for, with a press. A plain form, so it works without scripts.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BackToSignIn } from '@/components/auth/back-to-sign-in';
import { EmailLinkGone } from '@/components/auth/email-link-gone';
import { FormSubmitButton } from '@/components/ui/form-submit-button';
import { LinkTokenSchema } from '@/lib/contract/account-access';
import { SUPPORT_PHONE } from '@/lib/rules/contact';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('account.emailChange'))('stopTitle') };
}

export default async function StopEmailChangePage(props: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const searchParams = await props.searchParams;
  const token = LinkTokenSchema.safeParse(searchParams.token);
  const error = searchParams.error;
  const t = await getTranslations('account.emailChange');
  let body: React.ReactNode;
  if (searchParams.stopped === '1') {
    body = (
      <p role="status" className="rounded-lg border border-brand-100 bg-brand-50 p-4">
        {t('stopped', { phone: SUPPORT_PHONE })}
      </p>
    );
  } else if (!token.success || error === 'expired') {
    body = <EmailLinkGone text={t('stopGone', { phone: SUPPORT_PHONE })} />;
  } else {
    body = (
      <form action="/ui/auth/email/stop/submit" method="post" className="space-y-4 rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
        <p>{t('stopIntro')}</p>
        {error && <p role="alert" className="text-sm text-danger">{t('unavailable')}</p>}
        <input type="hidden" name="token" value={token.data} />
        <FormSubmitButton className="w-full" pendingLabel={t('stopping')}>{t('stopSubmit')}</FormSubmitButton>
      </form>
    );
  }
  return (
    <div className="mx-auto max-w-md">
      <h1 className="mb-2 text-2xl font-semibold">{t('stopTitle')}</h1>
      {body}
      <BackToSignIn />
    </div>
  );
}
