// The loan view's notices (spec 001 section 4, spec 000 section 2 'Other screens'): every state of a
// loan other than the normal summary.
import { Link } from '@/components/ui/link';
import { formatPhone, LENDER_NAME, LOAN_ACCOUNT_SPECIALIST_PHONE, SUPPORT_PHONE, telHref } from '@/lib/rules/contact';
import { formatDate, lenderToday } from '@/lib/rules/dates';
import { formatDollars } from '@/lib/rules/money';
import { buttonClass } from '@/components/ui/button';
import type { LoanAccountView } from '@/lib/view/loan-account';

type Tone = 'info' | 'warn' | 'danger' | 'success';
const tones: Record<Tone, string> = {
  info: 'border-brand-600',
  warn: 'border-amber-400',
  danger: 'border-danger',
  success: 'border-success',
};

export function Notice({ title, tone, children }: { title: string; tone: Tone; children: React.ReactNode }) {
  return (
    <section aria-labelledby="loan-notice" className={`rounded-lg border border-l-8 bg-white p-5 sm:p-6 ${tones[tone]}`}>
      <h2 id="loan-notice" className="mb-2 text-xl font-semibold">{title}</h2>
      <div className="space-y-2">{children}</div>
    </section>
  );
}

const Phone = ({ phone }: { phone: string }) => (
  <a href={telHref(phone)} className="font-semibold whitespace-nowrap text-brand-700 underline">{phone}</a>
);

export function SoldOffNotice({ account }: { account: Pick<LoanAccountView, 'soldOffDate' | 'debtBuyer'> }) {
  const buyer = account.debtBuyer;
  return (
    <Notice title="Your loan was sold" tone="warn">
      <p>
        Payments are not possible here because your loan was transferred to a debt buyer
        {account.soldOffDate ? <>, effective <strong>{formatDate(account.soldOffDate)}</strong></> : null}.
        Please contact the new owner of your loan about payments.
      </p>
      {!buyer && (
        <p>
          For the new owner&apos;s contact details, please call us at <Phone phone={SUPPORT_PHONE} />.
        </p>
      )}
      {buyer && (
        <address className="not-italic">
          <strong>{buyer.name}</strong>
          <br />
          Phone: <Phone phone={formatPhone(buyer.phone)} />
          <br />
          {buyer.address}
        </address>
      )}
    </Notice>
  );
}

export const ChargeOffSettledNotice = () => (
  <Notice title="Thank you for calling" tone="success">
    <p>Thank you for calling us to settle your loan. Your settlement is on file.</p>
    <p>Questions? Call a Loan Account Specialist at <Phone phone={LOAN_ACCOUNT_SPECIALIST_PHONE} />.</p>
  </Notice>
);

export const DelinquentNotice = ({ account }: { account: Pick<LoanAccountView, 'payoffBalance' | 'pastDueBalance' | 'daysPastDue'> }) => (
  <Notice title="Your loan is delinquent" tone="danger">
    <p>
      Your loan is seriously past due and has been charged off. Please call a Loan Account Specialist at{' '}
      <Phone phone={LOAN_ACCOUNT_SPECIALIST_PHONE} /> to resolve your balance.
    </p>
    <dl className="grid grid-cols-[auto_1fr] gap-x-4">
      <dt className="font-medium">Balance</dt>
      <dd className="tabular-nums">{formatDollars(account.payoffBalance)}</dd>
      {account.pastDueBalance > 0 && (
        <>
          <dt className="font-medium">Past due</dt>
          <dd className="tabular-nums">{formatDollars(account.pastDueBalance)} ({account.daysPastDue} days past due)</dd>
        </>
      )}
    </dl>
  </Notice>
);

export const PaidOffNotice = () => (
  <Notice title="Congratulations! Your loan is paid off." tone="success">
    <p>Nothing more is owed on this loan. Thank you for choosing {LENDER_NAME}.</p>
  </Notice>
);

export const SettledNotice = () => (
  <Notice title="Thank you for settling your loan." tone="success">
    <p>This loan is closed as settled. Nothing more is owed on it.</p>
  </Notice>
);

export const ProcessingNotice = ({ signedAt }: { signedAt: string | null }) => (
  <Notice title="We are processing your loan" tone="info">
    {signedAt && <p>You signed your loan documents on <strong>{formatDate(lenderToday(new Date(signedAt)))}</strong>.</p>}
    <p>Your loan details will appear here when processing is complete, usually within 2 days.</p>
  </Notice>
);

export const AwaitingSignatureNotice = ({ signHref, amount }: { signHref: string; amount: number | null }) => (
  <Notice title="Your loan documents are ready to sign" tone="info">
    <p>
      Your loan{amount !== null ? <> of <strong>{formatDollars(amount)}</strong></> : null} is approved. Read your loan
      agreement and sign it to continue.
    </p>
    <Link href={signHref} className={buttonClass('primary')}>Review and Sign</Link>
  </Notice>
);

export const InProgressNotice = () => (
  <Notice title="Your application is in progress" tone="info">
    <p>We are working on your application and will contact you if we need anything. Questions? Call <Phone phone={SUPPORT_PHONE} />.</p>
  </Notice>
);
