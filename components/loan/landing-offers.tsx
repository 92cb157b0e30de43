// The three landing offers of spec 001 section 2, each leading into the Make Payment tab.
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';

export interface OfferLinks {
  payOnline: string;
  bankPayments: string;
  otherOptions: string;
}

export function LandingOffers({ links, autopayOn }: { links: OfferLinks; autopayOn: boolean }) {
  const t = useTranslations('loan.offers');
  const offers = [
    { title: t('payOnline'), text: t('payOnlineText'), href: links.payOnline, cta: t('makePayment') },
    { title: t('bankPayments'), text: t('bankPaymentsText'), href: links.bankPayments, cta: autopayOn ? t('manageAutopay') : t('setUpAutopay') },
    { title: t('otherOptions'), text: t('otherOptionsText'), href: links.otherOptions, cta: t('seeOptions') },
  ];
  return (
    <section aria-label={t('label')} className="grid gap-4 md:grid-cols-3">
      {offers.map((offer) => (
        <article key={offer.href} className="flex flex-col rounded-lg border border-gray-200 bg-white p-4">
          <h2 className="mb-1 font-semibold">{offer.title}</h2>
          <p className="mb-3 grow text-sm text-muted">{offer.text}</p>
          <Link href={offer.href} className="font-semibold text-brand-700 underline">
            {offer.cta}<span className="sr-only">: {offer.title}</span>
          </Link>
        </article>
      ))}
    </section>
  );
}
