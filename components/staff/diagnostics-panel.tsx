// Staff diagnostics on the loan page (roles of spec 000 section 6): the states and limits that
// explain what the customer sees.
import type { Application } from '@/lib/contract/applications';
import type { User } from '@/lib/contract/users';
import { getLoanAccount } from '@/lib/lender/api';
import { formatDate } from '@/lib/rules/dates';

const FINAL_STATUS_NAMES = ['doc_signed', 'funded', 'withdrawn', 'cancelled'];
const yesNo = (v: boolean) => (v ? 'Yes' : 'No');

export async function DiagnosticsPanel({ token, customer, application }: { token: string; customer: User; application: Application }) {
  const a = application.attributes;
  const account = a.has_loan_account ? await getLoanAccount(token, application.id).catch(() => null) : null;
  const rows: [string, string][] = [
    ['status_cache_status', a.status_cache_status],
    ['final_status', a.final_status === null ? 'none' : `${a.final_status} (${FINAL_STATUS_NAMES[a.final_status]})`],
    ['Payment probation', yesNo(customer.attributes['on_payment_probation?'])],
    ['user_in_NLS', yesNo(customer.attributes.user_in_NLS)],
    ['Revolver application', yesNo(customer.attributes.has_revolver_application)],
    ['Sold off', account ? yesNo(account.attributes.sold_off) : '—'],
    ['Charge off', account ? yesNo(account.attributes.charge_off) : '—'],
    ['Days past due', account ? String(account.attributes.days_past_due) : '—'],
    ['Max single payment date', account?.attributes.max_single_payment_date ? formatDate(account.attributes.max_single_payment_date) : '—'],
    ['Max recurring payment date', account?.attributes.max_recurring_payment_date ? formatDate(account.attributes.max_recurring_payment_date) : '—'],
  ];
  return (
    <section aria-labelledby="diagnostics-heading" className="no-print mb-5 rounded-lg border border-amber-300 bg-white p-4">
      <h2 id="diagnostics-heading" className="mb-2 text-base font-semibold">Diagnostics (staff only)</h2>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3 border-b border-gray-100 py-1">
            <dt className="text-muted">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
