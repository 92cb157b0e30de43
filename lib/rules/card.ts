// Card account rules (spec 000 sections 3 and 8).

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
