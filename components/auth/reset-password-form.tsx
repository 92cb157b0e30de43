'use client';
// The new password of a reset link: a plain form posted to /ui/auth/reset/submit (it works before and
// without scripts); with scripts, a password the rules refuse is not sent, and the reason is shown, and a
// second press while it is on its way does nothing. (Its own pending state: FormSubmitButton's listener
// runs before React's submit handler could cancel the submission.)
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import type { PasswordVerdict } from '@/lib/rules/password';
import { passwordMessageFor } from '@/lib/rules/password-words';
import { Button } from '@/components/ui/button';
import { NewPasswordField } from './new-password-field';

interface Props {
  token: string;
  email: string;
  secondFactor: boolean;
  knownWords: string[];
  error: string | null;
  /** What the button says. */
  submitLabel: string;
  action: string;
  /** Fields before the password (activation: date of birth and SSN). */
  children?: ReactNode;
}

export function ResetPasswordForm({ token, email, secondFactor, knownWords, error, submitLabel, action, children }: Props) {
  const t = useTranslations('account');
  const [verdict, setVerdict] = useState<PasswordVerdict | null>(null);
  const [blocked, setBlocked] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  return (
    <form
      action={action}
      method="post"
      noValidate
      className="space-y-4 rounded-lg border border-gray-200 bg-white p-6 shadow-sm"
      onSubmit={(event) => {
        if (pending || verdict?.problem) {
          event.preventDefault();
          if (verdict?.problem) setBlocked(passwordMessageFor(verdict.problem, secondFactor, (key, values) => t(`password.${key}`, values)));
          return;
        }
        setPending(true);
      }}
    >
      <input type="hidden" name="token" value={token} />
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      {children}
      <NewPasswordField
        label={t('password.newPassword')}
        name="new_password"
        secondFactor={secondFactor}
        knownWords={knownWords}
        error={blocked ?? error}
        onChange={(_, next) => {
          setVerdict(next);
          setBlocked(null);
        }}
      />
      <Button type="submit" className="w-full" pending={pending} pendingLabel={t('saving')}>
        {submitLabel}
      </Button>
    </form>
  );
}
