// GET  /api/loan_accounts/{applicationId}/due_date_move              — may the loan move, why not, the days, the moves
// GET  /api/loan_accounts/{applicationId}/due_date_move/preview?day= — the first new due date and the interest it adds
// POST /api/loan_accounts/{applicationId}/due_date_move              — the move (step-up; once per Idempotency-Key)
// Moving the due date (the portal's extension), scoped to the loan's owner like the loan account. The move
// checks every rule again inside its transaction with the loan account locked, so a preview that no longer
// holds (another move, the loan fell past due) is refused by the field and nothing changes.
import { and, desc, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { assertAutopayDateInWindow, AUTOPAY_AUTHORIZATION_VERSION, AUTOPAY_MESSAGES } from '../domain/autopay';
import { centsToDollars } from '../../lib/common/money';
import { IDEMPOTENCY_HEADER, IdempotencyKeySchema } from '../../lib/contract/transactions';
import { DueDateMoveRequestSchema, type DueDateMoveEligibility, type DueDateMovePreview, type DueDateMoveRecord, type DueDateMoveResult } from '../../lib/contract/due-date-move';
import { DUE_DATE_MOVE_REASON_MESSAGES, DUE_DAY_MESSAGES, DUE_DATE_MOVES_MAX } from '../../lib/contract/limits';
import type { Db } from '../db/client';
import { dueDateMoves, loanAccounts, recurringPayments, users } from '../db/schema';
import { moveAutopayUnderNewAuthorization, sendReceiptOnce } from '../domain/authorization-copies';
import { clientAddress } from '../http/client-address';
import { loadApplication } from '../domain/access';
import { addedInterestCents, allowedDueDays, dueDayProblem, firstNewDueDate, movedAutopayDate, moveRefusals } from '../domain/due-date-move';
import { dueDateMoveReceipt } from '../domain/due-date-receipt';
import { idempotent } from '../domain/idempotency';
import { languageOf } from '../domain/notice-words';
import { addMonthsIso } from '../domain/schedule';
import { requireStepUp } from '../domain/step-up';
import { loanOf } from './self-service';
import type { Deps, Env } from '../http/context';
import { forbidden, HttpError, notFound, unprocessable } from '../http/errors';
import { idParam, parseBody, parseQuery } from '../http/validate';

export const dueDateMoveRoutes = new Hono<Env>();

type Account = typeof loanAccounts.$inferSelect;
type MoveRow = typeof dueDateMoves.$inferSelect;

export const ONLY_CUSTOMER_MOVES_MESSAGE = 'Only the customer can move the due date.';

/** The due date a move replaces: the current one unless it is behind us, else the upcoming one. */
const nextDueOf = (account: Account, today: string) => [account.currentDueDate, account.upcomingPaymentDueDate].find((d) => d !== null && d >= today) ?? null;

function standing(account: Account, moves: MoveRow[], today: string) {
  const nextDue = nextDueOf(account, today);
  const reasons = moveRefusals(
    {
      open: account.open && !account.closed && !account.soldOff && !account.chargeOff,
      pastDue: account.daysPastDue > 0 || account.pastDueBalanceCents > 0,
      nextDueDate: nextDue,
      movedOn: moves.map((m) => m.movedOn),
    },
    today,
  );
  return { nextDue, reasons };
}

const movesOf = (db: Db, accountId: number) => db.select().from(dueDateMoves).where(eq(dueDateMoves.loanAccountId, accountId)).orderBy(desc(dueDateMoves.createdAt), desc(dueDateMoves.id));

const activeAutopay = async (db: Db, applicationId: number) =>
  (await db.select().from(recurringPayments).where(and(eq(recurringPayments.applicationId, applicationId), isNull(recurringPayments.cancelledAt))).limit(1))[0] ?? null;

const serializeMove = (m: MoveRow): DueDateMoveRecord => ({
  id: m.id,
  moved_at: m.createdAt.toISOString(),
  previous_due_date: m.previousDueDate,
  new_due_date: m.newDueDate,
  new_day: m.newDay,
  added_interest: centsToDollars(m.addedInterestCents),
  autopay_moved: m.autopayMoved,
});

/** The refusal of a day (or of the loan): its message by the `day` field. */
const refuseDay = (message: string) => unprocessable(message, { day: [message] });

/** Every rule for moving `account`'s due date to `day` today; answers the move's figures or throws by the field. */
function checkedMove(account: Account, moves: MoveRow[], day: number, today: string) {
  const { nextDue, reasons } = standing(account, moves, today);
  if (reasons.length > 0 || nextDue === null) throw refuseDay(DUE_DATE_MOVE_REASON_MESSAGES[reasons[0] ?? 'no_due_date']);
  const problem = dueDayProblem(day, nextDue, today);
  if (problem) throw refuseDay(DUE_DAY_MESSAGES[problem]);
  const first = firstNewDueDate(nextDue, day, today);
  return { nextDue, first, addedCents: addedInterestCents(account.payoffBalanceCents, account.aprBasisPoints, nextDue, first) };
}

dueDateMoveRoutes.get('/:applicationId/due_date_move', async (c) => {
  const { deps, account } = await loanOf(c);
  const today = deps.clock.today();
  const moves = await movesOf(deps.db, account.id);
  const { nextDue, reasons } = standing(account, moves, today);
  const data: DueDateMoveEligibility = {
    eligible: reasons.length === 0,
    reasons: reasons.map((code) => ({ code, message: DUE_DATE_MOVE_REASON_MESSAGES[code] })),
    current_due_date: nextDue,
    allowed_days: reasons.length === 0 && nextDue ? allowedDueDays(nextDue, today) : [],
    moves_left: Math.max(0, DUE_DATE_MOVES_MAX - moves.length),
    moves: moves.map(serializeMove),
  };
  return c.json({ data });
});

/** Any day as typed: the lender's own check answers each problem with its message by the field. */
const PreviewQuery = z.object({ day: z.string().max(20).default('') });

dueDateMoveRoutes.get('/:applicationId/due_date_move/preview', async (c) => {
  const { deps, app, account } = await loanOf(c);
  const { day: typed } = parseQuery(c, PreviewQuery);
  const day = /^\d{1,2}$/.test(typed) ? Number(typed) : NaN;
  const today = deps.clock.today();
  const [moves, autopay] = await Promise.all([movesOf(deps.db, account.id), activeAutopay(deps.db, app.id)]);
  const move = checkedMove(account, moves, day, today);
  const data: DueDateMovePreview = {
    day,
    previous_due_date: move.nextDue,
    first_due_date: move.first,
    added_interest: centsToDollars(move.addedCents),
    autopay: autopay
      ? {
          next_transaction_date: autopay.nextTransactionDate,
          new_next_transaction_date: movedAutopayDate(autopay.nextTransactionDate, move.nextDue, move.first, today),
          authorization_version: AUTOPAY_AUTHORIZATION_VERSION,
        }
      : null,
  };
  return c.json({ data });
});

dueDateMoveRoutes.post('/:applicationId/due_date_move', async (c) => {
  const deps = c.get('deps');
  const actor = c.get('actor');
  // A sensitive change: refused without a recent step-up before anything else is looked at.
  requireStepUp(c);
  const key = IdempotencyKeySchema.safeParse(c.req.header(IDEMPOTENCY_HEADER));
  if (!key.success) throw new HttpError(400, 'An Idempotency-Key header (8 to 100 letters, digits, - or _) is required.');
  const body = await parseBody(c, DueDateMoveRequestSchema);
  const app = await loadApplication(deps, actor, idParam(c, 'applicationId'));
  // Staff see the moves; the move is the customer's own (read-only for staff).
  if (app.userId !== actor.user.id) throw forbidden(ONLY_CUSTOMER_MOVES_MESSAGE);

  const done: { receipt?: ReceiptFacts } = {};
  const answer = await idempotent(deps, { userId: actor.user.id, key: key.data, scope: `POST due_date_move ${app.id}`, body }, async (tx) => {
    const today = deps.clock.today();
    const [account] = await tx.select().from(loanAccounts).where(eq(loanAccounts.applicationId, app.id)).for('update');
    if (!account) throw notFound('Loan account');
    const [moves, autopay] = await Promise.all([movesOf(tx, account.id), activeAutopay(tx, app.id)]);
    const move = checkedMove(account, moves, body.day, today);
    if (move.first !== body.first_due_date) throw refuseDay(DUE_DAY_MESSAGES.changed);
    const receiptFacts = (autopayMovedTo: string | null): ReceiptFacts => ({
      applicationId: app.id, previousDueDate: move.nextDue, newDueDate: move.first, newDay: body.day, addedInterestCents: move.addedCents, autopayMovedTo, autopayStayed: autopay !== null && autopayMovedTo === null,
    });

    // Autopay's day moves only under the new authorization the customer accepted; otherwise it stays.
    let autopayTo: string | null = null;
    let copyFileId: number | null = null;
    if (body.autopay && autopay) {
      if (body.autopay.authorization_version !== AUTOPAY_AUTHORIZATION_VERSION) {
        throw unprocessable(AUTOPAY_MESSAGES.authorization, { autopay: [DUE_DAY_MESSAGES.autopayAuthorization] });
      }
      autopayTo = movedAutopayDate(autopay.nextTransactionDate, move.nextDue, move.first, today);
      assertAutopayDateInWindow(autopayTo, today, account.maxRecurringPaymentDate);
      // The copy of the new authorization, with its figures as the page showed them (its day the new debit's).
      copyFileId = await moveAutopayUnderNewAuthorization(tx, {
        autopay,
        to: autopayTo,
        version: body.autopay.authorization_version,
        language: body.autopay.authorization_language ?? 'en-US',
        ownerId: app.userId,
        actorId: actor.user.id,
        applicationId: app.id,
        now: deps.clock.now(),
        // One e-mail: the move's receipt carries the new authorization's (sent once, after the commit, below).
        receiptIn: (language, firstName, authorization) => dueDateMoveReceipt(language, { ...receiptFacts(autopayTo), firstName, authorization }),
        address: clientAddress(c),
      });
    }

    const moved = move.nextDue === account.currentDueDate
      ? { currentDueDate: move.first, upcomingPaymentDueDate: addMonthsIso(move.first, 1) }
      : { upcomingPaymentDueDate: move.first };
    await tx.update(loanAccounts).set(moved).where(eq(loanAccounts.id, account.id));
    const [row] = await tx
      .insert(dueDateMoves)
      .values({ loanAccountId: account.id, actorId: actor.user.id, previousDueDate: move.nextDue, newDueDate: move.first, newDay: body.day, addedInterestCents: move.addedCents, autopayMoved: autopayTo !== null, movedOn: today })
      .returning();
    // With a new autopay authorization the receipt is its copy's (sendReceiptOnce below); else a receipt of its own.
    if (copyFileId === null) done.receipt = receiptFacts(autopayTo);
    const data: DueDateMoveResult = { move: serializeMove(row!), autopay_next_transaction_date: autopayTo ?? autopay?.nextTransactionDate ?? null, authorization_file_id: copyFileId };
    return { status: 201, body: { data } };
  });
  // The receipt goes once, with the move (a replayed answer sends none).
  if (done.receipt && !answer.replayed) await sendReceipt(deps, done.receipt, app.userId);
  await sendReceiptOnce(deps, (answer.body as { data: DueDateMoveResult }).data.authorization_file_id);
  return c.json(answer.body, answer.status, answer.replayed ? { 'idempotent-replayed': 'true' } : undefined);
});

type ReceiptFacts = Omit<Parameters<typeof dueDateMoveReceipt>[1], 'firstName'>;

async function sendReceipt(deps: Deps, facts: ReceiptFacts, userId: number) {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (user) await deps.adapters.email.send({ to: user.email, ...dueDateMoveReceipt(languageOf(user), { ...facts, firstName: user.firstName }) });
}
