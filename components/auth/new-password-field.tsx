'use client';
// A new password: typed or pasted (never blocked), shown or hidden on request, with a strength meter and
// the reason it would be refused, as the customer types. The rules (lib/rules/password.ts, with its list of
// 49,233 common and breached passwords) load on the first keystroke; the lender decides again on sending.
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { PasswordVerdict } from '@/lib/rules/password';
import { passwordMessageFor } from '@/lib/rules/password-words';

type Rules = typeof import('@/lib/rules/password');

interface Props {
  label: string;
  name: string;
  /** The account has a second step or a passkey: 8 characters suffice instead of 15. */
  secondFactor: boolean;
  /** The e-mail and names: a password made of them is easy to guess. */
  knownWords: string[];
  /** The server's refusal of what was sent. */
  error?: string | null;
  value?: string;
  onChange?: (value: string, verdict: PasswordVerdict | null) => void;
}

const BAR_COLORS = ['bg-red-600', 'bg-red-600', 'bg-amber-500', 'bg-green-600', 'bg-green-700'];

export function NewPasswordField({ label, name, secondFactor, knownWords, error, value: controlled, onChange }: Props) {
  const id = useId();
  const t = useTranslations('account.password');
  const [own, setOwn] = useState('');
  const value = controlled ?? own;
  const [shown, setShown] = useState(false);
  const [rules, setRules] = useState<Rules | null>(null);
  const loading = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const verdict = rules && value ? rules.checkNewPassword(value, { secondFactor, userInputs: knownWords }) : null;
  const min = rules ? rules.minPasswordLength(secondFactor) : secondFactor ? 8 : 15;
  const message = error ?? (verdict?.problem ? passwordMessageFor(verdict.problem, secondFactor, (key, values) => t(key, values)) : null);

  const loadRules = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    void import('@/lib/rules/password').then(setRules);
  }, []);
  // A value typed before the scripts arrived is kept (the field is uncontrolled in a plain form) and scored.
  useEffect(() => {
    const typed = input.current?.value;
    if (controlled === undefined && typed) setOwn(typed);
    if (typed) loadRules();
    // On mount only: later input reports through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (rules && onChange) onChange(value, value ? rules.checkNewPassword(value, { secondFactor, userInputs: knownWords }) : null);
    // Only a newly loaded rule set re-reports; typing reports through the input's handler.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rules]);

  const hintId = `${id}-hint`;
  const meterId = `${id}-meter`;
  const errorId = `${id}-error`;
  const score = verdict?.score ?? 0;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name={name}
          type={shown ? 'text' : 'password'}
          autoComplete="new-password"
          spellCheck={false}
          autoCapitalize="off"
          maxLength={400}
          ref={input}
          {...(controlled === undefined ? {} : { value: controlled })}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={[hintId, meterId, message ? errorId : null].filter(Boolean).join(' ')}
          onFocus={loadRules}
          onChange={(e) => {
            loadRules();
            const next = e.target.value;
            if (controlled === undefined) setOwn(next);
            onChange?.(next, rules && next ? rules.checkNewPassword(next, { secondFactor, userInputs: knownWords }) : null);
          }}
          className="block min-h-11 w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base aria-invalid:border-danger"
        />
        <button
          type="button"
          aria-pressed={shown}
          aria-controls={id}
          onClick={() => setShown(!shown)}
          className="min-h-11 shrink-0 rounded-md border border-gray-400 bg-white px-3 text-sm font-medium text-brand-700"
        >
          {shown ? t('hide') : t('show')}
          <span className="sr-only">{t('showWhat')}</span>
        </button>
      </div>
      <p id={hintId} className="mt-1 text-sm text-muted">
        {t('hint', { min })}
      </p>
      <div className="mt-2" id={meterId}>
        <div aria-hidden="true" className="grid h-2 grid-cols-5 gap-1">
          {[0, 1, 2, 3, 4].map((step) => (
            <span key={step} className={`rounded ${verdict && step <= score ? BAR_COLORS[score] : 'bg-gray-200'}`} />
          ))}
        </div>
        <p className="mt-1 text-sm" aria-live="polite">
          {verdict && rules ? t('strength', { label: t(`strengths.${score}`) }) : t('notRated')}
        </p>
      </div>
      {message && (
        <p id={errorId} role={error ? 'alert' : undefined} className="mt-1 text-sm text-danger">
          {message}
        </p>
      )}
    </div>
  );
}
