// The portal and the lender sandbox each enforce their side of the spec's rules with their own code
// (lib/rules and lender/domain). Where both have a rule, the same table runs through both, and a
// disagreement fails here: the portal would promise what the lender refuses, or the other way round.
import fc from 'fast-check';
import { englishRules as en } from '../../lib/testing/intl';
import enMessages from '../../messages/en-US';
import { addDays } from '../../lib/common/dates';
import { INCOME_RANGE_VALUES, PAYOFF_QUOTE_MESSAGES } from '../../lib/contract/limits';
import * as portalApps from '../../lib/rules/my-loans';
import * as portalAch from '../../lib/rules/ach-authorization';
import * as portalQualifications from '../../lib/rules/additional-loans';
import * as portalAutopay from '../../lib/rules/autopay';
import * as portalBank from '../../lib/rules/bank-account';
import * as portalDays from '../../lib/rules/business-days';
import * as portalContact from '../../lib/rules/contact';
import * as portalCredit from '../../lib/rules/credit-increase';
import * as portalEmail from '../../lib/rules/email';
import * as portalPassword from '../../lib/rules/password';
import * as portalPasswordWords from '../../lib/rules/password-words';
import * as portalTabs from '../../lib/rules/loan-tabs';
import * as portalAmount from '../../lib/rules/payment-amount';
import * as portalDate from '../../lib/rules/payment-date';
import * as portalMethods from '../../lib/rules/payment-methods';
import * as portalPromise from '../../lib/rules/promise-to-pay';
import * as portalQuote from '../../lib/rules/payoff-quote';
import * as portalMove from '../../lib/rules/due-date-move';
import * as portalAssistance from '../../lib/rules/assistance';
import * as portalPurchase from '../../lib/rules/purchase';
import * as portalRoles from '../../lib/rules/staff-roles';
import * as portalTransactions from '../../lib/rules/transactions';
import * as lenderApps from '../../lender/domain/applications';
import * as lenderAutopay from '../../lender/domain/autopay';
import * as lenderBank from '../../lender/domain/bank-accounts';
import * as lenderDays from '../../lender/domain/business-days';
import * as lenderContact from '../../lender/domain/contact';
import * as lenderCredit from '../../lender/domain/credit-increase';
import * as lenderEmail from '../../lender/domain/email';
import * as lenderPasswords from '../../lender/domain/password-policy';
import * as lenderPayments from '../../lender/domain/payments';
import * as lenderLinks from '../../lender/domain/portal-links';
import * as lenderPromise from '../../lender/domain/promise-to-pay';
import * as lenderQuote from '../../lender/domain/payoff-quote';
import * as lenderMove from '../../lender/domain/due-date-move';
import * as lenderAssistance from '../../lender/domain/assistance';
import * as lenderPurchases from '../../lender/domain/purchases';
import * as lenderQualifications from '../../lender/domain/qualifications';
import * as lenderRoles from '../../lender/domain/staff-roles';
import * as lenderTransactions from '../../lender/domain/transactions';

/** Every calendar day from `from` for `days` days. */
const daysFrom = (from: string, days: number) => Array.from({ length: days }, (_, i) => addDays(from, i));
const TODAY = '2026-05-18';

describe('payments: the amount', () => {
  const payoff = 125_000;
  test.each([-1, 0, 1, 99, 124_999, 125_000, 125_001, 10_000_000])('%i cents', (cents) => {
    expect(lenderPayments.centsProblem(cents, payoff)).toBe(portalAmount.amountError(cents, { payoffCents: payoff }, en));
  });

  test('any amount on the wire: the portal schema-and-rule and the lender answer alike', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double({ min: -10, max: 2_000, noNaN: true }), fc.integer({ min: -10, max: 200_000 }).map((c) => c / 100)), (dollars) => {
        const portal = portalAmount.isWholeOrTwoDecimals(dollars)
          ? portalAmount.amountError(Math.round(dollars * 100), { payoffCents: payoff }, en)
          : portalAmount.AMOUNT_FORMAT_MESSAGE;
        expect(lenderPayments.wireAmountProblem(dollars, payoff)).toBe(portal);
      }),
      { numRuns: 500 },
    );
  });

  test.each(['', '.', '$', '0', '12', '12.', '.5', '$1,234.56', '1.2.3', '1.234', '12a.3b', '9'.repeat(20), '٣']) ('typed %j', (typed) => {
    const portal = portalAmount.parseAmount(typed);
    const lender = lenderPayments.readTypedAmount(typed);
    expect(lender.kind === 'cents' ? { kind: 'ok', cents: lender.cents } : lender).toEqual(portal);
  });

  test.each([0, 5, 50, 18_750, 100_000, 123_456_789])('%i cents in the amount box', (cents) => {
    expect(lenderPayments.amountBoxText(cents)).toBe(portalAmount.centsToInput(cents));
  });
});

describe('payments: what is already scheduled against the payoff balance', () => {
  it.each([
    [243118, 0],
    [243118, 18750],
    [243118, 243118],
    [243118, 486236],
    [100, 99],
  ])('payoff %i cents with %i cents scheduled: the same message', (payoff, scheduled) => {
    expect(lenderPayments.alreadyScheduledMessage(payoff, scheduled)).toBe(portalAmount.amountAboveUnscheduledMessage(payoff, scheduled, en));
  });
});

describe('payments: the date, methods, messages and versions', () => {
  test.each([null, TODAY, '2026-05-30'])('every day around today with max %s', (max) => {
    for (const date of [...daysFrom('2026-05-01', 45), '2026-02-30', '05/20/2026', '', '2026-5-20']) {
      expect([date, lenderPayments.paymentDayProblem(date, TODAY, max)]).toEqual([date, portalDate.paymentDateError(date, { today: TODAY, maxDate: max }, en)]);
    }
  });

  test('the same refusals, fee and authorization version', () => {
    expect(lenderPayments.PROBATION_MESSAGE).toBe(portalMethods.PROBATION_MESSAGE);
    expect(lenderPayments.SOLD_OFF_MESSAGE).toBe(enMessages.payment.soldOff.message);
    expect(lenderPayments.DEBIT_CARD_FEE_CENTS).toBe(portalMethods.FEES.debitCard);
    expect(lenderPayments.ACH_AUTHORIZATION_VERSION).toBe(portalAch.ACH_AUTHORIZATION_VERSION);
  });
});

describe('business days and cancelling a scheduled payment', () => {
  test.each([2024, 2025, 2026, 2027, 2028, 2029, 2030, 2033, 2034])('the holidays of %i', (year) => {
    expect(lenderDays.bankHolidays(year)).toEqual([...portalDays.federalHolidays(year)].sort());
  });

  test('every payment day of 2025-2030: the last day to cancel and the refusal', () => {
    for (const day of daysFrom('2025-01-01', 6 * 366)) {
      expect([day, lenderDays.cancelDeadlineDay(day)]).toEqual([day, portalDays.lastCancelDay(day)]);
      expect(lenderDays.tooLateToCancelMessage(day)).toBe(portalDays.cancelRefusedMessage(day));
    }
  });

  test('a payment record: its state and whether it can be cancelled, seen on every day of a month', () => {
    const records = ['BankAccount', 'DebitCard'].flatMap((transactableType) =>
      [null, '2026-05-15', '2026-05-19', '2026-05-26', '2026-06-01'].flatMap((futureEffectiveAt) =>
        [true, false].flatMap((active) => [true, false].map((cancelled) => ({ transactableType, futureEffectiveAt, active, cancelled }))),
      ),
    );
    for (const today of daysFrom('2026-05-10', 25)) {
      for (const record of records) {
        const label = { ...record, today };
        expect([label, lenderTransactions.paymentState(record, today)]).toEqual([label, portalTransactions.transactionStatus(record, today)]);
        expect([label, lenderTransactions.cancellableOnline(record, today)]).toEqual([label, portalTransactions.isCancellable(record, today)]);
      }
    }
  });
});

describe('autopay', () => {
  const account = { monthlyPaymentCents: 18_750, payoffBalanceCents: 243_118, maxRecurringPaymentDate: '2026-06-17' as string | null, customerOnProbation: false };
  const good = { amountCents: 18_750 as number | null, extraCents: 0 as number | null, startDate: '2026-06-01', bankAccountId: 7 as number | null, notes: '' };
  const requests = [
    {},
    { amountCents: null },
    { amountCents: 18_749 },
    { amountCents: 40_000, extraCents: 500 },
    { amountCents: 243_118 },
    { amountCents: 243_119 },
    { amountCents: 500_000 },
    { amountCents: 500_000, extraCents: -1 },
    { amountCents: 200_000, extraCents: 43_118 },
    { amountCents: 200_000, extraCents: 43_119 },
    { amountCents: 243_118, extraCents: 1 },
    { amountCents: 100, extraCents: 900_000 },
    { amountCents: null, extraCents: 900_000 },
    { extraCents: -1 },
    { extraCents: null },
    { startDate: TODAY },
    { startDate: '2026-05-17' },
    { startDate: '2026-06-17' },
    { startDate: '2026-06-18' },
    { startDate: 'June 1' },
    { bankAccountId: null },
    { notes: 'Paid by my employer' },
    { notes: 'x'.repeat(501) },
    { notes: ' '.repeat(501) },
  ];
  const accounts = [{}, { maxRecurringPaymentDate: null }, { customerOnProbation: true }, { monthlyPaymentCents: 0 }, { payoffBalanceCents: 10_000 }, { payoffBalanceCents: 0 }];
  test.each(requests.flatMap((req) => accounts.flatMap((acct) => [true, false].map((isNew) => [req, acct, isNew] as const))))(
    'request %j on %j, new %s',
    (req, acct, isNew) => {
      const input = { ...good, ...req };
      const a = { ...account, ...acct };
      const portal = portalAutopay.autopayErrors(input, {
        isNew,
        onProbation: a.customerOnProbation,
        monthlyPaymentCents: a.monthlyPaymentCents,
        payoffCents: a.payoffBalanceCents,
        today: TODAY,
        maxDate: a.maxRecurringPaymentDate,
      }, en);
      expect(lenderAutopay.autopayProblems(input, a, TODAY, isNew)).toEqual(portal);
    },
  );

  test('any amounts against any monthly payment and payoff balance: the same refusals', () => {
    const cents = fc.option(fc.integer({ min: -1_000, max: 1_000_000 }), { nil: null });
    fc.assert(
      fc.property(cents, cents, fc.integer({ min: 0, max: 500_000 }), fc.integer({ min: 0, max: 1_000_000 }), (amountCents, extraCents, monthlyPaymentCents, payoffBalanceCents) => {
        const input = { ...good, amountCents, extraCents };
        const a = { ...account, monthlyPaymentCents, payoffBalanceCents };
        const portal = portalAutopay.autopayErrors(input, { isNew: false, onProbation: false, monthlyPaymentCents, payoffCents: payoffBalanceCents, today: TODAY, maxDate: a.maxRecurringPaymentDate }, en);
        expect(lenderAutopay.autopayProblems(input, a, TODAY, false)).toEqual(portal);
      }),
      { numRuns: 500 },
    );
  });

  test.each([
    [0, 0],
    [1, 0],
    [0, 1],
    [30, 5_000],
  ])('past due: %i days, %i cents', (daysPastDue, pastDueBalanceCents) => {
    expect(lenderAutopay.loanIsPastDue({ daysPastDue, pastDueBalanceCents })).toBe(portalAutopay.isPastDue({ daysPastDue, pastDueBalanceCents }));
  });

  test('the cancellation deadline and refusal for every debit day of 2026-2027 (both daylight-saving changes)', () => {
    for (const day of daysFrom('2026-01-01', 730)) {
      expect([day, lenderAutopay.autopayCancelBy(day).toISOString()]).toEqual([day, portalAutopay.autopayCancelDeadline(day).toISOString()]);
      expect(lenderAutopay.autopayTooLateMessage(day)).toBe(portalAutopay.autopayCancelRefusedMessage(day));
    }
  });

  test('the same messages and authorization version', () => {
    // The portal's words are the catalogue's: its English must be the sandbox's.
    const portalMessages = Object.fromEntries(Object.entries(portalAutopay.AUTOPAY_MESSAGES).map(([k, key]) => [k, en(key)]));
    expect(lenderAutopay.AUTOPAY_MESSAGES).toEqual(portalMessages);
    expect(lenderAutopay.AUTOPAY_AUTHORIZATION_VERSION).toBe(portalAutopay.AUTOPAY_AUTHORIZATION_VERSION);
    expect(lenderAutopay.AUTOPAY_NOTE_MAX).toBe(portalAutopay.NOTES_MAX);
  });
});

describe('credit-limit increase', () => {
  test('labels of the income ranges', () => {
    expect(INCOME_RANGE_VALUES.map((range) => lenderCredit.INCOME_POLICY[range].label)).toEqual(portalCredit.INCOME_RANGES.map((r) => r.label));
  });

  test('the offer for every range, on lines from $0 to $12,000, eligible or not', () => {
    for (const range of INCOME_RANGE_VALUES) {
      for (let line = 0; line <= 1_200_000; line += 1_337) {
        for (const eligible of [true, false]) {
          expect([range, line, eligible, lenderCredit.offerCents(range, line, eligible)]).toEqual([
            range, line, eligible, portalCredit.creditIncreaseOfferCents(range, { creditLimitCents: line, eligible }),
          ]);
        }
      }
    }
  });

  test.each([
    [true, false, null, null],
    [false, false, null, null],
    [true, true, null, null],
    [true, false, 'B', null],
    [true, false, null, '2025-11-19'],
    [true, false, null, '2025-11-20'],
    [true, false, null, TODAY],
  ])('eligible? flagged %s, lost %s, status %s, last accepted %s', (flaggedEligible, lostOrStolen, tciStatus, lastAcceptedOn) => {
    const card = { flaggedEligible, lostOrStolen, tciStatus, lastAcceptedOn };
    expect(lenderCredit.increaseEligible(card, TODAY)).toBe(portalCredit.lineIncreaseEligible({ ...card, today: TODAY }));
  });

  test('the offer is valid as long', () => expect(lenderCredit.offerLastDay(TODAY)).toBe(portalCredit.offerExpiration(TODAY)));
});

describe('additional-loan qualification', () => {
  const loan = (over: object = {}) => ({ applicationId: 10, open: true, chargeOff: false, soldOff: false, daysPastDue: 0, onTimePayments: 3, ...over });
  const customers = [
    { loans: [loan()], onPaymentProbation: false, applications: [] },
    { loans: [], onPaymentProbation: false, applications: [] },
    { loans: [loan({ open: false })], onPaymentProbation: false, applications: [] },
    { loans: [loan(), loan({ applicationId: 11, open: false, chargeOff: true })], onPaymentProbation: false, applications: [] },
    { loans: [loan({ soldOff: true, open: false })], onPaymentProbation: false, applications: [] },
    { loans: [loan({ daysPastDue: 1 }), loan({ applicationId: 11, daysPastDue: 12 })], onPaymentProbation: false, applications: [] },
    { loans: [loan({ onTimePayments: 1 }), loan({ applicationId: 11, open: false, onTimePayments: 1 })], onPaymentProbation: true, applications: [] },
    {
      loans: [loan()],
      onPaymentProbation: false,
      applications: [
        { id: 20, status: 'pending', statusCacheStatus: 'pending' },
        { id: 21, status: 'approved', statusCacheStatus: 'waiting_agreement_signature' },
        { id: 22, status: 'funded', statusCacheStatus: 'funded' },
        { id: 23, status: 'approved', statusCacheStatus: 'pending' },
      ],
    },
  ];
  test.each(customers)('customer %#', (customer) => {
    const portal = portalQualifications.qualificationChecks(customer);
    const lender = lenderQualifications.additionalLoanChecks(customer);
    expect(lender).toEqual(portal);
    expect(lenderQualifications.qualifies(lender)).toBe(portalQualifications.qualifiesForAdditionalLoan(portal));
  });

  test.each(['CFS Development', 'CFS / Collections / Management', 'Dealer Support', 'cfs development', ''])('role %j sees the descriptions alike', (role) => {
    expect(lenderRoles.mayReadQualificationDescriptions([role])).toBe(portalRoles.seesQualificationDescriptions([role]));
  });

  test('the same role list', () => expect([...lenderRoles.DESCRIPTION_ROLES]).toEqual([...portalRoles.QUALIFICATION_DESCRIPTION_ROLES]));
});

describe('promise to pay', () => {
  const account = { monthlyPaymentCents: 18_750, lastPaymentDate: '2026-06-17' as string | null };
  test.each([
    [18_750, TODAY, account],
    [18_749, TODAY, account],
    [null, TODAY, account],
    [18_750, '2026-05-17', account],
    [18_750, '2026-06-18', account],
    [18_750, '2027-06-18', { ...account, lastPaymentDate: null }],
    [0, 'soon', account],
  ])('%s cents on %s', (amountCents, date, acct) => {
    expect(lenderPromise.promiseProblems(amountCents, date, acct, TODAY)).toEqual(
      portalPromise.validatePromise({ amountCents, minimumCents: acct.monthlyPaymentCents, date, today: TODAY, maxDate: acct.lastPaymentDate }, en),
    );
  });
});

describe('bank accounts typed by hand', () => {
  const good = { routing_number: '021000021', account_number: '000123456789', bank_name: 'Chase', account_type: 'Checking' };
  test.each([
    {},
    { routing_number: '021000022' },
    { routing_number: '131000021' },
    { routing_number: '000000000' },
    { routing_number: '80000000' + '0' },
    { account_number: '123' },
    { account_number: '1'.repeat(18) },
    { bank_name: '' },
    { bank_name: 'B'.repeat(31) },
    { bank_name: ` ${'B'.repeat(30)} ` },
    { account_type: 'Savings' },
    { account_type: 'Money market' },
  ])('%j', (over) => {
    const input = { ...good, ...over };
    expect(lenderBank.typedBankAccountProblems(input)).toEqual(portalBank.manualBankAccountErrors(input, en));
  });

  test('every routing number of a range gets the same verdict', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{9}$/), (routing) => expect(lenderBank.abaRoutingValid(routing)).toBe(portalBank.isValidRoutingNumber(routing))),
      { numRuns: 2_000 },
    );
  });

  test('the autopay account refusal', () => expect(lenderBank.AUTOPAY_ACCOUNT_REMOVE_MESSAGE).toBe(enMessages['bank-accounts'].autopayRemove));
});

describe('card purchases', () => {
  test.each([
    [null, null],
    [new Date('2026-05-18T15:00:00Z'), null],
    [null, new Date('2026-05-18T15:00:00Z')],
  ])('approved %s, rejected %s', (approvedAt, rejectedAt) => {
    const state = lenderPurchases.recordState({ approvedAt, rejectedAt });
    expect(state).toBe(portalPurchase.purchaseState({ approved_at: approvedAt?.toISOString() ?? null, rejected_at: rejectedAt?.toISOString() ?? null }));
    for (const decision of ['approve', 'reject'] as const) {
      expect(lenderPurchases.decisionRefusal(state, decision)).toEqual(portalPurchase.purchaseTransitionError(state, decision));
    }
  });
});

describe('applications', () => {
  test.each([null, 0, 1, 2, 3, 4, 99].flatMap((finalStatus) => [true, false].map((needsDealership) => [needsDealership, finalStatus] as const)))(
    'needs a dealership %s, final status %s',
    (needsDealership, finalStatus) => {
      expect(lenderApps.serviceCenterNeeded({ needsDealership, finalStatus })).toBe(portalApps.needsServiceCenter(needsDealership, finalStatus));
    },
  );

  test('final statuses', () => expect(lenderApps.FINAL_STATUS).toEqual(portalApps.FINAL_STATUS));

  test.each([
    ['pending', 'pending'],
    ['approved', 'waiting_on_staff'],
    ['approved', 'pending'],
    ['funded', 'funded'],
    ['declined', 'declined'],
  ])('in progress: %s / %s', (status, statusCacheStatus) => {
    expect(lenderApps.applicationInProgress({ status, statusCacheStatus })).toBe(portalQualifications.isOpenApplication({ status, statusCacheStatus }));
  });
});

describe('e-mail addresses', () => {
  test.each([
    'ana@example.com', ' ana@example.com ', 'ana@gmial.com', 'ana@gmai.com', 'ana@yaho.com', 'ana@hotmail.co', 'ana@example.con',
    'ana@example.museum', 'ana@example', 'ana@@example.com', '@example.com', 'ana@-example.com', 'ana@exa..com', 'a b@example.com',
    '', `${'a'.repeat(38)}@example.com`, `${'a'.repeat(39)}@example.com`, 'Ana.Lee+loans@Outlok.com', 'ana@icloud.cm',
  ])('%j', (address) => expect(lenderEmail.emailVerdict(address)).toEqual(portalEmail.checkEmail(address)));

  test('random addresses', () => {
    fc.assert(
      fc.property(fc.oneof(fc.emailAddress(), fc.string({ maxLength: 60 }), fc.constantFrom(...portalEmail.COMMON_DOMAINS).chain((d) => fc.string({ minLength: 1, maxLength: 8 }).map((junk) => `ana@${d.slice(0, 3)}${junk}`))), (address) =>
        expect(lenderEmail.emailVerdict(address)).toEqual(portalEmail.checkEmail(address)),
      ),
      { numRuns: 1_000 },
    );
  });
});

describe('contact details and links back to the portal', () => {
  test('the lender publishes what the portal shows', () => {
    expect(lenderContact.LENDER_NAME).toBe(portalContact.LENDER_NAME);
    expect(lenderContact.SUPPORT_PHONE).toBe(portalContact.SUPPORT_PHONE);
    expect(lenderContact.CARD_SERVICER_PHONE).toBe(portalContact.CARD_SERVICER_PHONE);
    expect(lenderContact.SUPPORT_HOURS_TEXT).toBe(portalContact.supportHoursText());
  });

  test.each(['8005550142', '18005550142', '(800) 555-0142', '555-0142', '+44 20 7946 0958', ''])('phone %j', (phone) => {
    expect(lenderContact.printedPhone(phone)).toBe(portalContact.formatPhone(phone));
  });

  test.each([
    ['loan', ''],
    ['make-payment', 'make-payment'],
    ['payments/error', 'payments/error'],
    [{ thanks: 901 }, 'payments/901/thanks'],
  ] as const)('the page %j is the portal route %j', (page, segment) => {
    expect(lenderLinks.customerLoanPage(7, 42, page)).toBe(portalTabs.loanPath(7, 42, segment));
  });
});

describe('new passwords (NIST SP 800-63B)', () => {
  const person = { email: 'ana@example.com', firstName: 'Ana', lastName: 'Alvarez' };
  test.each([
    ['', false], ['password', false], ['Password1', true], ['qz8#Lp2!vR', false], ['qz8#Lp2!vR', true], ['kettle7', true],
    ['aaaaaaaaaaaaaaaaaaaa', false], ['ana@example.com2024', false], ['alvarez-ana-2024!', false], ['lantern orbit velvet cactus 42', false],
    ['x'.repeat(201), false], ['💸'.repeat(15), false],
    ['AnaAlvarezAnaAlvarez', false], ['ana alvarez ana alvarez', false], ['ana.alvarez.example.com', false], ['ÁLVAREZ-ana-1987', true],
    ['AnaAlvarez lantern orbit', false], ['correct horse\u0000 battery staple zz', false], ['correct horse\tbattery staple zz', true],
    ['lantern \uDC00 orbit velvet cactus', false], ['\u0085'.repeat(20), false],
  ])('%j (second factor %s)', (password, secondFactor) => {
    const portal = portalPassword.checkNewPassword(password, { secondFactor, userInputs: portalPasswordWords.knownWords({ email: person.email, name: `${person.firstName} ${person.lastName}` }) });
    expect(lenderPasswords.newPasswordProblem(password, { secondFactor, knownTo: lenderPasswords.knownTo(person) })).toBe(portal.message);
  });

  test('any text: the portal promises what the lender accepts', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.boolean(), (password, secondFactor) => {
        const portal = portalPassword.checkNewPassword(password, { secondFactor, userInputs: portalPasswordWords.knownWords({ email: person.email, name: `${person.firstName} ${person.lastName}` }) });
        expect(lenderPasswords.newPasswordProblem(password, { secondFactor, knownTo: lenderPasswords.knownTo(person) })).toBe(portal.message);
      }),
      { numRuns: 300 },
    );
  });

  test('passwords put together from the holder\'s name and e-mail, separators, digits, other words and control characters: the same verdict', () => {
    const pieces = ['ana', 'Ana', 'ANA', 'alvarez', 'Álvarez', 'ALVAREZ', 'example', 'com', '@', '.', '-', '_', ' ', '1987', '42', 'lantern', 'orbit', 'x', '\u0000', '\t', '\u200b'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 12 }), fc.boolean(), (parts, secondFactor) => {
        const password = parts.join('');
        const portal = portalPassword.checkNewPassword(password, { secondFactor, userInputs: portalPasswordWords.knownWords({ email: person.email, name: `${person.firstName} ${person.lastName}` }) });
        expect(lenderPasswords.newPasswordProblem(password, { secondFactor, knownTo: lenderPasswords.knownTo(person) })).toBe(portal.message);
        expect(lenderPasswords.builtFromKnownWords(password, lenderPasswords.knownTo(person))).toBe(portalPasswordWords.madeOfKnownWords(password, portalPasswordWords.knownWords({ email: person.email, name: `${person.firstName} ${person.lastName}` })));
      }),
      { numRuns: 400 },
    );
  });

  test('any text of any characters: the same test of what sign-in can take', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 12 }), (password, name) => {
        const holder = { email: `${name.replace(/[^a-z]/gi, '') || 'x'}@example.com`, firstName: name, lastName: 'Alvarez' };
        const portal = portalPassword.checkNewPassword(password, { secondFactor: true, userInputs: portalPasswordWords.knownWords({ email: holder.email, name: `${holder.firstName} ${holder.lastName}` }) });
        expect(lenderPasswords.newPasswordProblem(password, { secondFactor: true, knownTo: lenderPasswords.knownTo(holder) })).toBe(portal.message);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the payoff quote: its date', () => {
  const lastDates = [null, TODAY, addDays(TODAY, 5), addDays(TODAY, 30), addDays(TODAY, 31), addDays(TODAY, 120)];
  test.each(lastDates)('with max_single_payment_date %j: the same days quoted and refused, for the same reason', (maxDate) => {
    for (const date of ['', 'soon', '2026-02-30', ...daysFrom(addDays(TODAY, -3), 40)]) {
      expect(lenderQuote.quoteDateProblem(date, TODAY, maxDate)).toBe(portalQuote.quoteDateProblem(date, { today: TODAY, maxDate }));
    }
    expect(lenderQuote.lastQuoteDate(TODAY, maxDate)).toBe(portalQuote.lastQuoteDate({ today: TODAY, maxDate }));
  });

  test('the portal says the words the lender answers', () => {
    for (const problem of ['dateRequired', 'beforeToday', 'afterLast'] as const) {
      const date = { dateRequired: '', beforeToday: addDays(TODAY, -1), afterLast: addDays(TODAY, 31) }[problem];
      expect(portalQuote.quoteDateError(date, { today: TODAY, maxDate: addDays(TODAY, 60) }, en)).toBe(PAYOFF_QUOTE_MESSAGES[problem]);
    }
  });
});

describe("payments: the cap is the payoff on the payment's day", () => {
  test.each([0, 1, 10, 30])('%i days ahead: the same cap', (days) => {
    for (const [balance, apr] of [[243_118, 2499], [100_000, 3650], [73, 25_000], [0, 2499]] as const) {
      const date = addDays(TODAY, days);
      const perDiemCents = lenderQuote.perDiemCents(balance, apr);
      expect(portalAmount.payoffOnDate({ payoffCents: balance, perDiemCents }, TODAY, date)).toBe(lenderQuote.payoffOnDateCents(balance, apr, TODAY, date));
    }
  });
});

describe('moving the due date: the same days allowed and refused, for the same reason, with the same first new due date', () => {
  const dueDates = ['2026-01-31', '2026-02-28', '2026-03-01', '2026-03-15', '2026-12-27', '2027-01-05'];
  const todays = ['2026-01-10', '2026-02-20', '2026-03-01', '2026-12-20'];
  test.each(dueDates)('due %s', (due) => {
    for (const today of todays.filter((t) => t <= due)) {
      for (const day of [-1, 0, 1, 2, 5, 14, 15, 16, 27, 28, 29, 31, 3.5]) {
        expect(portalMove.dueDayProblem(day, due, today)).toBe(lenderMove.dueDayProblem(day, due, today));
        if (Number.isInteger(day) && day >= 1 && day <= 28) expect(portalMove.firstNewDueDate(due, day, today)).toBe(lenderMove.firstNewDueDate(due, day, today));
      }
    }
  });
});

describe('help with payments: the same dates refused for the same reason, the same moves open to the customer', () => {
  const today = '2026-11-28';
  test.each(['2026-11-28', '2026-11-29', '2026-01-01', '2024-11-29', '2024-11-28', '2024-11-27', '2001-01-01'])('since %s', (since) => {
    expect(portalAssistance.sinceProblem(since, today)).toBe(lenderAssistance.sinceProblem(since, today));
  });
  test.each([
    ['2026-10-01', null],
    ['2026-11-29', null],
    ['2025-01-01', '2026-06-01'],
    ['2025-01-01', '2026-05-31'],
    ['2025-01-01', '2024-12-31'],
    ['2026-11-28', '2026-11-28'],
  ])('service %s to %s', (start, end) => {
    expect(portalAssistance.scraDateProblems(start, end, today)).toEqual(lenderAssistance.scraProblems({ serviceStart: start, serviceEnd: end, loanMadeOn: '2000-01-01' }, today));
  });
  const states = ['submitted', 'in_review', 'offer', 'call_scheduled', 'accepted', 'declined', 'closed', 'withdrawn'] as const;
  test.each(['assistance', 'scra'] as const)('%s', (kind) => {
    for (const state of states) {
      const lender = (['accept', 'decline', 'withdraw'] as const).filter((m) => lenderAssistance.nextState(kind, state, m) !== null);
      expect(portalAssistance.customerMoves(kind, state)).toEqual(lender);
    }
  });
});

test.each([[['CFS Loan Account Specialist']], [['CFS / Collections / Management']], [['CFS / Collections / Specialist']], [['CFS Customer Care Specialist']], [['Dealer Support']], [[]], [['cfs / collections / specialist']]])('the same staff decide help requests: %p', (roles) => {
  expect(portalRoles.decidesAssistance(roles)).toBe(lenderRoles.decidesAssistance(roles));
});
