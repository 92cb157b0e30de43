// Sandbox-only endpoints of the benchmark (npm run bench), mounted under /sandbox/bench with the other
// sandbox tools, so they do not exist when SANDBOX_TOOLS=off.
//   GET|PUT /sandbox/bench/latency  {ms}                          the delay added to every answer
//   POST    /sandbox/bench/seed     {email, payments, statements} adds that many completed payments and
//                                                                 statements to the persona's current loan
import { and, count, desc, eq, max, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { addDays } from '../../lib/common/dates';
import { applications, bankAccounts, completedPayments, loanAccounts, statements, users } from '../db/schema';
import type { Env } from '../http/context';
import { notFound } from '../http/errors';
import { MAX_LATENCY_MS } from './latency';
import { parseBody } from '../http/validate';

export const MAX_SEED_ROWS = 20_000;
/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters for these tables. */
const BATCH = 1_000;

const LatencySchema = z.object({ ms: z.number().int().min(0).max(MAX_LATENCY_MS) });
const SeedSchema = z.object({
  email: z.string().trim().min(3).max(254),
  /** The loan to grow; by default the persona's newest installment loan. */
  application_id: z.number().int().positive().max(2_147_483_647).optional(),
  payments: z.number().int().min(0).max(MAX_SEED_ROWS),
  statements: z.number().int().min(0).max(MAX_SEED_ROWS),
});

export const benchTools = new Hono<Env>();

benchTools.get('/latency', (c) => c.json({ ms: c.get('deps').latency.ms }));

benchTools.put('/latency', async (c) => {
  const { ms } = await parseBody(c, LatencySchema);
  c.get('deps').latency.ms = ms;
  return c.json({ ms });
});

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += BATCH) out.push(rows.slice(i, i + BATCH));
  return out;
}

benchTools.post('/seed', async (c) => {
  const body = await parseBody(c, SeedSchema);
  const { db, clock } = c.get('deps');
  const [user] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, body.email.toLowerCase())).limit(1);
  if (!user) throw notFound('User');
  const [loan] = await db
    .select({ loanAccountId: loanAccounts.id, applicationId: applications.id })
    .from(loanAccounts)
    .innerJoin(applications, eq(applications.id, loanAccounts.applicationId))
    .where(and(eq(applications.userId, user.id), eq(applications.kind, 'installment'), body.application_id ? eq(applications.id, body.application_id) : undefined))
    .orderBy(desc(applications.id))
    .limit(1);
  if (!loan) throw notFound('Loan account');

  const today = clock.today();
  await db.transaction(async (tx) => {
    const [paid] = await tx.select({ n: count() }).from(completedPayments).where(eq(completedPayments.loanAccountId, loan.loanAccountId));
    const [{ maxRow } = { maxRow: null }] = await tx.select({ maxRow: max(completedPayments.rowId) }).from(completedPayments);
    // One payment a day going back from before the loan's existing ones, so each seeded row is distinct.
    const payments = Array.from({ length: body.payments }, (_, i) => ({
      loanAccountId: loan.loanAccountId,
      rowId: (maxRow ?? 0) + 1 + i,
      datePaid: addDays(today, -(Number(paid?.n ?? 0) + i + 1)),
      transactionCode: 200,
      customerDescription: 'Payment - Thank You',
      paymentAmountCents: 18_750,
      paymentMethodCode: 'ACH',
      paymentMethodReference: 'ACH-BENCH',
    }));
    for (const batch of chunks(payments)) await tx.insert(completedPayments).values(batch);

    const [stated] = await tx.select({ n: count() }).from(statements).where(eq(statements.loanAccountId, loan.loanAccountId));
    const [{ maxStatementRow } = { maxStatementRow: null }] = await tx.select({ maxStatementRow: max(statements.statementRowId) }).from(statements);
    const rows = Array.from({ length: body.statements }, (_, i) => {
      const due = addDays(today, -(Number(stated?.n ?? 0) + i + 1));
      return {
        loanAccountId: loan.loanAccountId,
        statementRowId: (maxStatementRow ?? 0) + 1 + i,
        statementDate: addDays(due, -21),
        statementDueDate: due,
        currentPayoffBalanceCents: 250_000,
        totalCurrentDueBalanceCents: 18_750,
      };
    });
    for (const batch of chunks(rows)) await tx.insert(statements).values(batch);
  });

  const [[payments], [stated], banks] = await Promise.all([
    db.select({ n: count() }).from(completedPayments).where(eq(completedPayments.loanAccountId, loan.loanAccountId)),
    db.select({ n: count() }).from(statements).where(eq(statements.loanAccountId, loan.loanAccountId)),
    db.select({ id: bankAccounts.id }).from(bankAccounts).where(and(eq(bankAccounts.userId, user.id), sql`${bankAccounts.deletedAt} is null`)).orderBy(bankAccounts.id),
  ]);
  return c.json({
    user_id: user.id,
    application_id: loan.applicationId,
    loan_account_id: loan.loanAccountId,
    payments: Number(payments?.n ?? 0),
    statements: Number(stated?.n ?? 0),
    bank_account_ids: banks.map((b) => b.id),
  });
});
