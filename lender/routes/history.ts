// GET /api/payment_histories/paid_off?acctrefno= — completed payments, children under their parent
// GET /api/transaction_histories?acctrefno=     — recovery payments (every code; the portal keeps its own)
// Both a page at a time (page, per_page), sorted by date in SQL, scoped to the loan's owner.
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { HistoryQuerySchema, type CompletedPayment, type PageMeta } from '../../lib/contract/history';
import { centsToDollars } from '../../lib/common/money';
import { completedPayments, recoveryPayments } from '../db/schema';
import { loadLoanAccountByRef } from '../domain/access';
import type { Env } from '../http/context';
import { parseQuery } from '../http/validate';

type PaymentRow = typeof completedPayments.$inferSelect;

const paymentFields = (p: PaymentRow) => ({
  row_id: p.rowId,
  date_paid: p.datePaid,
  transaction_code: p.transactionCode,
  customer_description: p.customerDescription,
  nsf_date: p.nsfDate,
  payment_amount: centsToDollars(p.paymentAmountCents),
  payment_method: { payment_method_code: p.paymentMethodCode },
  payment_method_reference: p.paymentMethodReference,
});

const pageMeta = (q: { page: number; per_page: number; sort: PageMeta['sort'] }, total: number): PageMeta => ({
  page: q.page,
  per_page: q.per_page,
  total,
  total_pages: Math.ceil(total / q.per_page),
  sort: q.sort,
});

/** Both lists' request: the query, the loan account it names (its owner's only) and the date order asked for. */
async function historyRequest(c: Context<Env>) {
  const q = parseQuery(c, HistoryQuerySchema);
  const deps = c.get('deps');
  const account = await loadLoanAccountByRef(deps, c.get('actor'), q.acctrefno);
  return { q, deps, account, order: q.sort === 'asc' ? asc : desc, offset: (q.page - 1) * q.per_page };
}

export const paymentHistoryRoutes = new Hono<Env>();

paymentHistoryRoutes.get('/paid_off', async (c) => {
  const { q, deps, account, order, offset } = await historyRequest(c);
  const topLevel = and(eq(completedPayments.loanAccountId, account.id), isNull(completedPayments.parentRowId));
  const month = sql<string>`to_char(${completedPayments.datePaid}, 'YYYY-MM')`;

  const [parents, [counted], monthly] = await Promise.all([
    deps.db
      .select()
      .from(completedPayments)
      .where(topLevel)
      .orderBy(order(completedPayments.datePaid), order(completedPayments.rowId))
      .limit(q.per_page)
      .offset(offset),
    deps.db.select({ n: count() }).from(completedPayments).where(topLevel),
    // The whole history by month, for the balance chart; a returned (NSF) payment paid nothing.
    deps.db
      .select({ month, cents: sql`sum(${completedPayments.paymentAmountCents})`.mapWith(Number) })
      .from(completedPayments)
      .where(and(eq(completedPayments.loanAccountId, account.id), isNull(completedPayments.nsfDate)))
      .groupBy(month)
      .orderBy(month),
  ]);

  const children = parents.length
    ? await deps.db
        .select()
        .from(completedPayments)
        .where(
          and(
            eq(completedPayments.loanAccountId, account.id),
            inArray(completedPayments.parentRowId, parents.map((p) => p.rowId)),
          ),
        )
        .orderBy(asc(completedPayments.datePaid), asc(completedPayments.rowId))
    : [];

  const data: CompletedPayment[] = parents.map((p) => ({
    ...paymentFields(p),
    child_payments: children.filter((child) => child.parentRowId === p.rowId).map(paymentFields),
  }));
  return c.json({
    data,
    meta: {
      ...pageMeta(q, counted?.n ?? 0),
      monthly_totals: monthly.map((m) => ({ month: m.month, amount: centsToDollars(m.cents) })),
    },
  });
});

export const transactionHistoryRoutes = new Hono<Env>();

transactionHistoryRoutes.get('/', async (c) => {
  const { q, deps, account, order, offset } = await historyRequest(c);
  const mine = eq(recoveryPayments.loanAccountId, account.id);
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select()
      .from(recoveryPayments)
      .where(mine)
      .orderBy(order(recoveryPayments.effectiveDate), order(recoveryPayments.id))
      .limit(q.per_page)
      .offset(offset),
    deps.db.select({ n: count() }).from(recoveryPayments).where(mine),
  ]);
  return c.json({
    data: rows.map((r) => ({
      id: r.id,
      effective_date: r.effectiveDate,
      transaction_code: r.transactionCode,
      payment_method_reference: r.paymentMethodReference,
      transaction_amount: centsToDollars(r.transactionAmountCents),
    })),
    meta: pageMeta(q, counted?.n ?? 0),
  });
});
