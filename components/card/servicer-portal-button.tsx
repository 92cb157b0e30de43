'use client';
// Opens the card servicer's portal: the lender's sign-on data (url, encrypted_data, iv) is posted as a
// real HTML form to the servicer, as its single sign-on expects. Failure: the spec's message.
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { toServicerSignOn, type ServicerSignOn } from '@/lib/view/card-offer';
import { Button } from '@/components/ui/button';
import { bffRoutes } from '@/lib/client/bff-routes';
import { useBffCall } from '@/lib/client/bff-call';

export function ServicerPortalButton({ cardId }: { cardId: number }) {
  const t = useTranslations('card.portal');
  const call = useBffCall();
  const form = useRef<HTMLFormElement>(null);
  const [sso, setSso] = useState<ServicerSignOn | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  // Submit once the form carries the data (after React rendered it).
  useEffect(() => {
    if (sso) form.current?.submit();
  }, [sso]);

  // Back from the servicer (page restored from the back/forward cache): ready to open it again.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setSso(null);
      setBusy(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  async function open() {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    const result = await call(bffRoutes.card.servicerSso, { params: { id: cardId } });
    if (!result.ok) {
      // The session ended: the call is taking the customer to sign in.
      if (result.signIn) return;
      setFailed(true);
      setBusy(false);
      return;
    }
    setSso(toServicerSignOn(result.data));
  }

  return (
    <div>
      <Button type="button" onClick={open} pending={busy} pendingLabel={t('opening')} className="w-full sm:w-auto">
        {t('open')}
      </Button>
      {sso && (
        <form ref={form} method="post" action={sso.url} hidden>
          <input type="hidden" name="encrypted_data" value={sso.encryptedData} />
          <input type="hidden" name="iv" value={sso.iv} />
        </form>
      )}
      {failed && <p role="alert" className="mt-2 text-sm text-danger">{t('failed')}</p>}
    </div>
  );
}
