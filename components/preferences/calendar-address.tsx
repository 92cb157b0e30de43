'use client';
// The private calendar address: make one (the lender may ask for the password first: step-up, in place),
// see it this once with Copy, revoke it (after a question) or make a new one, which ends the old. After a
// reload only its date shows: the lender keeps the secret's hash, not the secret.
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { bffRoutes } from '@/lib/client/bff-routes';
import { useBffCall } from '@/lib/client/bff-call';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useStepUp } from '@/components/auth/use-step-up';
import { StatusMessage } from './section-card';

export function CalendarAddress({ active }: { active: boolean }) {
  const router = useRouter();
  const t = useTranslations('calendar.subscription');
  const call = useBffCall();
  const { withStepUp, stepUpDialog } = useStepUp();
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState<'making' | 'revoking' | null>(null);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const field = useRef<HTMLDivElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  const revokeButton = useRef<HTMLButtonElement>(null);
  const makeButton = useRef<HTMLButtonElement>(null);
  // Where focus goes once the question is gone: the button it was asked from ("Keep it"), or "Make" once the
  // address is revoked. The pressed button leaves the page, and focus must not fall back to the page's top.
  const focusAfter = useRef<'revoke' | 'make' | null>(null);

  // The question takes focus when it appears, so a keyboard or screen reader user meets it at once.
  useEffect(() => {
    if (asking) return confirm.current?.focus();
    const target = focusAfter.current === 'revoke' ? revokeButton.current : focusAfter.current === 'make' ? makeButton.current : null;
    focusAfter.current = null;
    target?.focus();
  }, [asking]);

  async function make() {
    if (busy) return;
    setBusy('making');
    setError(null);
    setStatus(null);
    const res = await withStepUp(() => call(bffRoutes.calendar.makeAddress, {}));
    setBusy(null);
    if (!res.ok) return setError(res.message);
    setUrl(res.data.url);
    setStatus(t('madeStatus'));
    router.refresh();
  }

  async function revoke() {
    if (busy) return;
    setBusy('revoking');
    setError(null);
    const res = await call(bffRoutes.calendar.revokeAddress, {});
    setBusy(null);
    if (!res.ok) return setError(res.message);
    focusAfter.current = 'make';
    setAsking(false);
    setUrl(null);
    setStatus(t('revokedStatus'));
    router.refresh();
  }

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t('copied'));
    } catch {
      field.current?.querySelector('input')?.select();
      setStatus(t('copyFailed'));
    }
  }

  const live = active || url !== null;
  return (
    <div className="space-y-4">
      {url && (
        <div ref={field} className="flex flex-wrap items-end gap-3">
          <TextField label={t('address')} value={url} readOnly autoComplete="off" spellCheck={false} className="min-w-0 flex-1" onFocus={(e) => e.currentTarget.select()} />
          <Button type="button" variant="secondary" onClick={copy}>{t('copy')}</Button>
        </div>
      )}
      {/* Keyed: without, React would turn "Revoke the address" into "Yes, revoke it" in place, and the
          button's colour transition would pass through white text on a pale red for a moment. */}
      {asking ? (
        <div key="asking" role="group" aria-labelledby="calendar-revoke-question" className="flex flex-wrap items-center gap-2">
          <p id="calendar-revoke-question" className="w-full text-sm font-medium">{t('revokeQuestion')}</p>
          <Button ref={confirm} type="button" variant="danger" pending={busy === 'revoking'} pendingLabel={t('revoking')} onClick={revoke}>{t('yesRevoke')}</Button>
          <Button type="button" variant="secondary" onClick={() => { focusAfter.current = 'revoke'; setAsking(false); }}>{t('keep')}</Button>
        </div>
      ) : (
        <div key="actions" className="flex flex-wrap gap-3">
          <Button ref={makeButton} type="button" pending={busy === 'making'} pendingLabel={t('making')} onClick={make}>{live ? t('makeNew') : t('make')}</Button>
          {live && <Button ref={revokeButton} type="button" variant="secondary" onClick={() => { setAsking(true); setStatus(null); }}>{t('revoke')}</Button>}
        </div>
      )}
      {error && <p role="alert" className="text-sm text-danger">{error}</p>}
      <StatusMessage text={status} />
      {stepUpDialog}
    </div>
  );
}
