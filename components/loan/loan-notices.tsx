// The loan view's notices (spec 001 section 4, spec 000 section 2 'Other screens'): every state of a
// loan other than the normal summary.
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { phoneLink, strong } from '@/components/i18n/rich';
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
  const t = useTranslations('loan.notices');
  return (
    <Notice title={t('soldTitle')} tone="warn">
      <p>
        {t.rich('soldText', {
          hasDate: String(Boolean(account.soldOffDate)),
          date: account.soldOffDate ? formatDate(account.soldOffDate) : '',
          strong,
        })}
      </p>
      {!buyer && <p>{t.rich('soldCall', { phone: SUPPORT_PHONE, tel: phoneLink(SUPPORT_PHONE) })}</p>}
      {buyer && (
        <address className="not-italic">
          <strong>{buyer.name}</strong>
          <br />
          {t('soldPhone')} <Phone phone={formatPhone(buyer.phone)} />
          <br />
          {buyer.address}
        </address>
      )}
    </Notice>
  );
}

export function ChargeOffSettledNotice() {
  const t = useTranslations('loan.notices');
  return (
    <Notice title={t('chargeOffSettledTitle')} tone="success">
      <p>{t('chargeOffSettledText')}</p>
      <p>{t.rich('chargeOffSettledCall', { phone: LOAN_ACCOUNT_SPECIALIST_PHONE, tel: phoneLink(LOAN_ACCOUNT_SPECIALIST_PHONE) })}</p>
    </Notice>
  );
}

export function DelinquentNotice({ account }: { account: Pick<LoanAccountView, 'payoffBalance' | 'pastDueBalance' | 'daysPastDue'> }) {
  const t = useTranslations('loan.notices');
  return (
    <Notice title={t('delinquentTitle')} tone="danger">
      <p>{t.rich('delinquentText', { phone: LOAN_ACCOUNT_SPECIALIST_PHONE, tel: phoneLink(LOAN_ACCOUNT_SPECIALIST_PHONE) })}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4">
        <dt className="font-medium">{t('balance')}</dt>
        <dd className="tabular-nums">{formatDollars(account.payoffBalance)}</dd>
        {account.pastDueBalance > 0 && (
          <>
            <dt className="font-medium">{t('pastDue')}</dt>
            <dd className="tabular-nums">{t('pastDueAmount', { amount: formatDollars(account.pastDueBalance), days: account.daysPastDue })}</dd>
          </>
        )}
      </dl>
    </Notice>
  );
}

export function PaidOffNotice() {
  const t = useTranslations('loan.notices');
  return (
    <Notice title={t('paidOffTitle')} tone="success">
      <p>{t('paidOffText', { lender: LENDER_NAME })}</p>
    </Notice>
  );
}

export function SettledNotice() {
  const t = useTranslations('loan.notices');
  return (
    <Notice title={t('settledTitle')} tone="success">
      <p>{t('settledText')}</p>
    </Notice>
  );
}

export function ProcessingNotice({ signedAt }: { signedAt: string | null }) {
  const t = useTranslations('loan.notices');
  return (
    <Notice title={t('processingTitle')} tone="info">
      {signedAt && <p>{t.rich('processingSigned', { date: formatDate(lenderToday(new Date(signedAt))), strong })}</p>}
      <p>{t('processingText')}</p>
    </Notice>
  );
}

export function AwaitingSignatureNotice({ signHref, amount }: { signHref: string; amount: number | null }) {
  const t = useTranslations('loan.notices');
  return (
    <Notice title={t('signTitle')} tone="info">
      <p>{t.rich('signText', { hasAmount: String(amount !== null), amount: amount !== null ? formatDollars(amount) : '', strong })}</p>
      <Link href={signHref} className={buttonClass('primary')}>{t('sign')}</Link>
    </Notice>
  );
}

export function InProgressNotice() {
  const t = useTranslations('loan.notices');
  return (
    <Notice title={t('inProgressTitle')} tone="info">
      <p>{t.rich('inProgressText', { phone: SUPPORT_PHONE, tel: phoneLink(SUPPORT_PHONE) })}</p>
    </Notice>
  );
}
