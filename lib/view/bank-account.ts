// A bank account as every screen shows it (the payment's account select, autopay, the list with Remove):
// by name, type and last 4 digits only. Built from the wire on the server and in the browser alike.
import type { BankAccount } from '../contract/bank-accounts';
import { mayNotCoverDebit } from '../rules/bank-account';
import { bankAccountLast4 } from '../rules/lender-fallbacks';

export interface BankAccountOption {
  id: number;
  name: string;
  accountType: string;
  last4: string;
  /** It carries the customer's active autopay (and so cannot be removed). */
  carriesAutopay: boolean;
  /** Linked through the bank link, whose balance the lender says may not cover a debit (sufficient_plaid_balance? false): the review warns. */
  lowBalance: boolean;
}

export const toBankAccountOption = (b: BankAccount): BankAccountOption => ({
  id: b.id,
  name: b.attributes.name,
  accountType: b.attributes.account_type,
  last4: bankAccountLast4(b.attributes),
  carriesAutopay: b.attributes.active_recurring_payment,
  lowBalance: mayNotCoverDebit({ type: b.attributes.type, sufficientBalance: b.attributes['sufficient_plaid_balance?'] }),
});
