// The apply page's body for a customer: the form, or — when an application is already in progress — a
// pointer to it (the lender would refuse a second one). Without ?reapply, a returning customer is first
// asked whether they mean to start a new application or to see their loans.
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { ClientMessages } from '@/components/i18n/client-messages';
import type { ServiceCenter } from '@/lib/view/service-center';
import { isOpenApplication } from '@/lib/rules/additional-loans';
import { loanPath } from '@/lib/rules/loan-tabs';
import { buttonClass } from '@/components/ui/button';
import { ApplicationForm } from './application-form';
import type { Customer } from '@/lib/view/customer';

export function ApplyScreen({ customer, dealerships, reapply }: { customer: Customer; dealerships: ServiceCenter[]; reapply: boolean }) {
  const t = useTranslations('apply');
  const inProgress = customer.loans.find((a) => isOpenApplication({ status: a.statusCacheStatus, statusCacheStatus: a.statusCacheStatus }));
  const current = customer.currentApplicationId;

  if (inProgress) {
    return (
      <div role="status" className="space-y-3">
        <p>{t('inProgress')}</p>
        <Link href={loanPath(customer.id, inProgress.id)} className={buttonClass('primary')}>
          {t('seeApplication', { id: inProgress.id })}
        </Link>
      </div>
    );
  }
  if (!reapply && current !== null) {
    return (
      <div className="space-y-4">
        <p>{t('welcomeBack', { name: customer.firstName })}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link href="/ui/apply?reapply" className={buttonClass('primary')}>{t('startNew')}</Link>
          <Link href={loanPath(customer.id, current)} className={buttonClass('secondary')}>{t('myLoans')}</Link>
        </div>
      </div>
    );
  }
  return (
    <>
      <p className="mb-6 text-muted">{t('intro')}</p>
      <ClientMessages paths={['apply.form', 'apply.refusals']}>
        <ApplicationForm dealerships={dealerships} userId={customer.id} />
      </ClientMessages>
    </>
  );
}
