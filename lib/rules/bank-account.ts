// A bank account entered by hand (spec 000 section 6): US routing number (ABA checksum), account number,
// bank name, type. The portal checks it as the customer types; the sandbox checks it again.
import type { RuleTranslator } from './messages';

export const ROUTING_MAX = 9;
export const ACCOUNT_MAX = 17;
export const BANK_NAME_MAX = 30;
export const ACCOUNT_TYPES = ['Checking', 'Savings'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];


/**
 * An ABA routing number: 9 digits whose weighted sum 3·d1 + 7·d2 + d3 + 3·d4 + … is a multiple of 10,
 * and whose first two digits are a Federal Reserve prefix (00–12, 21–32, 61–72, 80).
 */
export function isValidRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value) || /^0+$/.test(value)) return false;
  const prefix = Number(value.slice(0, 2));
  const prefixOk = prefix <= 12 || (prefix >= 21 && prefix <= 32) || (prefix >= 61 && prefix <= 72) || prefix === 80;
  if (!prefixOk) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(value[i]), 0);
  return sum % 10 === 0;
}

/** A US account number: 4 to 17 digits (shorter ones do not exist at US banks). */
export function isValidAccountNumber(value: string): boolean {
  return /^\d{4,17}$/.test(value);
}

export interface ManualBankAccountInput {
  routing_number: string;
  account_number: string;
  bank_name: string;
  account_type: string;
}

/** Field errors for a hand-entered bank account; empty when it is valid. */
export function manualBankAccountErrors(input: ManualBankAccountInput, t: RuleTranslator): Partial<Record<keyof ManualBankAccountInput, string>> {
  const errors: Partial<Record<keyof ManualBankAccountInput, string>> = {};
  if (!isValidRoutingNumber(input.routing_number)) errors.routing_number = t('routing');
  if (!isValidAccountNumber(input.account_number)) errors.account_number = t('account');
  const name = input.bank_name.trim();
  if (!name) errors.bank_name = t('bankNameRequired');
  else if (name.length > BANK_NAME_MAX) errors.bank_name = t('bankNameTooLong', { max: BANK_NAME_MAX });
  if (!(ACCOUNT_TYPES as readonly string[]).includes(input.account_type)) errors.account_type = t('accountType');
  return errors;
}

/** Input filter: digits only, at most `max`. */
export const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/**
 * Whether a debit from the account may bounce, as the lender knows it through the bank link
 * (sufficient_plaid_balance?, spec 000 section 3): only a linked account's balance is known; an account
 * added by hand says nothing either way.
 */
export const mayNotCoverDebit = (account: { type: 'MANUAL' | 'PLAID'; sufficientBalance: boolean }) => account.type === 'PLAID' && !account.sufficientBalance;
