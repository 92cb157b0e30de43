// The card account page's figures, built once from GET /api/revolvers/{id} (whose servicer account
// number lib/lender has already cut to its last 4).
import type { CardAccount } from '../lender/card-account';
import { isIneligibleForPurchases } from '../rules/card';
import { cardServicerStatus, creditLimit } from '../rules/lender-fallbacks';
import { toCreditOffer, type CreditOffer } from './card-offer';

export interface CardView {
  availableCredit: number;
  /** null: the lender does not give it, and only the available credit is shown. */
  creditLimit: number | null;
  /** The card servicer's account number: its last 4 digits only. */
  accountLast4: string;
  /** The current credit-line-increase offer. */
  offer: CreditOffer | null;
  /** The customer may ask for (and accept) an increase. */
  lineIncreaseEligible: boolean;
  /** 'Your account is currently ineligible for purchases and cash advances' (spec 000 section 8). */
  ineligibleForPurchases: boolean;
}

export const toCardView = (card: CardAccount): CardView => ({
  availableCredit: card.available_credit,
  creditLimit: creditLimit(card),
  accountLast4: card.tci_account_last4,
  offer: card.current_credit_line_increase ? toCreditOffer(card.current_credit_line_increase) : null,
  lineIncreaseEligible: card['line_increase_eligible?'],
  ineligibleForPurchases: isIneligibleForPurchases({ tci_status: cardServicerStatus(card), 'lost_or_stolen?': card['lost_or_stolen?'] }),
});
