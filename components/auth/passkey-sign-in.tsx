'use client';
// Passkey sign-in: the browser's autofill offers the customer's passkeys in the e-mail
// field (conditional mediation: autocomplete="username webauthn"), and "Use a passkey" asks the
// browser's own prompt. Either answer goes to /ui/auth/passkey in a plain form post, so the sign-in ends as
// the password's does: a redirect. Shown only once scripts run in a browser with WebAuthn and the lender
// offers passkeys (its options call answers); the password form above works without any of it.
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { bffRoutes } from '@/lib/client/bff-routes';
import { useBffCall, type AnswerOf, type bffCall } from '@/lib/client/bff-call';
import { Button } from '@/components/ui/button';

// zod/mini's copy of the options' schema: asked at every sign-in page's load, zod's full build would be most
// of the page's JavaScript (lib/contract/passkey-request-options.ts, the entry's answer).
const loadOptions = (call: typeof bffCall) => call(bffRoutes.auth.passkeyOptions, {});
type Options = AnswerOf<typeof bffRoutes.auth.passkeyOptions>;
const webauthn = () => import('@simplewebauthn/browser');

/** The browser's signed answer to the options, or null when the customer cancelled or it was aborted. */
async function answer(options: Options, autofill: boolean) {
  const { startAuthentication } = await webauthn();
  return startAuthentication({ optionsJSON: options, useBrowserAutofill: autofill }).catch(() => null);
}

export function PasskeySignIn({ redirectUri, error }: { redirectUri: string | null; error: string | null }) {
  const t = useTranslations('account.passkeySignIn');
  const call = useBffCall();
  const [offered, setOffered] = useState(false);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const field = useRef<HTMLInputElement>(null);
  // One answer goes to the lender: an autofill answer that arrives while the button's prompt is starting
  // would otherwise be posted beside the prompt's, and whichever the lender checks second is refused (the
  // authenticator's counter has moved past it).
  const sent = useRef(false);

  const send = (credential: unknown) => {
    if (!form.current || !field.current || sent.current) return;
    sent.current = true;
    field.current.value = JSON.stringify(credential);
    setPending(true);
    form.current.requestSubmit();
  };

  // Once: does this browser do WebAuthn, and does the lender offer passkeys? Then wait for the autofill.
  useEffect(() => {
    let live = true;
    void (async () => {
      const { browserSupportsWebAuthn, browserSupportsWebAuthnAutofill } = await webauthn();
      if (!browserSupportsWebAuthn()) return;
      const options = await loadOptions(call);
      if (!live || !options.ok) return;
      setOffered(true);
      if (!(await browserSupportsWebAuthnAutofill())) return;
      const credential = await answer(options.data, true);
      if (live && credential) send(credential);
    })();
    return () => {
      live = false;
      void webauthn().then(({ WebAuthnAbortService }) => WebAuthnAbortService.cancelCeremony());
    };
  }, [call]);

  async function withPrompt() {
    if (pending) return;
    setMessage(null);
    setPending(true);
    const options = await loadOptions(call);
    if (!options.ok) {
      setPending(false);
      setMessage(options.message);
      return;
    }
    // Starting this request aborts the autofill's (one WebAuthn request at a time).
    const credential = await answer(options.data, false);
    if (credential) return send(credential);
    setPending(false);
    setMessage(t('noneChosen'));
  }

  const shown = message ?? error;
  if (!offered && !error) return null;
  return (
    <div className="mt-4 space-y-3">
      <p className="flex items-center gap-3 text-sm text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-gray-200" />
        {t('or')}
        <span className="h-px flex-1 bg-gray-200" />
      </p>
      {shown && (
        <p id="passkey-error" role="alert" className="rounded border border-red-300 bg-red-50 px-3 py-2 text-sm text-danger">
          {shown}
        </p>
      )}
      <form ref={form} action="/ui/auth/passkey" method="post" hidden>
        <input ref={field} type="hidden" name="credential" />
        {redirectUri && <input type="hidden" name="redirect_uri" value={redirectUri} />}
      </form>
      {offered && (
        <Button type="button" variant="secondary" className="w-full" pending={pending} pendingLabel={t('waiting')} onClick={withPrompt} aria-describedby={shown ? 'passkey-error' : undefined}>
          {/* Not "Sign in with a passkey": a name holding "Sign in" would be ambiguous with the password form's button (voice control, tests). */}
          {t('use')}
        </Button>
      )}
    </div>
  );
}
