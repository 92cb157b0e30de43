// The three landing offers of spec 001 section 2, each leading into the Make Payment tab.
import { Link } from '@/components/ui/link';

export interface OfferLinks {
  payOnline: string;
  bankPayments: string;
  otherOptions: string;
}

export function LandingOffers({ links, autopayOn }: { links: OfferLinks; autopayOn: boolean }) {
  const offers = [
    { title: 'Pay Quickly and Securely Online', text: 'Make a one-time payment from your bank account or debit card.', href: links.payOnline, cta: 'Make a Payment' },
    { title: 'Set Up Bank Payments', text: 'Pay automatically each month from your bank account with autopay.', href: links.bankPayments, cta: autopayOn ? 'Manage Autopay' : 'Set Up Autopay' },
    { title: 'See Additional Payment Options', text: 'Pay by mail or with cash at a payment location near you.', href: links.otherOptions, cta: 'See Options' },
  ];
  return (
    <section aria-label="Ways to pay" className="grid gap-4 md:grid-cols-3">
      {offers.map((offer) => (
        <article key={offer.title} className="flex flex-col rounded-lg border border-gray-200 bg-white p-4">
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
