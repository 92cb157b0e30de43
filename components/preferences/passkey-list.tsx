'use client';
// The account's passkeys, each with Remove, which asks first: a removed passkey no longer signs in.
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { bffRoutes } from '@/lib/client/bff-routes';
import { useBffCall } from '@/lib/client/bff-call';
import type { PasskeyRow } from '@/lib/view/passkey';
import { Button } from '@/components/ui/button';
import { StatusMessage } from './section-card';

export function PasskeyList({ passkeys }: { passkeys: PasskeyRow[] }) {
  const router = useRouter();
  const t = useTranslations('account.preferences.passkeys');
  const call = useBffCall();
  const [asking, setAsking] = useState<number | null>(null);
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const confirm = useRef<HTMLButtonElement>(null);

  // The question takes focus when it appears, so a keyboard or screen reader user meets it at once.
  useEffect(() => {
    if (asking !== null) confirm.current?.focus();
  }, [asking]);

  async function remove(passkey: PasskeyRow) {
    if (removing) return;
    setRemoving(true);
    setError(null);
    const res = await call(bffRoutes.auth.removePasskey, { params: { id: passkey.id } });
    setRemoving(false);
    if (!res.ok) return setError(res.message);
    setAsking(null);
    setStatus(t('removed', { name: passkey.name }));
    router.refresh();
  }

  return (
    <div className="mb-4">
      {passkeys.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <ul className="divide-y divide-gray-200" aria-label={t('label')}>
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-medium">{passkey.name}</p>
                <p className="text-sm text-muted">{t('added', { when: passkey.added })} · {passkey.lastUsed === null ? t('neverUsed') : t('lastUsed', { when: passkey.lastUsed })}</p>
              </div>
              {asking === passkey.id ? (
                <div role="group" aria-labelledby={`passkey-${passkey.id}-question`} className="flex flex-wrap items-center gap-2">
                  <p id={`passkey-${passkey.id}-question`} className="w-full text-sm font-medium">{t('question', { name: passkey.name })}</p>
                  <Button ref={confirm} type="button" variant="danger" pending={removing} pendingLabel={t('removing')} onClick={() => remove(passkey)}>{t('yesRemove')}</Button>
                  <Button type="button" variant="secondary" onClick={() => { setAsking(null); setError(null); }}>{t('keep')}</Button>
                  {error && <p role="alert" className="w-full text-sm text-danger">{error}</p>}
                </div>
              ) : (
                <Button type="button" variant="secondary" aria-label={t('removeLabel', { name: passkey.name })} onClick={() => { setAsking(passkey.id); setStatus(null); }}>{t('remove')}</Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <StatusMessage text={status} />
    </div>
  );
}
