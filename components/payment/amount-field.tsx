'use client';
// The amount: past due, amount due, payoff balance, or another amount typed in (non-digits and extra
// dots are stripped as the customer types). Errors and hints are spec 000 section 5's.
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { useRules } from '@/components/i18n/use-rules';
import { filteredChange } from '@/components/ui/filtered-change';
import { formatCents } from '@/lib/rules/money';
import { AMOUNT_CHOICE_LABELS, amountChoices, sanitizeAmountInput, type AmountBalances, type AmountChoice } from '@/lib/rules/payment-amount';

interface Props {
  balances: AmountBalances;
  choice: AmountChoice;
  otherText: string;
  onChoice: (choice: AmountChoice) => void;
  onOtherText: (text: string) => void;
  onBlur: () => void;
  /** Shown only once the customer has been told to correct the form (or left the field). */
  error: string | null;
  notes: string[];
}

export function AmountField({ balances, choice, otherText, onChoice, onOtherText, onBlur, error, notes }: Props) {
  const id = useId();
  const t = useTranslations('payment.amount');
  const rules = useRules();
  const errorId = `${id}-error`;
  const notesId = `${id}-notes`;
  const described = [error ? errorId : null, notes.length ? notesId : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="space-y-2" aria-describedby={described}>
      <legend className="mb-1 font-semibold">{t('legend')}</legend>
      {amountChoices(balances).map((c) => (
        <label key={c.key} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-gray-300 px-3 py-2 has-checked:border-brand-700 has-checked:bg-brand-50">
          <input
            type="radio"
            name={`${id}-choice`}
            value={c.key}
            checked={choice === c.key}
            onChange={() => onChoice(c.key)}
            className="size-4 accent-brand-700"
            data-amount-choice={c.key}
          />
          <span className="grow">{rules(AMOUNT_CHOICE_LABELS[c.key])}</span>
          {c.cents !== null && <span className="font-semibold tabular-nums">{formatCents(c.cents)}</span>}
        </label>
      ))}
      {choice === 'other' && (
        <div>
          <label htmlFor={`${id}-other`} className="mb-1 block text-sm font-medium">{t('other')}</label>
          <div className="flex items-center gap-2">
            <span aria-hidden="true" className="text-lg">$</span>
            <input
              id={`${id}-other`}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              maxLength={12}
              value={otherText}
              onChange={filteredChange(sanitizeAmountInput, onOtherText)}
              onBlur={onBlur}
              aria-invalid={error ? true : undefined}
              aria-describedby={described}
              className="block min-h-11 w-full max-w-48 rounded-md border border-gray-400 bg-white px-3 py-2 text-base tabular-nums aria-invalid:border-danger"
            />
          </div>
        </div>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      {notes.length > 0 && (
        <ul id={notesId} aria-live="polite" className="space-y-1 text-sm text-success">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
