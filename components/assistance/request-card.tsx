// A help request as the customer (or staff) reads it: what was asked, its state, the documents attached, and
// the lender's answer (the offer's terms, the call, the reason for a refusal, the rate cap approved), with the
// decision letters and the way to the mailbox. The customer's own moves (answer the offer, withdraw) are the
// `actions` slot; the file input that attaches a document is the `attach` slot.
import { useTranslations } from 'next-intl';
import { FigureList } from '@/components/ui/figure-list';
import { Link } from '@/components/ui/link';
import { card } from '@/components/ui/stack-table';
import { SentFiles } from '@/components/uploads/sent-files';
import { formatDate, LENDER_TIME_ZONE, lenderToday } from '@/lib/rules/dates';
import { filePath } from '@/lib/rules/legal';
import { formatDollars } from '@/lib/rules/money';
import type { AssistanceOfferView, AssistanceView } from '@/lib/view/assistance';

const link = 'inline-flex min-h-11 items-center font-medium text-brand-700 underline sm:min-h-0';
/** A call's time of day in Mountain Time (the lender's), 2:30 PM. */
const callTime = (iso: string) => new Intl.DateTimeFormat('en-US', { timeZone: LENDER_TIME_ZONE, hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

interface Props {
  request: AssistanceView;
  mailboxPath: string;
  actions?: React.ReactNode;
  /** The current request's file input (the customer's, while the request is open). */
  attach?: React.ReactNode;
  /** Staff read that the orders are awaited; the customer, that they should attach them. */
  staff?: boolean;
  headingLevel?: 2 | 3;
}

export function RequestCard({ request, mailboxPath, actions, attach, staff = false, headingLevel = 2 }: Props) {
  const t = useTranslations('assistance');
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  const r = request;
  const asked: [string, string][] = [
    [t('request.state'), t(`states.${r.state}`)],
    [t('request.made'), formatDate(lenderToday(new Date(r.createdAt)))],
  ];
  if (r.kind === 'assistance') {
    if (r.reason) asked.push([t('request.reason'), t(`reasons.${r.reason}`)]);
    if (r.since) asked.push([t('request.since'), formatDate(r.since)]);
    asked.push([t('request.months'), r.expectedMonths ? t('form.monthsOption', { count: r.expectedMonths }) : t('form.monthsUnknown')]);
    if (r.incomeChange !== null) asked.push([t('request.income'), formatDollars(r.incomeChange)]);
    if (r.help.length) asked.push([t('request.help'), r.help.map((h) => t(`help.${h}`)).join(', ')]);
  } else {
    if (r.serviceStart) asked.push([t('request.serviceStart'), formatDate(r.serviceStart)]);
    asked.push([t('request.serviceEnd'), r.serviceEnd ? formatDate(r.serviceEnd) : t('request.stillServing')]);
  }
  if (r.explanation) asked.push([t('request.explanation'), r.explanation]);
  return (
    <section aria-labelledby={`request-${r.id}`} className={`${card} space-y-4`}>
      <H id={`request-${r.id}`} className="text-lg font-semibold">
        {t(`kinds.${r.kind}`)}: {t('request.number', { id: r.id })}
      </H>
      <FigureList figures={asked} />
      {(r.state === 'submitted' || r.state === 'in_review') && <p>{t('request.inReview')}</p>}
      {r.callAt && r.state === 'call_scheduled' && (
        <p className="font-medium">{t('request.call', { date: formatDate(lenderToday(new Date(r.callAt))), time: callTime(r.callAt) })}</p>
      )}
      {r.offer && r.state !== 'closed' && <OfferTerms offer={r.offer} />}
      {r.refusalReason && <FigureList figures={[[t('request.refusal'), r.refusalReason]]} />}
      {r.relief && (
        <div className="space-y-2">
          <Sub className="font-semibold">{t('scra.approved')}</Sub>
          <FigureList
            figures={[
              [t('scra.aprBefore'), `${r.relief.aprBefore.toFixed(2)}%`],
              [t('scra.aprAfter'), `${r.relief.aprAfter.toFixed(2)}%`],
              [t('scra.from'), formatDate(r.relief.effectiveFrom)],
              [t('scra.forgiven'), formatDollars(r.relief.forgiven)],
              [t('scra.monthlyBefore'), formatDollars(r.relief.monthlyBefore)],
              [t('scra.monthlyAfter'), formatDollars(r.relief.monthlyAfter)],
            ]}
          />
        </div>
      )}
      {actions}
      <div id={attach ? 'documents' : undefined} className="space-y-2">
        {r.documents.length > 0 ? (
          <SentFiles files={r.documents} heading={t('request.documentsHeading')} headingLevel={Sub} />
        ) : (
          <>
            <Sub className="text-sm font-semibold">{t('request.documentsHeading')}</Sub>
            <p className="text-sm text-muted">{t('request.noDocuments')}</p>
          </>
        )}
        {r.kind === 'scra' && r.open && r.documents.length === 0 && (
          <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">{staff ? t('scra.ordersPending') : t('scra.ordersNeeded')}</p>
        )}
        {attach}
        {!staff && r.open && r.documentsLeft === 0 && <p className="text-sm text-muted">{t('request.documentsFull')}</p>}
      </div>
      {r.letterFileIds.length > 0 && (
        <div>
          <Sub className="font-semibold">{t('request.letters')}</Sub>
          <ul className="list-inside list-disc">
            {r.letterFileIds.map((fileId, i) => (
              <li key={fileId}>
                <a href={filePath(fileId)} target="_blank" rel="noopener" className={link}>{t('request.letter', { n: i + 1 })}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p>
        {t('request.mailbox')} <Link href={mailboxPath} className={link}>{t('request.mailboxLink')}</Link>
      </p>
    </section>
  );
}

export function OfferTerms({ offer }: { offer: AssistanceOfferView }) {
  const t = useTranslations('assistance');
  const values = { from: formatDate(offer.fromDueDate), first: formatDate(offer.firstDueDate), days: offer.days ?? 0, months: offer.months ?? 0, amount: formatDollars(offer.amount ?? 0) };
  return (
    <div className="space-y-2 rounded-md border border-brand-600 bg-brand-50 p-4">
      <h3 className="font-semibold">{t('offer.heading')}</h3>
      <p>{t(`offer.${offer.kind}`, values)}</p>
      <FigureList figures={[[t('offer.interest'), formatDollars(offer.addedInterest)]]} />
    </div>
  );
}
