// The overall answer of the additional-financing page, and the way on: 'Create a New Application'.
import { Link } from '@/components/ui/link';
import { SUPPORT_PHONE, telHref } from '@/lib/rules/contact';
import { buttonClass } from '@/components/ui/button';

interface Props {
  qualifies: boolean;
  /** Staff read the answer about the customer; only the customer applies. */
  customerName: string | null;
}

export function EligibilityResult({ qualifies, customerName }: Props) {
  const heading = customerName
    ? `${customerName} ${qualifies ? 'qualifies' : 'does not qualify'} for additional financing`
    : qualifies
      ? 'Good news: you qualify for additional financing'
      : 'You do not qualify for additional financing right now';
  return (
    <section aria-labelledby="eligibility-heading" className="rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id="eligibility-heading" className="mb-2 text-lg font-semibold">{heading}</h2>
      {qualifies ? (
        <p className={customerName ? '' : 'mb-4'}>{customerName ? 'The customer can apply for a loan for another repair from their account.' : 'You can apply for a loan for your next repair today.'}</p>
      ) : (
        <p>
          Keeping your loan current helps you qualify. Questions? Call us at{' '}
          <a href={telHref(SUPPORT_PHONE)} className="font-semibold text-brand-700 underline">{SUPPORT_PHONE}</a>.
        </p>
      )}
      {qualifies && !customerName && (
        <Link href="/ui/apply?reapply" className={buttonClass('primary', 'w-full sm:w-auto')}>
          Create a New Application
        </Link>
      )}
    </section>
  );
}
