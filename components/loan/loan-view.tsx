// The loan view of the landing page (spec 001 section 4): one of the notices, or the normal summary.
import { useTranslations } from 'next-intl';
import { loanPath } from '@/lib/rules/loan-tabs';
import type { ApplicationView } from '@/lib/view/application';
import { loanStateOf, type LoanAccountView } from '@/lib/view/loan-account';
import { LoanLoadError } from './loan-load-error';
import {
  AwaitingSignatureNotice,
  ChargeOffSettledNotice,
  DelinquentNotice,
  InProgressNotice,
  PaidOffNotice,
  ProcessingNotice,
  SettledNotice,
  SoldOffNotice,
} from './loan-notices';
import { LoanSummary } from './loan-summary';

interface Props {
  customerId: number;
  application: ApplicationView;
  /** 'missing': the lender has none (404); 'failed': it could not be loaded. */
  account: LoanAccountView | 'missing' | 'failed';
  now: Date;
  /** The application's to-do list, shown instead of the in-progress notice when the lender has one. */
  todo?: React.ReactNode;
}

export function LoanView({ customerId, application, account, now, todo }: Props) {
  const state = loanStateOf(application, account, now);
  const t = useTranslations('loan');
  const loaded = typeof account === 'object' ? account : null;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">{t('heading', { id: application.id })}</h1>
      {state === 'error' && <LoanLoadError />}
      {state === 'processing' && <ProcessingNotice signedAt={application.signedAt} />}
      {state === 'awaiting_signature' && (
        <AwaitingSignatureNotice signHref={loanPath(customerId, application.id, 'sign')} amount={application.amount} />
      )}
      {state === 'in_progress' && (todo || <InProgressNotice />)}
      {state === 'paid_off' && <PaidOffNotice />}
      {state === 'settled' && <SettledNotice />}
      {loaded && state === 'sold_off' && <SoldOffNotice account={loaded} />}
      {state === 'charge_off_settled' && <ChargeOffSettledNotice />}
      {loaded && state === 'charge_off' && <DelinquentNotice account={loaded} />}
      {loaded && state === 'summary' && (
        <LoanSummary customerId={customerId} application={application} account={loaded} />
      )}
    </div>
  );
}
