// My Loans (spec 000 section 2): id, amount, origin, service-center warning, autopay, agreement link.
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { hidden } from '@/components/i18n/rich';
import { InEnglish } from '@/components/ui/document-links';
import type { MyLoan } from '@/lib/view/customer';
import { loanPath } from '@/lib/rules/loan-tabs';
import { formatDollars } from '@/lib/rules/money';
import { truncateOrigin } from '@/lib/rules/my-loans';
import { serviceCenterPath } from '@/lib/rules/repairs';

export function MyLoans({ customerId, loans, currentId }: { customerId: number; loans: MyLoan[]; currentId: number }) {
  const t = useTranslations('loan.sidebar');
  if (loans.length === 0) return null;
  return (
    <section aria-labelledby="my-loans-heading" className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="my-loans-heading" className="mb-3 text-lg font-semibold">{t('myLoans')}</h2>
      <ul className="space-y-3">
        {loans.map((loan) => {
          const manage = `${loanPath(customerId, loan.id, 'make-payment')}?manageAutoPay=1`;
          return (
            <li key={loan.id} className={`rounded-md border p-3 ${loan.id === currentId ? 'border-brand-600 bg-brand-50' : 'border-gray-200'}`}>
              <div className="flex items-baseline justify-between gap-2">
                <Link href={loanPath(customerId, loan.id)} className="font-semibold text-brand-700 underline" aria-current={loan.id === currentId ? 'page' : undefined}>
                  {t('loan', { id: loan.id })}
                </Link>
                {loan.amount !== null && <span className="tabular-nums">{formatDollars(loan.amount)}</span>}
              </div>
              {loan.origin && (
                <p className="text-sm text-muted" title={loan.origin}>
                  {truncateOrigin(loan.origin)}
                </p>
              )}
              {loan.needsServiceCenter && (
                <p className="mt-1 text-sm">
                  <Link href={serviceCenterPath(customerId, loan.id)} className="font-semibold text-amber-800 underline">
                    {t.rich('chooseServiceCenter', { id: loan.id, hidden })}
                  </Link>
                </p>
              )}
              <p className="mt-1 text-sm">
                {t('autopay', { enabled: String(loan.autopayEnabled) })}
                {/* A loan that takes no more payments (paid off, sold, charged off, not yet a loan) has no
                    autopay to manage: its Make Payment page is hidden and would send the link back here. */}
                {loan.takesPayments && (
                  <>
                    {' '}
                    <Link href={manage} className="font-medium text-brand-700 underline">
                      {t.rich('manageAutopay', { enabled: String(loan.autopayEnabled), id: loan.id, hidden })}
                    </Link>
                  </>
                )}
              </p>
              {loan.agreementFileId !== null && (
                <a href={`/files/${loan.agreementFileId}/url_proxy`} target="_blank" rel="noopener" className="text-sm font-medium text-brand-700 underline">
                  {t.rich('agreement', { id: loan.id, hidden })}
                </a>
              )}
              {loan.agreementFileId !== null && (
                <InEnglish />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
