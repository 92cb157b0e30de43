// /ui/customers/{customerId}/additional-financing — does the customer qualify for another loan (linked from
// the New Loan prompt). Users with the cfs flag also see the 'For Customer Care Only' table; only the staff
// roles of spec 000 section 6 see its descriptions.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { lender } from '@/lib/lender/api';
import { foundOr404, loadOptional } from '@/lib/lender/page';
import { qualifiesForAdditionalLoan } from '@/lib/rules/additional-loans';
import { seesQualificationDescriptions, seesQualificationTable } from '@/lib/rules/staff-roles';
import { requireCustomerAccess } from '@/lib/session/session';
import { toCustomer } from '@/lib/view/customer';
import { toQualificationCheck } from '@/lib/view/qualification';
import { EligibilityResult } from '@/components/financing/eligibility-result';
import { QualificationTable } from '@/components/financing/qualification-table';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('apply.financing'))('title') };
}

export default async function AdditionalFinancingPage(props: { params: Promise<{ customerId: string }> }) {
  const { customerId } = await props.params;
  const { session, customerId: id } = await requireCustomerAccess(customerId);
  const [viewer, customer, checks] = await Promise.all([
    loadOptional(lender.getMe({ token: session.token })).then(foundOr404).then(asCustomer),
    loadOptional(lender.getUser({ token: session.token, id })).then(foundOr404).then(asCustomer),
    loadOptional(lender.getAdditionalLoanQualifications({ token: session.token, id })).then(foundOr404),
  ]);
  const forSomeoneElse = session.userId !== id;
  const t = await getTranslations('apply.financing');

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">{t('title')}</h1>
        {forSomeoneElse && customer !== 'failed' && <p className="text-muted">{t('customer', { name: customer.name })}</p>}
      </div>
      {viewer === 'failed' || customer === 'failed' || checks === 'failed' ? (
        <p role="alert" className="rounded border border-red-300 bg-red-50 px-3 py-2 text-danger">
          {t('loadError')}
        </p>
      ) : (
        <>
          <EligibilityResult qualifies={qualifiesForAdditionalLoan(checks)} customerName={forSomeoneElse ? customer.name : null} />
          {seesQualificationTable(viewer) && (
            <QualificationTable checks={checks.map(toQualificationCheck)} withDescriptions={seesQualificationDescriptions(viewer.roles)} />
          )}
        </>
      )}
      <Link href={`/ui/customers/${id}`} className="inline-block font-medium text-brand-700 underline">
        {t(forSomeoneElse ? 'backCustomer' : 'back')}
      </Link>
    </div>
  );
}

const asCustomer = (user: Parameters<typeof toCustomer>[0] | 'failed') => (user === 'failed' ? user : toCustomer(user));
