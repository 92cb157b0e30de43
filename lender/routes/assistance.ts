// GET  /api/loan_accounts/{applicationId}/assistance_requests — the loan's requests, newest first, and whether a new one may be made
// POST /api/loan_accounts/{applicationId}/assistance_requests — a payment assistance request (the customer's)
// POST /api/loan_accounts/{applicationId}/scra_requests       — a servicemember's rate-cap request (the customer's)
// POST /api/assistance_requests/{id}/accept                   — the customer accepts the offer (step-up; once per Idempotency-Key)
// POST /api/assistance_requests/{id}/reply                    — the customer declines the offer or withdraws the request
// POST /api/assistance_requests/{id}/files                    — one document for an open request (multipart, part `file`; once per Idempotency-Key)
// POST /api/assistance_requests/{id}/decision                 — collections staff decide
// GET  /api/staff/assistance_requests                         — the open requests of every customer (staff)
// Scoped like the loan account: another customer's loan or request is a 404. Every rule is checked again here,
// inside the transaction that changes the request; one open request per loan is also the database's own rule.
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { centsToDollars, dollarsToCents } from '../../lib/common/money';
import {
  AcceptOfferBodySchema,
  ASSISTANCE_MESSAGES as M,
  ASSISTANCE_STAFF_MESSAGES as S,
  AssistanceReplyBodySchema,
  AssistanceRequestBodySchema,
  OPEN_ASSISTANCE_STATES,
  ScraRequestBodySchema,
  StaffDecisionBodySchema,
  type AssistanceKind,
  type AssistanceList,
  type AssistanceOffer,
  type AssistanceQueue,
  type AssistanceRefusal,
  type AssistanceState,
} from '../../lib/contract/assistance';
import { ASSISTANCE_FILES_MAX } from '../../lib/contract/assistance-words';
import { UPLOAD_MESSAGES } from '../../lib/contract/limits';
import { IDEMPOTENCY_HEADER, IdempotencyKeySchema } from '../../lib/contract/transactions';
import type { Db } from '../db/client';
import { preparedPer } from '../db/prepared';
import { applications, assistanceRequests, loanAccounts, recurringPayments, users } from '../db/schema';
import { loadApplication } from '../domain/access';
import { decidesAssistance } from '../domain/staff-roles';
import { isOpen, nextState, offerAddedInterestCents, offerFirstDueDate, offerProblem, scraProblems, scraRelief, sinceProblem, type AssistanceMove, type OfferTerms } from '../domain/assistance';
import { documentsOf, documentsTarget, lettersOf, offerOf, recordStateChange, serializeRequest, type RequestRow, type StoredOffer } from '../domain/assistance-records';
import { moveAutopayUnderNewAuthorization, sendReceiptOnce } from '../domain/authorization-copies';
import { assertAutopayDateInWindow, AUTOPAY_AUTHORIZATION_VERSION, AUTOPAY_MESSAGES } from '../domain/autopay';
import { movedAutopayDate } from '../domain/due-date-move';
import { idempotent, idempotentIfKeyed, optionalIdempotencyKey } from '../domain/idempotency';
import { addMonthsIso } from '../domain/schedule';
import { requireStepUp } from '../domain/step-up';
import { checkFile, readUploadedFile, refuseFile, serializeUpload, storeUpload, uploadsOf } from '../domain/uploads';
import { clientAddress } from '../http/client-address';
import type { Deps, Env } from '../http/context';
import { forbidden, HttpError, notFound, unprocessable } from '../http/errors';
import { idParam, parseBody } from '../http/validate';
import { loanOf } from './self-service';

export const assistanceLoanRoutes = new Hono<Env>();
export const assistanceRoutes = new Hono<Env>();
export const assistanceQueueRoutes = new Hono<Env>();

type Account = typeof loanAccounts.$inferSelect;


const refuse = (field: string, key: AssistanceRefusal) => unprocessable(M[key], { [field]: [M[key]] });
const refuseStaff = (field: string, message: string) => unprocessable(message, { [field]: [message] });

const openLoan = (a: Account) => a.open && !a.closed && !a.soldOff && !a.chargeOff;
/** The due date an offer moves: the current one unless it is behind us, else the upcoming one. */
const nextDueOf = (a: Account, today: string) => [a.currentDueDate, a.upcomingPaymentDueDate].find((d) => d !== null && d >= today) ?? null;

const activeAutopay = async (db: Db, applicationId: number) =>
  (await db.select().from(recurringPayments).where(and(eq(recurringPayments.applicationId, applicationId), isNull(recurringPayments.cancelledAt))).limit(1))[0] ?? null;

type Autopay = typeof recurringPayments.$inferSelect;
const autopayTotalCents = (autopay: Autopay) => autopay.amountCents + autopay.amountExtraCents;

/** Smaller payments lower autopay only when it debits more than them (else the offer shows no autopay change). */
const lowersAutopay = (autopay: Autopay, offer: StoredOffer) =>
  offer.kind === 'reduced_payment' && offer.amountCents !== null && autopayTotalCents(autopay) > offer.amountCents;

/** Smaller debits under an offer of smaller payments: from autopay's next debit, one a month for the offer's months. */
const reducedDebits = (autopay: { nextTransactionDate: string }, offer: StoredOffer) => ({
  amountCents: offer.amountCents!,
  months: offer.months!,
  regularFrom: addMonthsIso(autopay.nextTransactionDate, offer.months!),
});

/**
 * What autopay would become under the offer, if the customer accepts its new authorization: a later debit
 * under an offer that moves the due date, a smaller one for a while under smaller payments. Null without
 * autopay, or when it would not change (it already debits no more than the smaller payment).
 */
async function autopayUnder(db: Db, applicationId: number, offer: StoredOffer | null, today: string): Promise<AssistanceOffer['autopay']> {
  if (!offer) return null;
  const autopay = await activeAutopay(db, applicationId);
  if (!autopay) return null;
  const amount = centsToDollars(autopayTotalCents(autopay));
  if (offer.kind === 'reduced_payment') {
    if (!lowersAutopay(autopay, offer)) return null;
    const reduced = reducedDebits(autopay, offer);
    return {
      next_transaction_date: autopay.nextTransactionDate,
      new_next_transaction_date: autopay.nextTransactionDate,
      authorization_version: AUTOPAY_AUTHORIZATION_VERSION,
      amount,
      new_amount: centsToDollars(reduced.amountCents),
      regular_from: reduced.regularFrom,
    };
  }
  return {
    next_transaction_date: autopay.nextTransactionDate,
    new_next_transaction_date: movedAutopayDate(autopay.nextTransactionDate, offer.fromDueDate, offer.firstDueDate, today),
    authorization_version: AUTOPAY_AUTHORIZATION_VERSION,
    amount,
    new_amount: amount,
    regular_from: null,
  };
}

async function recordOf(deps: Deps, row: RequestRow) {
  const [letters, documents, autopay] = await Promise.all([
    lettersOf(deps.db, row.applicationId),
    documentsOf(deps.db, [row.id]),
    autopayUnder(deps.db, row.applicationId, row.state === 'offer' ? offerOf(row) : null, deps.clock.today()),
  ]);
  return serializeRequest(row, letters.get(row.id) ?? [], documents.get(row.id) ?? [], autopay);
}

async function answerOne(deps: Deps, row: RequestRow, status: 200 | 201 = 200) {
  return { status, body: { data: await recordOf(deps, row) } };
}

// Prepared (../db/prepared.ts): the loan page asks for the requests every time.
const requestsOfApplication = preparedPer((db) =>
  db
    .select()
    .from(assistanceRequests)
    .where(eq(assistanceRequests.applicationId, sql.placeholder('applicationId')))
    .orderBy(desc(assistanceRequests.createdAt), desc(assistanceRequests.id))
    .prepare('assistance_requests_of_application'),
);

assistanceLoanRoutes.get('/:applicationId/assistance_requests', async (c) => {
  const { deps, app, account } = await loanOf(c);
  const rows = await requestsOfApplication(deps.db).execute({ applicationId: app.id });
  const today = deps.clock.today();
  const [letters, documents, autopay] = await Promise.all([
    lettersOf(deps.db, app.id),
    documentsOf(deps.db, rows.map((r) => r.id)),
    autopayUnder(deps.db, app.id, offerOf(rows.find((r) => r.state === 'offer') ?? ({ offer: null } as RequestRow)), today),
  ]);
  const data: AssistanceList = {
    requests: rows.map((r) => serializeRequest(r, letters.get(r.id) ?? [], documents.get(r.id) ?? [], r.state === 'offer' ? autopay : null)),
    may_request: openLoan(account) && !rows.some((r) => isOpen(r.state)),
  };
  return c.json({ data });
});

/** The loan of a customer's new request: their own (staff read only), open, with no open request. */
async function newRequestLoan(c: Context<Env>) {
  const loan = await loanOf(c);
  if (loan.app.userId !== c.get('actor').user.id) throw forbidden(M.onlyCustomer);
  if (!openLoan(loan.account)) throw refuse('base', 'notOpen');
  return loan;
}

/** Inserts the request; the partial unique index refuses a second open one even when two race. */
async function insertRequest(deps: Deps, values: typeof assistanceRequests.$inferInsert, actorId: number) {
  try {
    return await deps.db.transaction(async (tx) => {
      const [open] = await tx.select({ id: assistanceRequests.id }).from(assistanceRequests).where(and(eq(assistanceRequests.loanAccountId, values.loanAccountId), inArray(assistanceRequests.state, [...OPEN_ASSISTANCE_STATES]))).limit(1);
      if (open) throw refuse('base', 'openRequest');
      const [row] = await tx.insert(assistanceRequests).values(values).returning();
      await recordStateChange(tx as unknown as Db, row!, actorId, { today: deps.clock.today(), now: deps.clock.now() });
      return row!;
    });
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if (String((err as { code?: string }).code ?? (err as { cause?: { code?: string } }).cause?.code) === '23505') throw refuse('base', 'openRequest');
    throw err;
  }
}

assistanceLoanRoutes.post('/:applicationId/assistance_requests', async (c) => {
  const { deps, app, account } = await newRequestLoan(c);
  const body = await parseBody(c, AssistanceRequestBodySchema);
  const today = deps.clock.today();
  const since = sinceProblem(body.since, today);
  if (since) throw refuse('since', since);
  const row = await insertRequest(
    deps,
    {
      applicationId: app.id,
      loanAccountId: account.id,
      userId: app.userId,
      kind: 'assistance',
      state: 'submitted',
      reason: body.reason,
      explanation: body.explanation,
      since: body.since,
      expectedMonths: body.expected_months,
      incomeChangeCents: dollarsToCents(body.income_change),
      help: [...new Set(body.help)],
      consentedAt: deps.clock.now(),
      createdAt: deps.clock.now(),
      updatedAt: deps.clock.now(),
    },
    c.get('actor').user.id,
  );
  const answer = await answerOne(deps, row, 201);
  return c.json(answer.body, answer.status);
});

assistanceLoanRoutes.post('/:applicationId/scra_requests', async (c) => {
  const { deps, app, account } = await newRequestLoan(c);
  const body = await parseBody(c, ScraRequestBodySchema);
  const today = deps.clock.today();
  const problems = scraProblems({ serviceStart: body.service_start, serviceEnd: body.service_end, loanMadeOn: app.createdAt.toISOString().slice(0, 10) }, today);
  const errors = Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, [M[key]]]));
  if (Object.keys(errors).length > 0) throw unprocessable(Object.values(errors)[0]![0]!, errors);
  if (account.aprBasisPoints <= 600) throw refuse('base', 'atCap');
  const row = await insertRequest(
    deps,
    {
      applicationId: app.id,
      loanAccountId: account.id,
      userId: app.userId,
      kind: 'scra',
      state: 'submitted',
      reason: 'military_service',
      explanation: body.explanation,
      consentedAt: deps.clock.now(),
      serviceStart: body.service_start,
      serviceEnd: body.service_end,
      createdAt: deps.clock.now(),
      updatedAt: deps.clock.now(),
    },
    c.get('actor').user.id,
  );
  const answer = await answerOne(deps, row, 201);
  return c.json(answer.body, answer.status);
});

/** A request the caller may see, with its loan account (404 otherwise). */
async function requestOf(c: Context<Env>, db: Db = c.get('deps').db, lock = false) {
  const deps = c.get('deps');
  const id = idParam(c);
  const query = db.select().from(assistanceRequests).where(eq(assistanceRequests.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Request');
  await loadApplication(deps, c.get('actor'), row.applicationId);
  const [account] = await db.select().from(loanAccounts).where(eq(loanAccounts.id, row.loanAccountId)).limit(1);
  if (!account) throw notFound('Loan account');
  return { row, account };
}

/** Moves the request in `tx` (or refuses: nothing changes) and leaves the message and the letter. */
async function move(c: Context<Env>, tx: Db, row: RequestRow, step: AssistanceMove, set: Partial<typeof assistanceRequests.$inferInsert> = {}, autopayMovedTo: string | null = null) {
  const deps = c.get('deps');
  const to = nextState(row.kind as AssistanceKind, row.state as AssistanceState, step);
  if (!to) throw refuse('base', 'notAnswerable');
  const [updated] = await tx
    .update(assistanceRequests)
    .set({ ...set, state: to, updatedAt: deps.clock.now() })
    .where(and(eq(assistanceRequests.id, row.id), eq(assistanceRequests.state, row.state)))
    .returning();
  if (!updated) throw refuse('base', 'notAnswerable');
  await recordStateChange(tx, updated, c.get('actor').user.id, { today: deps.clock.today(), now: deps.clock.now() }, autopayMovedTo);
  return updated;
}

assistanceRoutes.post('/:id/reply', async (c) => {
  const deps = c.get('deps');
  const body = await parseBody(c, AssistanceReplyBodySchema);
  const { row } = await requestOf(c);
  if (row.userId !== c.get('actor').user.id) throw forbidden(M.onlyCustomer);
  const updated = await deps.db.transaction((tx) => move(c, tx as unknown as Db, row, body.reply));
  const answer = await answerOne(deps, updated);
  return c.json(answer.body, answer.status);
});

assistanceRoutes.post('/:id/files', async (c) => {
  const deps = c.get('deps');
  const actor = c.get('actor');
  const { row: seen } = await requestOf(c);
  // Staff may read the request, but its documents are the customer's to send.
  if (seen.userId !== actor.user.id) throw forbidden(UPLOAD_MESSAGES.onlyCustomer);
  const key = optionalIdempotencyKey(c.req.header(IDEMPOTENCY_HEADER));
  if (!isOpen(seen.state)) throw refuseFile(UPLOAD_MESSAGES.requestClosed);
  // Checked (size, scan, type by its bytes) before anything is written; the request's rules again inside.
  const file = await checkFile(deps, await readUploadedFile(c));
  const now = deps.clock.now();
  const answer = await idempotentIfKeyed(deps, { userId: actor.user.id, key, scope: `upload:assistance:${seen.id}`, body: { sha256: file.sha256, filename: file.filename } }, async (tx) => {
    const [row] = await tx.select().from(assistanceRequests).where(eq(assistanceRequests.id, seen.id)).for('update');
    if (!row || !isOpen(row.state)) throw refuseFile(UPLOAD_MESSAGES.requestClosed);
    const target = documentsTarget(row);
    const kept = await uploadsOf(tx, target);
    // The same file again (a second press, a form sent twice): the one already kept.
    const same = kept.find((f) => f.sha256 === file.sha256);
    if (same) return { status: 200 as const, body: { data: { upload: serializeUpload(same), request: await recordOf({ ...deps, db: tx }, row) } } };
    if (kept.length >= ASSISTANCE_FILES_MAX) throw refuseFile(UPLOAD_MESSAGES.requestFull);
    const stored = await storeUpload(deps, tx, target, actor.user.id, file, now);
    return { status: 201 as const, body: { data: { upload: serializeUpload(stored), request: await recordOf({ ...deps, db: tx }, row) } } };
  });
  return c.json(answer.body, answer.status, answer.replayed ? { 'idempotent-replayed': 'true' } : undefined);
});

assistanceRoutes.post('/:id/accept', async (c) => {
  const deps = c.get('deps');
  const actor = c.get('actor');
  // It changes the payment plan: refused without a recent step-up before anything else is looked at.
  requireStepUp(c);
  const key = IdempotencyKeySchema.safeParse(c.req.header(IDEMPOTENCY_HEADER));
  if (!key.success) throw new HttpError(400, 'An Idempotency-Key header (8 to 100 letters, digits, - or _) is required.');
  const body = await parseBody(c, AcceptOfferBodySchema);
  const { row: seen } = await requestOf(c);
  if (seen.userId !== actor.user.id) throw forbidden(M.onlyCustomer);

  const answer = await idempotent(deps, { userId: actor.user.id, key: key.data, scope: `POST assistance accept ${seen.id}`, body }, async (tx) => {
    const today = deps.clock.today();
    const [row] = await tx.select().from(assistanceRequests).where(eq(assistanceRequests.id, seen.id)).for('update');
    const [account] = await tx.select().from(loanAccounts).where(eq(loanAccounts.id, seen.loanAccountId)).for('update');
    if (!row || !account) throw notFound('Request');
    const offer = offerOf(row);
    if (row.state !== 'offer' || !offer) throw refuse('base', 'notAnswerable');
    // The offer moved a due date the loan still has: otherwise the loan changed since (a payment, a move).
    const due = nextDueOf(account, today);
    if (offer.kind !== 'reduced_payment' && due !== offer.fromDueDate) throw refuse('base', 'offerChanged');

    let autopayTo: string | null = null;
    let copyFileId: number | null = null;
    const autopay = await activeAutopay(tx, row.applicationId);
    const lowers = autopay !== null && lowersAutopay(autopay, offer);
    if (body.autopay && autopay && (offer.kind !== 'reduced_payment' || lowers)) {
      if (body.autopay.authorization_version !== AUTOPAY_AUTHORIZATION_VERSION) throw unprocessable(AUTOPAY_MESSAGES.authorization, { autopay: [M.autopayAuthorization] });
      autopayTo = offer.kind === 'reduced_payment' ? autopay.nextTransactionDate : movedAutopayDate(autopay.nextTransactionDate, offer.fromDueDate, offer.firstDueDate, today);
      // The new debit must still fall within the days the lender takes autopay for.
      assertAutopayDateInWindow(autopayTo, today, account.maxRecurringPaymentDate);
      copyFileId = await moveAutopayUnderNewAuthorization(tx, {
        autopay,
        to: autopayTo,
        reduced: lowers ? reducedDebits(autopay, offer) : undefined,
        version: body.autopay.authorization_version,
        language: body.autopay.authorization_language,
        ownerId: row.userId,
        actorId: actor.user.id,
        applicationId: row.applicationId,
        now: deps.clock.now(),
        address: clientAddress(c),
      });
    }
    // The modified plan: the due date moves (a later due date, a pause); smaller payments live in the schedule.
    if (offer.kind !== 'reduced_payment') {
      const moved = offer.fromDueDate === account.currentDueDate
        ? { currentDueDate: offer.firstDueDate, upcomingPaymentDueDate: addMonthsIso(offer.firstDueDate, 1) }
        : { upcomingPaymentDueDate: offer.firstDueDate };
      await tx.update(loanAccounts).set(moved).where(eq(loanAccounts.id, account.id));
    }
    const updated = await move(c, tx, row, 'accept', { authorizationFileId: copyFileId }, autopayTo);
    return answerOne({ ...deps, db: tx }, updated);
  });
  await sendReceiptOnce(deps, (answer.body as { data: { authorization_file_id: number | null } }).data.authorization_file_id);
  return c.json(answer.body, answer.status as 200, answer.replayed ? { 'idempotent-replayed': 'true' } : undefined);
});

/** The staff member's decision: only the deciding roles; each decision's own fields checked here. */
assistanceRoutes.post('/:id/decision', async (c) => {
  const deps = c.get('deps');
  const actor = c.get('actor');
  if (!actor.isStaff) throw notFound('Request');
  if (!decidesAssistance(actor.roles)) throw forbidden(S.role);
  const body = await parseBody(c, StaffDecisionBodySchema);
  const { row: seen } = await requestOf(c);
  const updated = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const today = deps.clock.today();
    const [row] = await tx.select().from(assistanceRequests).where(eq(assistanceRequests.id, seen.id)).for('update');
    const [account] = await tx.select().from(loanAccounts).where(eq(loanAccounts.id, seen.loanAccountId)).for('update');
    if (!row || !account) throw notFound('Request');
    const step: AssistanceMove = body.decision === 'in_review' ? 'review' : body.decision;
    if (step === 'offer' && row.kind !== 'assistance') throw refuseStaff('decision', S.assistanceOnly);
    if (step === 'approve' && row.kind !== 'scra') throw refuseStaff('decision', S.scraOnly);
    if (!nextState(row.kind as AssistanceKind, row.state as AssistanceState, step)) throw refuseStaff('decision', S.decision);
    switch (step) {
      case 'offer':
        return move(c, tx, row, step, { offer: { ...checkedOffer(body, account, today) }, decidedBy: actor.user.id });
      case 'call': {
        const at = body.call_at ? new Date(body.call_at) : null;
        const now = deps.clock.now();
        if (!at || at <= now || at.getTime() - now.getTime() > 30 * 86_400_000) throw refuseStaff('call_at', S.callAt);
        return move(c, tx, row, step, { callAt: at, decidedBy: actor.user.id });
      }
      case 'refuse':
        if (!body.reason) throw refuseStaff('reason', S.refusalReason);
        return move(c, tx, row, step, { refusalReason: body.reason, decidedBy: actor.user.id });
      case 'approve':
        if ((await uploadsOf(tx, documentsTarget(row))).length === 0) throw refuseStaff('decision', S.ordersNeeded);
        return move(c, tx, row, step, { scraRelief: { ...(await applyRateCap(tx, account, row, today)) }, decidedBy: actor.user.id });
      default:
        return move(c, tx, row, step, { decidedBy: actor.user.id });
    }
  });
  const answer = await answerOne(deps, updated);
  return c.json(answer.body, answer.status);
});

/** The offer's terms as staff typed them, checked on the loan as it is today; its figures worked out here. */
function checkedOffer(body: { offer_kind?: OfferTerms['kind'] | undefined; days?: number | undefined; months?: number | undefined; amount?: number | undefined }, account: Account, today: string): StoredOffer {
  if (!body.offer_kind) throw refuseStaff('offer_kind', S.offerKind);
  const terms: OfferTerms = { kind: body.offer_kind, days: body.days, months: body.months, amountCents: body.amount === undefined ? undefined : dollarsToCents(body.amount) };
  const problem = offerProblem(terms, account.monthlyPaymentCents);
  if (problem) throw refuseStaff(problem === 'amount' ? 'amount' : problem === 'days' ? 'days' : 'months', S[problem]);
  const due = nextDueOf(account, today);
  if (!due) throw refuse('base', 'notOpen');
  return {
    kind: terms.kind,
    days: terms.kind === 'later_due_date' ? terms.days! : null,
    months: terms.kind === 'later_due_date' ? null : terms.months!,
    amountCents: terms.kind === 'reduced_payment' ? terms.amountCents! : null,
    addedInterestCents: offerAddedInterestCents(terms, { balanceCents: account.payoffBalanceCents, aprBasisPoints: account.aprBasisPoints, monthlyPaymentCents: account.monthlyPaymentCents, dueDate: due }),
    fromDueDate: due,
    firstDueDate: offerFirstDueDate(terms, due),
  };
}

/**
 * The approved rate cap, in `tx`: the loan's rate becomes 6 %, the interest above it since service began is
 * forgiven (taken off the balance, not deferred), and the monthly payment is lowered by a month's of it.
 */
async function applyRateCap(tx: Db, account: Account, row: RequestRow, today: string) {
  const relief = scraRelief({ balanceCents: account.payoffBalanceCents, aprBasisPoints: account.aprBasisPoints, monthlyPaymentCents: account.monthlyPaymentCents }, row.serviceStart!, today);
  if (!relief) throw refuse('base', 'atCap');
  await tx
    .update(loanAccounts)
    .set({ aprBasisPoints: relief.aprAfter, payoffBalanceCents: account.payoffBalanceCents - relief.forgivenCents, monthlyPaymentCents: relief.monthlyAfter })
    .where(eq(loanAccounts.id, account.id));
  return relief;
}

assistanceQueueRoutes.get('/assistance_requests', async (c) => {
  const deps = c.get('deps');
  if (!c.get('actor').isStaff) throw notFound();
  const rows = await deps.db
    .select({ r: assistanceRequests, firstName: users.firstName, lastName: users.lastName })
    .from(assistanceRequests)
    .innerJoin(applications, eq(applications.id, assistanceRequests.applicationId))
    .innerJoin(users, eq(users.id, assistanceRequests.userId))
    .where(inArray(assistanceRequests.state, [...OPEN_ASSISTANCE_STATES]))
    .orderBy(asc(assistanceRequests.createdAt), asc(assistanceRequests.id))
    .limit(200);
  const data: AssistanceQueue = rows.map(({ r, firstName, lastName }) => ({
    id: r.id,
    kind: r.kind as AssistanceKind,
    state: r.state as AssistanceState,
    created_at: r.createdAt.toISOString(),
    reason: (r.reason as AssistanceQueue[number]['reason']) ?? null,
    customer_id: r.userId,
    application_id: r.applicationId,
    customer_name: `${firstName} ${lastName}`,
  }));
  return c.json({ data });
});
