// The normal loan summary (spec 001 sections 2 and 4): figures, no-interest expiry, autopay, pending
// payments, payoff letter and the landing offers. At 767px and below a compact summary comes first and
// 'View Loan Details' opens the rest (a CSS :target, so it works before any script runs).
import { useTranslations } from 'next-intl';
import { formatDate } from '@/lib/rules/dates';
import { strong } from '@/components/i18n/rich';
import { loanPath } from '@/lib/rules/loan-tabs';
import type { ApplicationView } from '@/lib/view/application';
import { noInterestUntil, type LoanAccountView } from '@/lib/view/loan-account';
import { AutopayLine } from './autopay-line';
import { LandingOffers } from './landing-offers';
import { CompactFigures, LoanFigures } from './loan-figures';
import { PayoffLetterLinks } from './payoff-letter-links';
import { PendingPayments } from '@/components/payment/pending-payments';
import { lenderToday } from '@/lib/rules/dates';

interface Props {
  customerId: number;
  application: ApplicationView;
  account: LoanAccountView;
}

export function LoanSummary({ customerId, application, account }: Props) {
  const payment = loanPath(customerId, application.id, 'make-payment');
  const payable = application.canMakePayment;
  const sac = noInterestUntil(application, account);
  const t = useTranslations('loan.summary');
  return (
    <div className="space-y-4">
      <section aria-label={t('label')} className="rounded-lg border border-gray-200 bg-white p-4 md:hidden">
        <CompactFigures account={account} />
        <a href="#loan-details" className="mt-3 inline-block font-semibold text-brand-700 underline">{t('viewDetails')}</a>
      </section>

      <section id="loan-details" aria-labelledby="loan-details-heading" className="hidden scroll-mt-4 space-y-4 rounded-lg border border-gray-200 bg-white p-5 target:block md:block">
        <h2 id="loan-details-heading" className="text-lg font-semibold">{t('details')}</h2>
        <LoanFigures account={account} />
        {sac && (
          <p className="rounded-md bg-brand-50 p-3">{t.rich('noInterest', { date: formatDate(sac), strong })}</p>
        )}
        <AutopayLine autopay={application.autopay} manageHref={payable ? `${payment}?manageAutoPay=1` : null} />
        {application.payoffLetterFileId !== null && <PayoffLetterLinks fileId={application.payoffLetterFileId} />}
      </section>

      <PendingPayments payments={application.pendingPayments} today={lenderToday()} />
      {payable && (
        <LandingOffers
          autopayOn={application.autopay !== null}
          links={{ payOnline: payment, bankPayments: `${payment}?manageAutoPay=1`, otherOptions: `${payment}?method=phoneMail` }}
        />
      )}
    </div>
  );
}
