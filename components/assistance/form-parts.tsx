'use client';
// The parts the help forms share: a short explanation with its count of characters, a set of check boxes,
// the consent to be contacted, and the place for documents (sent once the request is in).
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import type { BffForm } from '@/lib/client/use-bff-form';
import { ASSISTANCE_EXPLANATION_MAX } from '@/lib/contract/assistance-words';

const boxClass = 'size-5 shrink-0 accent-brand-700';

function FieldError({ id, error }: { id: string; error: string | null }) {
  return error ? <p id={id} role="alert" className="mt-1 text-sm text-danger">{error}</p> : null;
}

export function ExplanationField<F extends string>({ form, label, value, onChange, field = 'explanation' as F }: { form: BffForm<F>; label: string; value: string; onChange: (v: string) => void; field?: F }) {
  const t = useTranslations('assistance');
  const id = useId();
  const error = form.error(field);
  return (
    <div data-field={field}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">{label}</label>
      <textarea
        id={id}
        name={field}
        rows={4}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        className="block w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base aria-invalid:border-danger"
      />
      {error ? <FieldError id={`${id}-error`} error={error} /> : (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {t('form.explanationHint', { max: ASSISTANCE_EXPLANATION_MAX })} ({value.length}/{ASSISTANCE_EXPLANATION_MAX})
        </p>
      )}
    </div>
  );
}

export function ChoiceBoxes<F extends string>({ form, field, legend, options, chosen, onChange }: { form: BffForm<F>; field: F; legend: string; options: { value: string; label: string }[]; chosen: readonly string[]; onChange: (v: string[]) => void }) {
  const id = useId();
  const error = form.error(field);
  return (
    <fieldset data-field={field} className="space-y-1">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className="flex min-h-11 cursor-pointer items-center gap-3">
          <input
            type="checkbox"
            name={field}
            value={o.value}
            checked={chosen.includes(o.value)}
            onChange={(e) => onChange(e.target.checked ? [...chosen, o.value] : chosen.filter((c) => c !== o.value))}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={boxClass}
          />
          {o.label}
        </label>
      ))}
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

export function ConsentBox<F extends string>({ form, label, checked, onChange, field = 'consent_to_contact' as F }: { form: BffForm<F>; label: string; checked: boolean; onChange: (v: boolean) => void; field?: F }) {
  const id = useId();
  const error = form.error(field);
  return (
    <div data-field={field}>
      <label className="flex min-h-11 cursor-pointer items-start gap-3 font-medium">
        <input type="checkbox" name={field} checked={checked} onChange={(e) => onChange(e.target.checked)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className={`${boxClass} mt-0.5`} />
        {label}
      </label>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** Where documents go: they are attached to the request once it is in (the request page takes the files). */
export function DocumentsLater({ heading, text }: { heading: string; text: string }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-md border border-dashed border-gray-400 p-3 text-sm">
      <h3 id={`${id}-heading`} className="font-medium">{heading}</h3>
      <p className="text-muted">{text}</p>
    </section>
  );
}
