'use client';
// The bank tab's payment step (spec 000 sections 2, 4, 5): amount, date, bank account, the ACH
// authorization → the duplicate or scheduled-payment check → review → confirm → the thanks page.
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useRules } from '@/components/i18n/use-rules';
import { Button } from '@/components/ui/button';
import { bffFetch } from '@/lib/client/bff-fetch';
import type { CreateTransactionRequest } from '@/lib/contract/transactions';
import { ACH_AUTHORIZATION_VERSION } from '@/lib/rules/ach-authorization';
import { loanPath } from '@/lib/rules/loan-tabs';
import { formatCents } from '@/lib/rules/money';
import { amountChoices, centsToInput, checkAmount, type AmountBalances, type AmountChoice } from '@/lib/rules/payment-amount';
import { checkPaymentDate } from '@/lib/rules/payment-date';
import { paymentWarning } from '@/lib/rules/payment-warnings';
import { toExistingPayment } from '@/lib/view/transaction';
import { AchAuthorization } from './ach-authorization';
import { AmountField } from './amount-field';
import { BankAccountSelect, bankAccountLabel, useAccountTypeName, type BankAccountOption } from './bank-account-select';
import { useAcknowledgement } from './payment-method-context';
import { forgetIdempotencyKey, idempotencyKeyFor } from './payment-key';
import { PaymentDateField } from './payment-date-field';
import { PaymentReview, type ReviewWarning } from './payment-review';
import { submitPayment } from './submit-payment';
import { ScriptForm } from '@/components/ui/script-form';

export interface BankPaymentStepProps {
  customerId: number;
  applicationId: number;
  balances: AmountBalances;
  /** The lender's today (Mountain Time) when the page was rendered. */
  today: string;
  maxDate: string | null;
  dueDate: string | null;
  accounts: BankAccountOption[];
}

type Field = 'amount' | 'date' | 'account' | 'terms';

/**
 * A 422's field errors, placed by the field they concern (the amount gets spec 000's message). The lender
 * words them in English: in another language the field's own message stands in for its words.
 */
function placeServerErrors(errors: Record<string, string[]>, own: Record<Exclude<Field, 'amount'>, string> | null): Partial<Record<Field, string>> {
  const fields: Partial<Record<Field, string>> = {};
  const put = (field: Exclude<Field, 'amount'>, said: string[] | undefined) => {
    if (said) fields[field] = own ? own[field] : said[0]!;
  };
  put('date', errors['transaction.future_effective_at']);
  put('account', errors['transaction.transactable_id']);
  put('terms', errors['transaction.authorized'] ?? errors.terms_version);
  return fields;
}

export function BankPaymentStep({ customerId, applicationId, balances, today, maxDate, dueDate, accounts }: BankPaymentStepProps) {
  const router = useRouter();
  const t = useTranslations('payment.step');
  const tr = useTranslations('payment.review');
  const rules = useRules();
  const typeName = useAccountTypeName();
  const locale = useLocale();
  const english = locale === 'en-US';
  const choices = amountChoices(balances);
  const [choice, setChoice] = useState<AmountChoice>(choices[0]!.key);
  const [otherText, setOtherText] = useState('');
  const [date, setDate] = useState(today);
  const [chosenAccountId, setAccountId] = useState<string | null>(null);
  // Until the customer picks one, a single account is the one, also when it was just added on this
  // screen (after the form started). Picking "Choose a bank account" ('') clears it.
  const accountId = chosenAccountId ?? (accounts.length === 1 ? String(accounts[0]!.id) : '');
  const [accepted, setAccepted] = useAcknowledgement();
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [stage, setStage] = useState<'form' | 'checking' | 'review'>('form');
  const [warning, setWarning] = useState<ReviewWarning>(null);
  /** The confirmed form's Idempotency-Key, taken when the review starts and kept for every retry. */
  const [reviewKey, setReviewKey] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const presetCents = choices.find((c) => c.key === choice)?.cents ?? null;
  const amount = checkAmount(choice === 'other' ? otherText : centsToInput(presetCents ?? 0), balances, rules);
  const dateCheck = checkPaymentDate(date, { today, maxDate, dueDate }, rules);
  const account = accounts.find((a) => String(a.id) === accountId) ?? null;
  const errors: Record<Field, string | null> = {
    amount: serverErrors.amount ?? amount.error,
    date: serverErrors.date ?? dateCheck.error,
    account: serverErrors.account ?? (account ? null : t('accountRequired')),
    terms: serverErrors.terms ?? (accepted ? null : t('termsRequired')),
  };
  const shown = (field: Field) => (touched[field] ? errors[field] : null);
  const edit = (field: Field) => setServerErrors(({ [field]: _gone, ...rest }) => rest);

  const fingerprint = (cents: number, bankAccountId: number, allowDuplicate: boolean) => `${cents}|${date}|${bankAccountId}|${allowDuplicate}`;

  async function review() {
    setTouched({ amount: true, date: true, account: true, terms: true });
    const firstInvalid = (['amount', 'date', 'account', 'terms'] as const).find((f) => errors[f]);
    if (firstInvalid || amount.cents === null || !account) {
      const field = form.current?.querySelector(`[data-field="${firstInvalid}"]`);
      (field?.querySelector<HTMLElement>('input:not([type=radio]), select') ?? field?.querySelector<HTMLElement>('input:checked'))?.focus();
      return;
    }
    setStage('checking');
    setSubmitError(null);
    setReviewKey(idempotencyKeyFor(applicationId, fingerprint(amount.cents, account.id, false)));
    // The warning is a courtesy: if the list cannot be read, the lender still refuses an unconfirmed duplicate.
    const res = await bffFetch(`/api/transactions?application_id=${applicationId}`, { schema: () => import('@/lib/contract/transactions').then((m) => m.TransactionListResponseSchema) });
    const existing = res.ok ? res.data.data.map(toExistingPayment) : [];
    const found = paymentWarning(existing, { amountCents: amount.cents, date }, today);
    setWarning(
      found?.kind === 'duplicate'
        ? { kind: 'duplicate', text: t('duplicate', { amount: formatCents(found.payment.amountCents) }) }
        : found,
    );
    setStage('review');
  }

  async function confirm(allowDuplicate: boolean) {
    if (amount.cents === null || !account) return;
    const body: CreateTransactionRequest = {
      application_id: applicationId,
      transaction: {
        amount: amount.cents / 100,
        future_effective_at: date,
        authorized: accepted,
        transactable_type: 'BankAccount',
        transactable_id: account.id,
        active: true,
      },
      terms_version: ACH_AUTHORIZATION_VERSION,
      // The lender keeps which text was accepted: English, or the translation beside it (issue 23).
      terms_language: locale,
      ...(allowDuplicate ? { allow_duplicate: true } : {}),
    };
    // A duplicate the customer confirmed is a payment of its own, with a key of its own.
    const key = allowDuplicate || !reviewKey ? idempotencyKeyFor(applicationId, fingerprint(amount.cents, account.id, allowDuplicate)) : reviewKey;
    setProcessing(true);
    setSubmitError(null);
    const result = await submitPayment(body, key, (id) => loanPath(customerId, applicationId, `payments/${id}/thanks`));
    if (result.kind === 'done') {
      forgetIdempotencyKey(applicationId);
      router.push(result.redirectUrl);
      return; // stays "processing" until the thanks page replaces this one
    }
    setProcessing(false);
    if (result.kind === 'duplicate') setWarning({ kind: 'duplicate', text: english ? result.message : t('duplicate', { amount: formatCents(amount.cents) }) });
    else if (result.kind === 'failed') setSubmitError(result.message ?? tr('notConfirmed'));
    else {
      const own = english ? null : { date: t('dateServer'), account: t('accountServer'), terms: t('termsServer') };
      const fields = placeServerErrors(result.errors, own);
      if (result.errors['transaction.amount']) fields.amount = rules('amountFormat');
      setServerErrors(fields);
      // Spec 000 section 8: every 422 to a payment post says the amount text (beside the amount when the
      // lender names it, else above the form); the fields the lender names get their errors beside them.
      setFormError(fields.amount ? null : rules('amountFormat'));
      if (fields.terms) setAccepted(false);
      setStage('form');
    }
  }

  if (stage === 'review' && accepted && amount.cents !== null && account) {
    return (
      <PaymentReview
        amountCents={amount.cents}
        date={date}
        accountLabel={bankAccountLabel(account, typeName)}
        warning={warning}
        processing={processing}
        error={submitError}
        onConfirm={confirm}
        onEdit={() => setStage('form')}
      />
    );
  }

  return (
    <ScriptForm ref={form} onSubmit={review} noValidate aria-label={t('form')} className="space-y-6">
      {formError && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-danger">
          {formError}
        </p>
      )}
      <div data-field="amount">
        <AmountField
          balances={balances}
          choice={choice}
          otherText={otherText}
          onChoice={(c) => {
            setChoice(c);
            edit('amount');
          }}
          onOtherText={(t) => {
            setOtherText(t);
            edit('amount');
          }}
          onBlur={() => setTouched((t) => ({ ...t, amount: true }))}
          error={shown('amount')}
          notes={errors.amount ? [] : amount.notes}
        />
      </div>
      <div data-field="date">
        <PaymentDateField
          value={date}
          min={today}
          max={maxDate ?? today}
          onChange={(value) => {
            setDate(value);
            edit('date');
            setTouched((t) => ({ ...t, date: true }));
          }}
          error={shown('date')}
          note={errors.date ? null : dateCheck.note}
          late={dueDate !== null && date > dueDate}
        />
      </div>
      <div data-field="account">
        <BankAccountSelect
          accounts={accounts}
          value={accountId}
          onChange={(v) => {
            setAccountId(v);
            edit('account');
            setTouched((t) => ({ ...t, account: true }));
          }}
          error={shown('account')}
        />
      </div>
      <div data-field="terms">
        <AchAuthorization
          amountCents={amount.error ? null : amount.cents}
          date={dateCheck.error ? null : date}
          accountLast4={account?.last4 ?? null}
          accepted={accepted}
          onAccepted={(v) => {
            setAccepted(v);
            edit('terms');
            setStage('form'); // a tick after a tab switch starts the review again
          }}
          error={shown('terms')}
        />
      </div>
      <Button type="submit" pending={stage === 'checking'} pendingLabel={t('checking')}>
        {t('review')}
      </Button>
    </ScriptForm>
  );
}
