// The Promise to Pay panel below the payment tabs (spec 001 section 4): shown within 2 days of the
// due date or when promises exist; lists them, offers the form, or says to call.
import { useLocale, useTranslations } from 'next-intl';
import { ClientMessages } from '@/components/i18n/client-messages';
import { formatLongDate, lenderToday } from '@/lib/rules/dates';
import { dollarsToCents, formatDollars } from '@/lib/rules/money';
import { canCreatePromise, isPromisePanelVisible, promiseDefaults } from '@/lib/rules/promise-to-pay';
import type { ApplicationView } from '@/lib/view/application';
import type { LoanAccountView } from '@/lib/view/loan-account';
import type { PromiseCodes } from '@/lib/view/promise-codes';
import { PromisePanel } from './promise-panel';

interface Props {
  /** Fetched by the page beside its other calls; null when they could not be had (only logged). */
  codes: PromiseCodes | null;
  application: ApplicationView;
  /** Its id is the promise-to-pay call's {accountId}. */
  loanAccount: LoanAccountView;
  onProbation: boolean;
  paymentsHref: string;
  bankTabHref: string;
}

export function PromiseToPaySection({ codes, application, loanAccount, onProbation, paymentsHref, bankTabHref }: Props) {
  const t = useTranslations('promise');
  const locale = useLocale();
  const today = lenderToday();
  const promises = [...loanAccount.promisesToPay, ...application.promisesToPay];
  if (!isPromisePanelVisible({ today, currentDueDate: loanAccount.currentDueDate, promiseCount: promises.length })) return null;
  const canCreate = canCreatePromise({ onProbation, promiseCount: promises.length });
  const defaults = promiseDefaults({ monthlyPaymentCents: dollarsToCents(loanAccount.monthlyPayment), today });
  return (
    <ClientMessages paths={['promise', 'rules']}>
      <PromisePanel
      applicationId={application.id}
      loanAccountId={loanAccount.id}
      // Formatted here: a long date in Spanish is the runtime's Intl, which would be built during hydration.
      promises={promises.map((p) => ({ key: `${p.date}-${p.amount}`, text: t('item', { amount: formatDollars(p.amount), date: formatLongDate(p.date, locale) }) }))}
      canCreate={canCreate}
      // Without codes the form still works: the lender applies the customer-promise codes itself.
      codes={codes}
      minimumCents={dollarsToCents(loanAccount.monthlyPayment)}
      defaultAmountCents={defaults.amountCents}
      today={today}
      maxDate={loanAccount.maxSinglePaymentDate}
      paymentsHref={paymentsHref}
      bankTabHref={bankTabHref}
      />
    </ClientMessages>
  );
}
