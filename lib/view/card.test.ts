import type { Revolver } from '../contract/revolvers';
import { toCardAccount } from '../lender/card-account';
import { kimRevolver } from '../testing/revolver';
import { toCardView, type CardView } from './card';
import { toCreditOffer, toServicerSignOn, type CreditOffer } from './card-offer';

describe('toCreditOffer', () => {
  it.each<[string, Parameters<typeof toCreditOffer>[0], CreditOffer]>([
    ["the card's current offer", { offer: 1000, expiration: '2030-04-12' }, { amount: 1000, expiresOn: '2030-04-12', noticeFileId: null }],
    ['an answer with its expiry', { offer: 500, expiration: '2030-01-31' }, { amount: 500, expiresOn: '2030-01-31', noticeFileId: null }],
    ['declined, with its adverse action notice', { offer: 0, expiration: null, adverse_action_notice_file_id: 77 }, { amount: 0, expiresOn: null, noticeFileId: 77 }],
    ['declined by a lender that names no notice (an extension)', { offer: 0, expiration: null }, { amount: 0, expiresOn: null, noticeFileId: null }],
    ['an answer without the expiry (an extension)', { offer: 250 }, { amount: 250, expiresOn: null, noticeFileId: null }],
  ])('%s', (_, wire, expected) => {
    expect(toCreditOffer(wire)).toEqual(expected);
  });
});

describe('toServicerSignOn', () => {
  it.each([
    ['the sign-on data', { url: 'https://servicer.example/sso', encrypted_data: 'c2VhbGVk', iv: 'aXY=' }, { url: 'https://servicer.example/sso', encryptedData: 'c2VhbGVk', iv: 'aXY=' }],
  ])('%s', (_, wire, expected) => {
    expect(toServicerSignOn(wire)).toEqual(expected);
  });
});

describe('toCardView', () => {
  const wire = kimRevolver;
  it.each<[string, Partial<Revolver>, Partial<CardView>]>([
    ['an eligible card with an offer', {}, { availableCredit: 2150, creditLimit: 3000, accountLast4: '5678', offer: { amount: 1000, expiresOn: '2030-04-12', noticeFileId: null }, lineIncreaseEligible: true, ineligibleForPurchases: false }],
    ['no offer', { current_credit_line_increase: null }, { offer: null }],
    ['a servicer status: ineligible for purchases', { tci_status: 'B', 'tci_status?': true }, { ineligibleForPurchases: true }],
    ['a servicer status on a lost card: its own status, not ineligible', { tci_status: 'B', 'tci_status?': true, 'lost_or_stolen?': true }, { ineligibleForPurchases: false }],
    ['no status words (an extension): tci_status? decides', { tci_status: undefined, 'tci_status?': true }, { ineligibleForPurchases: true }],
    ['without the credit limit (an extension)', { credit_limit: undefined }, { creditLimit: null }],
  ])('%s', (_, over, expected) => {
    expect(toCardView(toCardAccount({ ...wire, ...over }))).toMatchObject(expected);
  });
});
