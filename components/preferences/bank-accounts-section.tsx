// Account Preferences → Bank accounts: the same list, add (by hand or bank link) and remove as the
// payment flow. Hidden for customers with a card (revolver) application.
import { useTranslations } from 'next-intl';
import { BankAccountsManager } from '@/components/bank-accounts/bank-accounts-manager';
import { ClientMessages } from '@/components/i18n/client-messages';
import type { BankAccountOption } from '@/lib/view/bank-account';
import { SUPPORT_PHONE } from '@/lib/rules/contact';
import { SectionCard } from './section-card';

export function BankAccountsSection({ userId, accounts }: { userId: number; accounts: BankAccountOption[] | null }) {
  const t = useTranslations('bank-accounts.section');
  return (
    <SectionCard title={t('title')} id="bank-accounts">
      {accounts ? (
        <ClientMessages paths={['bank-accounts', 'rules']}>
          <BankAccountsManager userId={userId} accounts={accounts} />
        </ClientMessages>
      ) : (
        <p role="alert" className="text-danger">{t('error', { phone: SUPPORT_PHONE })}</p>
      )}
    </SectionCard>
  );
}
