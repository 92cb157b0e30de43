'use client';
// The application form: amount, repair, service center, consent. Checked in the browser with the same
// schema the BFF and the lender use (its refusals said by their codes); the lender's own refusals (422)
// are shown on the fields they name.
import { useId, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { bffRoutes } from '@/lib/client/bff-routes';
import { useBffCall } from '@/lib/client/bff-call';
import { placeErrors, useBffForm, useSchemaCheck } from '@/lib/client/use-bff-form';
import { cleanAmountInput, dealershipChoice, parseAmountInput, REPAIR_DESCRIPTION_MAX } from '@/lib/rules/apply';
import { LENDER_NAME } from '@/lib/rules/contact';
import { loanPath } from '@/lib/rules/loan-tabs';
import { Button } from '@/components/ui/button';
import { filteredChange } from '@/components/ui/filtered-change';
import { TextField } from '@/components/ui/text-field';
import { ScriptForm } from '@/components/ui/script-form';
import type { ServiceCenter } from '@/lib/view/service-center';

const FIELDS = ['amount_requested', 'repair_description', 'dealership_id', 'consent'] as const;
type Field = (typeof FIELDS)[number];

/** The schema the BFF and the lender check with, loaded with the first submit. */
const loadSchema = () => import('@/lib/contract/applications').then((m) => m.NewApplicationSchema);

const control = 'block min-h-11 w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base aria-invalid:border-danger';

export function ApplicationForm({ dealerships, userId }: { dealerships: ServiceCenter[]; userId: number }) {
  const t = useTranslations('apply.form');
  const router = useRouter();
  const call = useBffCall();
  const id = useId();
  const form = useBffForm({ fields: FIELDS });
  const schema = useSchemaCheck(loadSchema);
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [dealership, setDealership] = useState('');
  const [consent, setConsent] = useState(false);
  // Checked live once the customer has tried to send; the lender's refusals stay until the field changes.
  const [submitted, setSubmitted] = useState(false);
  const value = { amount_requested: parseAmountInput(amount) ?? undefined, repair_description: description, dealership_id: dealershipChoice(dealership), consent };

  async function submit() {
    setSubmitted(true);
    const checked = await schema.checkNow(value);
    if (!checked.body) return void form.refuse(placeErrors(checked.errors, FIELDS));
    const res = await form.send(() => call(bffRoutes.applications.create, { body: { application: checked.body! } }));
    if (!res?.ok) return;
    const app = res.data.data;
    router.push(loanPath(app.relationships.user?.data.id ?? userId, app.id));
    router.refresh();
  }

  const errors = { ...form.errors, ...(submitted ? placeErrors(schema.check(value).errors, FIELDS) : {}) };
  const err = (f: Field) => errors[f] ?? null;
  /** Sets a field's value and drops the lender's refusal of it. */
  const edit = <T,>(f: Field, set: (value: T) => void) => (next: T) => {
    set(next);
    form.edited(f);
    form.edited();
  };
  return (
    <ScriptForm attach={form.attach} onSubmit={submit} noValidate className="space-y-5" aria-describedby={errors.base ? `${id}-base` : undefined}>
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
        onChange={filteredChange(cleanAmountInput, edit('amount_requested', setAmount))}
      />
      <DescriptionField value={description} onChange={edit('repair_description', setDescription)} error={err('repair_description')} />
      <DealershipField dealerships={dealerships} value={dealership} onChange={edit('dealership_id', setDealership)} error={err('dealership_id')} />
      <ConsentField checked={consent} onChange={edit('consent', setConsent)} error={err('consent')} />
      <Button type="submit" pending={form.pending} pendingLabel={t('sending')} className="w-full sm:w-auto">
        {t('submit')}
      </Button>
    </ScriptForm>
  );
}

interface FieldProps<T> {
  value: T;
  onChange: (value: T) => void;
  error: string | null;
}

/** A control's invalid state and its error line, tied together by `${id}-error`. */
const invalid = (id: string, error: string | null) => ({ 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined });
const ErrorLine = ({ id, error }: { id: string; error: string | null }) => error && <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-danger">{error}</p>;

function DescriptionField({ value, onChange, error }: FieldProps<string>) {
  const t = useTranslations('apply.form');
  const id = `${useId()}-description`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">{t('description')}</label>
      <textarea
        id={id}
        name="repair_description"
        rows={4}
        maxLength={REPAIR_DESCRIPTION_MAX}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-${error ? 'error' : 'hint'}`}
        className={control}
      />
      {error ? (
        <ErrorLine id={id} error={error} />
      ) : (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {t('descriptionHint', { max: REPAIR_DESCRIPTION_MAX })}
        </p>
      )}
    </div>
  );
}

function DealershipField({ dealerships, value, onChange, error }: FieldProps<string> & { dealerships: ServiceCenter[] }) {
  const t = useTranslations('apply.form');
  const id = `${useId()}-dealership`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">{t('dealership')}</label>
      <select id={id} name="dealership_id" value={value} onChange={(e) => onChange(e.target.value)} {...invalid(id, error)} className={control}>
        <option value="" disabled>{t('selectDealership')}</option>
        {dealerships.map((d) => (
          <option key={d.id} value={String(d.id)}>{`${d.name} — ${d.address}`}</option>
        ))}
        <option value="later">{t('later')}</option>
      </select>
      <ErrorLine id={id} error={error} />
    </div>
  );
}

function ConsentField({ checked, onChange, error }: Omit<FieldProps<boolean>, 'value'> & { checked: boolean }) {
  const t = useTranslations('apply.form');
  const id = `${useId()}-consent`;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input id={id} type="checkbox" name="consent" checked={checked} onChange={(e) => onChange(e.target.checked)} {...invalid(id, error)} className="mt-1 size-5 shrink-0 accent-brand-700" />
        <label htmlFor={id} className="text-sm">
          {t('consent', { lender: LENDER_NAME })}
        </label>
      </div>
      <ErrorLine id={id} error={error} />
    </div>
  );
}
