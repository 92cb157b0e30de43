// Sandbox-only endpoints of the load run (npm run load) and the fault tests, mounted under /sandbox/load
// with the other sandbox tools, so they do not exist when SANDBOX_TOOLS=off:
//   POST /sandbox/load/customers {prefix, count, card?, esign?}  creates `count` customers {prefix}-{i}@load.example.com
//        (password demo-password), each with a funded installment loan, a bank account, two paid payments,
//        two statements, a mailbox message and (with consent to electronic delivery, the default) the disclosure
//        among their documents; with card, a card account too; with recovery: N, N recovery
//        entries of mixed codes (the newest 50 of codes the portal drops, then mostly kept ones). Tests use them so that what
//        they do (faults pinned to a user, payments) never meets another test's personas.
//   GET  /sandbox/load/payments?prefix=  every payment of those customers and every Idempotency-Key they
//        used, with the payment each key's answer names: what the load run reconciles against.
import { asc, eq, inArray, like, max, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { addDays } from '../../lib/common/dates';
import { ensureStatementFiles } from '../db/statement-files';
import {
  applications,
  bankAccounts,
  esignConsents,
  completedPayments,
  dealerships,
  files,
  idempotencyKeys,
  loanAccounts,
  recoveryPayments,
  repairs,
  revolvers,
  statements,
  teamComments,
  transactions,
  users,
} from '../db/schema';
import type { Env } from '../http/context';
import { HttpError } from '../http/errors';
import { parseBody, parseQuery } from '../http/validate';
import { ESIGN_DISCLOSURE_VERSION } from '../domain/esign';

export const LOAD_EMAIL_DOMAIN = 'load.example.com';
const PrefixSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'Lowercase letters, digits and dashes, at most 40.');
const CustomersSchema = z.object({
  prefix: PrefixSchema,
  count: z.number().int().min(1).max(1000),
  card: z.boolean().default(false),
  recovery: z.number().int().min(0).max(500).default(0),
  /** Consent to electronic delivery on record (as every seeded customer has): false for one that is asked after sign-in. */
  esign: z.boolean().default(true),
});

const emailOf = (prefix: string, i: number) => `${prefix}-${i}@${LOAD_EMAIL_DOMAIN}`;
const emailsLike = (prefix: string) => like(users.email, `${prefix}-%@${LOAD_EMAIL_DOMAIN}`);

export const loadTools = new Hono<Env>();

/**
 * N recovery entries, one a day back from yesterday: the newest 50 of codes the portal drops (610, 611,
 * 605), then kept codes (600, 602, 604 in turn) with every seventh dropped (612). Reference REC-{code}-{n}.
 */
function recoveryEntries(loanAccountId: number, n: number, today: string) {
  return Array.from({ length: n }, (_, i) => {
    const code = i < 50 ? [610, 611, 605][i % 3]! : (i - 50) % 7 === 6 ? 612 : [600, 602, 604][(i - 50) % 3]!;
    return { loanAccountId, effectiveDate: addDays(today, -(i + 1)), transactionCode: code, paymentMethodReference: `REC-${code}-${i + 1}`, transactionAmountCents: 1000 + i };
  });
}

loadTools.post('/customers', async (c) => {
  const { prefix, count, card, recovery, esign } = await parseBody(c, CustomersSchema);
  const deps = c.get('deps');
  const today = deps.clock.today();
  const passwordHash = await deps.seedPasswordHash();
  const now = deps.clock.now();
  const index = Array.from({ length: count }, (_, i) => i + 1);

  const created = await deps.db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: users.id }).from(users).where(emailsLike(prefix)).limit(1);
    if (taken) throw new HttpError(409, `Customers with the prefix ${prefix} already exist.`);
    const [dealer] = await tx.select({ id: dealerships.id }).from(dealerships).orderBy(asc(dealerships.id)).limit(1);
    const userRows = await tx
      .insert(users)
      .values(index.map((i) => ({ email: emailOf(prefix, i), passwordHash, firstName: 'Load', lastName: `Customer ${i}`, roleGroup: 'customer' })))
      .returning({ id: users.id, email: users.email });
    if (esign) {
      const consents = await tx
        .insert(esignConsents)
        .values(userRows.map((u) => ({ userId: u.id, action: 'consented', disclosureVersion: ESIGN_DISCLOSURE_VERSION, address: null, email: u.email, language: 'en-US', method: 'seed' })))
        .returning({ id: esignConsents.id, userId: esignConsents.userId });
      // The disclosure consented to is among the customer's documents, as after a consent in the portal.
      await tx.insert(files).values(consents.map((c) => ({ ownerId: c.userId, kind: 'esign_disclosure', applicationId: null, refId: c.id })));
    }
    const loanApps = await tx
      .insert(applications)
      .values(
        userRows.map((u) => ({
          userId: u.id,
          kind: 'installment',
          statusCacheStatus: 'funded',
          status: 'funded',
          finalStatus: 1,
          hasNewPayments: true,
          origin: 'Load test - Brake service',
          dealershipId: dealer?.id ?? null,
          originalNoteAmountCents: 500_000,
          repairAmountCents: 500_000,
          maxApprovedAmountCents: 550_000,
          finalLoanSigned: true,
          signedAt: new Date(now.getTime() - 90 * 86_400_000),
          maturityDate: addDays(today, 640),
          createdAt: new Date(now.getTime() - 96 * 86_400_000),
        })),
      )
      .returning({ id: applications.id, userId: applications.userId });
    // The signed loan agreement and the payoff letter: the Make Payment tab shows only with a signed final loan.
    await tx.insert(files).values(loanApps.flatMap((a) => (['loan_agreement', 'payoff_letter'] as const).map((kind) => ({ ownerId: a.userId, kind, applicationId: a.id }))));
    const document = (kind: string) => sql<number>`(SELECT max(f.id) FROM ${files} f WHERE f.application_id = ${applications.id} AND f.kind = ${kind})`;
    await tx
      .update(applications)
      .set({ finalContractId: document('loan_agreement'), payoffLetterId: document('payoff_letter') })
      .where(inArray(applications.id, loanApps.map((a) => a.id)));
    await tx.insert(repairs).values(loanApps.map((a) => ({ applicationId: a.id, dealershipId: dealer?.id ?? null, description: 'Brake service', repairAmountCents: 500_000, roStatus: 'completed' })));
    const loans = await tx
      .insert(loanAccounts)
      .values(
        loanApps.map((a) => ({
          applicationId: a.id,
          acctrefno: `L${a.id}`,
          // Large enough that a minute of small payments never reaches it.
          payoffBalanceCents: 450_000,
          monthlyPaymentCents: 25_000,
          currentDueDate: addDays(today, 12),
          upcomingPaymentDueDate: addDays(today, 42),
          currentBalanceDueCents: 25_000,
          originalNoteAmountCents: 500_000,
          maxSinglePaymentDate: addDays(today, 30),
          maxRecurringPaymentDate: addDays(today, 60),
        })),
      )
      .returning({ id: loanAccounts.id });
    const banks = await tx
      .insert(bankAccounts)
      .values(userRows.map((u, i) => ({ userId: u.id, name: 'Load checking', bankName: 'Loopback Bank', accountNumber: String(700_000_000 + i), routingNumber: '021000021', accountType: 'Checking', type: 'MANUAL' })))
      .returning({ id: bankAccounts.id });

    const [{ rowId } = { rowId: null }] = await tx.select({ rowId: max(completedPayments.rowId) }).from(completedPayments);
    const [{ statementRowId } = { statementRowId: null }] = await tx.select({ statementRowId: max(statements.statementRowId) }).from(statements);
    const months = [2, 1];
    await tx.insert(completedPayments).values(
      loans.flatMap((l, i) =>
        months.map((m, j) => ({
          loanAccountId: l.id,
          rowId: (rowId ?? 0) + 1 + i * months.length + j,
          datePaid: addDays(today, -30 * m + 12),
          transactionCode: 200,
          customerDescription: 'Payment - Thank You',
          paymentAmountCents: 25_000,
          paymentMethodCode: 'ACH',
          paymentMethodReference: 'ACH-LOAD',
        })),
      ),
    );
    await tx.insert(statements).values(
      loans.flatMap((l, i) =>
        months.map((m, j) => ({
          loanAccountId: l.id,
          statementRowId: (statementRowId ?? 0) + 1 + i * months.length + j,
          statementDate: addDays(today, -30 * m - 9),
          statementDueDate: addDays(today, -30 * m + 12),
          currentPayoffBalanceCents: 450_000 + m * 20_000,
          totalCurrentDueBalanceCents: 25_000,
        })),
      ),
    );
    await ensureStatementFiles(tx);
    if (recovery > 0) await tx.insert(recoveryPayments).values(loans.flatMap((l) => recoveryEntries(l.id, recovery, today)));
    await tx.insert(teamComments).values(loanApps.map((a) => ({ applicationId: a.id, userId: a.userId, toCustomer: true, text: 'Can I pay early without a fee?' })));

    const cards = card
      ? await tx
          .insert(applications)
          .values(userRows.map((u) => ({ userId: u.id, kind: 'revolver', statusCacheStatus: 'revolver', status: 'revolver', origin: 'Load test - service card', dealershipId: dealer?.id ?? null, maxApprovedAmountCents: 300_000 })))
          .returning({ id: applications.id })
      : [];
    if (cards.length) {
      await tx.insert(revolvers).values(cards.map((a, i) => ({ applicationId: a.id, creditLimitCents: 300_000, availableCreditCents: 250_000, tciAccountNumber: String(4_111_000_000_000_000 + i), lineIncreaseEligible: true })));
    }
    return userRows.map((u, i) => ({
      email: emailOf(prefix, i + 1),
      user_id: u.id,
      application_id: loanApps[i]!.id,
      bank_account_id: banks[i]!.id,
      card_application_id: cards[i]?.id ?? null,
    }));
  });
  return c.json({ data: created }, 201);
});

loadTools.get('/payments', async (c) => {
  const { prefix } = parseQuery(c, z.object({ prefix: PrefixSchema }));
  const { db } = c.get('deps');
  const customers = await db.select({ id: users.id }).from(users).where(emailsLike(prefix));
  const ids = customers.map((u) => u.id);
  if (ids.length === 0) return c.json({ transactions: [], keys: [] });
  const [rows, keys] = await Promise.all([
    db
      .select({ id: transactions.id, user_id: applications.userId, application_id: transactions.applicationId, amount_cents: transactions.amountCents })
      .from(transactions)
      .innerJoin(applications, eq(applications.id, transactions.applicationId))
      .where(inArray(applications.userId, ids))
      .orderBy(asc(transactions.id)),
    db
      .select({ user_id: idempotencyKeys.userId, key: idempotencyKeys.key, status: idempotencyKeys.status, transaction_id: sql<number | null>`(${idempotencyKeys.response} ->> 'id')::int` })
      .from(idempotencyKeys)
      .where(inArray(idempotencyKeys.userId, ids)),
  ]);
  return c.json({ transactions: rows, keys });
});
