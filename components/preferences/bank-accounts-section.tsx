// Account Preferences → Bank accounts: the same list, add (by hand or bank link) and remove as the
// payment flow. Hidden for customers with a card (revolver) application.
import { BankAccountsManager } from '@/components/bank-accounts/bank-accounts-manager';
import type { BankAccountOption } from '@/lib/view/bank-account';
import { SUPPORT_PHONE } from '@/lib/rules/contact';
import { SectionCard } from './section-card';

export function BankAccountsSection({ userId, accounts }: { userId: number; accounts: BankAccountOption[] | null }) {
  return (
    <SectionCard title="Bank accounts" id="bank-accounts">
      {accounts ? (
        <BankAccountsManager userId={userId} accounts={accounts} />
      ) : (
        <p role="alert" className="text-danger">We could not load your bank accounts. Please refresh the page or call {SUPPORT_PHONE}.</p>
      )}
    </SectionCard>
  );
}
