'use client';
// Adding a passkey: a name, then the browser's own prompt (fingerprint, face, screen lock, a security key).
// The lender issues the challenge and checks the answer; the list above refreshes. A browser without
// WebAuthn gets a plain sentence instead of the form, and the form waits for scripts (it needs them).
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { bffFetch, fieldError } from '@/lib/client/bff-fetch';
import { PASSKEY_NAME_MAX, sameName } from '@/lib/contract/passkey-words';
import { Button } from '@/components/ui/button';
import { ScriptForm } from '@/components/ui/script-form';
import { TextField } from '@/components/ui/text-field';
import { StatusMessage } from './section-card';

const webauthn = () => import('@simplewebauthn/browser');
/** What is wrong with a new passkey's name, as a key of `account.preferences.passkeys`, or null. */
function nameProblem(name: string, taken: string[]): 'nameEmpty' | 'nameTooLong' | 'nameTaken' | null {
  if (!name.trim()) return 'nameEmpty';
  if (name.trim().length > PASSKEY_NAME_MAX) return 'nameTooLong';
  return taken.some((one) => sameName(one, name)) ? 'nameTaken' : null;
}

/** The browser's new credential for the lender's options, or why there is none. */
async function create(options: PublicKeyCredentialCreationOptionsJSON, t: ReturnType<typeof useTranslations<'account.preferences.passkeys'>>): Promise<{ credential: unknown } | { problem: string }> {
  const { startRegistration } = await webauthn();
  try {
    return { credential: await startRegistration({ optionsJSON: options }) };
  } catch (err) {
    const excluded = err instanceof Error && err.name === 'InvalidStateError';
    return { problem: excluded ? t('excluded') : t('notCreated') };
  }
}

/** `names`: the account's passkeys' names, so a new one is told apart from them before the device is asked. */
export function PasskeyAddForm({ names }: { names: string[] }) {
  const router = useRouter();
  const t = useTranslations('account.preferences.passkeys');
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
    if (problem) return setErrors({ name: t(problem, { max: PASSKEY_NAME_MAX, name: name.trim() }) });
    setSaving(true);
    const options = await bffFetch('/platform/auth/passkeys/registration_options', { method: 'POST', schema: () => import('@/lib/contract/passkeys').then((m) => m.PasskeyCreationOptionsSchema) });
    const made = options.ok ? await create(options.data, t) : { problem: fieldError(options.errors, 'name') ?? options.message };
    const res = 'credential' in made
      ? await bffFetch('/platform/auth/passkeys', { method: 'POST', body: { name: name.trim(), credential: made.credential }, schema: () => import('@/lib/contract/passkeys').then((m) => m.PasskeyResponseSchema) })
      : null;
    setSaving(false);
    if (res?.ok) {
      setName('');
      setErrors({});
      setStatus(t('addedStatus', { name: res.data.data.name }));
      return router.refresh();
    }
    if (!res) return setErrors({ form: 'problem' in made ? made.problem : null });
    const onName = fieldError(res.errors, 'name');
    setErrors({ name: onName, form: onName ? null : (fieldError(res.errors, 'credential') ?? res.message) });
  }

  if (supported === null) return null;
  if (!supported) return <p>{t('unsupported')}</p>;
  return (
    <ScriptForm onSubmit={(e) => { e.preventDefault(); return add(); }} noValidate className="space-y-4">
      <TextField
        label={t('nameLabel')}
        name="passkey_name"
        hint={t('nameHint')}
        maxLength={PASSKEY_NAME_MAX * 2}
        autoComplete="off"
        value={name}
        error={errors.name}
        onChange={(e) => { setName(e.target.value); setErrors({}); }}
      />
      {errors.form && <p role="alert" className="text-sm text-danger">{errors.form}</p>}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" pending={saving} pendingLabel={t('waiting')}>{t('add')}</Button>
        <StatusMessage text={status} />
      </div>
    </ScriptForm>
  );
}
