// GET /api/collection_codes/customer_ptp, POST /api/loan_accounts/{accountId}/collection_action/
// A promise to pay: validated again here (amount, date, probation, one open promise), stored, and
// recorded in the customer's mailbox.
import { and, eq, gte } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { CollectionActionRequestSchema, type CollectionCodes } from '../../lib/contract/promises';
import { formatLongDate } from '../../lib/common/dates';
import { dollarsToCents, formatCents } from '../../lib/common/money';
import { promiseProblems } from '../domain/promise-to-pay';
import { applications, collectionCodes, loanAccounts, promisesToPay, teamComments, users } from '../db/schema';
import { canSeeCustomer } from '../domain/access';
import type { Env } from '../http/context';
import { notFound, unprocessable } from '../http/errors';
import { idParam, parseBody } from '../http/validate';

export const collectionCodeRoutes = new Hono<Env>();

collectionCodeRoutes.get('/:name', async (c) => {
  const [row] = await c.get('deps').db.select().from(collectionCodes).where(eq(collectionCodes.name, c.req.param('name'))).limit(1);
  if (!row) throw notFound('Collection code');
  const body: CollectionCodes = { action_code_no: row.actionCodeNo, result_code_no: row.resultCodeNo };
  // The same codes for every customer: callers may keep them for ten minutes and share them (the portal
  // does, lib/lender/shared-cache.ts). Still asked with a token, like every /api call.
  c.header('cache-control', 'public, max-age=600');
  return c.json(body);
});

export const collectionActionRoutes = new Hono<Env>();

async function createPromise(c: Context<Env>) {
  const deps = c.get('deps');
  const actor = c.get('actor');
  const [row] = await deps.db
    .select({ account: loanAccounts, app: applications, owner: users })
    .from(loanAccounts)
    .innerJoin(applications, eq(applications.id, loanAccounts.applicationId))
    .innerJoin(users, eq(users.id, applications.userId))
    .where(eq(loanAccounts.id, idParam(c, 'accountId')))
    .limit(1);
  if (!row || !canSeeCustomer(actor, row.owner.id)) throw notFound('Loan account');
  const body = await parseBody(c, CollectionActionRequestSchema);
  const { account, app, owner } = row;
  const today = deps.clock.today();

  const errors = promiseProblems(
    dollarsToCents(body.promise_amount),
    body.promise_date,
    { monthlyPaymentCents: account.monthlyPaymentCents, lastPaymentDate: account.maxSinglePaymentDate },
    today,
  );
  if (errors.amount || errors.date) {
    throw unprocessable(errors.amount ?? errors.date!, {
      ...(errors.amount ? { promise_amount: [errors.amount] } : {}),
      ...(errors.date ? { promise_date: [errors.date] } : {}),
    });
  }
  if (owner.onPaymentProbation) {
    throw unprocessable('Please call us to make a promise to pay.', { base: ['Please call us to make a promise to pay.'] });
  }
  if (!account.open || account.soldOff) throw unprocessable('This loan does not take promises to pay.', { base: ['This loan does not take promises to pay.'] });

  const [codes] = await deps.db.select().from(collectionCodes).where(eq(collectionCodes.name, 'customer_ptp')).limit(1);
  const amountCents = dollarsToCents(body.promise_amount);
  const promise = await deps.db.transaction(async (tx) => {
    // One open promise at a time: checked inside the transaction that adds one.
    const [open] = await tx
      .select({ id: promisesToPay.id })
      .from(promisesToPay)
      .where(and(eq(promisesToPay.loanAccountId, account.id), gte(promisesToPay.promiseDate, today)))
      .limit(1);
    if (open) throw unprocessable('You already have a promise to pay.', { base: ['You already have a promise to pay.'] });
    const [created] = await tx
      .insert(promisesToPay)
      .values({
        loanAccountId: account.id,
        rowId: 0,
        source: 'nls',
        promiseAmountCents: amountCents,
        promiseDate: body.promise_date,
        resultCode: body.result_code ?? codes?.resultCodeNo ?? null,
        actionCode: body.action_code ?? codes?.actionCodeNo ?? null,
        comments: body.comments || null,
        createdBy: actor.user.id,
      })
      .returning();
    const [numbered] = await tx
      .update(promisesToPay)
      .set({ rowId: 700_000 + created!.id })
      .where(eq(promisesToPay.id, created!.id))
      .returning();
    await tx.insert(teamComments).values({
      applicationId: app.id,
      userId: actor.user.id,
      toCustomer: true,
      commentType: 'promise_to_pay',
      text: `Promise to pay ${formatCents(amountCents)} on ${formatLongDate(body.promise_date)}.${body.comments ? ` ${body.comments}` : ''}`,
    });
    return numbered!;
  });
  return c.json({ data: { row_id: promise.rowId, promise_amount: promise.promiseAmountCents / 100, promise_date: promise.promiseDate } }, 201);
}

// The spec's path ends with a slash; both spellings are the same call.
collectionActionRoutes.post('/:accountId/collection_action', createPromise);
collectionActionRoutes.post('/:accountId/collection_action/', createPromise);
