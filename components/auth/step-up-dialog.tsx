'use client';
// The step-up dialog: the password (or one of the account's own passkeys) confirmed in place, over the form
// that asked for it (which keeps what was typed), through the one BFF route POST /platform/auth/step_up. A
// wrong password is said beside the field; Cancel (or Escape) closes it and the change is not made.
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState, type RefObject } from 'react';
import { bffRoutes } from '@/lib/client/bff-routes';
import { useBffCall } from '@/lib/client/bff-call';
import { fieldError } from '@/lib/client/bff-fetch';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { TextField } from '@/components/ui/text-field';

interface Props {
  open: boolean;
  /** true: confirmed (the change is sent again); false: cancelled. */
  onDone: (confirmed: boolean) => void;
  returnFocus: RefObject<HTMLElement | null>;
}

export function StepUpDialog({ open, onDone, returnFocus }: Props) {
  const t = useTranslations('account.stepUp');
  const id = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const call = useBffCall();
  const passkey = useOwnPasskeyOptions(open);
  const sendStepUp = (body: { password: string } | { credential: NonNullable<Awaited<ReturnType<typeof answerPasskey>>> }) => call(bffRoutes.auth.stepUp, { body });

  function close(confirmed: boolean) {
    setPassword('');
    setError(null);
    onDone(confirmed);
  }

  async function confirm(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!password) return setError(t('enterPassword'));
    setBusy(true);
    const res = await sendStepUp({ password });
    setBusy(false);
    if (res.ok) return close(true);
    setError(fieldError(res.errors, 'password') ?? res.message);
  }

  async function withPasskey() {
    if (busy || !passkey) return;
    setError(null);
    setBusy(true);
    const credential = await answerPasskey(passkey);
    const res = credential ? await sendStepUp({ credential }) : null;
    setBusy(false);
    if (res?.ok) return close(true);
    setError(t('passkeyFailed'));
  }

  return (
    <ModalDialog open={open} onClose={() => close(false)} labelledBy={`${id}-title`} describedBy={`${id}-text`} returnFocus={returnFocus} className="p-6">
      <h2 id={`${id}-title`} className="mb-2 text-xl font-semibold">{t('title')}</h2>
      <p id={`${id}-text`} className="mb-4">{t('intro')}</p>
      {/* Only with scripts (it opens on the lender's answer), so a plain form: Enter confirms. */}
      <form onSubmit={confirm} noValidate className="space-y-4">
        <TextField
          label={t('password')}
          type="password"
          name="step_up_password"
          autoComplete="current-password"
          value={password}
          error={error}
          onChange={(e) => { setPassword(e.target.value); setError(null); }}
        />
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button type="submit" pending={busy} pendingLabel={t('confirming')}>{t('confirm')}</Button>
          <Button type="button" variant="secondary" onClick={() => close(false)}>{t('cancel')}</Button>
        </div>
        {passkey && (
          <Button type="button" variant="secondary" className="w-full" onClick={withPasskey} disabled={busy}>{t('usePasskey')}</Button>
        )}
      </form>
    </ModalDialog>
  );
}

type RequestOptions = Parameters<typeof import('@simplewebauthn/browser').startAuthentication>[0]['optionsJSON'];

/** The authenticator's signed answer to the options, or null when the customer cancelled. */
async function answerPasskey(options: RequestOptions) {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  return startAuthentication({ optionsJSON: options }).catch(() => null);
}

/**
 * While the dialog is open: a challenge for the account's own passkeys, when this browser does WebAuthn and
 * the account has a passkey (the lender lists them in allowCredentials); otherwise null, and only the password is offered.
 */
function useOwnPasskeyOptions(open: boolean): RequestOptions | null {
  const [options, setOptions] = useState<RequestOptions | null>(null);
  const call = useBffCall();
  useEffect(() => {
    if (!open) return;
    let live = true;
    void (async () => {
      const { browserSupportsWebAuthn } = await import('@simplewebauthn/browser');
      if (!browserSupportsWebAuthn()) return;
      const res = await call(bffRoutes.auth.stepUpOptions, {});
      if (live && res.ok && (res.data.allowCredentials?.length ?? 0) > 0) setOptions(res.data);
    })();
    return () => {
      live = false;
      setOptions(null);
    };
  }, [open, call]);
  // Each opening asks for a new challenge (single use); closing drops the last one.
  return open ? options : null;
}
