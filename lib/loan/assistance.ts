// The help screens (payment assistance, the servicemember rate cap), in one parallel round: the loan area, the
// loan's requests, the bank accounts (autopay's account, for its new authorization under an offer) and, for
// staff, their own roles (who decides). A lender without the extension: back to the loan.
import 'server-only';
import { redirect } from 'next/navigation';
import { lender } from '../lender/api';
import { isLoaded, loadOptional } from '../lender/page';
import { isStaff } from '../rules/access';
import { lenderToday } from '../rules/dates';
import { loanPath } from '../rules/loan-tabs';
import { decidesAssistance } from '../rules/staff-roles';
import { requireCustomerAccess } from '../session/session';
import { toAssistanceListView } from '../view/assistance';
import { toBankAccountOption } from '../view/bank-account';
import { toCustomer } from '../view/customer';
import { applicationIdFrom, loadLoanArea } from './load';

export async function loadAssistancePage(customerIdParam: string, applicationIdParam: string) {
  const { session } = await requireCustomerAccess(customerIdParam);
  const id = applicationIdFrom(applicationIdParam);
  const staff = isStaff(session.roleGroups);
  const [area, list, banks, me] = await Promise.all([
    loadLoanArea(customerIdParam, applicationIdParam),
    loadOptional(lender.getAssistanceRequests({ token: session.token, applicationId: id })),
    loadOptional(lender.getBankAccounts({ token: session.token, query: { user_id: Number(customerIdParam) } })),
    staff ? loadOptional(lender.getMe({ token: session.token })) : Promise.resolve(null),
  ]);
  if (area.application.isCard || !area.application.hasLoanAccount || list === 'missing' || (isLoaded(list) && !list)) redirect(loanPath(area.customerId, area.applicationId));
  const autopay = area.application.autopay;
  const autopayAccount = autopay && isLoaded(banks) ? (banks.map(toBankAccountOption).find((b) => b.id === autopay.bankAccountId) ?? null) : null;
  return {
    area,
    staff,
    decides: staff && me !== null && isLoaded(me) && decidesAssistance(toCustomer(me).roles),
    today: lenderToday(),
    list: isLoaded(list) && list ? toAssistanceListView(list) : null,
    failed: list === 'failed',
    autopay: autopay ? { totalCents: Math.round(autopay.totalAmount * 100), last4: autopayAccount?.last4 ?? null, nextDate: autopay.nextTransactionDate } : null,
  };
}

export type AssistancePage = Awaited<ReturnType<typeof loadAssistancePage>>;
