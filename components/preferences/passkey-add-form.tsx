'use client';
// Adding a passkey: a name, then the browser's own prompt (fingerprint, face, screen lock, a security key).
// The lender issues the challenge and checks the answer; the list above refreshes. A browser without
// WebAuthn gets a plain sentence instead of the form, and the form waits for scripts (it needs them).
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { bffFetch, fieldError } from '@/lib/client/bff-fetch';
import { PASSKEY_MESSAGES, PASSKEY_NAME_MAX, passkeyNameTaken, sameName } from '@/lib/contract/passkey-words';
import { Button } from '@/components/ui/button';
import { ScriptForm } from '@/components/ui/script-form';
import { TextField } from '@/components/ui/text-field';
import { StatusMessage } from './section-card';

const webauthn = () => import('@simplewebauthn/browser');
function nameProblem(name: string, taken: string[]): string | null {
  if (!name.trim()) return PASSKEY_MESSAGES.nameEmpty;
  if (name.trim().length > PASSKEY_NAME_MAX) return PASSKEY_MESSAGES.nameTooLong;
  return taken.some((one) => sameName(one, name)) ? passkeyNameTaken(name.trim()) : null;
}

/** The browser's new credential for the lender's options, or why there is none. */
async function create(options: PublicKeyCredentialCreationOptionsJSON): Promise<{ credential: unknown } | { problem: string }> {
  const { startRegistration } = await webauthn();
  try {
    return { credential: await startRegistration({ optionsJSON: options }) };
  } catch (err) {
    const excluded = err instanceof Error && err.name === 'InvalidStateError';
    return { problem: excluded ? 'This device already holds a passkey for your account.' : 'No passkey was created. Try again when you are ready.' };
  }
}

/** `names`: the account's passkeys' names, so a new one is told apart from them before the device is asked. */
export function PasskeyAddForm({ names }: { names: string[] }) {
  const router = useRouter();
  const [supported, setSupported] = useState<boolean | null>(null);
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<{ name?: string | null; form?: string | null }>({});
  const [status, setStatus] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    void webauthn().then(({ browserSupportsWebAuthn }) => setSupported(browserSupportsWebAuthn()));
  }, []);

  async function add() {
    if (saving) return;
    setStatus(null);
    const problem = nameProblem(name, names);
    if (problem) return setErrors({ name: problem });
    setSaving(true);
    const options = await bffFetch('/platform/auth/passkeys/registration_options', { method: 'POST', schema: () => import('@/lib/contract/passkeys').then((m) => m.PasskeyCreationOptionsSchema) });
    const made = options.ok ? await create(options.data) : { problem: fieldError(options.errors, 'name') ?? options.message };
    const res = 'credential' in made
      ? await bffFetch('/platform/auth/passkeys', { method: 'POST', body: { name: name.trim(), credential: made.credential }, schema: () => import('@/lib/contract/passkeys').then((m) => m.PasskeyResponseSchema) })
      : null;
    setSaving(false);
    if (res?.ok) {
      setName('');
      setErrors({});
      setStatus(`Passkey "${res.data.data.name}" added. You can sign in with it now; we sent you a notice by e-mail.`);
      return router.refresh();
    }
    if (!res) return setErrors({ form: 'problem' in made ? made.problem : null });
    const onName = fieldError(res.errors, 'name');
    setErrors({ name: onName, form: onName ? null : (fieldError(res.errors, 'credential') ?? res.message) });
  }

  if (supported === null) return null;
  if (!supported) return <p>This browser cannot use passkeys. To add one, open Account Preferences in a recent browser that supports them.</p>;
  return (
    <ScriptForm onSubmit={(e) => { e.preventDefault(); return add(); }} noValidate className="space-y-4">
      <TextField
        label="Name for a new passkey"
        name="passkey_name"
        hint='For instance "Work laptop" or "My phone", so you can tell your passkeys apart.'
        maxLength={PASSKEY_NAME_MAX * 2}
        autoComplete="off"
        value={name}
        error={errors.name}
        onChange={(e) => { setName(e.target.value); setErrors({}); }}
      />
      {errors.form && <p role="alert" className="text-sm text-danger">{errors.form}</p>}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" pending={saving} pendingLabel="Waiting for your device…">Add a passkey</Button>
        <StatusMessage text={status} />
      </div>
    </ScriptForm>
  );
}
