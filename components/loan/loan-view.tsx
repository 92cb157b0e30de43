// The loan view of the landing page (spec 001 section 4): one of the notices, or the normal summary.
import type { Application } from '@/lib/contract/applications';
import type { LoanAccount } from '@/lib/contract/loan-accounts';
import { loanPath } from '@/lib/rules/loan-tabs';
import { loanViewState } from '@/lib/rules/loan-view';
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
  application: Application;
  account: LoanAccount | 'none' | 'error';
  now: Date;
}

export function LoanView({ customerId, application, account, now }: Props) {
  const a = application.attributes;
  const state = loanViewState(a, account, now);
  const loaded = typeof account === 'object' ? account : null;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Loan {application.id}</h1>
      {state === 'error' && <LoanLoadError />}
      {state === 'processing' && <ProcessingNotice signedAt={a.signed_at} />}
      {state === 'awaiting_signature' && (
        <AwaitingSignatureNotice signHref={loanPath(customerId, application.id, 'sign')} amount={a.original_note_amount ?? a.max_approved_amount} />
      )}
      {state === 'in_progress' && <InProgressNotice />}
      {state === 'paid_off' && <PaidOffNotice />}
      {state === 'settled' && <SettledNotice />}
      {loaded && state === 'sold_off' && <SoldOffNotice account={loaded} />}
      {state === 'charge_off_settled' && <ChargeOffSettledNotice />}
      {loaded && state === 'charge_off' && <DelinquentNotice account={loaded} />}
      {loaded && state === 'summary' && (
        <LoanSummary customerId={customerId} applicationId={application.id} application={a} account={loaded} />
      )}
    </div>
  );
}
