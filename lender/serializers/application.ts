// An application row and what hangs off it → the version 2 wire shape of lib/contract/applications.
import { and, asc, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Application } from '../../lib/contract/applications';
import { centsToDollars } from '../../lib/common/money';
import {
  applications,
  bankAccounts,
  files,
  loanAccounts,
  promisesToPay,
  purchases,
  recurringPayments,
  revolvers,
  transactions,
} from '../db/schema';
import { preparedPer } from '../db/prepared';
import type { Deps } from '../http/context';
import { loanAccountOf } from '../domain/access';
import { liveBankAccountsOf } from '../domain/bank-account-records';
import { ADVERSE_ACTION_KIND } from '../domain/adverse-action';

type ApplicationRow = typeof applications.$inferSelect;

const isDeclined = (app: ApplicationRow) => app.status === 'declined' || app.statusCacheStatus === 'declined';

const money = (cents: number | null) => (cents === null ? null : centsToDollars(cents));

// Every loan-area page asks for the application, so its look-ups are prepared (../db/prepared.ts).
const byApplication = sql.placeholder('applicationId');
const today = sql.placeholder('today');
const activeAutopay = preparedPer((db) =>
  db
    .select({ recurring: recurringPayments, bankName: bankAccounts.name })
    .from(recurringPayments)
    .innerJoin(bankAccounts, eq(bankAccounts.id, recurringPayments.bankAccountId))
    .where(and(eq(recurringPayments.applicationId, byApplication), isNull(recurringPayments.cancelledAt)))
    .limit(1)
    .prepare('active_autopay_of_application'),
);
const pendingPurchasesOf = preparedPer((db) =>
  db
    .select({ guid: purchases.guid })
    .from(purchases)
    .innerJoin(revolvers, eq(revolvers.id, purchases.revolverId))
    .where(and(eq(revolvers.applicationId, byApplication), isNull(purchases.approvedAt), isNull(purchases.rejectedAt)))
    .orderBy(asc(purchases.id))
    .prepare('pending_purchases_of_application'),
);
const scheduledPaymentsOf = preparedPer((db) =>
  db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.applicationId, byApplication),
        eq(transactions.active, true),
        isNull(transactions.cancelledAt),
        gte(transactions.futureEffectiveAt, today),
      ),
    )
    .orderBy(asc(transactions.futureEffectiveAt))
    .prepare('scheduled_payments_of_application'),
);
const openServicerPromisesOf = preparedPer((db) =>
  db
    .select({ promise: promisesToPay })
    .from(promisesToPay)
    .innerJoin(loanAccounts, eq(loanAccounts.id, promisesToPay.loanAccountId))
    .where(and(eq(loanAccounts.applicationId, byApplication), eq(promisesToPay.source, 'wu'), gte(promisesToPay.promiseDate, today)))
    .prepare('open_servicer_promises_of_application'),
);

export async function serializeApplication(deps: Deps, app: ApplicationRow): Promise<Application> {
  const { db, clock } = deps;
  const byId = { applicationId: app.id, today: clock.today() };
  // All by the application, so they go to the database at once.
  const [account, [recurring], [primaryBank], pendingPurchases, pending, wuPromises, [notice]] = await Promise.all([
    loanAccountOf(deps, app.id),
    activeAutopay(db).execute(byId),
    liveBankAccountsOf(db, app.userId),
    pendingPurchasesOf(db).execute(byId),
    scheduledPaymentsOf(db).execute(byId),
    openServicerPromisesOf(db)
      .execute(byId)
      .then((rows) => rows.map((r) => r.promise)),
    // Only a declined application has an adverse action notice: the newest is the one that stands.
    isDeclined(app)
      ? db
          .select({ id: files.id })
          .from(files)
          .where(and(eq(files.applicationId, app.id), eq(files.kind, ADVERSE_ACTION_KIND), eq(files.ownerId, app.userId)))
          .orderBy(desc(files.id))
          .limit(1)
      : Promise.resolve([]),
  ]);

  const active = recurring
    ? {
        id: recurring.recurring.id,
        total_amount: centsToDollars(recurring.recurring.amountCents + recurring.recurring.amountExtraCents),
        payment_day: Number(recurring.recurring.nextTransactionDate.slice(8, 10)),
        start_date: recurring.recurring.startDate,
        next_transaction_date: recurring.recurring.nextTransactionDate,
        recurrable_name: recurring.bankName,
        amount: centsToDollars(recurring.recurring.amountCents),
        amount_extra: centsToDollars(recurring.recurring.amountExtraCents),
        recurrable_id: recurring.recurring.bankAccountId,
      }
    : null;

  return {
    id: app.id,
    type: 'applications',
    attributes: {
      kind: app.kind === 'revolver' ? 'revolver' : 'installment',
      status_cache_status: app.statusCacheStatus,
      status: app.status,
      final_status: app.finalStatus,
      has_loan_account: Boolean(account),
      final_loan:
        app.finalContractId !== null
          ? { data: { attributes: { signed_document: { signed: app.finalLoanSigned }, maturity_date: app.maturityDate } } }
          : null,
      new_record: false,
      has_new_payments: app.hasNewPayments,
      has_pending_purchases: pendingPurchases.length > 0,
      pending_purchase: pendingPurchases[0] ?? null,
      active_recurring_payment: active,
      primary_bank_account: primaryBank ? { id: primaryBank.id, name: primaryBank.name } : null,
      origin: app.origin,
      needs_dealership: app.needsDealership,
      autopay_enabled: active !== null,
      final_contract_id: app.finalContractId,
      original_note_amount: money(app.originalNoteAmountCents),
      repair_amount: money(app.repairAmountCents),
      max_approved_amount: money(app.maxApprovedAmountCents),
      signed: app.finalLoanSigned,
      signed_at: app.signedAt?.toISOString() ?? null,
      prefill:
        app.prefillDecisionRedirectUrl || app.prefillCampaignName
          ? { decision_redirect_url: app.prefillDecisionRedirectUrl, campaign_name: app.prefillCampaignName }
          : null,
      ofac_hit: app.ofacHit,
      'unable_verify?': app.unableVerify,
      'qualify_for_no_interest?': app.qualifyForNoInterest,
      payoff_letter: app.payoffLetterId !== null ? { id: app.payoffLetterId } : null,
      pending_payments: pending.map((t) => ({
        id: t.id,
        amount: centsToDollars(t.amountCents),
        future_effective_at: t.futureEffectiveAt,
        transactable_name: t.transactableName,
      })),
      wu_promise_to_pays: wuPromises.map((p) => ({
        promise_amount: centsToDollars(p.promiseAmountCents),
        promise_date: p.promiseDate,
      })),
      adverse_action_notice_file_id: notice?.id ?? null,
      created_at: app.createdAt.toISOString(),
    },
    relationships: {
      user: { data: { id: app.userId } },
      loan_account: { data: account ? { id: account.id } : null },
    },
  };
}
