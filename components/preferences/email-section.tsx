'use client';
// E-mail: checked live by the server 300 ms after typing stops (only the latest answer counts);
// 'Did you mean …?' applies the suggestion; Save is disabled while invalid or unchanged.
import { useEffect, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { bffFetch, fieldError } from '@/lib/client/bff-fetch';
import { toEmailCheck, type EmailCheck } from '@/lib/view/email-check';
import { EMAIL_MAX } from '@/lib/rules/email';
import { createLatestOnly } from '@/lib/rules/latest-only';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { SectionCard, StatusMessage } from './section-card';
import { ScriptForm } from '@/components/ui/script-form';

export function EmailSection({ userId, email }: { userId: number; email: string }) {
  const t = useTranslations('preferences');
  const [saved, setSaved] = useState(email);
  const [value, setValue] = useState(email);
  const [check, setCheck] = useState<EmailCheck | null>(null);
  const [checking, setChecking] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const checker = useMemo(() => createLatestOnly<EmailCheck | null>(300), []);
  useEffect(() => () => checker.cancel(), [checker]);

  const changed = value.trim().toLowerCase() !== saved.toLowerCase();

  function onChange(next: string) {
    setValue(next);
    setServerError(null);
    setStatus(null);
    setCheck(null);
    if (next.trim().toLowerCase() === saved.toLowerCase() || !next.trim()) {
      checker.cancel();
      setChecking(false);
      return;
    }
    setChecking(true);
    checker.schedule(
      async () => {
        const res = await bffFetch('/api/valid/email', {
          method: 'POST',
          body: { address: next.trim() },
          schema: () => import('@/lib/contract/preferences').then((m) => m.ValidEmailResponseSchema),
        });
        return res.ok ? toEmailCheck(res.data) : null;
      },
      (result) => {
        setCheck(result);
        setChecking(false);
      },
      () => setChecking(false),
    );
  }

  const invalid = check !== null && !check.valid;
  const error = serverError ?? (invalid ? t('email.invalid') : null);
  const canSave = changed && !checking && check?.valid === true && !saving;

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (!canSave) return;
    setSaving(true);
    const res = await bffFetch('/api/users/preferences', {
      method: 'POST',
      body: { id: userId, user: { email: value.trim() } },
      schema: () => import('@/lib/contract/users').then((m) => m.UserResponseSchema),
    });
    setSaving(false);
    if (res.ok) {
      setSaved(value.trim());
      setCheck(null);
      setStatus(t('email.updated'));
    } else {
      setServerError(fieldError(res.errors, 'email', 'user.email') ?? res.message);
    }
  }

  return (
    <SectionCard title={t('email.title')} id="email">
      <ScriptForm onSubmit={save} noValidate className="space-y-3">
        <TextField
          label={t('email.label')}
          type="email"
          name="email"
          autoComplete="email"
          maxLength={EMAIL_MAX}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          error={error}
          hint={checking ? t('checking') : null}
        />
        {check?.suggestion && !error && (
          <p className="text-sm" aria-live="polite">
            {t.rich('email.didYouMean', {
              suggestion: check.suggestion,
              apply: (chunks) => (
                <button type="button" className="font-semibold text-brand-700 underline" onClick={() => onChange(check.suggestion!)}>
                  {chunks}
                </button>
              ),
            })}
          </p>
        )}
        <div className="flex items-center gap-3">
          <Button type="submit" disabled={!canSave && !saving} pending={saving} pendingLabel={t('saving')}>
            {t('email.save')}
          </Button>
          <StatusMessage text={status} />
        </div>
      </ScriptForm>
    </SectionCard>
  );
}
