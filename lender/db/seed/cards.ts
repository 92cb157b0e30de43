// The card (revolver) customers of the seeded personas, each a function named for what it shows.
import { at, usd, type SeedPlan } from './plan';

/** The fixed guids of kim's purchases. */
export const PURCHASE_GUIDS = {
  approvable: '11111111-1111-4111-8111-111111111111',
  approved: '22222222-2222-4222-8222-222222222222',
  servicerRejects: '33333333-3333-4333-8333-333333333333',
  noPromotion: '44444444-4444-4444-8444-444444444444',
} as const;

/** A card account's application at a service center, opened `createdDaysAgo` days ago. */
function cardApplication(s: SeedPlan, key: string, user: string, dealership: string, origin: string, maxApproved: number, createdDaysAgo: number) {
  s.application(key, user, dealership, {
    kind: 'revolver',
    statusCacheStatus: 'revolver',
    status: 'revolver',
    origin,
    maxApprovedAmountCents: maxApproved,
    createdAt: at(s.day(-createdDaysAgo)),
  });
}

/**
 * kim: a card account with available credit, a credit-line-increase offer that expires in 30 days, a
 * cardholder agreement and the four purchases of PURCHASE_GUIDS; and an installment loan (user_in_NLS).
 */
export function kimCardAccountWithPurchasesAndALoan(s: SeedPlan) {
  const kim = s.user('kim', 'Kim', 'Kowalski', { ssnLast4: '9375' });
  s.funded('kimLoan', { user: 'kim', dealership: 'summit', repair: 'Door and mirror repair', amount: usd(1600), signedDaysAgo: 240, termMonths: 18 });
  cardApplication(s, 'kimCard', 'kim', 'lakeside', 'Lakeside Tire & Brake - CFS service card', usd(3000), 150);
  const due = s.loan('kimLoan', s.open(usd(984.21), usd(92), 8)).currentDueDate!;
  s.documents.push({ application: 'kimCard', kind: 'cardholder_agreement' });
  s.monthly('kimLoan', due, 3, usd(92));
  s.monthlyStatements('kimLoan', due, 3, usd(984.21), usd(78.6), usd(92));
  s.phones.push({ user: 'kim', number: kim.primaryPhone! });

  s.cards.push({
    key: 'kim',
    application: 'kimCard',
    cardholderAgreement: true,
    row: {
      creditLimitCents: usd(3000),
      availableCreditCents: usd(2150),
      lineIncreaseEligible: true,
      lostOrStolen: false,
      tciStatus: null,
      tciAccountNumber: '4111000012345678',
    },
  });
  s.creditLineIncreases.push({ card: 'kim', row: { offerCents: usd(1000), expiresAt: s.day(30) } });
  type Terms = { guid: string; amount: number; term: number; minimum: number; deferredMonths: number; createdAt: Date };
  const purchase = (t: Terms, extra: { approvedAt?: Date; servicerRejects?: boolean } = {}) => ({
    card: 'kim',
    user: 'kim',
    dealership: 'lakeside',
    row: {
      guid: t.guid,
      actualAmountCents: t.amount,
      term: t.term,
      minimumMonthlyPaymentCents: t.minimum,
      deferredInterestMonths: t.deferredMonths,
      rate: '29.99',
      createdAt: t.createdAt,
      ...extra,
    },
  });
  const { approvable, approved, servicerRejects, noPromotion } = PURCHASE_GUIDS;
  s.purchases.push(
    purchase({ guid: approvable, amount: usd(645), term: 24, minimum: usd(26.88), deferredMonths: 12, createdAt: at(s.day(-1)) }),
    purchase({ guid: approved, amount: usd(850), term: 24, minimum: usd(35.42), deferredMonths: 12, createdAt: at(s.day(-4)) }, { approvedAt: at(s.day(-3)) }),
    purchase({ guid: servicerRejects, amount: usd(420), term: 12, minimum: usd(35), deferredMonths: 6, createdAt: at(s.day(-1), 19) }, { servicerRejects: true }),
    purchase({ guid: noPromotion, amount: usd(1200), term: 36, minimum: usd(50.35), deferredMonths: 0, createdAt: at(s.day(-1), 20) }),
  );
}

/** lou: a card account the servicer flagged (tci status 'B', not lost or stolen), so ineligible for purchases; no cardholder agreement. */
export function louCardIneligibleForPurchases(s: SeedPlan) {
  s.user('lou', 'Lou', 'Lambert', { ssnLast4: '1508' });
  cardApplication(s, 'louCard', 'lou', 'mainStreet', 'Main Street Auto Care - CFS service card', usd(1500), 75);
  s.cards.push({
    key: 'lou',
    application: 'louCard',
    cardholderAgreement: false,
    row: {
      creditLimitCents: usd(1500),
      availableCreditCents: usd(1500),
      lineIncreaseEligible: false,
      lostOrStolen: false,
      tciStatus: 'B',
      tciAccountNumber: '4111000087654321',
    },
  });
}
