'use client';
// Adding a passkey: a name, then the browser's own prompt (fingerprint, face, screen lock, a security key).
// The lender issues the challenge and checks the answer; the list above refreshes. A browser without
// WebAuthn gets a plain sentence instead of the form, and the form waits for scripts (it needs them). A new
// passkey is a new way in: the lender may ask for the password first (step-up), in place.
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import { bffRoutes } from '@/lib/client/bff-routes';
import { useBffCall, type CallOptions } from '@/lib/client/bff-call';
import type { BffResult } from '@/lib/client/bff-fetch';
import { useBffForm } from '@/lib/client/use-bff-form';
import { PASSKEY_NAME_MAX, sameName } from '@/lib/contract/passkey-words';
import { Button } from '@/components/ui/button';
import { ScriptForm } from '@/components/ui/script-form';
import { TextField } from '@/components/ui/text-field';
import { StatusMessage } from './section-card';
import { useStepUp } from '@/components/auth/use-step-up';

const webauthn = () => import('@simplewebauthn/browser');
/** The browser's credential as the BFF checks it (the library types its transports as any strings; the entry's schema names them). */
type PasskeyCredential = CallOptions<typeof bffRoutes.auth.addPasskey>['body']['credential'];
/** What is wrong with a new passkey's name, as a key of `account.preferences.passkeys`, or null. */
function nameProblem(name: string, taken: string[]): 'nameEmpty' | 'nameTooLong' | 'nameTaken' | null {
  if (!name.trim()) return 'nameEmpty';
  if (name.trim().length > PASSKEY_NAME_MAX) return 'nameTooLong';
  return taken.some((one) => sameName(one, name)) ? 'nameTaken' : null;
}

/** The browser's new credential for the lender's options, or why there is none. */
async function create(options: PublicKeyCredentialCreationOptionsJSON, t: ReturnType<typeof useTranslations<'account.preferences.passkeys'>>): Promise<{ credential: RegistrationResponseJSON } | { problem: string }> {
  const { startRegistration } = await webauthn();
  try {
    return { credential: await startRegistration({ optionsJSON: options }) };
  } catch (err) {
    const excluded = err instanceof Error && err.name === 'InvalidStateError';
    return { problem: excluded ? t('excluded') : t('notCreated') };
  }
}

const NAME_FIELDS = ['name'] as const;

/** `names`: the account's passkeys' names, so a new one is told apart from them before the device is asked. */
export function PasskeyAddForm({ names }: { names: string[] }) {
  const router = useRouter();
  const t = useTranslations('account.preferences.passkeys');
  const call = useBffCall();
  const { stepUpDialog, ...stepUp } = useStepUp();
  const form = useBffForm({ fields: NAME_FIELDS, stepUp });
  const [supported, setSupported] = useState<boolean | null>(null);
  const [name, setName] = useState('');
  const [status, setStatus] = useState<string | null>(null);

  useEffect(() => {
    void webauthn().then(({ browserSupportsWebAuthn }) => setSupported(browserSupportsWebAuthn()));
  }, []);

  async function add() {
    setStatus(null);
    const problem = nameProblem(name, names);
    if (form.refuse({ name: problem && t(problem, { max: PASSKEY_NAME_MAX, name: name.trim() }) })) return;
    // The lender's options, the device's credential, the lender's check: asked again whole after a step-up.
    const res = await form.send(async () => {
      const options = await call(bffRoutes.auth.passkeyRegistrationOptions, {});
      if (!options.ok) return options;
      const made = await create(options.data, t);
      if ('problem' in made) return { ok: false, status: 0, message: made.problem, errors: {} } satisfies BffResult<never>;
      return call(bffRoutes.auth.addPasskey, { body: { name: name.trim(), credential: made.credential as PasskeyCredential } });
    });
    if (!res?.ok) return;
    setName('');
    setStatus(t('addedStatus', { name: res.data.data.name }));
    router.refresh();
  }

  if (supported === null) return null;
  if (!supported) return <p>{t('unsupported')}</p>;
  return (
    <>
    <ScriptForm attach={form.attach} onSubmit={add} noValidate className="space-y-4">
      <TextField
        label={t('nameLabel')}
        name="passkey_name"
        hint={t('nameHint')}
        maxLength={PASSKEY_NAME_MAX * 2}
        autoComplete="off"
        value={name}
        error={form.error('name')}
        onChange={(e) => { setName(e.target.value); form.clear(); }}
      />
      {form.error('base') && <p role="alert" className="text-sm text-danger">{form.error('base')}</p>}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" pending={form.pending} pendingLabel={t('waiting')}>{t('add')}</Button>
        <StatusMessage text={status} />
      </div>
    </ScriptForm>
    {stepUpDialog}
    </>
  );
}
