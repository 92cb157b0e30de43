// The sandbox's personas (DESIGN.md, "Personas"): one customer per state of the spec, plus staff and a dealer.
// Every date is relative to the lender's `today`, so a reset always gives the same situation. The whole seed
// is one transaction of batched inserts; after resetDatabase the ids are the same on every run.
import { addMonths as addMonthsFns, format, parseISO } from 'date-fns';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { addDays } from '../../lib/common/dates';
import type { Db } from './client';
import { ensureStatementFiles } from './statement-files';
import * as schema from './schema';
import {
  applications,
  bankAccounts,
  collectionCodes,
  completedPayments,
  creditLineIncreases,
  dealerships,
  files,
  loanAccounts,
  mobilePhones,
  purchases,
  recoveryPayments,
  recurringPayments,
  repairs,
  revolvers,
  statements,
  teamComments,
  userRoles,
  users,
} from './schema';

export const SEED_PASSWORD = 'demo-password';

/** The fixed guids of kim's purchases (DESIGN.md). */
export const PURCHASE_GUIDS = {
  approvable: '11111111-1111-4111-8111-111111111111',
  approved: '22222222-2222-4222-8222-222222222222',
  servicerRejects: '33333333-3333-4333-8333-333333333333',
  noPromotion: '44444444-4444-4444-8444-444444444444',
} as const;

const TABLES: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

/** Empties every table of the schema and restarts its ids at 1. */
export async function resetDatabase(db: Db): Promise<void> {
  const names = TABLES.map((table) => `"${getTableName(table)}"`).join(', ');
  await db.execute(sql.raw(`TRUNCATE TABLE ${names} RESTART IDENTITY CASCADE`));
}

type NewUser = typeof users.$inferInsert;
type NewApplication = typeof applications.$inferInsert;
type NewLoanAccount = typeof loanAccounts.$inferInsert;
type NewCompletedPayment = typeof completedPayments.$inferInsert;
type NewStatement = typeof statements.$inferInsert;

const USER_KEYS = [
  'ana', 'ben', 'cara', 'dan', 'eve', 'fay', 'nia', 'gus', 'hal', 'ivy', 'jon', 'kim', 'lou', 'max',
  'care', 'dev', 'collector', 'staffer', 'dealer',
] as const;
type UserKey = (typeof USER_KEYS)[number];

const APP_KEYS = [
  'anaOld', 'ana', 'ben', 'cara', 'dan', 'eve', 'eveSettled', 'fay', 'nia', 'gus', 'hal',
  'ivyCancelled', 'ivyWithdrawn', 'jon', 'kimLoan', 'kimCard', 'louCard', 'max',
] as const;
type AppKey = (typeof APP_KEYS)[number];

/** The applications that have a loan account, in acctrefno order. */
const LOAN_KEYS = ['anaOld', 'ana', 'ben', 'cara', 'dan', 'eve', 'eveSettled', 'fay', 'nia', 'kimLoan', 'max'] as const;
type LoanKey = (typeof LOAN_KEYS)[number];

const DEALERSHIP_KEYS = ['mainStreet', 'lakeside', 'frontRange', 'summit'] as const;
type DealershipKey = (typeof DEALERSHIP_KEYS)[number];

/** Dollars to integer cents. */
const usd = (dollars: number): number => Math.round(dollars * 100);

function addMonths(isoDate: string, months: number): string {
  return format(addMonthsFns(parseISO(isoDate), months), 'yyyy-MM-dd');
}

/** An instant on a calendar day (mid-day in Mountain Time, so the day is the same in every US zone). */
function at(isoDate: string, hourUtc = 18, minute = 0): Date {
  const hh = String(hourUtc).padStart(2, '0');
  const mm = String(minute).padStart(2, '0');
  return new Date(`${isoDate}T${hh}:${mm}:00.000Z`);
}

/** Maps keys to the ids returned by a batched insert (rows come back in the order of the values). */
function idsByKey<K extends string>(keys: readonly K[], rows: readonly { id: number }[]): Record<K, number> {
  if (rows.length !== keys.length) throw new Error(`seed: expected ${keys.length} rows, got ${rows.length}`);
  const out = {} as Record<K, number>;
  keys.forEach((key, i) => {
    out[key] = rows[i]!.id;
  });
  return out;
}

export async function seed(db: Db, options: { today: string; passwordHash: string }): Promise<void> {
  const { today, passwordHash } = options;
  const day = (offset: number) => addDays(today, offset);

  await db.transaction(async (tx) => {
    // ── Users ──────────────────────────────────────────────────────────────────────────────────────────────
    const person = (
      key: UserKey,
      firstName: string,
      lastName: string,
      extra: Partial<NewUser> = {},
    ): NewUser => {
      const n = USER_KEYS.indexOf(key) + 1;
      return {
        email: `${key}@example.com`,
        passwordHash,
        firstName,
        lastName,
        roleGroup: 'customer',
        servicingPlatform: 'LOS',
        primaryPhone: `55555501${String(n).padStart(2, '0')}`,
        ...extra,
      };
    };
    const userValues: Record<UserKey, NewUser> = {
      ana: person('ana', 'Ana', 'Alvarez', { ssnLast4: '4821', hasPaymentReminder: true }),
      ben: person('ben', 'Ben', 'Brooks', { ssnLast4: '1937' }),
      cara: person('cara', 'Cara', 'Castillo', { ssnLast4: '6604', onPaymentProbation: true }),
      dan: person('dan', 'Dan', 'Dawson', { ssnLast4: '2258' }),
      eve: person('eve', 'Eve', 'Ellison', { ssnLast4: '7712' }),
      fay: person('fay', 'Fay', 'Fischer', { ssnLast4: '3390' }),
      nia: person('nia', 'Nia', 'Nguyen', { ssnLast4: '5146' }),
      gus: person('gus', 'Gus', 'Garcia', { ssnLast4: '8023' }),
      hal: person('hal', 'Hal', 'Harper', { ssnLast4: '0457' }),
      ivy: person('ivy', 'Ivy', 'Ingram', { ssnLast4: '6681' }),
      jon: person('jon', 'Jon', 'Jensen', { ssnLast4: '2914' }),
      kim: person('kim', 'Kim', 'Kowalski', { ssnLast4: '9375' }),
      lou: person('lou', 'Lou', 'Lambert', { ssnLast4: '1508' }),
      max: person('max', 'Max', 'Morales', { ssnLast4: '4462', servicingPlatform: 'PEACH' }),
      care: person('care', 'Carmen', 'Diaz', { roleGroup: 'admin', cfs: true }),
      dev: person('dev', 'Devin', 'Park', { roleGroup: 'admin', cfs: true }),
      collector: person('collector', 'Colin', 'Ward', { roleGroup: 'admin', cfs: true }),
      staffer: person('staffer', 'Stacy', 'Hughes', { roleGroup: 'admin', cfs: true }),
      dealer: person('dealer', 'Dale', 'Turner', { roleGroup: 'dealer' }),
    };
    const userRows = await tx
      .insert(users)
      .values(USER_KEYS.map((key) => userValues[key]))
      .returning({ id: users.id });
    const user = idsByKey(USER_KEYS, userRows);

    await tx.insert(userRoles).values([
      { userId: user.care, name: 'CFS Customer Care Specialist' },
      { userId: user.dev, name: 'CFS Development' },
      { userId: user.collector, name: 'CFS Loan Account Specialist' },
      // Not one of spec 000 section 6's staff roles: sees pass/fail without the descriptions.
      { userId: user.staffer, name: 'Dealer Support' },
    ]);

    // ── Dealerships (service centers) ──────────────────────────────────────────────────────────────────────
    const dealershipRows = await tx
      .insert(dealerships)
      .values([
        { name: 'Main Street Auto Care', phone: '5555550201', address: '120 Main Street, Denver, CO 80202' },
        { name: 'Lakeside Tire & Brake', phone: '5555550202', address: '45 Lakeside Drive, Lakewood, CO 80226' },
        { name: 'Front Range Transmission', phone: '5555550203', address: '9800 E Colfax Avenue, Aurora, CO 80010' },
        { name: 'Summit Collision Center', phone: '5555550204', address: '2100 Pearl Street, Boulder, CO 80302' },
      ])
      .returning({ id: dealerships.id });
    const dealer = idsByKey(DEALERSHIP_KEYS, dealershipRows);

    // ── Applications ───────────────────────────────────────────────────────────────────────────────────────
    /** A funded installment loan: signed `signedDaysAgo` days ago for `termMonths` months. */
    const funded = (
      userKey: UserKey,
      dealership: DealershipKey,
      origin: string,
      amount: number,
      signedDaysAgo: number,
      termMonths: number,
      extra: Partial<NewApplication> = {},
    ): NewApplication => {
      const signedDay = day(-signedDaysAgo);
      return {
        userId: user[userKey],
        kind: 'installment',
        statusCacheStatus: 'funded',
        status: 'funded',
        finalStatus: 1,
        origin,
        dealershipId: dealer[dealership],
        originalNoteAmountCents: amount,
        repairAmountCents: amount,
        maxApprovedAmountCents: amount + usd(500),
        finalLoanSigned: true,
        signedAt: at(signedDay),
        maturityDate: addMonths(signedDay, termMonths),
        createdAt: at(addDays(signedDay, -6)),
        ...extra,
      };
    };
    /** An installment application that never became a loan. */
    const unfunded = (
      userKey: UserKey,
      dealership: DealershipKey | null,
      origin: string,
      amount: number,
      createdDaysAgo: number,
      statusCacheStatus: string,
      status: string,
      extra: Partial<NewApplication> = {},
    ): NewApplication => ({
      userId: user[userKey],
      kind: 'installment',
      statusCacheStatus,
      status,
      origin,
      dealershipId: dealership ? dealer[dealership] : null,
      repairAmountCents: amount,
      createdAt: at(day(-createdDaysAgo)),
      ...extra,
    });

    const appValues: Record<AppKey, NewApplication> = {
      anaOld: funded('ana', 'lakeside', 'Lakeside Tire & Brake - Four tires and alignment', usd(1200), 560, 12),
      ana: funded('ana', 'mainStreet', 'Main Street Auto Care - Brake and rotor replacement', usd(3500), 225, 24, {
        hasNewPayments: true,
      }),
      ben: funded('ben', 'frontRange', 'Front Range Transmission - Transmission rebuild', usd(2800), 160, 24, {
        hasNewPayments: true,
      }),
      cara: funded('cara', 'mainStreet', 'Main Street Auto Care - Timing belt and water pump', usd(1900), 120, 18, {
        hasNewPayments: true,
      }),
      dan: funded('dan', 'summit', 'Summit Collision Center - Bumper and quarter panel repair', usd(2600), 420, 24),
      eve: funded('eve', 'frontRange', 'Front Range Transmission - Clutch replacement', usd(3000), 520, 24),
      eveSettled: funded('eve', 'lakeside', 'Lakeside Tire & Brake - Suspension repair', usd(1500), 470, 18),
      fay: funded('fay', 'mainStreet', 'Main Street Auto Care - Engine diagnostics and repair', usd(1200), 400, 12),
      nia: funded('nia', 'lakeside', 'Lakeside Tire & Brake - Brake pads and calipers', usd(2200), 20, 24, {
        hasNewPayments: true,
      }),
      gus: unfunded('gus', 'summit', 'Summit Collision Center - Windshield and hood', usd(1800), 15, 'declined', 'declined'),
      hal: unfunded('hal', 'mainStreet', 'Main Street Auto Care - Alternator replacement', usd(950), 3, 'pending', 'pending', {
        unableVerify: true,
        ofacHit: true,
        prefillDecisionRedirectUrl: 'https://apply.example.com/decision/7c1e9a42-hal',
        prefillCampaignName: 'Spring Service Special',
      }),
      ivyCancelled: unfunded('ivy', 'frontRange', 'Front Range Transmission - Transmission fluid service and solenoid', usd(1400), 90, 'cancelled', 'cancelled', {
        finalStatus: 3,
        maxApprovedAmountCents: usd(2000),
      }),
      ivyWithdrawn: unfunded('ivy', 'lakeside', 'Lakeside Tire & Brake - Shocks and struts', usd(1100), 40, 'withdrawn', 'withdrawn', {
        finalStatus: 2,
        maxApprovedAmountCents: usd(1500),
      }),
      jon: unfunded('jon', null, 'Exhaust system and catalytic converter replacement', usd(2400), 2, 'waiting_agreement_signature', 'approved', {
        needsDealership: true,
        finalStatus: null,
        finalLoanSigned: false,
        originalNoteAmountCents: usd(2400),
        maxApprovedAmountCents: usd(3000),
      }),
      kimLoan: funded('kim', 'summit', 'Summit Collision Center - Door and mirror repair', usd(1600), 240, 18),
      kimCard: {
        userId: user.kim,
        kind: 'revolver',
        statusCacheStatus: 'revolver',
        status: 'revolver',
        origin: 'Lakeside Tire & Brake - CFS service card',
        dealershipId: dealer.lakeside,
        maxApprovedAmountCents: usd(3000),
        createdAt: at(day(-150)),
      },
      louCard: {
        userId: user.lou,
        kind: 'revolver',
        statusCacheStatus: 'revolver',
        status: 'revolver',
        origin: 'Main Street Auto Care - CFS service card',
        dealershipId: dealer.mainStreet,
        maxApprovedAmountCents: usd(1500),
        createdAt: at(day(-75)),
      },
      max: funded('max', 'frontRange', 'Front Range Transmission - Radiator and hoses', usd(2400), 130, 24),
    };
    const appRows = await tx
      .insert(applications)
      .values(APP_KEYS.map((key) => appValues[key]))
      .returning({ id: applications.id });
    const app = idsByKey(APP_KEYS, appRows);

    // Repairs: one for each installment application.
    const repair = (key: AppKey, description: string, roStatus: string) => ({
      applicationId: app[key],
      dealershipId: appValues[key].dealershipId ?? null,
      description,
      repairAmountCents: appValues[key].repairAmountCents ?? 0,
      roStatus,
    });
    await tx.insert(repairs).values([
      repair('anaOld', 'Four tires and alignment', 'completed'),
      repair('ana', 'Brake and rotor replacement', 'completed'),
      repair('ben', 'Transmission rebuild', 'completed'),
      repair('cara', 'Timing belt and water pump', 'completed'),
      repair('dan', 'Bumper and quarter panel repair', 'completed'),
      repair('eve', 'Clutch replacement', 'completed'),
      repair('eveSettled', 'Suspension repair', 'completed'),
      repair('fay', 'Engine diagnostics and repair', 'completed'),
      repair('nia', 'Brake pads and calipers', 'completed'),
      repair('gus', 'Windshield and hood', 'estimate'),
      repair('hal', 'Alternator replacement', 'estimate'),
      repair('ivyCancelled', 'Transmission fluid service and solenoid', 'cancelled'),
      repair('ivyWithdrawn', 'Shocks and struts', 'cancelled'),
      repair('jon', 'Exhaust system and catalytic converter replacement', 'estimate'),
      repair('kimLoan', 'Door and mirror repair', 'completed'),
      repair('max', 'Radiator and hoses', 'completed'),
    ]);

    // ── Documents: loan agreements, payoff letters, the cardholder agreement ───────────────────────────────
    type FileSpec = { app: AppKey; kind: 'loan_agreement' | 'payoff_letter' | 'cardholder_agreement' };
    const fileSpecs: FileSpec[] = [];
    for (const key of LOAN_KEYS) {
      fileSpecs.push({ app: key, kind: 'loan_agreement' }, { app: key, kind: 'payoff_letter' });
    }
    fileSpecs.push({ app: 'jon', kind: 'loan_agreement' }, { app: 'kimCard', kind: 'cardholder_agreement' });
    const fileRows = await tx
      .insert(files)
      .values(fileSpecs.map((f) => ({ ownerId: appValues[f.app].userId, kind: f.kind, applicationId: app[f.app] })))
      .returning({ id: files.id });
    const fileId = (key: AppKey, kind: FileSpec['kind']): number | null => {
      const i = fileSpecs.findIndex((f) => f.app === key && f.kind === kind);
      return i < 0 ? null : fileRows[i]!.id;
    };
    const documentRows = APP_KEYS.filter((key) => fileId(key, 'loan_agreement') !== null).map(
      (key) => sql`(${app[key]}::int, ${fileId(key, 'loan_agreement')}::int, ${fileId(key, 'payoff_letter')}::int)`,
    );
    await tx.execute(sql`
      UPDATE ${applications}
         SET final_contract_id = v.contract_id, payoff_letter_id = v.payoff_letter_id
        FROM (VALUES ${sql.join(documentRows, sql`, `)}) AS v(id, contract_id, payoff_letter_id)
       WHERE ${applications.id} = v.id`);

    // ── Loan accounts ──────────────────────────────────────────────────────────────────────────────────────
    type LoanSpec = Omit<NewLoanAccount, 'applicationId' | 'acctrefno' | 'originalNoteAmountCents'>;
    /** An open loan with its next due date `dueIn` days away. */
    const open = (payoff: number, monthly: number, dueIn: number, extra: Partial<LoanSpec> = {}): LoanSpec => ({
      payoffBalanceCents: payoff,
      monthlyPaymentCents: monthly,
      currentDueDate: day(dueIn),
      upcomingPaymentDueDate: addMonths(day(dueIn), 1),
      currentBalanceDueCents: monthly,
      maxSinglePaymentDate: day(30),
      maxRecurringPaymentDate: day(60),
      ...extra,
    });
    /** A closed loan (paid off or settled): nothing due. */
    const closed = (monthly: number, extra: Partial<LoanSpec> = {}): LoanSpec => ({
      payoffBalanceCents: 0,
      monthlyPaymentCents: monthly,
      currentDueDate: null,
      upcomingPaymentDueDate: null,
      currentBalanceDueCents: 0,
      open: false,
      closed: true,
      ...extra,
    });
    const loanValues: Record<LoanKey, LoanSpec> = {
      anaOld: closed(usd(108)),
      ana: open(usd(2431.18), usd(187.5), 20),
      ben: open(usd(2012.45), usd(156), 1, {
        currentBalanceDueCents: usd(312),
        pastDueBalanceCents: usd(156),
        daysPastDue: 12,
      }),
      // Due in 2 days: the promise-to-pay panel shows, and tells her (on probation) to call.
      cara: open(usd(1420.36), usd(110), 2),
      dan: open(usd(2119.4), usd(145), 0, {
        currentDueDate: null,
        upcomingPaymentDueDate: null,
        currentBalanceDueCents: 0,
        soldOff: true,
        soldOffDate: day(-60),
        debtBuyerName: 'Crestline Recovery Partners',
        debtBuyerPhone: '8005550142',
        debtBuyerAddress: 'PO Box 4410, Scottsdale, AZ 85261',
      }),
      eve: open(usd(2315.77), usd(168), -185, {
        upcomingPaymentDueDate: null,
        currentBalanceDueCents: usd(1008),
        pastDueBalanceCents: usd(1008),
        daysPastDue: 185,
        chargeOff: true,
      }),
      eveSettled: closed(usd(90), { chargeOff: true, chargeOffSettled: true }),
      fay: closed(usd(110)),
      nia: open(usd(2213.8), usd(124), 10),
      kimLoan: open(usd(984.21), usd(92), 8),
      max: open(usd(1873.44), usd(131), 5),
    };
    const loanRows = await tx
      .insert(loanAccounts)
      .values(
        LOAN_KEYS.map((key, i) => ({
          ...loanValues[key],
          applicationId: app[key],
          acctrefno: String(100001 + i),
          originalNoteAmountCents: appValues[key].originalNoteAmountCents ?? 0,
        })),
      )
      .returning({ id: loanAccounts.id });
    const loan = idsByKey(LOAN_KEYS, loanRows);

    // ── Payment history ────────────────────────────────────────────────────────────────────────────────────
    let nextPaymentRowId = 5001;
    const payments: NewCompletedPayment[] = [];
    const pay = (
      key: LoanKey,
      datePaid: string,
      amount: number,
      extra: Partial<NewCompletedPayment> = {},
    ): number => {
      const rowId = nextPaymentRowId++;
      payments.push({
        loanAccountId: loan[key],
        rowId,
        datePaid,
        transactionCode: 200,
        customerDescription: 'Payment - Thank You',
        paymentAmountCents: amount,
        paymentMethodCode: 'ACH',
        paymentMethodReference: `ACH-${String(1000 + (rowId % 9000)).padStart(4, '0')}`,
        ...extra,
      });
      return rowId;
    };
    /** One payment a month on the due dates before `nextDue`, oldest first. */
    const monthly = (key: LoanKey, nextDue: string, count: number, amount: number) => {
      for (let m = count; m >= 1; m--) pay(key, addMonths(nextDue, -m), amount);
    };

    // ana, current loan: regular ACH payments, one returned (NSF) and paid again by debit card, one with a child.
    const anaDue = loanValues.ana.currentDueDate!;
    pay('ana', addMonths(anaDue, -6), usd(187.5));
    pay('ana', addMonths(anaDue, -5), usd(187.5));
    pay('ana', addMonths(anaDue, -4), usd(187.5), { nsfDate: addDays(addMonths(anaDue, -4), 3) });
    pay('ana', addDays(addMonths(anaDue, -4), 5), usd(187.5), {
      paymentMethodCode: 'DEBIT',
      paymentMethodReference: 'DEBIT-4417',
    });
    const anaParent = pay('ana', addMonths(anaDue, -3), usd(200));
    pay('ana', addMonths(anaDue, -3), usd(12.5), {
      parentRowId: anaParent,
      transactionCode: 204,
      customerDescription: 'Additional Principal',
    });
    pay('ana', addMonths(anaDue, -2), usd(187.5));
    pay('ana', addMonths(anaDue, -1), usd(187.5));
    // ana, old loan: paid off early.
    pay('anaOld', day(-530), usd(108));
    pay('anaOld', day(-500), usd(108));
    pay('anaOld', day(-470), usd(1042.6), { customerDescription: 'Payoff - Thank You' });
    // ben: his last payment came back, which put him past due.
    const benDue = loanValues.ben.currentDueDate!;
    monthly('ben', addMonths(benDue, -1), 3, usd(156));
    pay('ben', addMonths(benDue, -1), usd(156), { nsfDate: addDays(addMonths(benDue, -1), 4) });
    // cara: paid by debit card since she is on probation.
    const caraDue = loanValues.cara.currentDueDate!;
    for (let m = 3; m >= 1; m--) {
      pay('cara', addMonths(caraDue, -m), usd(110), { paymentMethodCode: 'DEBIT', paymentMethodReference: `DEBIT-77${m}0` });
    }
    // dan: payments before the loan was sold.
    pay('dan', day(-150), usd(145));
    pay('dan', day(-120), usd(145));
    pay('dan', day(-90), usd(145));
    // eve: a few payments before the charge-off.
    pay('eve', day(-280), usd(168));
    pay('eve', day(-250), usd(168));
    pay('eve', day(-220), usd(168));
    pay('eveSettled', day(-430), usd(90));
    pay('eveSettled', day(-400), usd(90));
    // fay: monthly payments, then the payoff.
    monthly('fay', day(-30), 4, usd(110));
    pay('fay', day(-30), usd(785.12), { customerDescription: 'Payoff - Thank You' });
    // kim and max: regular payments. nia: none yet.
    monthly('kimLoan', loanValues.kimLoan.currentDueDate!, 3, usd(92));
    monthly('max', loanValues.max.currentDueDate!, 2, usd(131));
    await tx.insert(completedPayments).values(payments);

    await tx.insert(recoveryPayments).values([
      { loanAccountId: loan.ana, effectiveDate: day(-80), transactionCode: 600, paymentMethodReference: 'REC-2201', transactionAmountCents: usd(25) },
      { loanAccountId: loan.ana, effectiveDate: day(-50), transactionCode: 602, paymentMethodReference: 'REC-2202', transactionAmountCents: usd(40) },
      // A code the portal drops (only 600, 602 and 604 are shown).
      { loanAccountId: loan.ana, effectiveDate: day(-20), transactionCode: 610, paymentMethodReference: 'REC-2203', transactionAmountCents: usd(15) },
      { loanAccountId: loan.eve, effectiveDate: day(-40), transactionCode: 600, paymentMethodReference: 'REC-3101', transactionAmountCents: usd(50) },
      { loanAccountId: loan.eve, effectiveDate: day(-10), transactionCode: 602, paymentMethodReference: 'REC-3102', transactionAmountCents: usd(50) },
      { loanAccountId: loan.eveSettled, effectiveDate: day(-200), transactionCode: 604, paymentMethodReference: 'REC-3050', transactionAmountCents: usd(750) },
    ]);

    // ── Statements: one a month, dated 21 days before its due date ─────────────────────────────────────────
    let nextStatementRowId = 9001;
    const statementValues: NewStatement[] = [];
    /** `count` statements whose last is due `lastDue`; the payoff balance drops by `step` a month. */
    const statementsFor = (key: LoanKey, lastDue: string, count: number, lastPayoff: number, step: number, due: number) => {
      for (let m = count - 1; m >= 0; m--) {
        const dueDate = addMonths(lastDue, -m);
        statementValues.push({
          loanAccountId: loan[key],
          statementRowId: nextStatementRowId++,
          statementDate: addDays(dueDate, -21),
          statementDueDate: dueDate,
          currentPayoffBalanceCents: lastPayoff + m * step,
          totalCurrentDueBalanceCents: due,
        });
      }
    };
    statementsFor('anaOld', day(-470), 2, usd(1042.6), usd(95), usd(108));
    statementsFor('ana', anaDue, 6, usd(2431.18), usd(152.3), usd(187.5));
    statementsFor('ben', benDue, 4, usd(2012.45), usd(128.4), usd(156));
    statementsFor('cara', caraDue, 3, usd(1420.36), usd(91.2), usd(110));
    statementsFor('dan', day(-75), 3, usd(2119.4), usd(118.75), usd(145));
    statementsFor('eve', day(-190), 3, usd(2315.77), usd(131.9), usd(168));
    statementsFor('fay', day(-30), 4, usd(785.12), usd(101.5), usd(110));
    statementsFor('kimLoan', loanValues.kimLoan.currentDueDate!, 3, usd(984.21), usd(78.6), usd(92));
    statementsFor('max', loanValues.max.currentDueDate!, 2, usd(1873.44), usd(104.2), usd(131));
    await tx.insert(statements).values(statementValues);

    // ── Bank accounts and autopay ──────────────────────────────────────────────────────────────────────────
    const bankRows = await tx
      .insert(bankAccounts)
      .values([
        {
          userId: user.ana, name: 'Ana checking', bankName: 'First Community Bank', accountNumber: '000123456789',
          routingNumber: '021000021', accountType: 'Checking', type: 'MANUAL',
        },
        {
          userId: user.ben, name: 'Ben checking', bankName: 'Mountain Credit Union', accountNumber: '000987654321',
          routingNumber: '011000015', accountType: 'Checking', type: 'MANUAL',
        },
        {
          userId: user.cara, name: 'Cara savings', bankName: 'Plains State Bank', accountNumber: '000555012345',
          routingNumber: '091000019', accountType: 'Savings', type: 'MANUAL',
        },
      ])
      .returning({ id: bankAccounts.id });
    const bank = idsByKey(['ana', 'ben', 'cara'] as const, bankRows);

    await tx.insert(recurringPayments).values([
      {
        applicationId: app.ana, bankAccountId: bank.ana, amountCents: usd(187.5),
        startDate: addMonths(anaDue, -6), nextTransactionDate: anaDue,
        authorizationVersion: '2024-01', authorizedAt: at(addDays(addMonths(anaDue, -6), -3)),
      },
      {
        applicationId: app.ben, bankAccountId: bank.ben, amountCents: usd(156),
        startDate: addMonths(benDue, -4), nextTransactionDate: benDue,
        authorizationVersion: '2024-01', authorizedAt: at(addDays(addMonths(benDue, -4), -3)),
      },
    ]);

    // ── Collections, mailbox, phones ───────────────────────────────────────────────────────────────────────
    await tx.insert(collectionCodes).values([{ name: 'customer_ptp', actionCodeNo: 'PTP', resultCodeNo: 'PR' }]);

    await tx.insert(teamComments).values([
      {
        applicationId: app.ana, userId: user.care, toCustomer: true, createdAt: at(day(-200), 16),
        text: 'Hi Ana, Main Street Auto Care has finished your brake job and your loan is funded. Your first payment is due next month.',
      },
      {
        applicationId: app.ana, userId: user.ana, toCustomer: true, createdAt: at(day(-199), 17, 30),
        text: 'Thank you! Can my payments come out of my checking account automatically?',
      },
      {
        applicationId: app.ana, userId: user.care, toCustomer: false, toDealership: false, createdAt: at(day(-199), 18),
        actionType: 'general_inquiry', contactMethod: 'portal',
        text: 'Customer asked about autopay; pointed her to Manage Autopay on the payment tab.',
      },
      {
        applicationId: app.ben, userId: user.care, toCustomer: true, createdAt: at(day(-8), 16),
        text: 'Hi Ben, your last payment was returned by your bank. Please make a payment or call us to set up a promise to pay.',
      },
      {
        applicationId: app.ben, userId: user.ben, toCustomer: true, createdAt: at(day(-7), 20),
        text: 'Sorry about that, I changed banks. I will pay before my next due date.',
      },
    ]);

    await tx.insert(mobilePhones).values([
      { ownerId: user.ana, number: userValues.ana.primaryPhone!, verified: true },
      { ownerId: user.kim, number: userValues.kim.primaryPhone!, verified: true },
    ]);

    // ── Card accounts (revolvers) ──────────────────────────────────────────────────────────────────────────
    const revolverRows = await tx
      .insert(revolvers)
      .values([
        {
          applicationId: app.kimCard, creditLimitCents: usd(3000), availableCreditCents: usd(2150),
          lineIncreaseEligible: true, lostOrStolen: false, tciStatus: null, tciAccountNumber: '4111000012345678',
          cardholderAgreementId: fileId('kimCard', 'cardholder_agreement'),
        },
        {
          applicationId: app.louCard, creditLimitCents: usd(1500), availableCreditCents: usd(1500),
          lineIncreaseEligible: false, lostOrStolen: false, tciStatus: 'B', tciAccountNumber: '4111000087654321',
          cardholderAgreementId: null,
        },
      ])
      .returning({ id: revolvers.id });
    const card = idsByKey(['kim', 'lou'] as const, revolverRows);

    await tx.insert(creditLineIncreases).values([{ revolverId: card.kim, offerCents: usd(1000), expiresAt: day(30) }]);

    const purchase = (guid: string, amount: number, term: number, minimum: number, deferredMonths: number) => ({
      guid,
      revolverId: card.kim,
      userId: user.kim,
      dealershipId: dealer.lakeside,
      actualAmountCents: amount,
      term,
      minimumMonthlyPaymentCents: minimum,
      deferredInterestMonths: deferredMonths,
      rate: '29.99',
    });
    await tx.insert(purchases).values([
      { ...purchase(PURCHASE_GUIDS.approvable, usd(645), 24, usd(26.88), 12), createdAt: at(day(-1)) },
      { ...purchase(PURCHASE_GUIDS.approved, usd(850), 24, usd(35.42), 12), createdAt: at(day(-4)), approvedAt: at(day(-3)) },
      { ...purchase(PURCHASE_GUIDS.servicerRejects, usd(420), 12, usd(35), 6), createdAt: at(day(-1), 19), servicerRejects: true },
      { ...purchase(PURCHASE_GUIDS.noPromotion, usd(1200), 36, usd(50.35), 0), createdAt: at(day(-1), 20) },
    ]);

    // ── Statement documents: each statement's PDF is a files row (kind 'statement', ref_id = statement) ─
    await ensureStatementFiles(tx);
  });
}
