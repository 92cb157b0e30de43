'use client';
// The bank tab's payment step (spec 000 sections 2, 4, 5): amount, date, bank account, the ACH
// authorization → the duplicate or scheduled-payment check → review → confirm → the thanks page.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useRules } from '@/components/i18n/use-rules';
import { Button } from '@/components/ui/button';
import { useBffCall, type CallOptions } from '@/lib/client/bff-call';
import { bffRoutes } from '@/lib/client/bff-routes';
import { placeErrors, useBffForm, type BffForm, type FieldErrors } from '@/lib/client/use-bff-form';
import { ACH_AUTHORIZATION_VERSION } from '@/lib/rules/ach-authorization';
import { loanPath } from '@/lib/rules/loan-tabs';
import { formatCents } from '@/lib/rules/money';
import { amountChoices, balancesOn, centsToInput, checkAmount, type AmountBalances, type AmountCheck, type AmountChoice } from '@/lib/rules/payment-amount';
import { checkPaymentDate } from '@/lib/rules/payment-date';
import { paymentWarning } from '@/lib/rules/payment-warnings';
import { toExistingPayment } from '@/lib/view/transaction';
import { AchAuthorization } from './ach-authorization';
import { AmountField } from './amount-field';
import { BankAccountSelect, bankAccountLabel, useAccountTypeName, type BankAccountOption } from './bank-account-select';
import { useAcknowledgement } from './payment-method-context';
import { PaymentDateField } from './payment-date-field';
import { PaymentReview, type ReviewWarning } from './payment-review';
import { paymentOutcome, sendPayment } from './submit-payment';
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
  /** A payoff quote's amount (dollars as typed) and date, filled in as "Other amount" and the payment date. */
  prefill?: { amount: string; date: string } | null;
}

type Field = 'amount' | 'date' | 'account' | 'terms';
const FIELDS = ['amount', 'date', 'account', 'terms'] as const;
/** The lender's names of the payment's fields. */
const SERVER_FIELDS: Record<string, Field> = {
  'transaction.amount': 'amount',
  'transaction.future_effective_at': 'date',
  'transaction.transactable_id': 'account',
  'transaction.authorized': 'terms',
  terms_version: 'terms',
};

/**
 * A 422's field errors, placed by the field they concern. The lender words them in English: in another
 * language each field's own message stands in. Spec 000 section 8: every 422 to a payment post says the
 * amount text (beside the amount when the lender names it, else above the form).
 */
function serverRefusal(errors: Record<string, string[]>, own: Record<Exclude<Field, 'amount'>, string> | null, amountFormat: string): FieldErrors<Field> {
  const placed = placeErrors(errors, FIELDS, SERVER_FIELDS);
  const said = (field: Exclude<Field, 'amount'>) => (placed[field] ? (own ? own[field] : placed[field]) : undefined);
  const named = Boolean(placed.amount);
  return { date: said('date'), account: said('account'), terms: said('terms'), ...(named ? { amount: amountFormat } : { base: amountFormat }) };
}

/** The payment as the lender takes it (POST /api/transactions). */
function paymentBody(p: { applicationId: number; cents: number; date: string; accountId: number; accepted: boolean; locale: CallOptions<typeof bffRoutes.payments.create>['body']['terms_language']; allowDuplicate: boolean }): CallOptions<typeof bffRoutes.payments.create>['body'] {
  return {
    application_id: p.applicationId,
    transaction: { amount: p.cents / 100, future_effective_at: p.date, authorized: p.accepted, transactable_type: 'BankAccount', transactable_id: p.accountId, active: true },
    terms_version: ACH_AUTHORIZATION_VERSION,
    // The lender keeps which text was accepted: English, or the translation beside it.
    terms_language: p.locale,
    ...(p.allowDuplicate ? { allow_duplicate: true } : {}),
  };
}

/** What the form holds, as the customer set it. */
interface Values {
  choice: AmountChoice;
  otherText: string;
  date: string;
  accountId: string;
  accepted: boolean;
}

export function BankPaymentStep({ customerId, applicationId, balances, today, maxDate, dueDate, accounts, prefill }: BankPaymentStepProps) {
  const router = useRouter();
  const call = useBffCall();
  const t = useTranslations('payment.step');
  const tr = useTranslations('payment.review');
  const rules = useRules();
  const typeName = useAccountTypeName();
  const locale = useLocale();
  const english = locale === 'en-US';
  const choices = amountChoices(balances);
  const form = useBffForm({ fields: FIELDS, serverFields: SERVER_FIELDS, money: { scope: applicationId } });
  const [choice, setChoice] = useState<AmountChoice>(prefill ? 'other' : choices[0]!.key);
  const [otherText, setOtherText] = useState(prefill?.amount ?? '');
  const [date, setDate] = useState(prefill?.date ?? today);
  const [chosenAccountId, setAccountId] = useState<string | null>(null);
  // Until the customer picks one, a single account is the one, also when it was just added on this
  // screen (after the form started). Picking "Choose a bank account" ('') clears it.
  const accountId = chosenAccountId ?? (accounts.length === 1 ? String(accounts[0]!.id) : '');
  const [accepted, setAccepted] = useAcknowledgement();
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [stage, setStage] = useState<'form' | 'checking' | 'review'>('form');
  const [warning, setWarning] = useState<ReviewWarning>(null);
  /** The confirmed form's Idempotency-Key, taken when the review starts and kept for every retry. */
  const [reviewKey, setReviewKey] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);

  const presetCents = choices.find((c) => c.key === choice)?.cents ?? null;
  // The cap is the payoff on the payment's day (a payoff quote's amount for a later day is more than today's).
  const amount = checkAmount(choice === 'other' ? otherText : centsToInput(presetCents ?? 0), balancesOn(balances, today, date), rules);
  const dateCheck = checkPaymentDate(date, { today, maxDate, dueDate }, rules);
  const account = accounts.find((a) => String(a.id) === accountId) ?? null;
  const errors: Record<Field, string | null> = {
    amount: form.error('amount') ?? amount.error,
    date: form.error('date') ?? dateCheck.error,
    account: form.error('account') ?? (account ? null : t('accountRequired')),
    terms: form.error('terms') ?? (accepted ? null : t('termsRequired')),
  };

  const fingerprint = (cents: number, bankAccountId: number, allowDuplicate: boolean) => `${cents}|${date}|${bankAccountId}|${allowDuplicate}`;

  async function review() {
    setTouched({ amount: true, date: true, account: true, terms: true });
    if (form.refuse(errors) || amount.cents === null || !account) return;
    setStage('checking');
    setSubmitError(null);
    setReviewKey(form.idempotencyKey(fingerprint(amount.cents, account.id, false)));
    // The warning is a courtesy: if the list cannot be read, the lender still refuses an unconfirmed duplicate.
    const res = await call(bffRoutes.payments.list, { query: { application_id: applicationId } });
    const existing = res.ok ? res.data.data.map(toExistingPayment) : [];
    const found = paymentWarning(existing, { amountCents: amount.cents, date }, today);
    setWarning(found?.kind === 'duplicate' ? { kind: 'duplicate', text: t('duplicate', { amount: formatCents(found.payment.amountCents) }) } : found);
    setStage('review');
  }

  async function confirm(allowDuplicate: boolean) {
    if (amount.cents === null || !account) return;
    const body = paymentBody({ applicationId, cents: amount.cents, date, accountId: account.id, accepted, locale, allowDuplicate });
    // A duplicate the customer confirmed is a payment of its own, with a key of its own.
    const key = allowDuplicate || !reviewKey ? form.idempotencyKey(fingerprint(amount.cents, account.id, allowDuplicate)) : reviewKey;
    setSubmitError(null);
    const res = await form.send(() => sendPayment(call, body, key));
    if (!res) return;
    const result = paymentOutcome(res, (id) => loanPath(customerId, applicationId, `payments/${id}/thanks`));
    if (result.kind === 'done') {
      form.forgetKey();
      setLeaving(true); // stays "processing" until the thanks page replaces this one
      router.push(result.redirectUrl);
      return;
    }
    if (result.kind !== 'invalid') form.clear(); // said on the review, not on the form
    if (result.kind === 'duplicate') setWarning({ kind: 'duplicate', text: english ? result.message : t('duplicate', { amount: formatCents(amount.cents) }) });
    else if (result.kind === 'failed') setSubmitError(result.message ?? tr('notConfirmed'));
    else {
      const placed = serverRefusal(result.errors, english ? null : { date: t('dateServer'), account: t('accountServer'), terms: t('termsServer') }, rules('amountFormat'));
      form.refuse(placed);
      if (placed.terms) setAccepted(false);
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
        lowBalance={account.lowBalance}
        processing={form.pending || leaving}
        error={submitError}
        onConfirm={confirm}
        onEdit={() => setStage('form')}
      />
    );
  }

  const values: Values = { choice, otherText, date, accountId, accepted };
  // A tick after a tab switch starts the review again.
  const set = { choice: setChoice, otherText: setOtherText, date: setDate, accountId: setAccountId, accepted: (v: boolean) => (setAccepted(v), setStage('form')) };
  return (
    <BankPaymentForm
      form={form}
      values={values}
      set={set}
      shown={(field) => (touched[field] ? errors[field] : null)}
      touch={(field) => setTouched((t) => ({ ...t, [field]: true }))}
      props={{ balances, today, maxDate, dueDate, accounts }}
      amount={amount}
      dateCheck={dateCheck}
      account={account}
      checking={stage === 'checking'}
      onSubmit={review}
    />
  );
}

interface FormProps {
  form: BffForm<Field>;
  values: Values;
  set: { [K in keyof Values]: (value: Values[K]) => void };
  shown: (field: Field) => string | null;
  touch: (field: Field) => void;
  props: Pick<BankPaymentStepProps, 'balances' | 'today' | 'maxDate' | 'dueDate' | 'accounts'>;
  amount: AmountCheck;
  dateCheck: ReturnType<typeof checkPaymentDate>;
  account: BankAccountOption | null;
  checking: boolean;
  onSubmit: () => void;
}

/** The payment's fields: amount, date, bank account, the ACH authorization; then Review Payment. */
function BankPaymentForm({ form, values, set, shown, touch, props, amount, dateCheck, account, checking, onSubmit }: FormProps) {
  const t = useTranslations('payment.step');
  const { balances, today, maxDate, dueDate, accounts } = props;
  /** Sets a value and drops the lender's refusal of its field. */
  const edit = <K extends keyof Values>(key: K, field: Field, touched = true) => (value: Values[K]) => {
    set[key](value);
    form.edited(field);
    if (touched) touch(field);
  };
  return (
    <ScriptForm attach={form.attach} onSubmit={onSubmit} noValidate aria-label={t('form')} className="space-y-6">
      {form.error('base') && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-danger">
          {form.error('base')}
        </p>
      )}
      <div data-field="amount">
        <AmountField
          balances={balances}
          choice={values.choice}
          otherText={values.otherText}
          onChoice={edit('choice', 'amount', false)}
          onOtherText={edit('otherText', 'amount', false)}
          onBlur={() => touch('amount')}
          error={shown('amount')}
          notes={amount.error || form.error('amount') ? [] : amount.notes}
        />
      </div>
      <div data-field="date">
        <PaymentDateField
          value={values.date}
          min={today}
          max={maxDate ?? today}
          onChange={edit('date', 'date')}
          error={shown('date')}
          note={dateCheck.error || form.error('date') ? null : dateCheck.note}
          late={dueDate !== null && values.date > dueDate}
        />
      </div>
      <div data-field="account">
        <BankAccountSelect accounts={accounts} value={values.accountId} onChange={edit('accountId', 'account')} error={shown('account')} />
      </div>
      <div data-field="terms">
        <AchAuthorization
          amountCents={amount.error ? null : amount.cents}
          date={dateCheck.error ? null : values.date}
          accountLast4={account?.last4 ?? null}
          accepted={values.accepted}
          onAccepted={edit('accepted', 'terms', false)}
          error={shown('terms')}
        />
      </div>
      <Button type="submit" pending={checking} pendingLabel={t('checking')}>
        {t('review')}
      </Button>
    </ScriptForm>
  );
}
