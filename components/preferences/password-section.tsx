'use client';
// Password (issue 22): the current password, then the new one with its strength meter. The lender checks
// both again, ends the customer's other sessions and e-mails a notice; the activity list below refreshes.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { bffFetch, fieldError } from '@/lib/client/bff-fetch';
import type { PasswordVerdict } from '@/lib/rules/password';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ScriptForm } from '@/components/ui/script-form';
import { NewPasswordField } from '@/components/auth/new-password-field';
import { SectionCard, StatusMessage } from './section-card';

export function PasswordSection({ email, secondFactor, knownWords }: { email: string; secondFactor: boolean; knownWords: string[] }) {
  const router = useRouter();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [verdict, setVerdict] = useState<PasswordVerdict | null>(null);
  const [errors, setErrors] = useState<{ current?: string | null; next?: string | null; form?: string | null }>({});
  const [status, setStatus] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save() {
    if (saving) return;
    setStatus(null);
    const currentError = current ? null : 'Enter your current password';
    const nextError = verdict?.message ?? (next ? null : 'Enter a new password');
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
      setStatus('Your password was changed. Your other sessions were signed out, and we sent you a notice by e-mail.');
      router.refresh();
      return;
    }
    const onCurrent = fieldError(res.errors, 'current_password');
    const onNext = fieldError(res.errors, 'new_password');
    setErrors({ current: onCurrent, next: onNext, form: onCurrent || onNext ? null : res.message });
  }

  return (
    <SectionCard title="Password" id="password">
      <ScriptForm onSubmit={(e) => { e.preventDefault(); return save(); }} noValidate className="space-y-4">
        {/* The account's e-mail, for password managers to file the new password under. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextField
          label="Current password"
          name="current_password"
          type="password"
          autoComplete="current-password"
          maxLength={400}
          value={current}
          onChange={(e) => { setCurrent(e.target.value); setErrors((was) => ({ ...was, current: null, form: null })); }}
          error={errors.current}
        />
        <NewPasswordField
          label="New password"
          name="new_password"
          secondFactor={secondFactor}
          knownWords={knownWords}
          value={next}
          error={errors.next}
          onChange={(value, v) => { setNext(value); setVerdict(v); setErrors((was) => ({ ...was, next: null, form: null })); }}
        />
        {errors.form && <p role="alert" className="text-sm text-danger">{errors.form}</p>}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" pending={saving} pendingLabel="Changing…">
            Change password
          </Button>
          <StatusMessage text={status} />
        </div>
      </ScriptForm>
    </SectionCard>
  );
}
