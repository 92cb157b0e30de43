// The status pages of the loan area's landing (spec 001 sections 4 and 8): declined, pending
// (unverified), canceled, withdrawn. Messages are quoted from the spec.
import { Link } from '@/components/ui/link';
import { pendingPagePhone, SUPPORT_HOURS, SUPPORT_PHONE, telHref } from '@/lib/rules/contact';
import { safeExternalUrl } from '@/lib/rules/landing';
import { buttonClass } from '@/components/ui/button';

function StatusCard({ applicationId, tone, message, children }: { applicationId: number; tone: 'info' | 'warn'; message: string; children?: React.ReactNode }) {
  const border = tone === 'warn' ? 'border-amber-400' : 'border-brand-600';
  return (
    <section aria-labelledby="status-message" className={`rounded-lg border border-l-8 bg-white p-5 sm:p-6 ${border}`}>
      <h1 className="mb-1 text-sm font-semibold uppercase tracking-wide text-muted">Application {applicationId}</h1>
      <p id="status-message" className="mb-3 text-xl font-semibold sm:text-2xl">{message}</p>
      {children}
    </section>
  );
}

const Phone = ({ phone }: { phone: string }) => (
  <a href={telHref(phone)} className="font-semibold whitespace-nowrap text-brand-700 underline">{phone}</a>
);

export function DeclinedPage({ applicationId }: { applicationId: number }) {
  return (
    <StatusCard applicationId={applicationId} tone="info" message="Unfortunately, your application was not approved at this time.">
      <p>If you have questions about this decision, call us at <Phone phone={SUPPORT_PHONE} />.</p>
    </StatusCard>
  );
}

export function PendingPage({ applicationId, ofacHit, decisionUrl }: { applicationId: number; ofacHit: boolean; decisionUrl: string | null }) {
  const phone = pendingPagePhone(ofacHit);
  const link = safeExternalUrl(decisionUrl);
  return (
    <StatusCard applicationId={applicationId} tone="warn" message="We were unable to verify some of your information">
      <p className="mb-3">
        Please call us at <Phone phone={phone} /> so that we can finish reviewing your application.
      </p>
      <h2 className="mb-1 font-semibold">Support hours</h2>
      <dl className="mb-3 grid max-w-xs grid-cols-[auto_1fr] gap-x-4 text-sm">
        {SUPPORT_HOURS.map(({ days, hours }) => (
          <div key={days} className="contents">
            <dt className="font-medium">{days}</dt>
            <dd>{hours}</dd>
          </div>
        ))}
      </dl>
      <p className="mb-4">
        When you call, please give us your application id: <strong className="tabular-nums">{applicationId}</strong>
      </p>
      {link && (
        <a href={link} rel="noopener noreferrer" className={buttonClass('primary')}>
          Continue your application
        </a>
      )}
    </StatusCard>
  );
}

function ClosedApplication({ applicationId, message }: { applicationId: number; message: string }) {
  return (
    <StatusCard applicationId={applicationId} tone="info" message={message}>
      <p className="mb-4">You can start a new application at any time.</p>
      <Link href="/ui/apply?reapply" className={buttonClass('secondary')}>Start a new application</Link>
    </StatusCard>
  );
}

export const CanceledPage = ({ applicationId }: { applicationId: number }) => (
  <ClosedApplication applicationId={applicationId} message="This application has been canceled!" />
);

export const WithdrawnPage = ({ applicationId }: { applicationId: number }) => (
  <ClosedApplication applicationId={applicationId} message="This application has been withdrawn" />
);
