// A labelled input whose error (or hint) is announced and tied to it by aria-describedby.
import { useId, type InputHTMLAttributes } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | null;
  hint?: string | null;
  invalid?: boolean;
  /** Extra element ids describing the input (e.g. a form-level error). */
  describedBy?: string;
}

export function TextField({ label, error, hint, invalid, describedBy, className = '', ...input }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = [error ? errorId : null, hint && !error ? hintId : null, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={invalid || Boolean(error) || undefined}
        aria-describedby={described}
        className="block min-h-11 w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base aria-invalid:border-danger"
        {...input}
      />
      {hint && !error && (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
