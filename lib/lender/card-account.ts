// The card account as the portal carries it, to its pages and to the browser: the lender's answer with the
// servicer's account number cut to its last 4 as soon as it is read (getRevolver). Nothing past lib/lender
// ever holds the full number.
import type { Revolver } from '../contract/revolvers';

export type CardAccount = Omit<Revolver, 'tci_account_number'> & { tci_account_last4: string };

export function toCardAccount(revolver: Revolver): CardAccount {
  const { tci_account_number: full, ...rest } = revolver;
  return { ...rest, tci_account_last4: full.replace(/\D/g, '').slice(-4) };
}
