// The loan page's sidebar (spec 000 section 2): My Loans, New Loan, credit reporting, feedback, help.
import { Link } from '@/components/ui/link';
import type { Customer } from '@/lib/view/customer';
import { SUPPORT_PHONE, telHref } from '@/lib/rules/contact';
import { buttonClass } from '@/components/ui/button';
import { MyLoans } from './my-loans';

export function LoanSidebar({ customer, currentId, feedbackSlot }: { customer: Customer; currentId: number; feedbackSlot?: React.ReactNode }) {
  return (
    <aside aria-label="Your loans and help" className="no-print space-y-4">
      <MyLoans customerId={customer.id} loans={customer.loans} currentId={currentId} />
      {customer.qualifiesAdditionalLoans && (
        <section aria-labelledby="new-loan-heading" className="rounded-lg border border-gray-200 bg-white p-4">
          <h2 id="new-loan-heading" className="mb-2 text-lg font-semibold">New Loan</h2>
          <p className="mb-3 text-sm">Good news: you qualify for another loan for your next repair.</p>
          <Link href={`/ui/customers/${customer.id}/additional-financing`} className={buttonClass('primary', 'w-full')}>
            Apply Now
          </Link>
        </section>
      )}
      <section aria-labelledby="credit-heading" className="rounded-lg border border-gray-200 bg-white p-4 text-sm">
        <h2 id="credit-heading" className="mb-1 font-semibold">Credit reporting</h2>
        <p>
          We report your payment history to the credit bureaus. Late payments, missed payments or other defaults
          on your account may be reflected in your credit report.
        </p>
      </section>
      {feedbackSlot}
      <section aria-labelledby="help-heading" className="rounded-lg border border-gray-200 bg-white p-4 text-sm">
        <h2 id="help-heading" className="mb-1 font-semibold">Need Help?</h2>
        <p>
          Call us at{' '}
          <a href={telHref(SUPPORT_PHONE)} className="font-semibold text-brand-700 underline">{SUPPORT_PHONE}</a>
        </p>
      </section>
    </aside>
  );
}
