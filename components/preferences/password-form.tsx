'use client';
// The password form: the current password, then the new one with its strength meter. The lender checks
// both again, ends the customer's other sessions and e-mails a notice; the activity list below refreshes.
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { bffRoutes } from '@/lib/client/bff-routes';
import { useBffCall } from '@/lib/client/bff-call';
import { useBffForm } from '@/lib/client/use-bff-form';
import type { PasswordVerdict } from '@/lib/rules/password';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ScriptForm } from '@/components/ui/script-form';
import { NewPasswordField } from '@/components/auth/new-password-field';
import { passwordMessageFor } from '@/lib/rules/password-words';
import { SectionCard, StatusMessage } from './section-card';

const PASSWORD_FIELDS = ['current_password', 'new_password'] as const;

export function PasswordForm({ email, secondFactor, knownWords }: { email: string; secondFactor: boolean; knownWords: string[] }) {
  const router = useRouter();
  const t = useTranslations('account');
  const call = useBffCall();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [verdict, setVerdict] = useState<PasswordVerdict | null>(null);
  const form = useBffForm({ fields: PASSWORD_FIELDS });
  const [status, setStatus] = useState<string | null>(null);

  async function save() {
    setStatus(null);
    const problem = verdict?.problem ?? (next ? null : 'empty');
    const nextError = problem ? passwordMessageFor(problem, secondFactor, (key, values) => t(`password.${key}`, values)) : null;
    if (form.refuse({ current_password: current ? null : t('preferences.enterCurrent'), new_password: nextError })) return;
    const res = await form.send(() => call(bffRoutes.auth.password, { body: { current_password: current, new_password: next } }));
    if (!res?.ok) return;
    setCurrent('');
    setNext('');
    setVerdict(null);
    setStatus(t('preferences.password.changed'));
    router.refresh();
  }

  return (
    <SectionCard title={t('preferences.password.title')} id="password">
      <ScriptForm attach={form.attach} onSubmit={save} noValidate className="space-y-4">
        {/* The account's e-mail, for password managers to file the new password under. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextField
          label={t('preferences.currentPassword')}
          name="current_password"
          type="password"
          autoComplete="current-password"
          maxLength={400}
          value={current}
          onChange={(e) => { setCurrent(e.target.value); form.edited('current_password'); form.edited(); }}
          error={form.error('current_password')}
        />
        <NewPasswordField
          label={t('password.newPassword')}
          name="new_password"
          secondFactor={secondFactor}
          knownWords={knownWords}
          value={next}
          error={form.error('new_password')}
          onChange={(value, v) => { setNext(value); setVerdict(v); form.edited('new_password'); form.edited(); }}
        />
        {form.error('base') && <p role="alert" className="text-sm text-danger">{form.error('base')}</p>}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" pending={form.pending} pendingLabel={t('preferences.password.changing')}>
            {t('preferences.password.submit')}
          </Button>
          <StatusMessage text={status} />
        </div>
      </ScriptForm>
    </SectionCard>
  );
}
