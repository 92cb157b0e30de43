// The card account page's content (spec 000 sections 2, 3, 8): available credit and limit, the current
// increase offer and its expiry, the increase request (only when eligible), the servicer portal, the
// cardholder agreement, a pending purchase to review, and the ineligible notice with its call prompt.
import { Link } from '@/components/ui/link';
import { maskAccountNumber } from '@/lib/rules/card';
import { CARD_SERVICER_PHONE, telHref } from '@/lib/rules/contact';
import { formatDate } from '@/lib/rules/dates';
import { formatDollars } from '@/lib/rules/money';
import { buttonClass } from '@/components/ui/button';
import { CreditIncrease } from './credit-increase';
import { ServicerPortalButton } from './servicer-portal-button';
import type { CardView } from '@/lib/view/card';

export interface CardAccountViewProps {
  cardId: number;
  /** null: the lookup failed. */
  card: CardView | null;
  /** /files/{id}/url_proxy, or null while the agreement is not ready. */
  agreementUrl: string | null;
  pendingPurchaseGuid: string | null;
  /** Staff see the card but cannot act as the cardholder (increase, servicer sign-on). */
  viewerIsCardholder?: boolean;
}

const panel = 'rounded-lg border border-gray-200 bg-white p-5 sm:p-6';
const phoneLink = <a className="font-semibold text-brand-700 underline" href={telHref(CARD_SERVICER_PHONE)}>{CARD_SERVICER_PHONE}</a>;

export function CardAccountView({ cardId, card, agreementUrl, pendingPurchaseGuid, viewerIsCardholder = true }: CardAccountViewProps) {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold sm:text-3xl">My ExpressWay Account</h1>
      {pendingPurchaseGuid && (
        <section aria-labelledby="pending-purchase-heading" className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id="pending-purchase-heading" className="font-semibold">A purchase is waiting for your approval</h2>
            <p className="text-sm">Review it and approve or reject it.</p>
          </div>
          <Link href={`/ui/purchases/${pendingPurchaseGuid}`} className={buttonClass('primary', 'shrink-0')}>Review Pending Purchase</Link>
        </section>
      )}
      {card ? <CardDetails cardId={cardId} card={card} agreementUrl={agreementUrl} cardholder={viewerIsCardholder} /> : (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-danger">
          An error occurred while looking up your card account. Please refresh the page, or call {phoneLink} if it keeps happening.
        </p>
      )}
    </div>
  );
}

function CardDetails({ cardId, card, agreementUrl, cardholder }: { cardId: number; card: CardView; agreementUrl: string | null; cardholder: boolean }) {
  const offer = card.offer;
  return (
    <>
      {card.ineligibleForPurchases && (
        <section aria-labelledby="ineligible-heading" className="rounded-lg border border-red-300 bg-red-50 p-4">
          <h2 id="ineligible-heading" className="font-semibold text-danger">Your account is currently ineligible for purchases and cash advances</h2>
          <p className="mt-1">Please call the card servicer at {phoneLink} to resolve any account issues.</p>
        </section>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="credit-heading" className={panel}>
            <h2 id="credit-heading" className="sr-only">Your card</h2>
            <dl className="grid gap-4 sm:grid-cols-3">
              <div>
                <dt className="text-sm text-muted">Available credit</dt>
                <dd className="text-3xl font-semibold text-brand-700">{formatDollars(card.availableCredit)}</dd>
              </div>
              {card.creditLimit !== null && (
                <div>
                  <dt className="text-sm text-muted">Credit limit</dt>
                  <dd className="text-xl font-semibold">{formatDollars(card.creditLimit)}</dd>
                </div>
              )}
              <div>
                <dt className="text-sm text-muted">Card account</dt>
                <dd className="text-xl font-semibold">
                  <span aria-hidden="true">{maskAccountNumber(card.accountLast4).slice(0, -4)}</span>
                  <span className="sr-only">ending in </span>
                  {card.accountLast4}
                </dd>
              </div>
            </dl>
            {/* An eligible account sees (and may accept) the offer in the increase section below. */}
            {offer && !(card.lineIncreaseEligible && cardholder) && (
              <p className="mt-4 border-t border-gray-200 pt-4">
                <span className="font-semibold">Credit line increase offer: {formatDollars(offer.amount)}</span>
                {offer.expiresOn && <span className="text-muted"> · expires {formatDate(offer.expiresOn)}</span>}
              </p>
            )}
          </section>
          {card.lineIncreaseEligible && cardholder && <CreditIncrease cardId={cardId} currentOffer={offer} />}
        </div>
        <div className="space-y-6">
          <section aria-labelledby="servicer-heading" className={panel}>
            <h2 id="servicer-heading" className="mb-1 text-lg font-semibold">Manage your card</h2>
            <p className="mb-3 text-sm">See statements, pay your card and manage it on the card servicer&apos;s portal.</p>
            {cardholder ? (
              <ServicerPortalButton cardId={cardId} />
            ) : (
              <p className="text-sm text-muted">Only the cardholder can request a credit limit increase or open the card servicer&apos;s portal.</p>
            )}
          </section>
          <section aria-labelledby="agreement-heading" className={panel}>
            <h2 id="agreement-heading" className="mb-1 text-lg font-semibold">Cardholder Agreement</h2>
            {agreementUrl ? (
              <a href={agreementUrl} target="_blank" rel="noopener" className="font-medium text-brand-700 underline">
                View Cardholder Agreement<span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              <p>Refresh the page to get the agreement</p>
            )}
          </section>
          <section aria-labelledby="card-help-heading" className={`${panel} text-sm`}>
            <h2 id="card-help-heading" className="mb-1 font-semibold">Questions about your card?</h2>
            <p>Call the card servicer at {phoneLink}.</p>
          </section>
        </div>
      </div>
    </>
  );
}
