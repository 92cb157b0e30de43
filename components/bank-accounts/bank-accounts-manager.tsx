'use client';
// The customer's bank accounts: the list (last 4 digits only) with Remove, and adding one by hand or
// through the bank link. Used by the payment flow's add-bank-account step and by Account Preferences.
// After a change the server components reload (router.refresh), so every list on the page agrees.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { bffRoutes } from '@/lib/client/bff-routes';
import { useBffCall } from '@/lib/client/bff-call';
import { useAccountTypeName } from '@/components/payment/bank-account-select';
import { BankLink } from './bank-link';
import { ManualBankAccountForm } from './manual-bank-account-form';
import type { BankAccountOption } from '@/lib/view/bank-account';

interface Props {
  userId: number;
  accounts: BankAccountOption[];
  /** Called after an account was added (the list reloads either way). */
  onAdded?: (account: BankAccountOption) => void;
  headingLevel?: 'h3' | 'h4';
}

export function BankAccountsManager({ userId, accounts, onAdded, headingLevel: H = 'h3' }: Props) {
  const router = useRouter();
  const call = useBffCall();
  const t = useTranslations('bank-accounts');
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<{ id: number; message: string } | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);

  const added = (account: BankAccountOption) => {
    setStatus(t('added', { name: account.name, last4: account.last4 }));
    router.refresh();
    onAdded?.(account);
  };

  const accountType = useAccountTypeName();

  async function remove(account: BankAccountOption) {
    setError(null);
    setStatus(null);
    if (account.carriesAutopay) {
      setError({ id: account.id, message: t('autopayRemove') });
      return;
    }
    setRemoving(account.id);
    const res = await call(bffRoutes.bankAccounts.remove, { params: { id: account.id } });
    setRemoving(null);
    if (!res.ok) {
      setError({ id: account.id, message: res.message });
      return;
    }
    setStatus(t('removed', { name: account.name, last4: account.last4 }));
    router.refresh();
  }

  return (
    <div className="space-y-5">
      {accounts.length > 0 ? (
        <ul className="divide-y divide-gray-200 rounded-md border border-gray-200" aria-label={t('list')}>
          {accounts.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center gap-3 p-3">
              <div className="grow">
                <p className="font-semibold">{a.name}</p>
                <p className="text-sm text-muted">
                  {t.rich('endingIn', { type: accountType(a.accountType), last4: a.last4, num: (chunks) => <span className="tabular-nums">{chunks}</span> })}
                  {a.carriesAutopay && <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-semibold text-brand-800">{t('autopay')}</span>}
                </p>
                {error?.id === a.id && <p role="alert" className="mt-1 text-sm text-danger">{error.message}</p>}
              </div>
              <Button
                type="button"
                variant="secondary"
                onClick={() => remove(a)}
                pending={removing === a.id}
                pendingLabel={t('removing')}
                aria-label={t('removeLabel', { removing: String(removing === a.id), name: a.name, last4: a.last4 })}
              >
                {t('remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('none')}</p>
      )}
      <p role="status" className="text-sm font-medium text-success">{status}</p>
      <div className="space-y-2">
        <H className="font-semibold">{t('linkHeading')}</H>
        <p className="text-sm">{t('linkText')}</p>
        <BankLink userId={userId} onAdded={added} />
      </div>
      <div className="space-y-2">
        <H className="font-semibold">{t('manualHeading')}</H>
        <ManualBankAccountForm userId={userId} onAdded={added} />
      </div>
    </div>
  );
}
