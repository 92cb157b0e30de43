'use client';
// The one-time ACH debit authorization, filled in with the payment's amount, date and account; the
// customer must accept it before the payment can be reviewed. Binding in English: a page in another
// language shows its translation with the English words one click away.
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { useRules } from '@/components/i18n/use-rules';
import { achAuthorizationText, type AchAuthorizationInput } from '@/lib/rules/ach-authorization';
import { EnglishVersion, useBindingEnglish } from './binding-english';

interface Props extends AchAuthorizationInput {
  accepted: boolean;
  onAccepted: (accepted: boolean) => void;
  error: string | null;
}

export function AchAuthorization({ accepted, onAccepted, error, ...payment }: Props) {
  const id = useId();
  const t = useTranslations('payment.ach');
  const rules = useRules();
  const english = useBindingEnglish();
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-md border border-gray-300 bg-gray-50 p-4">
      <h3 id={`${id}-heading`} className="mb-2 font-semibold">{t('heading')}</h3>
      <div id={`${id}-text`} className="space-y-2 text-sm">
        {achAuthorizationText(payment, rules).map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
      {english && (
        <EnglishVersion
          paragraphs={achAuthorizationText(payment, english)}
          labels={{ note: t('englishNote'), show: t('showEnglish'), heading: t('english') }}
        />
      )}
      <label className="mt-2 flex min-h-11 cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          checked={accepted}
          onChange={(e) => onAccepted(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-text`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
          className="size-4 shrink-0 accent-brand-700"
        />
        <span className="font-medium">{t('accept')}</span>
      </label>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </section>
  );
}
