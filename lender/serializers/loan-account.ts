// A loan account row (and its open promises) → the wire shape of lib/contract/loan-accounts.
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { LoanAccount } from '../../lib/contract/loan-accounts';
import { centsToDollars } from '../../lib/common/money';
import { preparedPer } from '../db/prepared';
import { loanAccounts, promisesToPay } from '../db/schema';
import type { Deps } from '../http/context';

type LoanAccountRow = typeof loanAccounts.$inferSelect;

// Prepared (../db/prepared.ts): the loan page, Make Payment and the schedule each ask for the loan account.
const openPromises = preparedPer((db) =>
  db
    .select()
    .from(promisesToPay)
    // Open promises only: one whose date has passed was kept or broken, and is history.
    .where(and(eq(promisesToPay.loanAccountId, sql.placeholder('accountId')), eq(promisesToPay.source, 'nls'), gte(promisesToPay.promiseDate, sql.placeholder('today'))))
    .orderBy(asc(promisesToPay.promiseDate))
    .prepare('open_promises_of_loan'),
);

export async function serializeLoanAccount(deps: Deps, account: LoanAccountRow): Promise<LoanAccount> {
  const promises = await openPromises(deps.db).execute({ accountId: account.id, today: deps.clock.today() });
  const pastDue = account.daysPastDue > 0 && account.pastDueBalanceCents > 0;
  return {
    acctrefno: account.acctrefno,
    payoff_balance: centsToDollars(account.payoffBalanceCents),
    monthly_payment: centsToDollars(account.monthlyPaymentCents),
    current_due_date: account.currentDueDate,
    upcoming_payment_due_date: account.upcomingPaymentDueDate,
    current_balance_due: centsToDollars(account.currentBalanceDueCents),
    past_due: pastDue,
    past_due_balance: centsToDollars(account.pastDueBalanceCents),
    days_past_due: account.daysPastDue,
    open: account.open,
    closed: account.closed,
    charge_off: account.chargeOff,
    charge_off_settled: account.chargeOffSettled,
    sold_off: account.soldOff,
    sold_off_date: account.soldOffDate,
    'open?': account.open,
    'closed?': account.closed,
    'charge_off?': account.chargeOff,
    'charge_off_settled?': account.chargeOffSettled,
    'sold_off?': account.soldOff,
    'not_current?': pastDue,
    original_note_amount: centsToDollars(account.originalNoteAmountCents),
    SAC_expiration_date: account.sacExpirationDate,
    max_single_payment_date: account.maxSinglePaymentDate,
    max_recurring_payment_date: account.maxRecurringPaymentDate,
    promise_to_pays: promises.map((p) => ({
      row_id: p.rowId,
      promise_amount: centsToDollars(p.promiseAmountCents),
      promise_date: p.promiseDate,
    })),
    debt_buyer:
      account.soldOff && account.debtBuyerName
        ? { name: account.debtBuyerName, phone: account.debtBuyerPhone ?? '', address: account.debtBuyerAddress ?? '' }
        : null,
  };
}
