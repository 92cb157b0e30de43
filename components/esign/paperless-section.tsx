// Account Preferences → Paperless: whether documents are delivered electronically and since when; the
// customer stops it (after a question and a step-up) or chooses it again on the consent page; staff see the
// state and every act on record, read-only. Left out when the lender has no such record (an extension).
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { buttonClass } from '@/components/ui/button';
import { ClientMessages } from '@/components/i18n/client-messages';
import { SectionCard } from '@/components/preferences/section-card';
import { SUPPORT_PHONE } from '@/lib/rules/contact';
import { formatDate } from '@/lib/rules/dates';
import { consentPath } from '@/lib/rules/esign';
import type { EsignView } from '@/lib/view/esign';
import { WithdrawPaperless } from './withdraw-paperless';

export function PaperlessSection({ view, self, here }: { view: EsignView | null; self: boolean; here: string }) {
  const t = useTranslations('legal.consent.paperless');
  return (
    <SectionCard title={t('title')} id="paperless">
      {view === null ? (
        <p role="alert" className="text-danger">{t('failed', { phone: SUPPORT_PHONE })}</p>
      ) : (
        <div className="space-y-4">
          <p className="font-medium">{stateLine(t, view)}</p>
          {self &&
            (view.paperless ? (
              <ClientMessages paths={['legal.consent.paperless', 'account.stepUp']}>
                <WithdrawPaperless />
              </ClientMessages>
            ) : (
              <Link href={consentPath(here)} className={buttonClass('secondary')}>{t('consentAgain')}</Link>
            ))}
          {(!self || view.history.length > 0) && <PaperlessHistory view={view} />}
        </div>
      )}
    </SectionCard>
  );
}

function stateLine(t: ReturnType<typeof useTranslations<'legal.consent.paperless'>>, view: EsignView): string {
  if (view.paperless && view.since) return t('on', { date: formatDate(view.since) });
  if (view.state === 'none') return t('none');
  return view.since && view.state !== 'consented' ? t('offSince', { date: formatDate(view.since) }) : t('off');
}

/** Every act on record, newest first: what, when, the disclosure's version, how and from where. */
function PaperlessHistory({ view }: { view: EsignView }) {
  const t = useTranslations('legal.consent.paperless');
  return (
    <details>
      <summary className="cursor-pointer font-medium text-brand-700 underline">{t('history')}</summary>
      <div role="region" aria-label={t('historyCaption')} tabIndex={0} className="mt-2 overflow-x-auto">
        <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
          <caption className="sr-only">{t('historyCaption')}</caption>
          <thead>
            <tr>
              {(['when', 'what', 'version', 'how', 'address'] as const).map((c) => (
                <th key={c} scope="col" className="border-b border-gray-300 p-2 font-semibold">{t(c)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {view.history.map((e, i) => (
              <tr key={i} className="border-b border-gray-200">
                <td className="p-2 tabular-nums">{formatDate(e.at)}</td>
                <th scope="row" className="p-2 font-normal">{t(`actions.${e.action}`)}</th>
                <td className="p-2">{e.version}</td>
                <td className="p-2">{t(`methods.${e.method}`)}</td>
                <td className="p-2 break-all">{e.address ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
