// The verify page's code form: one field (a 6-digit code, or a recovery code), "Remember this device for 30
// days", posted natively to /ui/auth/verify/submit. The error is tied to the field.
import { useTranslations } from 'next-intl';
import { FormSubmitButton } from '@/components/ui/form-submit-button';
import { TextField } from '@/components/ui/text-field';

export function VerifyCodeForm({ recovery, error }: { recovery: boolean; error: string | null }) {
  const t = useTranslations('account.verify');
  return (
    <form action="/ui/auth/verify/submit" method="post" className="space-y-4 rounded-lg border border-gray-200 bg-white p-6 shadow-sm" noValidate>
      {recovery && <input type="hidden" name="use" value="recovery" />}
      {recovery ? (
        <TextField label={t('recoveryCode')} name="code" autoComplete="off" autoCapitalize="none" spellCheck={false} required maxLength={20} error={error} />
      ) : (
        <TextField label={t('code')} name="code" autoComplete="one-time-code" inputMode="numeric" required maxLength={6} error={error} hint={t('codeHint')} />
      )}
      <div className="flex items-start gap-2">
        <input id="remember-device" type="checkbox" name="remember" value="1" className="mt-1 size-5" aria-describedby="remember-device-hint" />
        <div>
          <label htmlFor="remember-device" className="font-medium">{t('remember')}</label>
          <p id="remember-device-hint" className="text-sm text-muted">{t('rememberHint')}</p>
        </div>
      </div>
      <FormSubmitButton className="w-full" pendingLabel={t('verifying')}>{t('submit')}</FormSubmitButton>
    </form>
  );
}
