// The sandbox seed puts every seeded persona in the state it is named for, and is repeatable.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../domain/passwords';
import { openDatabase, type Database } from '../db/client';
import {
  applications,
  bankAccounts,
  collectionCodes,
  completedPayments,
  creditLineIncreases,
  files,
  loanAccounts,
  mobilePhones,
  promisesToPay,
  purchases,
  recoveryPayments,
  recurringPayments,
  repairs,
  revolvers,
  statements,
  teamComments,
  userRoles,
  users,
} from '../db/schema';
import { PURCHASE_GUIDS, SEED_PASSWORD, resetDatabase, seed } from '../db/seed';
import { addDays, daysBetween, lenderToday } from '../../lib/common/dates';

let database: Database;
let passwordHash: string;
const today = lenderToday();

const db = () => database.db;

async function userByEmail(email: string) {
  const [row] = await db().select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

async function applicationsOf(email: string) {
  const user = await userByEmail(email);
  return db().select().from(applications).where(eq(applications.userId, user.id)).orderBy(asc(applications.createdAt));
}

async function loanOf(applicationId: number) {
  const [row] = await db().select().from(loanAccounts).where(eq(loanAccounts.applicationId, applicationId));
  return row;
}

/** The persona's only (or newest) application. */
async function currentApplication(email: string) {
  const apps = await applicationsOf(email);
  const last = apps.at(-1);
  if (!last) throw new Error(`no application for ${email}`);
  return last;
}

async function rolesOf(email: string) {
  const user = await userByEmail(email);
  const rows = await db().select().from(userRoles).where(eq(userRoles.userId, user.id));
  return rows.map((r) => r.name);
}

beforeAll(async () => {
  database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined });
  passwordHash = await hashPassword(SEED_PASSWORD);
  await resetDatabase(database.db);
  await seed(database.db, { today, passwordHash });
});

afterAll(async () => {
  await database.close();
});

describe('users', () => {
  it('every persona signs in with the demo password', async () => {
    const all = await db().select().from(users);
    expect(all.map((u) => u.email).sort()).toEqual(
      [
        'ana', 'ben', 'cara', 'dan', 'eve', 'fay', 'nia', 'gus', 'hal', 'ivy', 'jon', 'kim', 'lou', 'max',
        'care', 'dev', 'collector', 'staffer', 'dealer', 'ola', 'pia', 'rae', 'uma',
      ].map((n) => `${n}@example.com`).sort(),
    );
    // ola has never signed in: no password yet, a welcome link instead.
    expect(all.filter((u) => u.email !== 'ola@example.com').every((u) => u.passwordHash === passwordHash)).toBe(true);
    expect(all.find((u) => u.email === 'ola@example.com')).toMatchObject({ awaitingActivation: true, dateOfBirth: '1987-06-14' });
    expect(await verifyPassword(SEED_PASSWORD, all[0]!.passwordHash)).toBe(true);
    expect(all.every((u) => /^\d{10}$/.test(u.primaryPhone ?? ''))).toBe(true);
    expect(all.filter((u) => u.roleGroup === 'customer')).toHaveLength(18);
  });

  it('staff are admins with the cfs flag and their roles', async () => {
    for (const email of ['care@example.com', 'dev@example.com', 'collector@example.com', 'staffer@example.com']) {
      const user = await userByEmail(email);
      expect(user.roleGroup).toBe('admin');
      expect(user.cfs).toBe(true);
    }
    expect(await rolesOf('care@example.com')).toEqual(['CFS Customer Care Specialist']);
    expect(await rolesOf('dev@example.com')).toEqual(['CFS Development']);
    expect(await rolesOf('collector@example.com')).toEqual(['CFS Loan Account Specialist']);
    expect(await rolesOf('staffer@example.com')).toEqual(['Dealer Support']);
    expect(await rolesOf('ana@example.com')).toEqual([]);
    const staff = await db().select().from(applications).where(
      inArray(applications.userId, (await db().select({ id: users.id }).from(users).where(eq(users.cfs, true))).map((u) => u.id)),
    );
    expect(staff).toHaveLength(0);
  });

  it('dealer belongs to another role group; max is on PEACH; everyone else on LOS', async () => {
    const dealer = await userByEmail('dealer@example.com');
    expect(dealer.roleGroup).toBe('dealer');
    expect(dealer.cfs).toBe(false);
    expect(await applicationsOf('dealer@example.com')).toHaveLength(0);
    const max = await userByEmail('max@example.com');
    expect(max.servicingPlatform).toBe('PEACH');
    const maxApps = await applicationsOf('max@example.com');
    expect(maxApps).toHaveLength(1);
    expect(maxApps[0]!.statusCacheStatus).toBe('funded');
    const others = await db().select().from(users).where(eq(users.servicingPlatform, 'LOS'));
    expect(others).toHaveLength(22);
  });
});

describe('installment personas', () => {
  it('ana: funded and current, autopay on with a bank account, an older paid-off loan', async () => {
    const [old, current] = await applicationsOf('ana@example.com');
    expect(current).toMatchObject({ statusCacheStatus: 'funded', status: 'funded', finalStatus: 1, finalLoanSigned: true, hasNewPayments: true });
    expect(current!.origin!.length).toBeGreaterThan(30);
    expect(current!.maturityDate! > today).toBe(true);
    const loan = await loanOf(current!.id);
    expect(loan).toMatchObject({
      open: true, closed: false, daysPastDue: 0, pastDueBalanceCents: 0,
      payoffBalanceCents: 243118, monthlyPaymentCents: 18750, currentBalanceDueCents: 18750,
      currentDueDate: addDays(today, 20), maxSinglePaymentDate: addDays(today, 30), maxRecurringPaymentDate: addDays(today, 60),
    });

    const ana = await userByEmail('ana@example.com');
    const banks = await db().select().from(bankAccounts).where(eq(bankAccounts.userId, ana.id));
    expect(banks).toEqual([
      expect.objectContaining({
        type: 'MANUAL', accountType: 'Checking', bankName: 'First Community Bank', name: 'Ana checking',
        routingNumber: '021000021', accountNumber: '000123456789', deletedAt: null,
      }),
    ]);
    const autopay = await db().select().from(recurringPayments).where(
      and(eq(recurringPayments.applicationId, current!.id), isNull(recurringPayments.cancelledAt)),
    );
    expect(autopay).toHaveLength(1);
    expect(autopay[0]).toMatchObject({ bankAccountId: banks[0]!.id, amountCents: 18750, nextTransactionDate: loan!.currentDueDate });
    expect(autopay[0]!.startDate < today).toBe(true);
    expect(autopay[0]!.authorizedAt).toBeInstanceOf(Date);

    expect(old).toMatchObject({ statusCacheStatus: 'funded', finalStatus: 1 });
    expect(await loanOf(old!.id)).toMatchObject({ open: false, closed: true, payoffBalanceCents: 0 });

    const phones = await db().select().from(mobilePhones).where(eq(mobilePhones.ownerId, ana.id));
    expect(phones).toEqual([expect.objectContaining({ verified: true, number: ana.primaryPhone })]);
  });

  it('ana: documents, payment history, statements and a mailbox conversation', async () => {
    const ana = await currentApplication('ana@example.com');
    const docs = await db().select().from(files).where(inArray(files.id, [ana.finalContractId!, ana.payoffLetterId!]));
    expect(docs.map((f) => [f.id === ana.finalContractId ? 'contract' : 'letter', f.kind, f.applicationId, f.ownerId]).sort()).toEqual([
      ['contract', 'loan_agreement', ana.id, ana.userId],
      ['letter', 'payoff_letter', ana.id, ana.userId],
    ]);
    const loan = (await loanOf(ana.id))!;
    const paid = await db().select().from(completedPayments).where(eq(completedPayments.loanAccountId, loan.id));
    expect(paid.length).toBeGreaterThanOrEqual(5);
    const child = paid.find((p) => p.parentRowId !== null);
    expect(paid.some((p) => p.rowId === child?.parentRowId)).toBe(true);
    expect(paid.some((p) => p.nsfDate !== null)).toBe(true);
    expect(paid.every((p) => p.datePaid <= today)).toBe(true);

    const recovery = await db().select().from(recoveryPayments).where(eq(recoveryPayments.loanAccountId, loan.id));
    expect(recovery.map((r) => r.transactionCode).sort()).toEqual([600, 602, 610]);

    const stmts = await db().select().from(statements).where(eq(statements.loanAccountId, loan.id));
    expect(stmts).toHaveLength(6);
    expect(stmts.every((s) => s.statementDate <= today)).toBe(true);

    const comments = await db().select().from(teamComments).where(eq(teamComments.applicationId, ana.id)).orderBy(asc(teamComments.createdAt));
    const care = await userByEmail('care@example.com');
    expect(comments.map((c) => [c.userId, c.toCustomer, c.toDealership])).toEqual([
      [care.id, true, false],
      [ana.userId, true, false],
      [care.id, false, false],
    ]);
  });

  it('ben: past due with the current due date within 2 days, autopay on, no promise to pay', async () => {
    const ben = await currentApplication('ben@example.com');
    expect(ben.hasNewPayments).toBe(true);
    const loan = (await loanOf(ben.id))!;
    expect(loan.daysPastDue).toBeGreaterThan(0);
    expect(loan.pastDueBalanceCents).toBeGreaterThan(0);
    expect(loan.currentBalanceDueCents).toBeGreaterThan(0);
    const toDue = daysBetween(today, loan.currentDueDate!);
    expect(toDue).toBeGreaterThanOrEqual(0);
    expect(toDue).toBeLessThanOrEqual(2);
    expect(await db().select().from(recurringPayments).where(eq(recurringPayments.applicationId, ben.id))).toHaveLength(1);
    expect(await db().select().from(bankAccounts).where(eq(bankAccounts.userId, ben.userId))).toHaveLength(1);
    expect(await db().select().from(promisesToPay).where(eq(promisesToPay.loanAccountId, loan.id))).toHaveLength(0);
    expect(await db().select().from(teamComments).where(eq(teamComments.applicationId, ben.id))).not.toHaveLength(0);
  });

  it('cara: on payment probation with a bank account and no autopay', async () => {
    const cara = await userByEmail('cara@example.com');
    expect(cara.onPaymentProbation).toBe(true);
    const app = await currentApplication('cara@example.com');
    expect(app).toMatchObject({ statusCacheStatus: 'funded', hasNewPayments: true });
    expect(await loanOf(app.id)).toMatchObject({ open: true, daysPastDue: 0 });
    expect(await db().select().from(bankAccounts).where(eq(bankAccounts.userId, cara.id))).toHaveLength(1);
    expect(await db().select().from(recurringPayments).where(eq(recurringPayments.applicationId, app.id))).toHaveLength(0);
    const others = await db().select().from(users).where(eq(users.onPaymentProbation, true));
    expect(others.map((u) => u.email)).toEqual(['cara@example.com']);
  });

  it('dan: sold off to a debt buyer', async () => {
    const app = await currentApplication('dan@example.com');
    expect(await loanOf(app.id)).toMatchObject({
      soldOff: true, open: true, soldOffDate: addDays(today, -60),
      debtBuyerName: 'Crestline Recovery Partners',
      debtBuyerPhone: expect.stringMatching(/^\d{10}$/), debtBuyerAddress: expect.any(String),
    });
  });

  it('eve: one loan charged off, another charged off and settled', async () => {
    const [first, second] = await applicationsOf('eve@example.com');
    expect(await loanOf(first!.id)).toMatchObject({ chargeOff: true, chargeOffSettled: false, open: true });
    expect(await loanOf(second!.id)).toMatchObject({ chargeOff: true, chargeOffSettled: true, open: false, closed: true });
    const recovery = await db().select().from(recoveryPayments).where(
      inArray(recoveryPayments.loanAccountId, [(await loanOf(first!.id))!.id, (await loanOf(second!.id))!.id]),
    );
    expect(recovery.length).toBeGreaterThanOrEqual(2);
  });

  it('fay: paid off, payments ending with the payoff', async () => {
    const app = await currentApplication('fay@example.com');
    expect(app.payoffLetterId).not.toBeNull();
    const loan = (await loanOf(app.id))!;
    expect(loan).toMatchObject({ open: false, closed: true, payoffBalanceCents: 0, chargeOff: false });
    const paid = await db().select().from(completedPayments).where(eq(completedPayments.loanAccountId, loan.id)).orderBy(asc(completedPayments.datePaid), asc(completedPayments.rowId));
    expect(paid.length).toBeGreaterThanOrEqual(3);
    expect(paid.at(-1)!.customerDescription).toMatch(/payoff/i);
  });

  it('nia: funded and current, no bank account, no autopay, no payments', async () => {
    const app = await currentApplication('nia@example.com');
    expect(app).toMatchObject({ statusCacheStatus: 'funded', hasNewPayments: true });
    const loan = (await loanOf(app.id))!;
    expect(loan).toMatchObject({ open: true, daysPastDue: 0 });
    expect(await db().select().from(bankAccounts).where(eq(bankAccounts.userId, app.userId))).toHaveLength(0);
    expect(await db().select().from(recurringPayments).where(eq(recurringPayments.applicationId, app.id))).toHaveLength(0);
    expect(await db().select().from(completedPayments).where(eq(completedPayments.loanAccountId, loan.id))).toHaveLength(0);
    expect(await db().select().from(statements).where(eq(statements.loanAccountId, loan.id))).toHaveLength(0);
  });

  it('pia: funded last week, her first payment not yet due: no payment, no statement', async () => {
    const app = await currentApplication('pia@example.com');
    expect(app).toMatchObject({ statusCacheStatus: 'funded' });
    const loan = (await loanOf(app.id))!;
    expect(loan).toMatchObject({ open: true, daysPastDue: 0 });
    expect(await db().select().from(completedPayments).where(eq(completedPayments.loanAccountId, loan.id))).toHaveLength(0);
    expect(await db().select().from(statements).where(eq(statements.loanAccountId, loan.id))).toHaveLength(0);
  });

  it('gus: declined, no loan account', async () => {
    const app = await currentApplication('gus@example.com');
    expect(app).toMatchObject({ statusCacheStatus: 'declined', status: 'declined' });
    expect(await loanOf(app.id)).toBeUndefined();
  });

  it('hal: pending, unverified, ofac hit', async () => {
    const app = await currentApplication('hal@example.com');
    expect(app).toMatchObject({ statusCacheStatus: 'pending', status: 'pending', unableVerify: true, ofacHit: true });
    expect(app.prefillDecisionRedirectUrl).toMatch(/^https:\/\/apply\.example\.com\/decision\//);
    expect(await loanOf(app.id)).toBeUndefined();
  });

  it('ivy: one cancelled and one withdrawn application', async () => {
    const apps = await applicationsOf('ivy@example.com');
    expect(apps.map((a) => [a.statusCacheStatus, a.finalStatus]).sort()).toEqual([
      ['cancelled', 3],
      ['withdrawn', 2],
    ]);
  });

  it('jon: approved, waiting for his signature, needs a service center', async () => {
    const apps = await applicationsOf('jon@example.com');
    expect(apps).toHaveLength(1);
    const app = apps[0]!;
    expect(app).toMatchObject({
      statusCacheStatus: 'waiting_agreement_signature', status: 'approved', finalLoanSigned: false,
      needsDealership: true, dealershipId: null, finalStatus: null,
    });
    expect(app.maxApprovedAmountCents).toBeGreaterThan(0);
    const [contract] = await db().select().from(files).where(eq(files.id, app.finalContractId!));
    expect(contract).toMatchObject({ kind: 'loan_agreement', ownerId: app.userId });
    expect(await loanOf(app.id)).toBeUndefined();
  });

  it('every installment application has a repair; every funded one a contract and a payoff letter', async () => {
    const installment = await db().select().from(applications).where(eq(applications.kind, 'installment'));
    const repaired = await db().select().from(repairs);
    expect(new Set(repaired.map((r) => r.applicationId))).toEqual(new Set(installment.map((a) => a.id)));
    for (const app of installment.filter((a) => a.statusCacheStatus === 'funded')) {
      expect(app.finalContractId).not.toBeNull();
      expect(app.payoffLetterId).not.toBeNull();
      expect(await loanOf(app.id)).toBeDefined();
    }
  });

  it('statement and payment row ids are unique; the promise-to-pay collection code exists', async () => {
    const rows = await db().select({ rowId: completedPayments.rowId }).from(completedPayments);
    expect(new Set(rows.map((r) => r.rowId)).size).toBe(rows.length);
    const accounts = await db().select({ acctrefno: loanAccounts.acctrefno }).from(loanAccounts);
    expect(new Set(accounts.map((a) => a.acctrefno)).size).toBe(accounts.length);
    expect(await db().select().from(collectionCodes)).toEqual([
      expect.objectContaining({ name: 'customer_ptp', actionCodeNo: 'PTP', resultCodeNo: 'PR' }),
    ]);
  });
});

describe('card personas', () => {
  it('kim: revolver with available credit, an increase offer, a cardholder agreement and 4 purchases', async () => {
    const apps = await applicationsOf('kim@example.com');
    const cardApp = apps.find((a) => a.kind === 'revolver')!;
    expect(cardApp).toMatchObject({ statusCacheStatus: 'revolver', status: 'revolver' });
    const [card] = await db().select().from(revolvers).where(eq(revolvers.applicationId, cardApp.id));
    expect(card).toMatchObject({
      creditLimitCents: 300000, availableCreditCents: 215000, lineIncreaseEligible: true,
      lostOrStolen: false, tciStatus: null, tciAccountNumber: expect.stringMatching(/^\d{16}$/),
    });
    const [agreement] = await db().select().from(files).where(eq(files.id, card!.cardholderAgreementId!));
    expect(agreement).toMatchObject({ kind: 'cardholder_agreement', ownerId: cardApp.userId });
    const [offer] = await db().select().from(creditLineIncreases).where(eq(creditLineIncreases.revolverId, card!.id));
    expect(offer).toMatchObject({ offerCents: 100000, expiresAt: addDays(today, 30), acceptedAt: null });

    const bought = await db().select().from(purchases).where(eq(purchases.revolverId, card!.id));
    const byGuid = new Map(bought.map((p) => [p.guid, p]));
    expect([...byGuid.keys()].sort()).toEqual(Object.values(PURCHASE_GUIDS).sort());
    expect(byGuid.get('11111111-1111-4111-8111-111111111111')).toMatchObject({ approvedAt: null, rejectedAt: null, servicerRejects: false });
    expect(byGuid.get('22222222-2222-4222-8222-222222222222')!.approvedAt).toBeInstanceOf(Date);
    expect(byGuid.get('33333333-3333-4333-8333-333333333333')).toMatchObject({ approvedAt: null, rejectedAt: null, servicerRejects: true });
    expect(byGuid.get('44444444-4444-4444-8444-444444444444')).toMatchObject({ approvedAt: null, deferredInterestMonths: 0 });
    expect(bought.every((p) => p.userId === cardApp.userId && p.rate === '29.99' && p.term > 0)).toBe(true);

    const loanApp = apps.find((a) => a.kind === 'installment')!;
    expect(loanApp).toMatchObject({ statusCacheStatus: 'funded', finalStatus: 1 });
    expect(await loanOf(loanApp.id)).toMatchObject({ open: true });
    const kim = await userByEmail('kim@example.com');
    expect(await db().select().from(mobilePhones).where(eq(mobilePhones.ownerId, kim.id))).toEqual([
      expect.objectContaining({ verified: true }),
    ]);
  });

  it('lou: revolver flagged by its tci status, not lost or stolen, no cardholder agreement', async () => {
    const app = await currentApplication('lou@example.com');
    expect(app).toMatchObject({ kind: 'revolver', statusCacheStatus: 'revolver' });
    const [card] = await db().select().from(revolvers).where(eq(revolvers.applicationId, app.id));
    expect(card).toMatchObject({ tciStatus: 'B', lostOrStolen: false, cardholderAgreementId: null });
  });
});

describe('reset', () => {
  async function snapshot() {
    const d = db();
    return {
      users: await d.select({ id: users.id, email: users.email }).from(users).orderBy(asc(users.id)),
      applications: await d.select({ id: applications.id, userId: applications.userId, status: applications.statusCacheStatus, contract: applications.finalContractId, letter: applications.payoffLetterId }).from(applications).orderBy(asc(applications.id)),
      loans: await d.select({ id: loanAccounts.id, applicationId: loanAccounts.applicationId, acctrefno: loanAccounts.acctrefno }).from(loanAccounts).orderBy(asc(loanAccounts.id)),
      files: await d.select({ id: files.id, kind: files.kind, applicationId: files.applicationId }).from(files).orderBy(asc(files.id)),
      banks: await d.select({ id: bankAccounts.id, userId: bankAccounts.userId }).from(bankAccounts).orderBy(asc(bankAccounts.id)),
      purchases: await d.select({ id: purchases.id, guid: purchases.guid }).from(purchases).orderBy(asc(purchases.id)),
      statements: await d.select({ id: statements.id, rowId: statements.statementRowId, loan: statements.loanAccountId }).from(statements).orderBy(asc(statements.id)),
      payments: await d.select({ id: completedPayments.id, rowId: completedPayments.rowId, loan: completedPayments.loanAccountId }).from(completedPayments).orderBy(asc(completedPayments.id)),
      comments: await d.select({ id: teamComments.id, applicationId: teamComments.applicationId }).from(teamComments).orderBy(asc(teamComments.id)),
    };
  }

  it('reset + seed restores the same records with the same ids, and is fast', async () => {
    const before = await snapshot();
    expect(before.users[0]!.id).toBe(1);
    // A test's leftovers disappear.
    const ana = await userByEmail('ana@example.com');
    await db().insert(bankAccounts).values({
      userId: ana.id, name: 'Extra', bankName: 'Extra Bank', accountNumber: '1', routingNumber: '021000021',
      accountType: 'Savings', type: 'MANUAL',
    });

    const started = performance.now();
    await resetDatabase(db());
    await seed(db(), { today, passwordHash });
    const elapsed = performance.now() - started;

    expect(await snapshot()).toEqual(before);
    expect(elapsed).toBeLessThan(5000);
  });
});
