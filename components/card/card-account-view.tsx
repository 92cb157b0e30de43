// The card account page's content (spec 000 sections 2, 3, 8): available credit and limit, the current
// increase offer and its expiry, the increase request (only when eligible), the servicer portal, the
// cardholder agreement, a pending purchase to review, and the ineligible notice with its call prompt.
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { ClientMessages } from '@/components/i18n/client-messages';
import { phoneLink } from '@/components/i18n/rich';
import { maskAccountNumber } from '@/lib/rules/card';
import { CARD_SERVICER_PHONE } from '@/lib/rules/contact';
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
const servicerPhone = { phone: CARD_SERVICER_PHONE, tel: phoneLink(CARD_SERVICER_PHONE, 'font-semibold text-brand-700 underline') };

export function CardAccountView({ cardId, card, agreementUrl, pendingPurchaseGuid, viewerIsCardholder = true }: CardAccountViewProps) {
  const t = useTranslations('card');
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold sm:text-3xl">{t('title')}</h1>
      {pendingPurchaseGuid && (
        <section aria-labelledby="pending-purchase-heading" className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id="pending-purchase-heading" className="font-semibold">{t('pending.title')}</h2>
            <p className="text-sm">{t('pending.text')}</p>
          </div>
          <Link href={`/ui/purchases/${pendingPurchaseGuid}`} className={buttonClass('primary', 'shrink-0')}>{t('pending.review')}</Link>
        </section>
      )}
      {card ? <CardDetails cardId={cardId} card={card} agreementUrl={agreementUrl} cardholder={viewerIsCardholder} /> : (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-danger">
          {t.rich('lookupError', servicerPhone)}
        </p>
      )}
    </div>
  );
}

function CardDetails({ cardId, card, agreementUrl, cardholder }: { cardId: number; card: CardView; agreementUrl: string | null; cardholder: boolean }) {
  const t = useTranslations('card');
  const offer = card.offer;
  return (
    <>
      {card.ineligibleForPurchases && (
        <section aria-labelledby="ineligible-heading" className="rounded-lg border border-red-300 bg-red-50 p-4">
          <h2 id="ineligible-heading" className="font-semibold text-danger">{t('ineligible.title')}</h2>
          <p className="mt-1">{t.rich('ineligible.text', servicerPhone)}</p>
        </section>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="credit-heading" className={panel}>
            <h2 id="credit-heading" className="sr-only">{t('yourCard')}</h2>
            <dl className="grid gap-4 sm:grid-cols-3">
              <div>
                <dt className="text-sm text-muted">{t('available')}</dt>
                <dd className="text-3xl font-semibold text-brand-700">{formatDollars(card.availableCredit)}</dd>
              </div>
              {card.creditLimit !== null && (
                <div>
                  <dt className="text-sm text-muted">{t('limit')}</dt>
                  <dd className="text-xl font-semibold">{formatDollars(card.creditLimit)}</dd>
                </div>
              )}
              <div>
                <dt className="text-sm text-muted">{t('account')}</dt>
                <dd className="text-xl font-semibold">
                  <span aria-hidden="true">{maskAccountNumber(card.accountLast4).slice(0, -4)}</span>
                  <span className="sr-only">{t('endingIn')}</span>
                  {card.accountLast4}
                </dd>
              </div>
            </dl>
            {/* An eligible account sees (and may accept) the offer in the increase section below. */}
            {offer && !(card.lineIncreaseEligible && cardholder) && (
              <p className="mt-4 border-t border-gray-200 pt-4">
                <span className="font-semibold">{t('offer', { amount: formatDollars(offer.amount) })}</span>
                {offer.expiresOn && <span className="text-muted">{t('offerExpires', { date: formatDate(offer.expiresOn) })}</span>}
              </p>
            )}
          </section>
          {card.lineIncreaseEligible && cardholder && (
            <ClientMessages paths={['card.increase']}>
              <CreditIncrease cardId={cardId} currentOffer={offer} />
            </ClientMessages>
          )}
        </div>
        <div className="space-y-6">
          <section aria-labelledby="servicer-heading" className={panel}>
            <h2 id="servicer-heading" className="mb-1 text-lg font-semibold">{t('manage.title')}</h2>
            <p className="mb-3 text-sm">{t('manage.text')}</p>
            {cardholder ? (
              <ClientMessages paths={['card.portal']}>
                <ServicerPortalButton cardId={cardId} />
              </ClientMessages>
            ) : (
              <p className="text-sm text-muted">{t('manage.onlyCardholder')}</p>
            )}
          </section>
          <section aria-labelledby="agreement-heading" className={panel}>
            <h2 id="agreement-heading" className="mb-1 text-lg font-semibold">{t('agreement.title')}</h2>
            {agreementUrl ? (
              <a href={agreementUrl} target="_blank" rel="noopener" className="font-medium text-brand-700 underline">
                {t('agreement.view')}<span className="sr-only">{t('agreement.newTab')}</span>
              </a>
            ) : (
              <p>{t('agreement.refresh')}</p>
            )}
          </section>
          <section aria-labelledby="card-help-heading" className={`${panel} text-sm`}>
            <h2 id="card-help-heading" className="mb-1 font-semibold">{t('help.title')}</h2>
            <p>{t.rich('help.text', servicerPhone)}</p>
          </section>
        </div>
      </div>
    </>
  );
}
