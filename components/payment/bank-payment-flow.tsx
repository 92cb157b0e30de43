'use client';
// The bank tab is a flow of steps (spec 000 section 2): add bank account, payment, manage autopay. It
// starts on manage autopay for ?manageAutoPay=1, else on payment when the customer has a bank account,
// else on add bank account.
import { useState } from 'react';
import { paymentFlowStartStep, type PaymentFlowStep } from '@/lib/rules/payment-flow';
import { SUPPORT_PHONE, telHref } from '@/lib/rules/contact';
import { BankPaymentStep, type BankPaymentStepProps } from './bank-payment-step';
import { ProbationNotice } from './probation-notice';

const STEP_LABELS: Record<PaymentFlowStep, string> = {
  addBankAccount: 'Add bank account',
  payment: 'Make a payment',
  manageAutopay: 'Manage autopay',
};

interface Props {
  manageAutoPay: boolean;
  onProbation: boolean;
  /** The bank accounts could not be loaded. */
  accountsUnavailable: boolean;
  payment: BankPaymentStepProps;
}

export function BankPaymentFlow({ manageAutoPay, onProbation, accountsUnavailable, payment }: Props) {
  const [step, setStep] = useState<PaymentFlowStep>(() =>
    paymentFlowStartStep({ manageAutoPay, hasBankAccount: accountsUnavailable || payment.accounts.length > 0 }),
  );
  return (
    <div className="space-y-5">
      <nav aria-label="Bank payment steps">
        <ul className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
          {(Object.keys(STEP_LABELS) as PaymentFlowStep[]).map((s) => (
            <li key={s}>
              <button
                type="button"
                onClick={() => setStep(s)}
                aria-current={s === step ? 'step' : undefined}
                className={`min-h-11 w-full rounded-md border px-2 py-1.5 text-sm leading-tight font-semibold sm:w-auto sm:rounded-full sm:px-4 ${
                  s === step ? 'border-brand-700 bg-brand-700 text-white' : 'border-gray-300 bg-white text-brand-800 hover:bg-brand-50'
                }`}
              >
                {STEP_LABELS[s]}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {step === 'payment' &&
        (onProbation ? (
          <ProbationNotice />
        ) : accountsUnavailable ? (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-danger">
            We could not load your bank accounts. Please refresh the page, or pay by debit card.
          </p>
        ) : (
          <BankPaymentStep {...payment} />
        ))}
      {/* The next issue fills these two steps (manual entry, bank link, autopay set-up and changes). */}
      {step === 'addBankAccount' && (
        <ComingStep title="Add a bank account">
          Adding a bank account here is coming soon. Until then, call us at <Phone /> to add one, or pay by debit card.
        </ComingStep>
      )}
      {step === 'manageAutopay' && (
        <ComingStep title="Manage autopay">
          Managing autopay here is coming soon. Until then, call us at <Phone /> to set up, change or cancel autopay.
        </ComingStep>
      )}
    </div>
  );
}

function ComingStep({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-md border border-gray-200 bg-gray-50 p-4">
      <h3 className="mb-1 text-lg font-semibold">{title}</h3>
      <p>{children}</p>
    </section>
  );
}

const Phone = () => (
  <a href={telHref(SUPPORT_PHONE)} className="font-semibold whitespace-nowrap text-brand-700 underline">{SUPPORT_PHONE}</a>
);
