'use client';
// The password form (issue 22): the current password, then the new one with its strength meter. The lender checks
// both again, ends the customer's other sessions and e-mails a notice; the activity list below refreshes.
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { bffFetch, fieldError } from '@/lib/client/bff-fetch';
import type { PasswordVerdict } from '@/lib/rules/password';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ScriptForm } from '@/components/ui/script-form';
import { NewPasswordField } from '@/components/auth/new-password-field';
import { passwordMessageFor } from '@/lib/rules/password-words';
import { SectionCard, StatusMessage } from './section-card';

export function PasswordForm({ email, secondFactor, knownWords }: { email: string; secondFactor: boolean; knownWords: string[] }) {
  const router = useRouter();
  const t = useTranslations('account');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [verdict, setVerdict] = useState<PasswordVerdict | null>(null);
  const [errors, setErrors] = useState<{ current?: string | null; next?: string | null; form?: string | null }>({});
  const [status, setStatus] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save() {
    if (saving) return;
    setStatus(null);
    const currentError = current ? null : t('preferences.enterCurrent');
    const problem = verdict?.problem ?? (next ? null : 'empty');
    const nextError = problem ? passwordMessageFor(problem, secondFactor, (key, values) => t(`password.${key}`, values)) : null;
    if (currentError || nextError) {
      setErrors({ current: currentError, next: nextError });
      return;
    }
    setSaving(true);
    const res = await bffFetch('/platform/auth/password', { method: 'PUT', body: { current_password: current, new_password: next }, schema: () => import('@/lib/contract/common').then((m) => m.OkSchema) });
    setSaving(false);
    if (res.ok) {
      setCurrent('');
      setNext('');
      setVerdict(null);
      setErrors({});
      setStatus(t('preferences.password.changed'));
      router.refresh();
      return;
    }
    const onCurrent = fieldError(res.errors, 'current_password');
    const onNext = fieldError(res.errors, 'new_password');
    setErrors({ current: onCurrent, next: onNext, form: onCurrent || onNext ? null : res.message });
  }

  return (
    <SectionCard title={t('preferences.password.title')} id="password">
      <ScriptForm onSubmit={(e) => { e.preventDefault(); return save(); }} noValidate className="space-y-4">
        {/* The account's e-mail, for password managers to file the new password under. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextField
          label={t('preferences.currentPassword')}
          name="current_password"
          type="password"
          autoComplete="current-password"
          maxLength={400}
          value={current}
          onChange={(e) => { setCurrent(e.target.value); setErrors((was) => ({ ...was, current: null, form: null })); }}
          error={errors.current}
        />
        <NewPasswordField
          label={t('password.newPassword')}
          name="new_password"
          secondFactor={secondFactor}
          knownWords={knownWords}
          value={next}
          error={errors.next}
          onChange={(value, v) => { setNext(value); setVerdict(v); setErrors((was) => ({ ...was, next: null, form: null })); }}
        />
        {errors.form && <p role="alert" className="text-sm text-danger">{errors.form}</p>}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" pending={saving} pendingLabel={t('preferences.password.changing')}>
            {t('preferences.password.submit')}
          </Button>
          <StatusMessage text={status} />
        </div>
      </ScriptForm>
    </SectionCard>
  );
}
