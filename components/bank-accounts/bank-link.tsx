'use client';
// The bank link: a link token from POST /api/plaid/link_token opens a dialog chosen by its prefix
// (lib/rules/bank-link.ts): Plaid Link for Plaid's tokens (link-sandbox-…, link-development-…,
// link-production-…), the local stand-in for the lender sandbox's own (link-standin-…). Either hands a
// public token and its metadata to onSuccess, which posts them to POST /api/bank_accounts (type PLAID).
// Plaid ending with an error, or no usable token, shows the spec's bank-link failure; closing it does not.
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { PlaidLinkOnSuccessMetadata } from 'react-plaid-link';
import { Button } from '@/components/ui/button';
import { bffRoutes } from '@/lib/client/bff-routes';
import { useBffCall } from '@/lib/client/bff-call';
import type { PlaidMetadata } from '@/lib/contract/bank-accounts';
import { toBankAccountOption, type BankAccountOption } from '@/lib/view/bank-account';
import { bankLinkDialogFor, type BankLinkDialog } from '@/lib/rules/bank-link';
import { BankLinkStandIn } from './bank-link-stand-in';

const PlaidLinkDialog = lazy(() => import('./plaid-link-dialog').then((m) => ({ default: m.PlaidLinkDialog })));

export function BankLink({ userId, onAdded }: { userId: number; onAdded: (account: BankAccountOption) => void }) {
  const [link, setLink] = useState<{ token: string; dialog: BankLinkDialog } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const t = useTranslations('bank-accounts');
  const call = useBffCall();
  const BANK_LINK_ERROR = t('linkError');

  async function open() {
    setError(null);
    setBusy(true);
    const res = await call(bffRoutes.bankAccounts.linkToken, { body: { user_id: userId } });
    setBusy(false);
    const dialog = res.ok ? bankLinkDialogFor(res.data.link_token) : null;
    if (!res.ok || !dialog) {
      setError(BANK_LINK_ERROR);
      return;
    }
    setLink({ token: res.data.link_token, dialog });
  }

  async function onSuccess(publicToken: string, metadata: PlaidMetadata | PlaidLinkOnSuccessMetadata) {
    setLink(null);
    setBusy(true);
    // Plaid's JSON as Plaid Link hands it over (its type allows nulls the lender refuses): the BFF checks it with the entry's schema.
    const res = await call(bffRoutes.bankAccounts.create, { body: { type: 'PLAID', user_id: userId, public_token: publicToken, metadata: metadata as PlaidMetadata } });
    setBusy(false);
    if (res.ok) onAdded(toBankAccountOption(res.data.data));
    else setError(BANK_LINK_ERROR);
  }

  // Plaid's frame took the focus: it comes back to the button that opened it.
  const onExit = useCallback((failed: boolean) => {
    setLink(null);
    if (failed) setError(BANK_LINK_ERROR);
    button.current?.focus();
  }, [BANK_LINK_ERROR]);

  return (
    <div className="space-y-2">
      <Button ref={button} type="button" variant="secondary" onClick={open} pending={busy || link?.dialog === 'plaid'} pendingLabel={t('connecting')}>
        {t('link')}
      </Button>
      {error && <p role="alert" className="text-sm text-danger">{error}</p>}
      {link?.dialog === 'stand-in' && <BankLinkStandIn linkToken={link.token} onSuccess={onSuccess} onExit={() => setLink(null)} />}
      {link?.dialog === 'plaid' && (
        <Suspense fallback={null}>
          <PlaidLinkDialog linkToken={link.token} onSuccess={onSuccess} onExit={onExit} />
        </Suspense>
      )}
    </div>
  );
}
