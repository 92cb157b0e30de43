// A bank account row → the wire shape of lib/contract/bank-accounts (account number masked to its last 4).
import { maskAccountNumber, type BankAccount } from '../../lib/contract/bank-accounts';
import type { bankAccounts } from '../db/schema';
import { last4 } from '../domain/payment-records';

type BankAccountRow = typeof bankAccounts.$inferSelect;

export function serializeBankAccount(row: BankAccountRow, carriesAutopay: boolean): BankAccount {
  const tail = last4(row.accountNumber);
  return {
    id: row.id,
    type: 'bank_accounts',
    attributes: {
      name: row.name,
      bank_name: row.bankName,
      account_number: maskAccountNumber(tail),
      account_number_last4: tail,
      account_type: row.accountType === 'Savings' ? 'Savings' : 'Checking',
      routing_number: row.routingNumber,
      type: row.type === 'PLAID' ? 'PLAID' : 'MANUAL',
      active_recurring_payment: carriesAutopay,
      'plaid_verified?': row.plaidVerified,
      'sufficient_plaid_balance?': row.sufficientPlaidBalance,
      created_at: row.createdAt.toISOString(),
    },
  };
}
