// A bank account as the list and Remove need it (server and client alike).
import type { BankAccount } from '@/lib/contract/bank-accounts';
import { bankAccountLast4 } from '@/lib/rules/lender-fallbacks';

export interface ManagedBankAccount {
  id: number;
  name: string;
  accountType: string;
  last4: string;
  carriesAutopay: boolean;
}

export const toManagedBankAccount = (b: BankAccount): ManagedBankAccount => ({
  id: b.id,
  name: b.attributes.name,
  accountType: b.attributes.account_type,
  last4: bankAccountLast4(b.attributes),
  carriesAutopay: b.attributes.active_recurring_payment,
});
