'use client';
// Adds a bank account by hand: routing number (ABA checksum), account number, bank name, type. Each
// field shows its message once the customer leaves it; Add stays disabled until everything is valid.
// The sandbox checks the same rules again; its field errors are shown by their fields.
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRules } from '@/components/i18n/use-rules';
import { Button } from '@/components/ui/button';
import { filteredChange } from '@/components/ui/filtered-change';
import { TextField } from '@/components/ui/text-field';
import { bffRoutes } from '@/lib/client/bff-routes';
import { useBffCall } from '@/lib/client/bff-call';
import { useBffForm } from '@/lib/client/use-bff-form';
import { toBankAccountOption, type BankAccountOption } from '@/lib/view/bank-account';
import { ACCOUNT_MAX, ACCOUNT_TYPES, BANK_NAME_MAX, digitsOnly, manualBankAccountErrors, ROUTING_MAX } from '@/lib/rules/bank-account';
import { ScriptForm } from '@/components/ui/script-form';

const FIELDS = ['routing_number', 'account_number', 'bank_name', 'account_type'] as const;
type Field = (typeof FIELDS)[number];

export function ManualBankAccountForm({ userId, onAdded }: { userId: number; onAdded: (account: BankAccountOption) => void }) {
  const [values, setValues] = useState<Record<Field, string>>({ routing_number: '', account_number: '', bank_name: '', account_type: '' });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const form = useBffForm({ fields: FIELDS });
  const typeId = useId();
  const t = useTranslations('bank-accounts.manual');
  const call = useBffCall();
  const rules = useRules();
  const errors = manualBankAccountErrors(values, rules);
  const valid = Object.keys(errors).length === 0;

  const shown = (field: Field) => form.error(field) ?? (touched[field] ? (errors[field] ?? null) : null);
  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    form.edited(field);
  };
  const blur = (field: Field) => () => setTouched((t) => ({ ...t, [field]: true }));
  /** A text field's value, error and touch; a digits field also keeps to digits, at most `max`. */
  const bind = (field: Field) => ({ autoComplete: 'off', value: values[field], onBlur: blur(field), error: shown(field) });
  const digitsOf = (field: Field, max: number) => ({ ...bind(field), inputMode: 'numeric' as const, onChange: filteredChange((t) => digitsOnly(t, max), (v) => set(field, v)) });

  async function submit() {
    if (!valid) return;
    const res = await form.send(() => call(bffRoutes.bankAccounts.create, { body: { type: 'MANUAL', user_id: userId, ...values, bank_name: values.bank_name.trim() } }));
    if (!res?.ok) return;
    setValues({ routing_number: '', account_number: '', bank_name: '', account_type: '' });
    setTouched({});
    onAdded(toBankAccountOption(res.data.data));
  }

  const typeError = shown('account_type');
  return (
    <ScriptForm attach={form.attach} onSubmit={submit} noValidate className="space-y-4" aria-label={t('form')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('routing')} {...digitsOf('routing_number', ROUTING_MAX)} hint={t('routingHint')} />
        <TextField label={t('account')} {...digitsOf('account_number', ACCOUNT_MAX)} hint={t('accountHint', { max: ACCOUNT_MAX })} />
        <TextField label={t('bankName')} maxLength={BANK_NAME_MAX} {...bind('bank_name')} onChange={(e) => set('bank_name', e.target.value)} />
        <div>
          <label htmlFor={typeId} className="mb-1 block text-sm font-medium">{t('type')}</label>
          <select
            id={typeId}
            value={values.account_type}
            onChange={(e) => set('account_type', e.target.value)}
            onBlur={blur('account_type')}
            aria-invalid={typeError ? true : undefined}
            aria-describedby={typeError ? `${typeId}-error` : undefined}
            className="block min-h-11 w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base aria-invalid:border-danger"
          >
            <option value="">{t('chooseType')}</option>
            {ACCOUNT_TYPES.map((type) => (
              <option key={type} value={type}>{t(type)}</option>
            ))}
          </select>
          {typeError && <p id={`${typeId}-error`} role="alert" className="mt-1 text-sm text-danger">{typeError}</p>}
        </div>
      </div>
      {form.error('base') && <p role="alert" className="text-sm text-danger">{form.error('base')}</p>}
      <Button type="submit" disabled={!valid} pending={form.pending} pendingLabel={t('adding')}>{t('add')}</Button>
    </ScriptForm>
  );
}
