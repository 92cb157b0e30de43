// My Loans (spec 000 section 2): id, amount, origin, service-center warning, autopay, agreement link.
import { Link } from '@/components/ui/link';
import type { User } from '@/lib/contract/users';
import { loanPath } from '@/lib/rules/loan-tabs';
import { formatDollars } from '@/lib/rules/money';
import { loanAmount, needsServiceCenter, truncateOrigin } from '@/lib/rules/my-loans';
import { serviceCenterPath } from '@/lib/rules/repairs';
import { takesPayments } from '@/lib/rules/lender-fallbacks';

export function MyLoans({ user, currentId }: { user: User; currentId: number }) {
  const loans = user.attributes.installment_applications;
  if (loans.length === 0) return null;
  return (
    <section aria-labelledby="my-loans-heading" className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="my-loans-heading" className="mb-3 text-lg font-semibold">My Loans</h2>
      <ul className="space-y-3">
        {loans.map((loan) => {
          const amount = loanAmount(loan.amount, loan.max_approved_amount);
          const manage = `${loanPath(user.id, loan.id, 'make-payment')}?manageAutoPay=1`;
          return (
            <li key={loan.id} className={`rounded-md border p-3 ${loan.id === currentId ? 'border-brand-600 bg-brand-50' : 'border-gray-200'}`}>
              <div className="flex items-baseline justify-between gap-2">
                <Link href={loanPath(user.id, loan.id)} className="font-semibold text-brand-700 underline" aria-current={loan.id === currentId ? 'page' : undefined}>
                  Loan {loan.id}
                </Link>
                {amount !== null && <span className="tabular-nums">{formatDollars(amount)}</span>}
              </div>
              {loan.origin && (
                <p className="text-sm text-muted" title={loan.origin}>
                  {truncateOrigin(loan.origin)}
                </p>
              )}
              {needsServiceCenter(loan.needs_dealership, loan.final_status) && (
                <p className="mt-1 text-sm">
                  <Link href={serviceCenterPath(user.id, loan.id)} className="font-semibold text-amber-800 underline">
                    Choose a service center<span className="sr-only"> for loan {loan.id}</span>
                  </Link>
                </p>
              )}
              <p className="mt-1 text-sm">
                Autopay {loan.autopay_enabled ? 'enabled' : 'disabled'}
                {/* A loan that takes no more payments (paid off, sold, charged off, not yet a loan) has no
                    autopay to manage: its Make Payment page is hidden and would send the link back here. */}
                {takesPayments(loan) && (
                  <>
                    {' '}
                    <Link href={manage} className="font-medium text-brand-700 underline">
                      {loan.autopay_enabled ? 'Manage' : 'Enroll'}
                      <span className="sr-only"> autopay for loan {loan.id}</span>
                    </Link>
                  </>
                )}
              </p>
              {loan.final_contract_id !== null && (
                <a href={`/files/${loan.final_contract_id}/url_proxy`} target="_blank" rel="noopener" className="text-sm font-medium text-brand-700 underline">
                  Loan Agreement View<span className="sr-only"> for loan {loan.id} (opens in a new tab)</span>
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
