// …/{applicationId}/due-date?day= — moving the due date: the lender's reasons in plain words when the loan
// may not move; else the new day (a plain GET form), the lender's preview (the first new due date and the
// interest it adds) and Confirm (step-up; autopay's day moves only with its new authorization accepted).
// Staff see the history of moves, read-only. Left out (back to the loan) when the lender offers no move.
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { LoanLoadError } from '@/components/loan/loan-load-error';
import { ConfirmDueDateMove, type AutopayOffer } from '@/components/due-date/confirm-due-date-move';
import { DueDateMoves } from '@/components/due-date/due-date-moves';
import { DueDayForm } from '@/components/due-date/due-day-form';
import { AuthorizationCopyLink } from '@/components/payment/authorization-copy-link';
import { MoveReasons } from '@/components/due-date/move-reasons';
import { FigureList } from '@/components/ui/figure-list';
import { Link } from '@/components/ui/link';
import { card } from '@/components/ui/stack-table';
import { loadDueDatePage, type DueDatePage } from '@/lib/loan/due-date';
import type { LoanPageProps } from '@/lib/loan/load';
import { autopayAuthorizationText } from '@/lib/rules/autopay';
import { formatDate } from '@/lib/rules/dates';
import { moveReasonText } from '@/lib/rules/due-date-move';
import { loanPath } from '@/lib/rules/loan-tabs';
import type { RuleTranslator } from '@/lib/rules/messages';
import { formatDollars } from '@/lib/rules/money';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('due-date'))('title') };
}

const linkClass = 'inline-flex min-h-11 items-center font-medium text-brand-700 underline';

export default async function DueDatePage(props: LoanPageProps) {
  const [{ customerId, applicationId }, search] = await Promise.all([props.params, props.searchParams]);
  const typed = typeof search.day === 'string' ? search.day : null;
  // The lender calls go out beside the words, not after them: without a language cookie the words wait for the
  // customer's record (lib/i18n/request-locale.ts), which is one of the calls.
  const rulesWords = getTranslations('rules') as Promise<RuleTranslator>;
  const [page, t, rules, locale] = await Promise.all([loadDueDatePage(customerId, applicationId, typed, rulesWords), getTranslations('due-date'), rulesWords, getLocale()]);
  const { customerId: id, applicationId: appId } = page.area;
  const here = loanPath(id, appId, 'due-date');
  const e = page.eligibility;
  const justMoved = search.moved === '1' && e?.moves[0] ? e.moves[0] : null;
  // The copy of autopay's new authorization, named by the move's answer; the file proxy checks its owner.
  const copy = justMoved?.autopayMoved && typeof search.copy === 'string' && /^\d{1,12}$/.test(search.copy) ? Number(search.copy) : null;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">{t('heading')}</h1>
      {justMoved && (
        <section role="status" aria-labelledby="moved-heading" className="space-y-1 rounded-md border border-green-300 bg-green-50 p-4">
          <h2 id="moved-heading" className="text-lg font-semibold">{t('movedHeading')}</h2>
          <p>{t('moved', { date: formatDate(justMoved.newDueDate), day: justMoved.newDay })}</p>
          {justMoved.autopayMoved && page.area.application.autopay && <p>{t('autopayMoved', { date: formatDate(page.area.application.autopay.nextTransactionDate) })}</p>}
          {copy !== null && <AuthorizationCopyLink fileId={copy} kind="authorization" />}
        </section>
      )}
      {page.failed && <LoanLoadError />}
      {e?.currentDueDate && !justMoved && <p>{t('intro', { date: formatDate(e.currentDueDate) })}</p>}
      {e && !e.eligible && !justMoved && <MoveReasons reasons={e.reasons.map((r) => moveReasonText(r, rules as RuleTranslator))} />}
      {e?.eligible && (
        <section aria-label={t('form')} className={`${card} space-y-6`}>
          <DueDayForm action={here} day={typed} allowedDays={e.allowedDays} error={page.error} />
          {page.preview && <Preview page={page} here={here} locale={locale} rules={rules as RuleTranslator} />}
        </section>
      )}
      {page.staff && e && <DueDateMoves moves={e.moves} movesLeft={e.movesLeft} />}
      <p className="flex flex-wrap gap-x-6">
        <Link href={loanPath(id, appId, 'schedule')} className={linkClass}>{t('scheduleLink')}</Link>
        <Link href={loanPath(id, appId)} className={linkClass}>{t('back')}</Link>
      </p>
    </div>
  );
}

async function Preview({ page, here, locale, rules }: { page: DueDatePage; here: string; locale: string; rules: RuleTranslator }) {
  const preview = page.preview!;
  const [t, ta, englishRules] = await Promise.all([getTranslations('due-date'), getTranslations('payment.ach'), getTranslations({ locale: 'en-US', namespace: 'rules' })]);
  const authorization = page.autopay && preview.autopay ? { totalCents: page.autopay.totalCents, startDate: preview.autopay.newNextDate, accountLast4: page.autopay.last4 } : null;
  const offer: AutopayOffer | null =
    authorization && preview.autopay
      ? {
          newNextDate: preview.autopay.newNextDate,
          authorizationVersion: preview.autopay.authorizationVersion,
          paragraphs: autopayAuthorizationText(authorization, rules),
          english: locale === 'en-US' ? null : autopayAuthorizationText(authorization, englishRules as RuleTranslator),
          englishLabels: { note: ta('englishNote'), show: ta('showEnglish'), heading: ta('english') },
        }
      : null;
  return (
    <section aria-labelledby="due-date-preview" className="space-y-4 border-t border-gray-200 pt-4">
      <h2 id="due-date-preview" className="text-lg font-semibold">{t('previewHeading', { day: preview.day })}</h2>
      <FigureList
        figures={[
          [t('current'), formatDate(preview.previousDueDate)],
          [t('first'), formatDate(preview.firstDueDate)],
          [t('interest'), formatDollars(preview.addedInterest)],
        ]}
      />
      <p>{t('then', { day: preview.day })}</p>
      {preview.autopay && <p>{t('autopayStays', { date: formatDate(preview.autopay.nextDate) })}</p>}
      {page.staff ? (
        <p className="text-muted">{t('staffOnly')}</p>
      ) : (
        <ClientMessages paths={['due-date', 'account.stepUp']}>
          <ConfirmDueDateMove
            applicationId={page.area.applicationId}
            day={preview.day}
            firstDueDate={preview.firstDueDate}
            autopay={offer}
            donePath={`${here}?moved=1`}
            acceptRequired={rules('dueMoveAutopayAuthorization')}
          />
        </ClientMessages>
      )}
    </section>
  );
}
