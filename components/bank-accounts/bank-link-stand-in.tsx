'use client';
// The local stand-in of the bank-link dialog, for sandbox link tokens: a modal <dialog> (focus kept
// inside, Escape closes) in which the customer chooses a bank and an account; Continue hands the same
// (public_token, metadata) pair to the success callback as the provider's widget would.
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { PlaidMetadata } from '@/lib/contract/bank-accounts';
import { SANDBOX_BANKS, sandboxPublicToken } from '@/lib/contract/bank-link-sandbox';

interface Props {
  linkToken: string;
  onSuccess: (publicToken: string, metadata: PlaidMetadata) => void;
  onExit: () => void;
}

export function BankLinkStandIn({ linkToken, onSuccess, onExit }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const t = useTranslations('bank-accounts.standIn');
  const [bankId, setBankId] = useState<string>('');
  const [accountId, setAccountId] = useState<string>('');
  const bank = SANDBOX_BANKS.find((b) => b.institution_id === bankId);
  const account = bank?.accounts.find((a) => a.id === accountId);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  function finish() {
    if (!bank || !account) return;
    onSuccess(sandboxPublicToken(linkToken), {
      institution: { institution_id: bank.institution_id, name: bank.name },
      accounts: [{ id: account.id, name: account.name, mask: account.mask, subtype: account.subtype }],
    });
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      onCancel={(e) => {
        e.preventDefault();
        onExit();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg border border-gray-300 bg-white p-0 shadow-xl backdrop:bg-black/50"
    >
      <div className="space-y-4 p-5">
        <h2 id={`${id}-title`} className="text-lg font-semibold">{t('title')}</h2>
        <p className="text-sm text-muted">{t('sandbox')}</p>
        <fieldset className="space-y-2">
          <legend className="mb-1 font-semibold">{t('chooseBank')}</legend>
          {SANDBOX_BANKS.map((b) => (
            <label key={b.institution_id} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-gray-300 px-3 py-2 has-checked:border-brand-700 has-checked:bg-brand-50">
              <input type="radio" name={`${id}-bank`} value={b.institution_id} checked={bankId === b.institution_id} onChange={() => { setBankId(b.institution_id); setAccountId(''); }} className="size-4 accent-brand-700" />
              {b.name}
            </label>
          ))}
        </fieldset>
        {bank && (
          <fieldset className="space-y-2">
            <legend className="mb-1 font-semibold">{t('chooseAccount')}</legend>
            {bank.accounts.map((a) => (
              <label key={a.id} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-gray-300 px-3 py-2 has-checked:border-brand-700 has-checked:bg-brand-50">
                <input type="radio" name={`${id}-account`} value={a.id} checked={accountId === a.id} onChange={() => setAccountId(a.id)} className="size-4 accent-brand-700" />
                <span className="grow">{a.name}</span>
                <span className="tabular-nums text-muted">••••{a.mask}</span>
              </label>
            ))}
          </fieldset>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="secondary" onClick={onExit}>{t('cancel')}</Button>
          <Button type="button" onClick={finish} disabled={!account}>{t('continue')}</Button>
        </div>
      </div>
    </dialog>
  );
}
