'use client';
// The manage-autopay step: an on/off toggle (disabled while the loan is past due); set up or change the
// monthly amount, an optional extra amount, the start date and the bank account; a note for a new setup
// on payment probation; the recurring ACH authorization to accept; cancellation with its rules.
// Every rule is checked again by the sandbox, whose field errors are shown by their fields.
import { useRouter } from 'next/navigation';
import { useId, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useRules } from '@/components/i18n/use-rules';
import { SUPPORT_PHONE } from '@/lib/rules/contact';
import { strong } from '@/components/i18n/rich';
import { EnglishVersion, useBindingEnglish } from './binding-english';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { bffRoutes } from '@/lib/client/bff-routes';
import { useBffCall } from '@/lib/client/bff-call';
import { useBffForm } from '@/lib/client/use-bff-form';
import {
  AUTOPAY_AUTHORIZATION_VERSION,
  AUTOPAY_MESSAGES,
  autopayAuthorizationText,
  autopayErrors,
  type AutopayField,
} from '@/lib/rules/autopay';
import { formatDate } from '@/lib/rules/dates';
import { centsToDollars, dollarsToCents, formatCents } from '@/lib/rules/money';
import { centsToInput, parseAmount, sanitizeAmountInput } from '@/lib/rules/payment-amount';
import { filteredChange } from '@/components/ui/filtered-change';
import { BankAccountSelect, type BankAccountOption } from './bank-account-select';
import { LowBalanceWarning } from './low-balance-warning';
import { ScriptForm } from '@/components/ui/script-form';
import { AuthorizationCopyLink } from './authorization-copy-link';
import { autopayCopyOf } from '@/lib/view/authorization-copy';

export interface ActiveAutopay {
  id: number;
  amount: number;
  amountExtra: number;
  startDate: string;
  nextTransactionDate: string;
  bankAccountId: number;
}

export interface AutopayStepProps {
  applicationId: number;
  monthlyPaymentCents: number;
  /** A debit takes at most this: the monthly amount plus the extra amount. */
  payoffCents: number;
  today: string;
  maxDate: string | null;
  onProbation: boolean;
  pastDue: boolean;
  accounts: BankAccountOption[];
  active: ActiveAutopay | null;
  /** Null for a card customer, who manages no bank accounts here (they call). */
  onAddBankAccount: (() => void) | null;
}

const cents = (text: string) => {
  const parsed = parseAmount(text);
  return parsed.kind === 'ok' ? parsed.cents : parsed.kind === 'empty' ? null : -1;
};

/** A dollars field: typed as money, kept to what an amount can hold. */
const dollarsField = (value: string, set: (value: string) => void) => ({
  inputMode: 'decimal' as const,
  autoComplete: 'off',
  value,
  onChange: filteredChange(sanitizeAmountInput, set),
});

type Outcome = 'changed' | 'setUp' | 'cancelled';

export function AutopayStep(props: AutopayStepProps) {
  const { active, pastDue, accounts } = props;
  const router = useRouter();
  const id = useId();
  const t = useTranslations('payment.autopay');
  const rules = useRules();
  const [enrolling, setEnrolling] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  // The lender's copy of what was just authorized or cancelled (its extension; null without it).
  const [copy, setCopy] = useState<{ fileId: number; kind: 'authorization' | 'cancellation' } | null>(null);
  // The form goes away once saved or cancelled: focus returns to the switch, which says what is on.
  const switchRef = useRef<HTMLButtonElement>(null);
  const on = Boolean(active) || enrolling;

  function done(outcome: Outcome, copyFileId: number | null) {
    setEnrolling(false);
    setCancelling(false);
    setStatus(t(outcome));
    setCopy(copyFileId === null ? null : { fileId: copyFileId, kind: outcome === 'cancelled' ? 'cancellation' : 'authorization' });
    switchRef.current?.focus();
    router.refresh();
  }

  function toggle() {
    setStatus(null);
    setCopy(null);
    if (active) setCancelling((c) => !c);
    else setEnrolling((e) => !e);
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h3 id={`${id}-title`} className="text-lg font-semibold">{t('heading')}</h3>
      <div className="flex flex-wrap items-center gap-3">
        <button
          ref={switchRef}
          type="button"
          role="switch"
          aria-checked={on && !cancelling}
          aria-describedby={pastDue ? `${id}-past-due` : undefined}
          disabled={pastDue}
          onClick={toggle}
          className="inline-flex min-h-11 items-center gap-3 rounded-full border border-gray-300 bg-white py-1 pr-4 pl-1 font-semibold disabled:cursor-not-allowed disabled:opacity-60"
        >
          <span aria-hidden className={`relative h-7 w-12 rounded-full transition-colors ${on && !cancelling ? 'bg-brand-700' : 'bg-gray-400'}`}>
            <span className={`absolute top-1 size-5 rounded-full bg-white transition-all ${on && !cancelling ? 'left-6' : 'left-1'}`} />
          </span>
          {t('switch')}
        </button>
        <span className="text-sm">{active ? t('enabled') : t('disabled')}</span>
      </div>
      {pastDue && (
        <p id={`${id}-past-due`} className="rounded-md border border-amber-300 bg-amber-50 p-3">
          {rules(AUTOPAY_MESSAGES.pastDue)}
        </p>
      )}
      {active && (
        <p>
          {t.rich('on', {
            amount: formatCents(dollarsToCents(active.amount + active.amountExtra)),
            day: Number(active.nextTransactionDate.slice(8, 10)),
            date: formatDate(active.nextTransactionDate),
            strong,
          })}
        </p>
      )}
      <p role="status" className="font-medium text-success">{status}</p>
      {status && copy && <AuthorizationCopyLink {...copy} />}
      {cancelling && active && <AutopayCancel active={active} onCancelled={(file) => done('cancelled', file)} onKeep={() => setCancelling(false)} />}
      {on && !cancelling && !pastDue && (
        accounts.length === 0 ? (
          <div className="space-y-2">
            <p>{t('needsAccount')}</p>
            {props.onAddBankAccount && <Button type="button" variant="secondary" onClick={props.onAddBankAccount}>{t('addAccount')}</Button>}
          </div>
        ) : (
          <AutopayForm {...props} onSaved={(file) => done(active ? 'changed' : 'setUp', file)} />
        )
      )}
    </section>
  );
}

/** Cancelling, with its rules: 72 hours before the next debit, 2:00 AM Mountain Time on the last day. */
function AutopayCancel({ active, onCancelled, onKeep }: { active: ActiveAutopay; onCancelled: (copyFileId: number | null) => void; onKeep: () => void }) {
  const t = useTranslations('payment.autopay');
  const call = useBffCall();
  // One key per autopay cancelled: a retry is the same cancellation (one copy, one receipt).
  const form = useBffForm({ fields: NO_FIELDS, money: { scope: `autopay-cancel-${active.id}` } });

  async function cancel() {
    const res = await form.send(() => call(bffRoutes.autopay.stop, { params: { id: active.id }, idempotencyKey: form.idempotencyKey('cancel') }));
    if (!res?.ok) return;
    form.forgetKey();
    onCancelled(autopayCopyOf(res.data.data, 'cancellation'));
  }

  return (
    <div className="space-y-3 rounded-md border border-gray-300 bg-gray-50 p-4">
      <h4 className="font-semibold">{t('cancelHeading')}</h4>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        <li>{t('rule1')}</li>
        <li>{t('rule2')}</li>
        <li>{t('rule3', { phone: SUPPORT_PHONE })}</li>
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="danger" onClick={cancel} pending={form.pending} pendingLabel={t('cancelling')}>{t('cancel')}</Button>
        <Button type="button" variant="secondary" onClick={onKeep} disabled={form.pending}>{t('keep')}</Button>
      </div>
      {form.error('base') && <p role="alert" className="text-sm text-danger">{form.error('base')}</p>}
    </div>
  );
}

const NO_FIELDS = [] as const;
/** The recurring payment's fields, as the lender names them (recurring_payment.amount …), in their order on the screen. */
const FIELDS = ['amount', 'amount_extra', 'start_date', 'recurrable_id', 'notes'] as const satisfies readonly AutopayField[];

/** Setting up or changing autopay: amounts, start date, account, a note on probation, the authorization to accept. */
function AutopayForm(props: AutopayStepProps & { onSaved: (copyFileId: number | null) => void }) {
  const { applicationId, monthlyPaymentCents, payoffCents, today, maxDate, onProbation, accounts, active } = props;
  const call = useBffCall();
  const t = useTranslations('payment.autopay');
  const rules = useRules();
  const locale = useLocale();
  // A key per intent, apart from the payment form's: a retry or a reload sends the same change once.
  const form = useBffForm({ fields: FIELDS, money: { scope: `autopay-${applicationId}` } });
  const [amount, setAmount] = useState(centsToInput(active ? dollarsToCents(active.amount) : monthlyPaymentCents));
  const [extra, setExtra] = useState(active && active.amountExtra > 0 ? centsToInput(dollarsToCents(active.amountExtra)) : '');
  const [startDate, setStartDate] = useState(active && active.nextTransactionDate >= today ? active.nextTransactionDate : today);
  const [bankId, setBankId] = useState(active ? String(active.bankAccountId) : accounts.length === 1 ? String(accounts[0]!.id) : '');
  const [notes, setNotes] = useState('');
  const [accepted, setAccepted] = useState(false);
  // Checked live once the customer has tried to send (the amounts and the date as they are typed).
  const [submitted, setSubmitted] = useState(false);

  const amountCents = cents(amount);
  const extraCents = cents(extra);
  const errors = autopayErrors(
    { amountCents, extraCents, startDate, bankAccountId: bankId ? Number(bankId) : null, notes },
    { isNew: !active, onProbation, monthlyPaymentCents, payoffCents, today, maxDate },
    rules,
  );
  const account = accounts.find((a) => String(a.id) === bankId) ?? null;
  const totalCents = amountCents !== null && amountCents >= 0 ? amountCents + Math.max(extraCents ?? 0, 0) : null;
  const show = (field: AutopayField, live = false) => form.error(field) ?? (submitted || live ? (errors[field] ?? null) : null);
  /** Sets a field and drops the lender's refusal of it. */
  const edit = <T,>(field: AutopayField, set: (value: T) => void) => (value: T) => {
    set(value);
    form.edited(field);
  };

  async function save() {
    setSubmitted(true);
    if (form.refuse({ ...errors, base: accepted ? null : rules(AUTOPAY_MESSAGES.authorization) })) return;
    const common = {
      amount: centsToDollars(amountCents!),
      amount_extra: centsToDollars(Math.max(extraCents ?? 0, 0)),
      start_date: startDate,
      recurrable_type: 'BankAccount' as const,
      recurrable_id: Number(bankId),
    };
    const accepting = { authorization_version: AUTOPAY_AUTHORIZATION_VERSION, authorization_language: locale };
    const update = { recurring_payment: common, ...accepting };
    const create = { recurring_payment: { ...common, application_id: applicationId, notes: notes.trim() }, ...accepting };
    const idempotencyKey = form.idempotencyKey(JSON.stringify([active?.id ?? null, active ? update : create]));
    const res = await form.send(() =>
      active
        ? call(bffRoutes.autopay.update, { params: { id: active.id }, body: update, idempotencyKey })
        : call(bffRoutes.autopay.create, { body: create, idempotencyKey }),
    );
    if (!res?.ok) return;
    form.forgetKey();
    setSubmitted(false);
    setAccepted(false);
    props.onSaved(autopayCopyOf(res.data.data, 'authorization'));
  }

  return (
    <ScriptForm attach={form.attach} onSubmit={save} noValidate className="space-y-4" aria-label={active ? t('changeForm') : t('setUpForm')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('monthly')}
          {...dollarsField(amount, edit('amount', setAmount))}
          error={show('amount', amount !== '')}
          hint={t('monthlyHint', { amount: formatCents(monthlyPaymentCents) })}
        />
        <TextField label={t('extra')} {...dollarsField(extra, edit('amount_extra', setExtra))} error={show('amount_extra', extra !== '')} hint={t('extraHint')} />
        <TextField
          label={t('start')}
          type="date"
          name="start_date"
          min={today}
          max={maxDate ?? undefined}
          value={startDate}
          onChange={(e) => edit('start_date', setStartDate)(e.target.value)}
          error={show('start_date', true)}
          hint={maxDate ? t('startHint', { today: formatDate(today), max: formatDate(maxDate) }) : null}
        />
        <BankAccountSelect accounts={accounts} value={bankId} onChange={edit('recurrable_id', setBankId)} error={show('recurrable_id')} />
      </div>
      {!active && <NotesField value={notes} onChange={edit('notes', setNotes)} onProbation={onProbation} error={show('notes')} />}
      <AutopayAuthorization
        authorization={{ totalCents, startDate: startDate || null, accountLast4: account?.last4 ?? null }}
        accepted={accepted}
        onAccepted={(value) => {
          setAccepted(value);
          form.edited();
        }}
      />
      {account?.lowBalance && (
        <LowBalanceWarning onLaterDate={() => form.focus('start_date')} disabled={form.pending} />
      )}
      {form.error('base') && <p role="alert" className="text-sm text-danger">{form.error('base')}</p>}
      <Button type="submit" pending={form.pending} pendingLabel={t('saving')}>{active ? t('save') : t('create')}</Button>
    </ScriptForm>
  );
}

/** A new setup's note: required on payment probation (how the payments will be covered). */
function NotesField({ value, onChange, onProbation, error }: { value: string; onChange: (value: string) => void; onProbation: boolean; error: string | null }) {
  const id = useId();
  const t = useTranslations('payment.autopay');
  return (
    <div>
      <label htmlFor={`${id}-notes`} className="mb-1 block text-sm font-medium">
        {t('note', { required: String(onProbation) })}
      </label>
      <textarea
        id={`${id}-notes`}
        name="notes"
        value={value}
        maxLength={500}
        rows={3}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-notes-error` : undefined}
        className="block w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base aria-invalid:border-danger"
      />
      {onProbation && !error && <p className="mt-1 text-sm text-muted">{t('noteHint')}</p>}
      {error && <p id={`${id}-notes-error`} role="alert" className="mt-1 text-sm text-danger">{error}</p>}
    </div>
  );
}

/** The recurring ACH authorization with its figures, its binding English beside a translation, and its box to accept. */
function AutopayAuthorization({ authorization, accepted, onAccepted }: { authorization: Parameters<typeof autopayAuthorizationText>[0]; accepted: boolean; onAccepted: (value: boolean) => void }) {
  const t = useTranslations('payment.autopay');
  const ta = useTranslations('payment.ach');
  const rules = useRules();
  const english = useBindingEnglish();
  return (
    <div className="space-y-2 rounded-md border border-gray-300 bg-gray-50 p-4 text-sm">
      <h4 className="text-base font-semibold">{t('authHeading')}</h4>
      {autopayAuthorizationText(authorization, rules).map((p) => <p key={p}>{p}</p>)}
      {english && (
        <EnglishVersion paragraphs={autopayAuthorizationText(authorization, english)} labels={{ note: ta('englishNote'), show: ta('showEnglish'), heading: ta('english') }} />
      )}
      <label className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold">
        <input type="checkbox" checked={accepted} onChange={(e) => onAccepted(e.target.checked)} className="size-5 accent-brand-700" />
        {t('accept')}
      </label>
    </div>
  );
}
