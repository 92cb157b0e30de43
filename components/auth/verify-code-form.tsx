// The verify page's code form: one field (a 6-digit code, or a recovery code), "Remember this device for 30
// days", posted natively to /ui/auth/verify/submit. The error is tied to the field.
import { FormSubmitButton } from '@/components/ui/form-submit-button';
import { TextField } from '@/components/ui/text-field';

export function VerifyCodeForm({ recovery, error }: { recovery: boolean; error: string | null }) {
  return (
    <form action="/ui/auth/verify/submit" method="post" className="space-y-4 rounded-lg border border-gray-200 bg-white p-6 shadow-sm" noValidate>
      {recovery && <input type="hidden" name="use" value="recovery" />}
      {recovery ? (
        <TextField label="Recovery code" name="code" autoComplete="off" autoCapitalize="none" spellCheck={false} required maxLength={20} error={error} />
      ) : (
        <TextField label="Verification code" name="code" autoComplete="one-time-code" inputMode="numeric" required maxLength={6} error={error} hint="6 digits" />
      )}
      <div className="flex items-start gap-2">
        <input id="remember-device" type="checkbox" name="remember" value="1" className="mt-1 size-5" aria-describedby="remember-device-hint" />
        <div>
          <label htmlFor="remember-device" className="font-medium">Remember this device for 30 days</label>
          <p id="remember-device-hint" className="text-sm text-muted">Not on a shared or public computer. You can forget it in Account Preferences.</p>
        </div>
      </div>
      <FormSubmitButton className="w-full" pendingLabel="Verifying…">Verify</FormSubmitButton>
    </form>
  );
}
