// Card account rules (spec 000 sections 3 and 8).
import type { Revolver } from '../contract/revolvers';

/**
 * The card account as the portal carries it, to its pages and to the browser: the servicer's account
 * number cut to its last 4 as soon as the lender's answer is read. Nothing past lib/lender ever holds the
 * full number.
 */
export type CardAccount = Omit<Revolver, 'tci_account_number'> & { tci_account_last4: string };

export function toCardAccount(revolver: Revolver): CardAccount {
  const { tci_account_number: full, ...rest } = revolver;
  return { ...rest, tci_account_last4: full.replace(/\D/g, '').slice(-4) };
}

/** "•••• 5678": only the last 4 digits of a card or servicer account number ever reach a screen. */
export function maskAccountNumber(accountNumber: string): string {
  const digits = accountNumber.replace(/\D/g, '');
  return `•••• ${digits.slice(-4)}`;
}

/**
 * 'Your account is currently ineligible for purchases and cash advances' shows when the card servicer set
 * a status on the account while the card is not lost or stolen (a lost card has its own servicer status).
 */
export function isIneligibleForPurchases(card: { tci_status: string | null; 'lost_or_stolen?': boolean }): boolean {
  return Boolean(card.tci_status) && !card['lost_or_stolen?'];
}
