// …/{applicationId}/assistance — help with payments: the loan's open (or latest) request with its state and the
// lender's answer (an offer to accept or decline, a call, a refusal's reason), the request form when the loan
// may take one, and the way to the servicemember rate cap. Collections staff decide the open request here.
// Left out (back to the loan) when the lender offers no assistance requests.
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { AssistanceForm } from '@/components/assistance/assistance-form';
import { OfferAnswer, WithdrawRequest, type AutopayUnderOffer } from '@/components/assistance/offer-answer';
import { RequestCard } from '@/components/assistance/request-card';
import { StaffDecisionForm } from '@/components/assistance/staff-decision';
import { UploadControl } from '@/components/uploads/upload-control';
import { ClientMessages } from '@/components/i18n/client-messages';
import { LoanLoadError } from '@/components/loan/loan-load-error';
import { Link } from '@/components/ui/link';
import { card } from '@/components/ui/stack-table';
import { loadAssistancePage, type AssistancePage } from '@/lib/loan/assistance';
import type { LoanPageProps } from '@/lib/loan/load';
import { autopayAuthorizationText } from '@/lib/rules/autopay';
import { formatDate } from '@/lib/rules/dates';
import { dollarsToCents } from '@/lib/common/money';
import { formatDollars } from '@/lib/rules/money';
import { loanPath } from '@/lib/rules/loan-tabs';
import { readUploadOutcome, type UploadOutcome } from '@/lib/rules/uploads';
import type { RuleTranslator } from '@/lib/rules/messages';
import type { AssistanceView } from '@/lib/view/assistance';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('assistance'))('title') };
}

const linkClass = 'inline-flex min-h-11 items-center font-medium text-brand-700 underline';

export default async function AssistancePage(props: LoanPageProps) {
  // The loads go out beside the translations: without a language cookie the locale itself waits on a lender
  // call, and the page's calls must not wait behind it (one round, not two).
  const { customerId, applicationId } = await props.params;
  const [search, t, page] = await Promise.all([props.searchParams, getTranslations('assistance'), loadAssistancePage(customerId, applicationId)]);
  const { customerId: id, applicationId: appId } = page.area;
  const here = loanPath(id, appId, 'assistance');
  const latest = page.list?.latest ?? null;
  const current = latest?.open || search.accepted === '1' ? latest : null;
  const earlier = (page.list?.requests ?? []).filter((r) => r !== current);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">{t('heading')}</h1>
      {search.sent === '1' && latest?.open && <p role="status" className="rounded-md border border-green-300 bg-green-50 p-4">{t('sent')}</p>}
      {search.accepted === '1' && latest?.state === 'accepted' && (
        <section role="status" className="space-y-1 rounded-md border border-green-300 bg-green-50 p-4">
          <p>{t('offer.accepted')}</p>
          {latest.authorizationFileId !== null && page.area.application.autopay && (
            <p>
              {latest.offer?.kind === 'reduced_payment' && latest.offer.months
                ? t('offer.autopayLowered', { amount: formatDollars(page.area.application.autopay.totalAmount), months: latest.offer.months })
                : t('offer.autopayMoved', { date: formatDate(page.area.application.autopay.nextTransactionDate) })}
            </p>
          )}
          <Link href={loanPath(id, appId, 'schedule')} className={linkClass}>{t('offer.scheduleLink')}</Link>
        </section>
      )}
      {page.failed && <LoanLoadError />}
      {!current && <p>{t('intro')}</p>}
      {current && <CurrentRequest page={page} request={current} here={here} uploaded={readUploadOutcome(search.upload)} t={t} />}
      {page.list?.mayRequest && !page.staff && (
        <div className={`${card} space-y-4`}>
          <ClientMessages paths={['assistance']}>
            <AssistanceForm applicationId={appId} today={page.today} donePath={`${here}?sent=1`} />
          </ClientMessages>
        </div>
      )}
      {page.list?.mayRequest === false && !current && latest?.open && <p>{t('request.open')}</p>}
      {page.list?.mayRequest && <p><Link href={`${here}/servicemember`} className={linkClass}>{t('scra.link')}</Link></p>}
      {earlier.length > 0 && (
        <section aria-labelledby="earlier-requests" className="space-y-3">
          <h2 id="earlier-requests" className="text-lg font-semibold">{t('request.history')}</h2>
          {earlier.map((r) => <RequestCard key={r.id} request={r} headingLevel={3} mailboxPath={loanPath(id, appId, 'mailbox')} />)}
        </section>
      )}
      <p><Link href={loanPath(id, appId)} className={linkClass}>{t('back')}</Link></p>
    </div>
  );
}

interface CurrentProps {
  page: AssistancePage;
  request: AssistanceView;
  here: string;
  uploaded: UploadOutcome | null;
  t: Awaited<ReturnType<typeof getTranslations<'assistance'>>>;
}

async function CurrentRequest({ page, request, here, uploaded, t }: CurrentProps) {
  const mailboxPath = loanPath(page.area.customerId, page.area.applicationId, 'mailbox');
  if (page.staff) {
    return (
      <>
        <RequestCard request={request} mailboxPath={mailboxPath} staff actions={!page.decides && request.open ? <p className="text-muted">{t('staffOnly')}</p> : null} />
        {page.decides && request.open && <StaffDecisionForm requestId={request.id} kind={request.kind} />}
      </>
    );
  }
  const actions =
    request.moves.includes('accept') ? (
      <ClientMessages paths={['assistance', 'account.stepUp']}>
        <OfferAnswer requestId={request.id} autopay={await autopayUnderOffer(page, request)} acceptedPath={`${here}?accepted=1`} donePath={here} />
      </ClientMessages>
    ) : request.moves.includes('withdraw') ? (
      <ClientMessages paths={['assistance']}>
        <WithdrawRequest requestId={request.id} donePath={here} />
      </ClientMessages>
    ) : null;
  // The documents go to the open request (an SCRA request's orders above all); the plain form comes back here.
  const attach =
    request.open && request.documentsLeft > 0 ? (
      <ClientMessages paths={['uploads']}>
        <UploadControl
          target="assistanceRequest"
          params={{ id: request.id }}
          query={{ loan: page.area.applicationId }}
          label={t('request.attach')}
          filesLeft={request.documentsLeft}
          formKey={crypto.randomUUID()}
          initial={uploaded}
        />
      </ClientMessages>
    ) : null;
  return <RequestCard request={request} mailboxPath={mailboxPath} actions={actions} attach={attach} />;
}

/** Autopay's new authorization under the offer, in the page's language with the binding English beside it. */
async function autopayUnderOffer(page: AssistancePage, request: AssistanceView): Promise<AutopayUnderOffer | null> {
  const a = request.offer?.autopay;
  if (!a || !page.autopay) return null;
  const [locale, rules, englishRules, ta] = await Promise.all([getLocale(), getTranslations('rules'), getTranslations({ locale: 'en-US', namespace: 'rules' }), getTranslations('payment.ach')]);
  // Smaller payments: the smaller debit for the offer's months, then autopay's own amount from regularFrom.
  const reduced = a.regularFrom && request.offer?.months ? { months: request.offer.months, regularCents: page.autopay.totalCents, regularFrom: a.regularFrom } : null;
  const facts = { totalCents: reduced ? dollarsToCents(a.newAmount) : page.autopay.totalCents, startDate: a.newNextDate, accountLast4: page.autopay.last4, reduced };
  return {
    nextDate: a.nextDate,
    newNextDate: a.newNextDate,
    lowered: reduced ? { amount: a.amount, newAmount: a.newAmount, months: reduced.months, regularFrom: reduced.regularFrom } : null,
    authorizationVersion: a.authorizationVersion,
    paragraphs: autopayAuthorizationText(facts, rules as RuleTranslator),
    english: locale === 'en-US' ? null : autopayAuthorizationText(facts, englishRules as RuleTranslator),
    englishLabels: { note: ta('englishNote'), show: ta('showEnglish'), heading: ta('english') },
  };
}
