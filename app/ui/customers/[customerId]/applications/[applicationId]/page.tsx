// /ui/customers/{customerId}/applications/{applicationId} — the loan area's landing (spec 001 section 4):
// a status page (declined, pending, canceled, withdrawn) or the loan view; a revolver's card account page.
// The application, the customer, the loan account and the repair load in parallel, on the server.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { loadLoanLanding } from '@/lib/loan/landing';
import type { ApplicationView } from '@/lib/view/application';
import { CardAccountView } from '@/components/card/card-account-view';
import { LoanView } from '@/components/loan/loan-view';
import { CanceledPage, DeclinedPage, PendingPage, WithdrawnPage } from '@/components/loan/status-pages';
import { ThanksNotice } from '@/components/loan/thanks-notice';
import { RepairDetails } from '@/components/loan/repair-summary';
import { Link } from '@/components/ui/link';
import { serviceCenterPath } from '@/lib/rules/repairs';
import { loanPath } from '@/lib/rules/loan-tabs';
import { NextInstallments } from '@/components/schedule/next-installments';
import { AssistanceEntry } from '@/components/assistance/assistance-entry';
import { TodoList } from '@/components/uploads/todo-list';
import { readUploadOutcome } from '@/lib/rules/uploads';
import type { ChecklistView } from '@/lib/view/checklist';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('loan'))('title') };
}

interface Props {
  params: Promise<{ customerId: string; applicationId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function LoanPage(props: Props) {
  const [{ customerId, applicationId }, query] = await Promise.all([props.params, props.searchParams]);
  const landing = await loadLoanLanding(customerId, applicationId);
  const { application, customerId: id } = landing.area;
  // A revolver application's loan area is its card account page.
  if (landing.kind === 'card') return <CardAccountView cardId={application.id} {...landing.card} />;
  const t = await getTranslations('loan');

  return (
    <div className="space-y-4">
      {query.thanks === '1' && <ThanksNotice />}
      {application.needsServiceCenter && (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-4">
          {t.rich('chooseServiceCenter', {
            link: (chunks) => (
              <Link href={serviceCenterPath(id, application.id)} className="font-semibold text-amber-900 underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      )}
      <LandingContent
        customerId={id}
        application={application}
        account={landing.account}
        now={new Date()}
        todo={landing.checklist && (
          <TodoList checklist={landing.checklist} viewerIsStaff={landing.viewerIsStaff} formKeys={formKeys(landing.checklist)} outcome={uploadOutcomeOf(query)} />
        )}
      />
      {application.landing === 'loan' && landing.nextInstallments.length > 0 && (
        <NextInstallments
          installments={landing.nextInstallments}
          schedulePath={loanPath(id, application.id, 'schedule')}
          quotePath={loanPath(id, application.id, 'payoff-quote')}
          dueDatePath={landing.movesDueDate ? loanPath(id, application.id, 'due-date') : null}
          calendarFor={landing.hasCalendar ? application.id : null}
        />
      )}
      {application.landing === 'loan' && landing.assistance && <AssistanceEntry assistance={landing.assistance} path={loanPath(id, application.id, 'assistance')} />}
      {landing.repair && <RepairDetails repair={landing.repair} />}
    </div>
  );
}

function LandingContent(view: React.ComponentProps<typeof LoanView> & { application: ApplicationView }) {
  const { application } = view;
  switch (application.landing) {
    case 'declined':
      return <DeclinedPage applicationId={application.id} noticeFileId={application.adverseActionNoticeFileId} />;
    case 'pending':
      return <PendingPage applicationId={application.id} ofacHit={application.ofacHit} decisionUrl={application.decisionUrl} />;
    case 'canceled':
      return <CanceledPage applicationId={application.id} />;
    case 'withdrawn':
      return <WithdrawnPage applicationId={application.id} />;
    case 'loan':
      return <LoanView {...view} />;
  }
}

/** What the plain upload form's redirect said (?upload=…&item=…), when it is one of ours. */
function uploadOutcomeOf(query: Record<string, string | string[] | undefined>) {
  const outcome = readUploadOutcome(query.upload);
  return outcome && typeof query.item === 'string' ? { item: query.item, outcome } : null;
}

/** A key per item for the plain form's send (a page rendered again gives new ones; a form sent twice, one file). */
const formKeys = (checklist: ChecklistView) => Object.fromEntries(checklist.items.map((item) => [item.key, crypto.randomUUID()]));
