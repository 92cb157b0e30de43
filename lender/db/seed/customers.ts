// The installment-loan customers of the seeded personas, each a function named for what it shows.
// Planned in the table's order (./index.ts): the order is part of the ids.
import { addDays } from '../../../lib/common/dates';
import { NO_ACCOUNT_HASH as UNUSABLE_PASSWORD_HASH } from '../../domain/passwords';
import { addMonths, at, usd, type SeedPlan } from './plan';

/**
 * ana: a current loan on autopay from her checking account, with payments (one returned, one split),
 * statements and a mailbox conversation; and an older loan she paid off early.
 */
export function anaCurrentOnAutopayWithAnOlderLoanPaidOff(s: SeedPlan) {
  const ana = s.user('ana', 'Ana', 'Alvarez', { ssnLast4: '4821', hasPaymentReminder: true });
  s.funded('anaOld', { user: 'ana', dealership: 'lakeside', repair: 'Four tires and alignment', amount: usd(1200), signedDaysAgo: 560, termMonths: 12 });
  s.funded('ana', { dealership: 'mainStreet', repair: 'Brake and rotor replacement', amount: usd(3500), signedDaysAgo: 225, termMonths: 24 }, { hasNewPayments: true });
  s.loan('anaOld', s.closed(usd(108)));
  const due = s.loan('ana', s.open(usd(2431.18), usd(187.5), 20)).currentDueDate!;

  // The current loan: regular ACH payments, one returned (NSF) and paid again by debit card, one with a child.
  s.pay('ana', addMonths(due, -6), usd(187.5));
  s.pay('ana', addMonths(due, -5), usd(187.5));
  s.pay('ana', addMonths(due, -4), usd(187.5), { nsfDate: addDays(addMonths(due, -4), 3) });
  s.pay('ana', addDays(addMonths(due, -4), 5), usd(187.5), { paymentMethodCode: 'DEBIT', paymentMethodReference: 'DEBIT-4417' });
  const parent = s.pay('ana', addMonths(due, -3), usd(200));
  s.pay('ana', addMonths(due, -3), usd(12.5), { parentRowId: parent, transactionCode: 204, customerDescription: 'Additional Principal' });
  s.pay('ana', addMonths(due, -2), usd(187.5));
  s.pay('ana', addMonths(due, -1), usd(187.5));
  // The old loan: paid off early.
  s.pay('anaOld', s.day(-530), usd(108));
  s.pay('anaOld', s.day(-500), usd(108));
  s.pay('anaOld', s.day(-470), usd(1042.6), { customerDescription: 'Payoff - Thank You' });
  s.recovery('ana', s.day(-80), 600, 'REC-2201', usd(25));
  s.recovery('ana', s.day(-50), 602, 'REC-2202', usd(40));
  // A code the portal drops (only 600, 602 and 604 are shown).
  s.recovery('ana', s.day(-20), 610, 'REC-2203', usd(15));
  s.monthlyStatements('anaOld', s.day(-470), 2, usd(1042.6), usd(95), usd(108));
  s.monthlyStatements('ana', due, 6, usd(2431.18), usd(152.3), usd(187.5));

  s.bankAccount('ana', { name: 'Ana checking', bankName: 'First Community Bank', accountNumber: '000123456789', routingNumber: '021000021', accountType: 'Checking' });
  s.autopay('ana', 'ana', usd(187.5), addMonths(due, -6), due);
  s.comment(
    'ana',
    'care',
    at(s.day(-200), 16),
    'Hi Ana, Main Street Auto Care has finished your brake job and your loan is funded. Your first payment is due next month.',
  );
  s.comment('ana', 'ana', at(s.day(-199), 17, 30), 'Thank you! Can my payments come out of my checking account automatically?');
  s.comment('ana', 'care', at(s.day(-199), 18), 'Customer asked about autopay; pointed her to Manage Autopay on the payment tab.', {
    toCustomer: false,
    toDealership: false,
    actionType: 'general_inquiry',
    contactMethod: 'portal',
  });
  s.phones.push({ user: 'ana', number: ana.primaryPhone! });
}

/** ben: past due after a returned payment, his current due date tomorrow (the promise-to-pay panel), autopay on. */
export function benPastDueWithTheDueDateWithinTwoDays(s: SeedPlan) {
  s.user('ben', 'Ben', 'Brooks', { ssnLast4: '1937' });
  s.funded('ben', { dealership: 'frontRange', repair: 'Transmission rebuild', amount: usd(2800), signedDaysAgo: 160, termMonths: 24 }, { hasNewPayments: true });
  const loan = s.open(usd(2012.45), usd(156), 1, { currentBalanceDueCents: usd(312), pastDueBalanceCents: usd(156), daysPastDue: 12 });
  const due = s.loan('ben', loan).currentDueDate!;
  // His last payment came back, which put him past due.
  s.monthly('ben', addMonths(due, -1), 3, usd(156));
  s.pay('ben', addMonths(due, -1), usd(156), { nsfDate: addDays(addMonths(due, -1), 4) });
  s.comment(
    'ben',
    'care',
    at(s.day(-8), 16),
    'Hi Ben, your last payment was returned by your bank. Please make a payment or call us to set up a promise to pay.',
  );
  s.comment('ben', 'ben', at(s.day(-7), 20), 'Sorry about that, I changed banks. I will pay before my next due date.');
  s.monthlyStatements('ben', due, 4, usd(2012.45), usd(128.4), usd(156));
  s.bankAccount('ben', { name: 'Ben checking', bankName: 'Mountain Credit Union', accountNumber: '000987654321', routingNumber: '011000015', accountType: 'Checking' });
  s.autopay('ben', 'ben', usd(156), addMonths(due, -4), due);
}

/** cara: on payment probation (debit card only), with a savings account and no autopay; due in 2 days. */
export function caraOnPaymentProbation(s: SeedPlan) {
  s.user('cara', 'Cara', 'Castillo', { ssnLast4: '6604', onPaymentProbation: true });
  s.funded('cara', { dealership: 'mainStreet', repair: 'Timing belt and water pump', amount: usd(1900), signedDaysAgo: 120, termMonths: 18 }, { hasNewPayments: true });
  // Due in 2 days: the promise-to-pay panel shows, and tells her (on probation) to call.
  const due = s.loan('cara', s.open(usd(1420.36), usd(110), 2)).currentDueDate!;
  // Paid by debit card since she is on probation.
  for (let m = 3; m >= 1; m--) {
    s.pay('cara', addMonths(due, -m), usd(110), { paymentMethodCode: 'DEBIT', paymentMethodReference: `DEBIT-77${m}0` });
  }
  s.monthlyStatements('cara', due, 3, usd(1420.36), usd(91.2), usd(110));
  s.bankAccount('cara', { name: 'Cara savings', bankName: 'Plains State Bank', accountNumber: '000555012345', routingNumber: '091000019', accountType: 'Savings' });
}

/** dan: his loan was sold to a debt buyer 60 days ago (payments before that). */
export function danSoldToADebtBuyer(s: SeedPlan) {
  s.user('dan', 'Dan', 'Dawson', { ssnLast4: '2258' });
  s.funded('dan', { dealership: 'summit', repair: 'Bumper and quarter panel repair', amount: usd(2600), signedDaysAgo: 420, termMonths: 24 });
  const sold = {
    currentDueDate: null,
    upcomingPaymentDueDate: null,
    currentBalanceDueCents: 0,
    soldOff: true,
    soldOffDate: s.day(-60),
    debtBuyerName: 'Crestline Recovery Partners',
    debtBuyerPhone: '8005550142',
    debtBuyerAddress: 'PO Box 4410, Scottsdale, AZ 85261',
  };
  s.loan('dan', s.open(usd(2119.4), usd(145), 0, sold));
  s.pay('dan', s.day(-150), usd(145));
  s.pay('dan', s.day(-120), usd(145));
  s.pay('dan', s.day(-90), usd(145));
  s.monthlyStatements('dan', s.day(-75), 3, usd(2119.4), usd(118.75), usd(145));
}

/** eve: one loan charged off (185 days past due), another charged off and settled; recovery payments on both. */
export function eveChargedOffAndChargedOffSettled(s: SeedPlan) {
  s.user('eve', 'Eve', 'Ellison', { ssnLast4: '7712' });
  s.funded('eve', { dealership: 'frontRange', repair: 'Clutch replacement', amount: usd(3000), signedDaysAgo: 520, termMonths: 24 });
  s.funded('eveSettled', { user: 'eve', dealership: 'lakeside', repair: 'Suspension repair', amount: usd(1500), signedDaysAgo: 470, termMonths: 18 });
  const chargedOff = { upcomingPaymentDueDate: null, currentBalanceDueCents: usd(1008), pastDueBalanceCents: usd(1008), daysPastDue: 185, chargeOff: true };
  s.loan('eve', s.open(usd(2315.77), usd(168), -185, chargedOff));
  s.loan('eveSettled', s.closed(usd(90), { chargeOff: true, chargeOffSettled: true }));
  // A few payments before the charge-off.
  s.pay('eve', s.day(-280), usd(168));
  s.pay('eve', s.day(-250), usd(168));
  s.pay('eve', s.day(-220), usd(168));
  s.pay('eveSettled', s.day(-430), usd(90));
  s.pay('eveSettled', s.day(-400), usd(90));
  s.recovery('eve', s.day(-40), 600, 'REC-3101', usd(50));
  s.recovery('eve', s.day(-10), 602, 'REC-3102', usd(50));
  s.recovery('eveSettled', s.day(-200), 604, 'REC-3050', usd(750));
  s.monthlyStatements('eve', s.day(-190), 3, usd(2315.77), usd(131.9), usd(168));
}

/** fay: paid off (closed), monthly payments ending with the payoff 30 days ago. */
export function fayPaidOff(s: SeedPlan) {
  s.user('fay', 'Fay', 'Fischer', { ssnLast4: '3390' });
  s.funded('fay', { dealership: 'mainStreet', repair: 'Engine diagnostics and repair', amount: usd(1200), signedDaysAgo: 400, termMonths: 12 });
  s.loan('fay', s.closed(usd(110)));
  s.monthly('fay', s.day(-30), 4, usd(110));
  s.pay('fay', s.day(-30), usd(785.12), { customerDescription: 'Payoff - Thank You' });
  s.monthlyStatements('fay', s.day(-30), 4, usd(785.12), usd(101.5), usd(110));
}

/** nia: a new current loan with no bank account, no autopay and no payments yet (the flow starts on add bank account). */
export function niaCurrentWithNoBankAccount(s: SeedPlan) {
  s.user('nia', 'Nia', 'Nguyen', { ssnLast4: '5146' });
  s.funded('nia', { dealership: 'lakeside', repair: 'Brake pads and calipers', amount: usd(2200), signedDaysAgo: 20, termMonths: 24 }, { hasNewPayments: true });
  s.loan('nia', s.open(usd(2213.8), usd(124), 10));
}

/** gus: his application was declined. */
export function gusDeclined(s: SeedPlan) {
  s.user('gus', 'Gus', 'Garcia', { ssnLast4: '8023' });
  const application = { dealership: 'summit', repair: 'Windshield and hood', amount: usd(1800), createdDaysAgo: 15 };
  s.unfunded('gus', { ...application, statusCacheStatus: 'declined', status: 'declined', roStatus: 'estimate' });
  // The lender's notice of the decline (Reg B 1002.9), made at the decision from a consumer report.
  s.documents.push({
    application: 'gus',
    kind: 'adverse_action_notice',
    detail: {
      action: 'application',
      reasons: ['excessive_obligations', 'delinquent_obligations'],
      score: { value: 548, low: 300, high: 850, date: s.day(-15), factors: ['Amount owed on accounts is too high', 'Serious delinquency', 'Too many inquiries in the last 12 months'] },
    },
  });
}

/** hal: an application pending and unverified, with an OFAC hit and the prefill's decision link. */
export function halPendingUnverifiedWithAnOfacHit(s: SeedPlan) {
  s.user('hal', 'Hal', 'Harper', { ssnLast4: '0457' });
  const application = { dealership: 'mainStreet', repair: 'Alternator replacement', amount: usd(950), createdDaysAgo: 3 };
  s.unfunded('hal', { ...application, statusCacheStatus: 'pending', status: 'pending', roStatus: 'estimate' }, {
    unableVerify: true,
    ofacHit: true,
    prefillDecisionRedirectUrl: 'https://apply.example.com/decision/7c1e9a42-hal',
    prefillCampaignName: 'Spring Service Special',
  });
}

/** ivy: one cancelled and one withdrawn application. */
export function ivyCancelledAndWithdrawn(s: SeedPlan) {
  s.user('ivy', 'Ivy', 'Ingram', { ssnLast4: '6681' });
  const cancelled = { user: 'ivy', dealership: 'frontRange', repair: 'Transmission fluid service and solenoid', amount: usd(1400), createdDaysAgo: 90 };
  s.unfunded('ivyCancelled', { ...cancelled, statusCacheStatus: 'cancelled', status: 'cancelled', roStatus: 'cancelled' }, {
    finalStatus: 3,
    maxApprovedAmountCents: usd(2000),
  });
  const withdrawn = { user: 'ivy', dealership: 'lakeside', repair: 'Shocks and struts', amount: usd(1100), createdDaysAgo: 40 };
  s.unfunded('ivyWithdrawn', { ...withdrawn, statusCacheStatus: 'withdrawn', status: 'withdrawn', roStatus: 'cancelled' }, {
    finalStatus: 2,
    maxApprovedAmountCents: usd(1500),
  });
}

/** jon: approved and waiting for his signature on the loan agreement, with no service center chosen yet. */
export function jonAwaitingSignatureWithoutAServiceCenter(s: SeedPlan) {
  s.user('jon', 'Jon', 'Jensen', { ssnLast4: '2914' });
  const application = { dealership: null, repair: 'Exhaust system and catalytic converter replacement', amount: usd(2400), createdDaysAgo: 2 };
  s.unfunded('jon', { ...application, statusCacheStatus: 'waiting_agreement_signature', status: 'approved', roStatus: 'estimate' }, {
    needsDealership: true,
    finalStatus: null,
    finalLoanSigned: false,
    originalNoteAmountCents: usd(2400),
    maxApprovedAmountCents: usd(3000),
  });
  s.documents.push({ application: 'jon', kind: 'loan_agreement' });
}

/** max: a current loan serviced on PEACH (the portal sends him to /ui/borrower). */
export function maxServicedOnPeach(s: SeedPlan) {
  s.user('max', 'Max', 'Morales', { ssnLast4: '4462', servicingPlatform: 'PEACH' });
  s.funded('max', { dealership: 'frontRange', repair: 'Radiator and hoses', amount: usd(2400), signedDaysAgo: 130, termMonths: 24 });
  const due = s.loan('max', s.open(usd(1873.44), usd(131), 5)).currentDueDate!;
  s.monthly('max', due, 2, usd(131));
  s.monthlyStatements('max', due, 2, usd(1873.44), usd(104.2), usd(131));
}

/**
 * ola: her loan was funded this week and she has never signed in. She has no password yet (a
 * hash nothing matches); the welcome e-mail in the outbox links to /ui/auth/activate, where her date of
 * birth and the last 4 digits of her SSN prove who she is before she chooses one.
 */
export const OLA_DATE_OF_BIRTH = '1987-06-14';
export const OLA_SSN_LAST4 = '3019';
export function olaFundedNeverSignedIn(s: SeedPlan) {
  s.user('ola', 'Ola', 'Okafor', { ssnLast4: OLA_SSN_LAST4, dateOfBirth: OLA_DATE_OF_BIRTH, awaitingActivation: true, passwordHash: UNUSABLE_PASSWORD_HASH });
  s.funded('ola', { dealership: 'summit', repair: 'Timing belt and water pump', amount: usd(1650), signedDaysAgo: 3, termMonths: 18 });
  s.loan('ola', s.open(usd(1650), usd(104), 27));
}

/** nia's mobile phone, verified: where her two-step codes go when she turns on codes by text.
 * Planned after everyone else, so the ids of the phones before it stay as they were. */
export function niaVerifiedPhone(s: SeedPlan) {
  const nia = s.users.find((u) => u.key === 'nia')!.row;
  s.phones.push({ user: 'nia', number: nia.primaryPhone! });
}

/** pia: a loan funded last week whose first payment is not yet due: no payment has been made, and no test
 * makes one, so the history's empty text is always there to see. */
export function piaFundedWithNoPaymentsYet(s: SeedPlan) {
  s.user('pia', 'Pia', 'Patel', { ssnLast4: '7714' });
  s.funded('pia', { dealership: 'frontRange', repair: 'Radiator and hoses', amount: usd(1300), signedDaysAgo: 6, termMonths: 18 });
  s.loan('pia', s.open(usd(1300), usd(82), 24));
}

/** rae: a current loan and no consent to electronic delivery on record: after sign-in she is asked first
 * (the E-SIGN disclosure, its PDF's code typed back). Only the consent walks sign her in. */
export function raeWithoutElectronicDeliveryConsent(s: SeedPlan) {
  s.user('rae', 'Rae', 'Ramos', { ssnLast4: '5520' });
  s.withoutEsignConsent.add('rae');
  s.funded('rae', { dealership: 'summit', repair: 'Transmission service', amount: usd(1450), signedDaysAgo: 40, termMonths: 18 });
  s.loan('rae', s.open(usd(1450), usd(91), 12));
}

/** uma: approved for a repair loan, the application waiting for her repair order (waiting_for_ro_upload): its
 * to-do list asks for the repair order, and nothing has been sent yet. Tests that send files use their own
 * applicants (POST /sandbox/checklist_applicants), so she stays as seeded. */
export function umaWaitingForTheRepairOrder(s: SeedPlan) {
  s.user('uma', 'Uma', 'Underwood', { ssnLast4: '6128' });
  const application = { dealership: 'lakeside', repair: 'Front struts and wheel bearings', amount: usd(1850), createdDaysAgo: 4 };
  s.unfunded('uma', { ...application, statusCacheStatus: 'waiting_for_ro_upload', status: 'approved', roStatus: 'estimate' }, {
    finalStatus: null,
    finalLoanSigned: false,
    maxApprovedAmountCents: usd(2500),
  });
}
