'use client';
// The bank account to debit, shown by name, type and last 4 digits only.
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import type { BankAccountOption } from '@/lib/view/bank-account';

export type { BankAccountOption };

/** "Everyday Checking ••••0001"; the type is added only when the name does not say it (the select stays short on a phone). */
export const bankAccountLabel = (a: BankAccountOption, typeName: (type: string) => string) =>
  a.name.toLowerCase().includes(a.accountType.toLowerCase()) ? `${a.name} ••••${a.last4}` : `${a.name} ••••${a.last4} (${typeName(a.accountType)})`;

/** Checking and Savings in the page's language; another type as the lender names it. */
export function useAccountTypeName() {
  const t = useTranslations('bank-accounts.manual');
  return (type: string) => (type === 'Checking' || type === 'Savings' ? t(type) : type);
}

export function BankAccountSelect({ accounts, value, onChange, error }: { accounts: BankAccountOption[]; value: string; onChange: (id: string) => void; error: string | null }) {
  const id = useId();
  const t = useTranslations('payment.account');
  const typeName = useAccountTypeName();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-semibold">{t('label')}</label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="block min-h-11 w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base aria-invalid:border-danger"
      >
        <option value="">{t('choose')}</option>
        {accounts.map((a) => (
          <option key={a.id} value={String(a.id)}>{bankAccountLabel(a, typeName)}</option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
