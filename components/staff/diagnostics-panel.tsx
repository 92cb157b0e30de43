/* eslint-disable portal/no-visible-words -- a staff-only screen: it stays in English, as customer-care and collections staff work in English (the viewing-as banner names the customer's language) */
// Staff diagnostics on the loan page (roles of spec 000 section 6): the states and limits that
// explain what the customer sees.
import { formatDate } from '@/lib/rules/dates';
import type { ApplicationView } from '@/lib/view/application';
import type { Customer } from '@/lib/view/customer';
import type { LoanAccountView } from '@/lib/view/loan-account';
import { FigureList } from '@/components/ui/figure-list';

const FINAL_STATUS_NAMES = ['doc_signed', 'funded', 'withdrawn', 'cancelled'];
const yesNo = (v: boolean) => (v ? 'Yes' : 'No');

/** `account` is null when the application has none or it could not be loaded. */
export function DiagnosticsPanel({ customer, application, account }: { customer: Customer; application: ApplicationView; account: LoanAccountView | null }) {
  const rows: [string, string][] = [
    ['status_cache_status', application.statusCacheStatus],
    ['final_status', application.finalStatus === null ? 'none' : `${application.finalStatus} (${FINAL_STATUS_NAMES[application.finalStatus]})`],
    ['Payment probation', yesNo(customer.onPaymentProbation)],
    ['user_in_NLS', yesNo(customer.userInNls)],
    ['Revolver application', yesNo(customer.hasRevolverApplication)],
    ['Sold off', account ? yesNo(account.soldOff) : '—'],
    ['Charge off', account ? yesNo(account.chargeOff) : '—'],
    ['Days past due', account ? String(account.daysPastDue) : '—'],
    ['Max single payment date', account?.maxSinglePaymentDate ? formatDate(account.maxSinglePaymentDate) : '—'],
    ['Max recurring payment date', account?.maxRecurringPaymentDate ? formatDate(account.maxRecurringPaymentDate) : '—'],
  ];
  return (
    <section aria-labelledby="diagnostics-heading" className="no-print mb-5 rounded-lg border border-amber-300 bg-white p-4">
      <h2 id="diagnostics-heading" className="mb-2 text-base font-semibold">Diagnostics (staff only)</h2>
      <FigureList figures={rows} look="compact" />
    </section>
  );
}
