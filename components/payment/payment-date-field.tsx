'use client';
// The payment date: a native date input limited to today … max_single_payment_date, with its error or
// its hint (late, or satisfies the due date) tied to it.
import { useId } from 'react';
import { useLocale, useTranslations } from 'next-intl';

interface Props {
  value: string;
  min: string;
  max: string;
  onChange: (value: string) => void;
  error: string | null;
  note: string | null;
  /** The hint warns (a late date) rather than reassures. */
  late: boolean;
}

export function PaymentDateField({ value, min, max, onChange, error, note, late }: Props) {
  const id = useId();
  const t = useTranslations('payment.date');
  // The numeric format is MM/dd/yyyy in every language; outside English it is said (mm/dd/aaaa).
  const hint = useLocale() === 'en-US' ? null : t('hint');
  const described = [error ? `${id}-error` : note ? `${id}-note` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-semibold">{t('label')}</label>
      {hint && (
        <p id={`${id}-hint`} className="mb-1 text-sm text-muted">
          {hint}
        </p>
      )}
      <input
        id={id}
        type="date"
        value={value}
        min={min}
        max={max}
        required
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className="block min-h-11 w-full max-w-64 rounded-md border border-gray-400 bg-white px-3 py-2 text-base aria-invalid:border-danger"
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : (
        note && (
          <p id={`${id}-note`} aria-live="polite" className={`mt-1 text-sm ${late ? 'text-amber-800' : 'text-success'}`}>
            {note}
          </p>
        )
      )}
    </div>
  );
}
