'use client';
// The bank tab is a flow of steps (spec 000 section 2): add bank account, payment, manage autopay. It
// starts on manage autopay for ?manageAutoPay=1, else on payment when the customer has a bank account,
// else on add bank account. A card customer (revolver application) manages no bank accounts (spec 000
// section 6): no add step, and autopay does not offer to add one.
import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { phoneLink } from '@/components/i18n/rich';
import { BankAccountsManager } from '@/components/bank-accounts/bank-accounts-manager';
import { SUPPORT_PHONE } from '@/lib/rules/contact';
import { paymentFlowStartStep, paymentFlowSteps, type PaymentFlowStep } from '@/lib/rules/payment-flow';
import { AutopayStep, type AutopayStepProps } from './autopay-step';
import { BankPaymentStep, type BankPaymentStepProps } from './bank-payment-step';
import { ProbationNotice } from './probation-notice';

interface Props {
  manageAutoPay: boolean;
  onProbation: boolean;
  /** False for a customer with a revolver application. */
  managesBankAccounts: boolean;
  /** The bank accounts could not be loaded. */
  accountsUnavailable: boolean;
  /** Its accounts are the bank accounts of every step (the list with Remove, the payment, autopay). */
  payment: BankPaymentStepProps;
  autopay: Omit<AutopayStepProps, 'accounts' | 'onAddBankAccount' | 'onProbation'>;
}

export function BankPaymentFlow({ manageAutoPay, onProbation, managesBankAccounts, accountsUnavailable, payment, autopay }: Props) {
  const [step, setStep] = useState<PaymentFlowStep>(() =>
    paymentFlowStartStep({ manageAutoPay, hasBankAccount: accountsUnavailable || payment.accounts.length > 0, managesBankAccounts }),
  );
  const t = useTranslations('payment.flow');
  const stepButtons = useRef(new Map<PaymentFlowStep, HTMLButtonElement>());
  // After adding a bank account (or asking to add one from autopay) the form that had focus is gone:
  // focus goes to the step the flow moved to, so a keyboard or screen reader user knows where they are.
  const moveTo = (next: PaymentFlowStep) => {
    setStep(next);
    requestAnimationFrame(() => stepButtons.current.get(next)?.focus());
  };
  return (
    <div className="space-y-5">
      <nav aria-label={t('nav')}>
        <ul className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
          {paymentFlowSteps({ managesBankAccounts }).map((s) => (
            <li key={s}>
              <button
                ref={(el) => {
                  if (el) stepButtons.current.set(s, el);
                }}
                type="button"
                onClick={() => setStep(s)}
                aria-current={s === step ? 'step' : undefined}
                className={`min-h-11 w-full rounded-md border px-2 py-1.5 text-sm leading-tight font-semibold sm:w-auto sm:rounded-full sm:px-4 ${
                  s === step ? 'border-brand-700 bg-brand-700 text-white' : 'border-gray-300 bg-white text-brand-800 hover:bg-brand-50'
                }`}
              >
                {t(s)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {!managesBankAccounts && (
        <p className="text-sm text-muted">{t.rich('cardCustomer', { phone: SUPPORT_PHONE, tel: phoneLink(SUPPORT_PHONE, 'font-semibold text-brand-700 underline') })}</p>
      )}
      {step === 'payment' &&
        (onProbation ? (
          <ProbationNotice />
        ) : accountsUnavailable ? (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-danger">
            {t('accountsUnavailable')}
          </p>
        ) : (
          <BankPaymentStep {...payment} />
        ))}
      {step === 'addBankAccount' && managesBankAccounts && (
        <section aria-labelledby="add-bank-heading" className="space-y-3">
          <h3 id="add-bank-heading" className="text-lg font-semibold">{t('addHeading')}</h3>
          <BankAccountsManager userId={payment.customerId} accounts={payment.accounts} headingLevel="h4" onAdded={() => moveTo('payment')} />
        </section>
      )}
      {step === 'manageAutopay' && (
        <AutopayStep {...autopay} onProbation={onProbation} accounts={payment.accounts} onAddBankAccount={managesBankAccounts ? () => moveTo('addBankAccount') : null} />
      )}
    </div>
  );
}
