'use client';
// E-mail: checked live by the server 300 ms after typing stops (only the latest answer counts);
// 'Did you mean …?' applies the suggestion; Save is disabled while invalid or unchanged. Saving asks for the
// password in place when the lender wants it (step-up), and a new address waits for its own inbox to
// confirm it: shown as pending until then.
import { useEffect, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { bffRoutes } from '@/lib/client/bff-routes';
import { useBffCall } from '@/lib/client/bff-call';
import { useBffForm } from '@/lib/client/use-bff-form';
import { toEmailCheck, toEmailSaved, type EmailCheck } from '@/lib/view/email-check';
import { useStepUp } from '@/components/auth/use-step-up';
import { PendingEmail } from './pending-email';
import { EMAIL_MAX } from '@/lib/rules/email';
import { createLatestOnly } from '@/lib/rules/latest-only';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { SectionCard, StatusMessage } from './section-card';
import { ScriptForm } from '@/components/ui/script-form';

const EMAIL_FIELDS = ['email'] as const;

export function EmailSection({ userId, email, pendingEmail }: { userId: number; email: string; pendingEmail: string | null }) {
  const t = useTranslations('preferences');
  const call = useBffCall();
  const { stepUpDialog, ...stepUp } = useStepUp();
  // While the step-up dialog asks for the password the form is not saving: its button says Save.
  const form = useBffForm({ fields: EMAIL_FIELDS, stepUp });
  const [saved, setSaved] = useState(email);
  const [pending, setPending] = useState(pendingEmail);
  const [value, setValue] = useState(email);
  const [check, setCheck] = useState<EmailCheck | null>(null);
  const [checking, setChecking] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const checker = useMemo(() => createLatestOnly<EmailCheck | null>(300), []);
  useEffect(() => () => checker.cancel(), [checker]);

  const changed = value.trim().toLowerCase() !== saved.toLowerCase();

  function onChange(next: string) {
    setValue(next);
    form.clear();
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
        const res = await call(bffRoutes.preferences.checkEmail, { body: { address: next.trim() } });
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
  const error = form.error('email') ?? form.error('base') ?? (invalid ? t('email.invalid') : null);
  const canSave = changed && !checking && check?.valid === true && !form.pending;

  async function save() {
    if (!canSave) return;
    const address = value.trim();
    const res = await form.send(() => call(bffRoutes.preferences.save, { body: { id: userId, user: { email: address } } }));
    if (!res?.ok) return;
    const answer = toEmailSaved(res.data, address);
    setSaved(answer.email);
    setPending(answer.pendingEmail);
    setValue(answer.email);
    setCheck(null);
    setStatus(answer.pendingEmail ? t('email.sent', { email: answer.pendingEmail }) : t('email.updated'));
  }

  return (
    <SectionCard title={t('email.title')} id="email">
      {pending && <PendingEmail email={pending} current={saved} />}
      <ScriptForm attach={form.attach} onSubmit={save} noValidate className="space-y-3">
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
          <Button type="submit" disabled={!canSave && !form.pending} pending={form.pending} pendingLabel={t('saving')}>
            {t('email.save')}
          </Button>
          <StatusMessage text={status} />
        </div>
      </ScriptForm>
      {stepUpDialog}
    </SectionCard>
  );
}
