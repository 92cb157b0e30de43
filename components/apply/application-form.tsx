'use client';
// The application form: amount, repair, service center, consent. Checked in the browser with the same
// schema the BFF and the lender use; the lender's own refusals (422) are shown on the fields they name.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { bffFetch } from '@/lib/client/bff-fetch';
import { APPLY_MESSAGES, cleanAmountInput, dealershipChoice, parseAmountInput, REPAIR_DESCRIPTION_MAX } from '@/lib/rules/apply';
import { LENDER_NAME } from '@/lib/rules/contact';
import { loanPath } from '@/lib/rules/loan-tabs';
import { Button } from '@/components/ui/button';
import { filteredChange } from '@/components/ui/filtered-change';
import { TextField } from '@/components/ui/text-field';
import { ScriptForm } from '@/components/ui/script-form';
import type { ServiceCenter } from '@/lib/view/service-center';

type Field = 'amount_requested' | 'repair_description' | 'dealership_id' | 'consent';
type Errors = Partial<Record<Field | 'base', string>>;
const FIELDS: Field[] = ['amount_requested', 'repair_description', 'dealership_id', 'consent'];

/** The schema the BFF and the lender check with, loaded with the first submit. */
const loadRules = () => import('@/lib/contract/applications').then((m) => m.NewApplicationSchema);
type Rules = Awaited<ReturnType<typeof loadRules>>;

const control = 'block min-h-11 w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base aria-invalid:border-danger';

/** The schema's English refusal → its key in the catalogue's apply.refusals (the same words; a test says so). */
const REFUSAL_KEYS = new Map(Object.entries(APPLY_MESSAGES).map(([key, text]) => [text as string, key as keyof typeof APPLY_MESSAGES]));

/** zod issues or the lender's field errors ('application.amount_requested') → one message per field. */
function toErrors(entries: [string, string | undefined][]): Errors {
  const out: Errors = {};
  for (const [path, message] of entries) {
    const key = path.replace(/^application\./, '');
    const field = (FIELDS as string[]).includes(key) ? (key as Field) : 'base';
    if (message && !out[field]) out[field] = message;
  }
  return out;
}

export function ApplicationForm({ dealerships, userId }: { dealerships: ServiceCenter[]; userId: number }) {
  const t = useTranslations('apply.form');
  const refusal = useTranslations('apply.refusals');
  const router = useRouter();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [dealership, setDealership] = useState('');
  const [consent, setConsent] = useState(false);
  // Checked live once the customer has tried to send; the lender's refusals stay until the field changes.
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  // The schema arrives with the first submit, so zod is not in the JavaScript the page loads first (issue 13).
  const [schema, setSchema] = useState<Rules | null>(null);

  const validate = (rules: Rules) => {
    const parsed = rules.safeParse({
      amount_requested: parseAmountInput(amount) ?? undefined,
      repair_description: description,
      dealership_id: dealershipChoice(dealership),
      consent,
    });
    if (parsed.success) return { body: parsed.data, errors: {} };
    const say = (message: string) => {
      const key = REFUSAL_KEYS.get(message);
      return key ? refusal(key) : message;
    };
    return { body: null, errors: toErrors(parsed.error.issues.map((i) => [i.path.map(String).join('.'), say(i.message)])) };
  };

  // Focus moves to the first field in error once React has drawn the errors (after the state updates).
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);
  const focusFirstError = () => setFocusRequest((n) => n + 1);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const rules = schema ?? (await loadRules());
    setSchema(rules);
    setSubmitted(true);
    setServerErrors({});
    const checked = validate(rules);
    if (!checked.body) return focusFirstError();
    setSending(true);
    const res = await bffFetch('/api/applications', {
      method: 'POST',
      body: { application: checked.body },
      schema: () => import('@/lib/contract/applications').then((m) => m.ApplicationResponseSchema),
    });
    if (res.ok) {
      const app = res.data.data;
      router.push(loanPath(app.relationships.user?.data.id ?? userId, app.id));
      router.refresh();
      return;
    }
    setSending(false);
    if (res.status === 401) return;
    const fieldErrors = toErrors(Object.entries(res.errors).map(([k, v]) => [k, v[0]]));
    setServerErrors(Object.keys(fieldErrors).length ? fieldErrors : { base: res.message });
    focusFirstError();
  }

  const changed = (field: Field) => setServerErrors(({ [field]: _gone, base: _base, ...rest }) => rest);
  const errors: Errors = { ...serverErrors, ...(submitted && schema ? validate(schema).errors : {}) };
  const err = (f: Field) => errors[f] ?? null;
  /** Sets a field's value and drops the lender's refusal of it. */
  const edit = <T,>(f: Field, set: (value: T) => void) => (value: T) => {
    set(value);
    changed(f);
  };
  /** A control's invalid state and its error line, tied together by `${id}-${key}-error`. */
  const invalid = (f: Field, key: string) => ({ 'aria-invalid': err(f) ? true : undefined, 'aria-describedby': err(f) ? `${id}-${key}-error` : undefined });
  const errorLine = (f: Field, key: string) => err(f) && <p id={`${id}-${key}-error`} role="alert" className="mt-1 text-sm text-danger">{err(f)}</p>;
  return (
    <ScriptForm ref={formRef} onSubmit={submit} noValidate className="space-y-5" aria-describedby={errors.base ? `${id}-base` : undefined}>
      {errors.base && (
        <p id={`${id}-base`} role="alert" className="rounded border border-red-300 bg-red-50 px-3 py-2 text-sm text-danger">
          {errors.base}
        </p>
      )}
      <TextField
        label={t('amount')}
        name="amount_requested"
        inputMode="decimal"
        autoComplete="off"
        placeholder="1,500.00"
        value={amount}
        hint={t('amountHint')}
        error={err('amount_requested')}
        onChange={filteredChange(cleanAmountInput, (value) => {
          setAmount(value);
          changed('amount_requested');
        })}
      />
      <div>
        <label htmlFor={`${id}-description`} className="mb-1 block text-sm font-medium">{t('description')}</label>
        <textarea
          id={`${id}-description`}
          name="repair_description"
          rows={4}
          maxLength={REPAIR_DESCRIPTION_MAX}
          value={description}
          onChange={(e) => edit('repair_description', setDescription)(e.target.value)}
          aria-invalid={err('repair_description') ? true : undefined}
          aria-describedby={`${id}-description-${err('repair_description') ? 'error' : 'hint'}`}
          className={control}
        />
        {err('repair_description') ? (
          <p id={`${id}-description-error`} role="alert" className="mt-1 text-sm text-danger">{err('repair_description')}</p>
        ) : (
          <p id={`${id}-description-hint`} className="mt-1 text-sm text-muted">
            {t('descriptionHint', { max: REPAIR_DESCRIPTION_MAX })}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-dealership`} className="mb-1 block text-sm font-medium">{t('dealership')}</label>
        <select
          id={`${id}-dealership`}
          name="dealership_id"
          value={dealership}
          onChange={(e) => edit('dealership_id', setDealership)(e.target.value)}
          {...invalid('dealership_id', 'dealership')}
          className={control}
        >
          <option value="" disabled>{t('selectDealership')}</option>
          {dealerships.map((d) => (
            <option key={d.id} value={String(d.id)}>{`${d.name} — ${d.address}`}</option>
          ))}
          <option value="later">{t('later')}</option>
        </select>
        {errorLine('dealership_id', 'dealership')}
      </div>
      <div>
        <div className="flex items-start gap-3">
          <input
            id={`${id}-consent`}
            type="checkbox"
            name="consent"
            checked={consent}
            onChange={(e) => edit('consent', setConsent)(e.target.checked)}
            {...invalid('consent', 'consent')}
            className="mt-1 size-5 shrink-0 accent-brand-700"
          />
          <label htmlFor={`${id}-consent`} className="text-sm">
            {t('consent', { lender: LENDER_NAME })}
          </label>
        </div>
        {errorLine('consent', 'consent')}
      </div>
      <Button type="submit" pending={sending} pendingLabel={t('sending')} className="w-full sm:w-auto">
        {t('submit')}
      </Button>
    </ScriptForm>
  );
}
