// The sandbox's personas: one customer per state of the spec, plus staff and a dealer.
// Each persona is a function named for what it shows (./customers.ts, ./cards.ts, ./staff.ts) that plans its
// records; every date is relative to the lender's `today`, so a reset always gives the same situation. The
// plan is written in one transaction of batched inserts (./write.ts), in the order below: after
// resetDatabase the ids are the same on every run.
import { createHash, randomBytes } from 'node:crypto';
import { eq, getTableName, is, sql } from 'drizzle-orm';
import { ACTIVATION_TOKEN_TTL_MS, welcomeEmail } from '../../domain/account-security';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import * as schema from '../schema';
import * as cards from './cards';
import * as customers from './customers';
import { SeedPlan } from './plan';
import * as others from './staff';
import { writePlan } from './write';

export { PURCHASE_GUIDS } from './cards';

export const SEED_PASSWORD = 'demo-password';

/** In the personas' order, which is the order of the ids. */
const PERSONAS: ((s: SeedPlan) => void)[] = [
  others.serviceCenters,
  customers.anaCurrentOnAutopayWithAnOlderLoanPaidOff,
  customers.benPastDueWithTheDueDateWithinTwoDays,
  customers.caraOnPaymentProbation,
  customers.danSoldToADebtBuyer,
  customers.eveChargedOffAndChargedOffSettled,
  customers.fayPaidOff,
  customers.niaCurrentWithNoBankAccount,
  customers.gusDeclined,
  customers.halPendingUnverifiedWithAnOfacHit,
  customers.ivyCancelledAndWithdrawn,
  customers.jonAwaitingSignatureWithoutAServiceCenter,
  cards.kimCardAccountWithPurchasesAndALoan,
  cards.louCardIneligibleForPurchases,
  customers.maxServicedOnPeach,
  others.staffOfEachRole,
  others.dealerOfAnotherRoleGroup,
  // Last, so the ids of everyone before stay as they were.
  customers.olaFundedNeverSignedIn,
  customers.niaVerifiedPhone,
  customers.piaFundedWithNoPaymentsYet,
  customers.raeWithoutElectronicDeliveryConsent,
  customers.umaWaitingForTheRepairOrder,
];

const TABLES: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

/** Empties every table of the schema and restarts its ids at 1. */
export async function resetDatabase(db: Db): Promise<void> {
  const names = TABLES.map((table) => `"${getTableName(table)}"`).join(', ');
  await db.execute(sql.raw(`TRUNCATE TABLE ${names} RESTART IDENTITY CASCADE`));
}

export async function seed(db: Db, options: { today: string; passwordHash: string }): Promise<void> {
  const plan = new SeedPlan(options.today, options.passwordHash);
  for (const persona of PERSONAS) persona(plan);
  await db.transaction(async (tx) => {
    await writePlan(tx, plan);
    await sendWelcomeEmails(tx);
  });
}

/** Each customer awaiting activation gets a welcome link (72 hours) in the outbox, as a funded loan would send. */
async function sendWelcomeEmails(db: Db): Promise<void> {
  const waiting = await db.select().from(schema.users).where(eq(schema.users.awaitingActivation, true));
  for (const user of waiting) {
    const token = randomBytes(32).toString('base64url');
    await db.insert(schema.accountTokens).values({ userId: user.id, purpose: 'activation', tokenHash: createHash('sha256').update(token).digest('hex'), expiresAt: new Date(Date.now() + ACTIVATION_TOKEN_TTL_MS) });
    await db.insert(schema.outbox).values({ channel: 'email', ...welcomeEmail(user, token) });
  }
}
