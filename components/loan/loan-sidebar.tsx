// The loan page's sidebar (spec 000 section 2): My Loans, New Loan, credit reporting, feedback, help.
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { phoneLink } from '@/components/i18n/rich';
import type { Customer } from '@/lib/view/customer';
import { SUPPORT_PHONE } from '@/lib/rules/contact';
import { buttonClass } from '@/components/ui/button';
import { MyLoans } from './my-loans';

export function LoanSidebar({ customer, currentId, feedbackSlot }: { customer: Customer; currentId: number; feedbackSlot?: React.ReactNode }) {
  const t = useTranslations('loan.sidebar');
  return (
    <aside aria-label={t('label')} className="no-print space-y-4">
      <MyLoans customerId={customer.id} loans={customer.loans} currentId={currentId} />
      {customer.qualifiesAdditionalLoans && (
        <section aria-labelledby="new-loan-heading" className="rounded-lg border border-gray-200 bg-white p-4">
          <h2 id="new-loan-heading" className="mb-2 text-lg font-semibold">{t('newLoan')}</h2>
          <p className="mb-3 text-sm">{t('qualify')}</p>
          <Link href={`/ui/customers/${customer.id}/additional-financing`} className={buttonClass('primary', 'w-full')}>
            {t('applyNow')}
          </Link>
        </section>
      )}
      <section aria-labelledby="credit-heading" className="rounded-lg border border-gray-200 bg-white p-4 text-sm">
        <h2 id="credit-heading" className="mb-1 font-semibold">{t('creditReporting')}</h2>
        <p>{t('creditReportingText')}</p>
      </section>
      {feedbackSlot}
      <section aria-labelledby="help-heading" className="rounded-lg border border-gray-200 bg-white p-4 text-sm">
        <h2 id="help-heading" className="mb-1 font-semibold">{t('help')}</h2>
        <p>{t.rich('callUs', { phone: SUPPORT_PHONE, tel: phoneLink(SUPPORT_PHONE, 'font-semibold text-brand-700 underline') })}</p>
      </section>
    </aside>
  );
}
