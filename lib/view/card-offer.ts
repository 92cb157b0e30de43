// What the card page's client components read of the lender's answers (types only from the wire, so the
// browser loads nothing more): a credit-limit increase offer and the card servicer's sign-on.
import type { CreditIncreaseOffer, CreditLineIncrease, SsoData } from '../contract/revolvers';

/** A credit-limit increase offer: the card's current one, or the lender's answer to an income range. */
export interface CreditOffer {
  /** 0: declined. */
  amount: number;
  /** null when the lender's answer does not say (an extension): shown without an expiry. */
  expiresOn: string | null;
  /** A decline's adverse action notice; null when the lender names none (an extension): the decline says it was e-mailed. */
  noticeFileId: number | null;
}

export const toCreditOffer = (o: CreditLineIncrease | CreditIncreaseOffer): CreditOffer => ({
  amount: o.offer,
  expiresOn: o.expiration ?? null,
  noticeFileId: 'adverse_action_notice_file_id' in o ? (o.adverse_action_notice_file_id ?? null) : null,
});

/** The card servicer's single sign-on: posted as a form (the servicer's own field names) to its url. */
export interface ServicerSignOn {
  url: string;
  encryptedData: string;
  iv: string;
}

export const toServicerSignOn = (sso: SsoData): ServicerSignOn => ({ url: sso.url, encryptedData: sso.encrypted_data, iv: sso.iv });
