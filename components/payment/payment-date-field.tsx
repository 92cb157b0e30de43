'use client';
// The payment date: a native date input limited to today … max_single_payment_date, with its error or
// its hint (late, or satisfies the due date) tied to it.
import { useId } from 'react';

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
  const described = error ? `${id}-error` : note ? `${id}-note` : undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-semibold">Payment date</label>
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
