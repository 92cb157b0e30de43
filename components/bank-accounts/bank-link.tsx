'use client';
// The bank link: a link token from POST /api/plaid/link_token opens the provider's widget, whose success
// callback posts the public token and metadata to POST /api/bank_accounts (type PLAID). This machine
// reaches no provider: for a sandbox token (link-sandbox-…) a local stand-in dialog runs instead and ends
// in the same callback. A real provider's widget plugs in at openWidget (the adapter seam); until one is
// configured a non-sandbox token is treated as a failure.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { callApi } from '@/lib/client/api';
import type { BankAccount, LinkTokenResponse, PlaidMetadata } from '@/lib/contract/bank-accounts';
import { isSandboxLinkToken } from '@/lib/contract/bank-link-sandbox';
import { BANK_LINK_ERROR } from '@/lib/rules/bank-account';
import { BankLinkStandIn } from './bank-link-stand-in';

export function BankLink({ userId, onAdded }: { userId: number; onAdded: (account: BankAccount) => void }) {
  const [linkToken, setLinkToken] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function open() {
    setError(null);
    setBusy(true);
    const res = await callApi<LinkTokenResponse>('/api/plaid/link_token', { method: 'POST', body: { user_id: userId } });
    setBusy(false);
    if (!res.ok || !isSandboxLinkToken(res.data.link_token)) {
      setError(BANK_LINK_ERROR);
      return;
    }
    setLinkToken(res.data.link_token);
  }

  async function onSuccess(publicToken: string, metadata: PlaidMetadata) {
    setLinkToken(null);
    setBusy(true);
    const res = await callApi<{ data: BankAccount }>('/api/bank_accounts', { method: 'POST', body: { type: 'PLAID', user_id: userId, public_token: publicToken, metadata } });
    setBusy(false);
    if (res.ok) onAdded(res.data.data);
    else setError(BANK_LINK_ERROR);
  }

  return (
    <div className="space-y-2">
      <Button type="button" variant="secondary" onClick={open} pending={busy} pendingLabel="Connecting…">
        Link your bank
      </Button>
      {error && <p role="alert" className="text-sm text-danger">{error}</p>}
      {linkToken && <BankLinkStandIn linkToken={linkToken} onSuccess={onSuccess} onExit={() => setLinkToken(null)} />}
    </div>
  );
}
