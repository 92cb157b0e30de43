// The loan area's frame: tabs above the page, the sidebar beside it (under it on phones).
// The layout does not re-run on client navigation, so every page checks access again itself.
import { getTranslations } from 'next-intl/server';
import { lender } from '@/lib/lender/api';
import { isLoaded, loadOptional } from '@/lib/lender/page';
import { loadLoanAccount, loadLoanArea } from '@/lib/loan/load';
import { isStaff } from '@/lib/rules/access';
import { feedbackSentHere } from '@/lib/session/feedback-given';
import { readSession } from '@/lib/session/session';
import { hasDiagnosticRole } from '@/lib/rules/staff-roles';
import { DiagnosticsPanel } from '@/components/staff/diagnostics-panel';
import { loanPath } from '@/lib/rules/loan-tabs';
import { LoanTabs } from '@/components/loan/loan-tabs';
import { LoanSidebar } from '@/components/loan/loan-sidebar';
import { FeedbackSection } from '@/components/feedback/feedback-section';
import { showFeedbackWidget } from '@/lib/rules/feedback';
import { toCustomer } from '@/lib/view/customer';

export default async function LoanAreaLayout(props: { children: React.ReactNode; params: Promise<{ customerId: string; applicationId: string }> }) {
  const { customerId, applicationId } = await props.params;
  // Staff's own record (for the diagnostics roles) and the loan account the diagnostics show load beside
  // the customer's records, not after them (the loan page reads the same loan account from the cache).
  const [{ session, user, application, customerId: id, applicationId: appId }, staff, t, sentHere] = await Promise.all([
    loadLoanArea(customerId, applicationId),
    loadStaffDiagnostics(customerId, applicationId),
    getTranslations('loan.tabs'),
    feedbackSentHere(Number(customerId)),
  ]);
  // The card account has its own page (a failed load went to the fallback page in loadLoanArea).
  if (application.isCard) return props.children;

  const base = loanPath(id, appId);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] print:block">
      <div className="min-w-0">
        {staff?.diagnostics && (
          <DiagnosticsPanel customer={user} application={application} account={application.hasLoanAccount && isLoaded(staff.account) ? staff.account : null} />
        )}
        <LoanTabs base={base} label={t('nav')} tabs={application.tabs.map((tab) => ({ ...tab, label: t(tab.key, { id: appId }) }))} />
        {props.children}
      </div>
      <LoanSidebar
        customer={user}
        currentId={appId}
        feedbackSlot={showFeedbackWidget(session, { id: user.id, hasFeedback: user.hasFeedback || sentHere }) && <FeedbackSection userId={user.id} applicationId={appId} />}
      />
    </div>
  );
}

/** For staff: whether their roles see the diagnostics panel, and the loan account it shows. Null for customers. */
async function loadStaffDiagnostics(customerId: string, applicationId: string) {
  const session = await readSession();
  if (!session || !isStaff(session.roleGroups)) return null;
  const [me, account] = await Promise.all([loadOptional(lender.getMe({ token: session.token })), loadLoanAccount(customerId, applicationId)]);
  return { diagnostics: isLoaded(me) && hasDiagnosticRole(toCustomer(me).roles), account };
}
