// The status pages of the loan area's landing (spec 001 sections 4 and 8): declined, pending
// (unverified), canceled, withdrawn. Messages are quoted from the spec.
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { phoneLink } from '@/components/i18n/rich';
import { pendingPagePhone, SUPPORT_HOURS, SUPPORT_PHONE } from '@/lib/rules/contact';
import { safeExternalUrl } from '@/lib/rules/landing';
import { buttonClass } from '@/components/ui/button';
import { DocumentLinks } from '@/components/ui/document-links';
import { filePath } from '@/lib/rules/legal';

function StatusCard({ applicationId, tone, message, children }: { applicationId: number; tone: 'info' | 'warn'; message: string; children?: React.ReactNode }) {
  const t = useTranslations('application.status');
  const border = tone === 'warn' ? 'border-amber-400' : 'border-brand-600';
  return (
    <section aria-labelledby="status-message" className={`rounded-lg border border-l-8 bg-white p-5 sm:p-6 ${border}`}>
      <h1 className="mb-1 text-sm font-semibold uppercase tracking-wide text-muted">{t('application', { id: applicationId })}</h1>
      <p id="status-message" className="mb-3 text-xl font-semibold sm:text-2xl">{message}</p>
      {children}
    </section>
  );
}

/** The decline, with the lender's adverse action notice (Reg B 1002.9) when it names one: in the customer's language. */
export function DeclinedPage({ applicationId, noticeFileId }: { applicationId: number; noticeFileId: number | null }) {
  const t = useTranslations('application.status');
  const notice = useTranslations('legal.adverseAction');
  return (
    <StatusCard applicationId={applicationId} tone="info" message={t('declined')}>
      {noticeFileId !== null && (
        <p className="mb-3">
          <DocumentLinks
            href={filePath(noticeFileId)}
            view={notice('view')}
            viewHidden={notice('viewHidden')}
            downloadHidden={notice('downloadHidden')}
            className="font-semibold text-brand-700 underline"
            inCustomerLanguage
          />
        </p>
      )}
      <p>{t.rich('declinedCall', { phone: SUPPORT_PHONE, tel: phoneLink(SUPPORT_PHONE) })}</p>
    </StatusCard>
  );
}

export function PendingPage({ applicationId, ofacHit, decisionUrl }: { applicationId: number; ofacHit: boolean; decisionUrl: string | null }) {
  const t = useTranslations('application.status');
  const phone = pendingPagePhone(ofacHit);
  const link = safeExternalUrl(decisionUrl);
  return (
    <StatusCard applicationId={applicationId} tone="warn" message={t('unverified')}>
      <p className="mb-3">{t.rich('unverifiedCall', { phone, tel: phoneLink(phone) })}</p>
      <h2 className="mb-1 font-semibold">{t('supportHours')}</h2>
      <dl className="mb-3 grid max-w-xs grid-cols-[auto_1fr] gap-x-4 text-sm">
        {SUPPORT_HOURS.map(({ days }) => (
          <div key={days} className="contents">
            <dt className="font-medium">{t(`days.${days}`)}</dt>
            <dd>{t(`hours.${days}`)}</dd>
          </div>
        ))}
      </dl>
      <p className="mb-4">
        {t.rich('giveId', { id: applicationId, strong: (chunks) => <strong className="tabular-nums">{chunks}</strong> })}
      </p>
      {link && (
        <a href={link} rel="noopener noreferrer" className={buttonClass('primary')}>
          {t('continue')}
        </a>
      )}
    </StatusCard>
  );
}

function ClosedApplication({ applicationId, message }: { applicationId: number; message: string }) {
  const t = useTranslations('application.status');
  return (
    <StatusCard applicationId={applicationId} tone="info" message={message}>
      <p className="mb-4">{t('startNewText')}</p>
      <Link href="/ui/apply?reapply" className={buttonClass('secondary')}>{t('startNew')}</Link>
    </StatusCard>
  );
}

export function CanceledPage({ applicationId }: { applicationId: number }) {
  return <ClosedApplication applicationId={applicationId} message={useTranslations('application.status')('canceled')} />;
}

export function WithdrawnPage({ applicationId }: { applicationId: number }) {
  return <ClosedApplication applicationId={applicationId} message={useTranslations('application.status')('withdrawn')} />;
}
