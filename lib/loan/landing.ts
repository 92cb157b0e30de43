// The loan area's landing (spec 001 section 4), loaded in one parallel round: the application and the
// customer (loadLoanArea), the loan account and the repair. A revolver application's landing is its card
// account page, whose card can only be asked for once the application says it is one.
import 'server-only';
import { lender } from '../lender/api';
import { offersExtension } from '../lender/extension-offered';
import { isLoaded, loadOptional } from '../lender/page';
import { isStaff } from '../rules/access';
import { requireCustomerAccess } from '../session/session';
import { toAssistanceListView } from '../view/assistance';
import { toCardView, type CardView } from '../view/card';
import { toChecklistView } from '../view/checklist';
import { shownRepair } from '../view/repair';
import { NEXT_INSTALLMENTS, nextInstallments, toScheduleView } from '../view/schedule';
import { knownAcctrefno, rememberAcctrefno } from './acctrefno-cache';
import { applicationIdFrom, loadLoanAccount, loadLoanArea, type LoanArea } from './load';

export async function loadLoanLanding(customerIdParam: string, applicationIdParam: string) {
  const { session } = await requireCustomerAccess(customerIdParam);
  // Checked before the loads start: a bad id thrown while building the list below would leave the loads
  // already started with nobody awaiting them (an unhandled rejection in the log).
  const applicationId = applicationIdFrom(applicationIdParam);
  // The to-do list shows only while the application waits without a loan account (LoanView's in-progress
  // state), and a loan once made stays made: a loan account this portal has seen already is not asked for
  // its checklist again, a call fewer on every visit to a loan after the first.
  const funded = knownAcctrefno(applicationId) !== null;
  const [area, account, repair, schedule, dueDateMove, calendar, assistance, checklist] = await Promise.all([
    loadLoanArea(customerIdParam, applicationIdParam),
    loadLoanAccount(customerIdParam, applicationIdParam),
    // No repair (or a failed look-up) only leaves the repair block out.
    loadOptional(lender.getRepair({ token: session.token, id: applicationId })),
    // Likewise the schedule's next three (an extension: none from a lender without it), asked as only those:
    // a lender that knows ?coming neither reads nor sends the history.
    loadOptional(lender.getRepaymentSchedule({ token: session.token, applicationId, query: { coming: NEXT_INSTALLMENTS } })),
    // And the way to move the due date (an extension: no link from a lender without it), asked only until
    // the lender has said it offers it.
    offersExtension('getDueDateMove', () => loadOptional(lender.getDueDateMove({ token: session.token, applicationId }))),
    // And the calendar file's link (an extension: left out without it), likewise.
    offersExtension('getLoanCalendar', () => loadOptional(lender.getLoanCalendar({ token: session.token, applicationId }))),
    // And help with payments: its entry and the request's state (an extension: left out without it).
    loadOptional(lender.getAssistanceRequests({ token: session.token, applicationId })),
    // And the to-do list of an application waiting on documents (an extension: the notice stays without it).
    funded ? null : loadOptional(lender.getChecklist({ token: session.token, id: applicationId })),
  ]);
  if (isLoaded(account)) rememberAcctrefno(applicationId, account.acctrefno);
  if (area.application.isCard) return { kind: 'card' as const, area, card: await loadCardAccount(area) };
  const next = isLoaded(schedule) && schedule ? nextInstallments(toScheduleView(schedule)) : [];
  return {
    kind: 'loan' as const,
    area,
    account,
    repair: shownRepair(repair),
    nextInstallments: next,
    movesDueDate: dueDateMove,
    hasCalendar: calendar,
    assistance: isLoaded(assistance) && assistance ? toAssistanceListView(assistance) : null,
    checklist: checklist && isLoaded(checklist) ? toChecklistView(checklist) : null,
    viewerIsStaff: isStaff(session.roleGroups),
  };
}

export interface CardAccountPage {
  card: CardView | null;
  /** The cardholder agreement, or null while it is not ready. */
  agreementUrl: string | null;
  pendingPurchaseGuid: string | null;
  /** Staff see the card but cannot act as the cardholder. */
  viewerIsCardholder: boolean;
}

/** The card account page (the header's My ExpressWay Account). Any failed card lookup (but an ended session) shows the spec's text in the page. */
async function loadCardAccount({ session, user, application }: LoanArea): Promise<CardAccountPage> {
  const card = await loadOptional(lender.getRevolver({ token: session.token, id: application.id }));
  return {
    card: isLoaded(card) ? toCardView(card.attributes) : null,
    agreementUrl: user.cardholderAgreementUrl,
    pendingPurchaseGuid: application.pendingPurchaseGuid,
    viewerIsCardholder: !isStaff(session.roleGroups),
  };
}
