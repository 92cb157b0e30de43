// The normal loan summary (spec 001 sections 2 and 4): figures, no-interest expiry, autopay, pending
// payments, payoff letter and the landing offers. At 767px and below a compact summary comes first and
// 'View Loan Details' opens the rest (a CSS :target, so it works before any script runs).
import type { ApplicationAttributes } from '@/lib/contract/applications';
import type { LoanAccount } from '@/lib/contract/loan-accounts';
import { formatDate } from '@/lib/rules/dates';
import { canMakePayment, loanPath } from '@/lib/rules/loan-tabs';
import { sacExpiry } from '@/lib/rules/loan-view';
import { AutopayLine } from './autopay-line';
import { LandingOffers } from './landing-offers';
import { CompactFigures, LoanFigures } from './loan-figures';
import { PayoffLetterLinks } from './payoff-letter-links';
import { PendingPayments } from '@/components/payment/pending-payments';
import { lenderToday } from '@/lib/rules/dates';

interface Props {
  customerId: number;
  applicationId: number;
  application: ApplicationAttributes;
  account: LoanAccount;
}

export function LoanSummary({ customerId, applicationId, application: a, account }: Props) {
  const payment = loanPath(customerId, applicationId, 'make-payment');
  const payable = canMakePayment(a);
  const sac = sacExpiry(a['qualify_for_no_interest?'], account.SAC_expiration_date);
  return (
    <div className="space-y-4">
      <section aria-label="Loan summary" className="rounded-lg border border-gray-200 bg-white p-4 md:hidden">
        <CompactFigures account={account} />
        <a href="#loan-details" className="mt-3 inline-block font-semibold text-brand-700 underline">View Loan Details</a>
      </section>

      <section id="loan-details" aria-labelledby="loan-details-heading" className="hidden scroll-mt-4 space-y-4 rounded-lg border border-gray-200 bg-white p-5 target:block md:block">
        <h2 id="loan-details-heading" className="text-lg font-semibold">Loan details</h2>
        <LoanFigures account={account} />
        {sac && (
          <p className="rounded-md bg-brand-50 p-3">
            <span className="font-semibold">No interest if paid in full by {formatDate(sac)}.</span> Pay your payoff
            balance by then and you pay no interest.
          </p>
        )}
        <AutopayLine recurring={a.active_recurring_payment} manageHref={payable ? `${payment}?manageAutoPay=1` : null} />
        {a.payoff_letter && <PayoffLetterLinks fileId={a.payoff_letter.id} />}
      </section>

      <PendingPayments payments={a.pending_payments} today={lenderToday()} />
      {payable && (
        <LandingOffers
          autopayOn={a.active_recurring_payment !== null}
          links={{ payOnline: payment, bankPayments: `${payment}?manageAutoPay=1`, otherOptions: `${payment}?method=phoneMail` }}
        />
      )}
    </div>
  );
}
