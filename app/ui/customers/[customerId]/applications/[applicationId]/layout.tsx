// The loan area's frame: tabs above the page, the sidebar beside it (under it on phones).
// The layout does not re-run on client navigation, so every page checks access again itself.
import { Suspense } from 'react';
import { getMe } from '@/lib/lender/api';
import { loadLoanArea } from '@/lib/loan/load';
import { isStaff } from '@/lib/rules/access';
import { readSession } from '@/lib/session/session';
import { hasDiagnosticRole } from '@/lib/rules/staff-roles';
import { DiagnosticsPanel } from '@/components/staff/diagnostics-panel';
import { loanPath, visibleTabs } from '@/lib/rules/loan-tabs';
import { LoanTabs } from '@/components/loan/loan-tabs';
import { LoanSidebar } from '@/components/loan/loan-sidebar';
import { FeedbackWidget } from '@/components/feedback/feedback-widget';
import { showFeedbackWidget } from '@/lib/rules/feedback';
import { hasFeedback, isCardAccount } from '@/lib/rules/lender-fallbacks';

export default async function LoanAreaLayout(props: { children: React.ReactNode; params: Promise<{ customerId: string; applicationId: string }> }) {
  const { customerId, applicationId } = await props.params;
  // Staff's own record (for the diagnostics roles) loads beside the customer's, not after it.
  const staffMePromise = loadStaffMe();
  const { session, user, application, customerId: id, applicationId: appId } = await loadLoanArea(customerId, applicationId);
  // The card account has its own page (a failed load went to the fallback page in loadLoanArea).
  if (isCardAccount(application, user)) return props.children;

  const base = loanPath(id, appId);
  const staffMe = await staffMePromise;
  const diagnostics = staffMe !== null && hasDiagnosticRole(staffMe.attributes.roles);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] print:block">
      <div className="min-w-0">
        {diagnostics && (
          <Suspense fallback={null}>
            <DiagnosticsPanel token={session.token} customer={user} application={application} />
          </Suspense>
        )}
        <LoanTabs base={base} tabs={visibleTabs(appId, application.attributes)} />
        {props.children}
      </div>
      <LoanSidebar
        user={user}
        currentId={appId}
        feedbackSlot={showFeedbackWidget(session, { id: user.id, hasFeedback: hasFeedback(user.attributes) }) && <FeedbackWidget userId={user.id} applicationId={appId} />}
      />
    </div>
  );
}

async function loadStaffMe() {
  const session = await readSession();
  return session && isStaff(session.roleGroups) ? getMe(session.token).catch(() => null) : null;
}
