// The card account (spec 000 section 7). {id} is the revolver APPLICATION's id (see lib/contract/revolvers).
//   GET  /api/revolvers/{id}
//   GET  /api/revolvers/{id}/calculate_credit_increase?income_range=
//   POST /api/revolvers/{id}/export_credit_increase
//   POST /api/revolvers/{id}/tci_sso_data
// Staff may read a card account; asking for or accepting an increase (an income attestation and a change
// of the credit agreement) and signing on at the servicer (as the cardholder) are the cardholder's own.
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  CalculateCreditIncreaseQuerySchema,
  type CreditIncreaseOffer,
  type ExportCreditIncreaseResponse,
  type Revolver,
  type SsoData,
} from '../../lib/contract/revolvers';
import type { IncomeRange } from '../../lib/contract/limits';
import { recordAdverseAction } from '../domain/adverse-action';
import { portalUrl } from '../domain/account-security';
import { documentPath, documentsCenterPath } from '../domain/documents';
import { languageOf } from '../domain/notice-words';
import { INCOME_POLICY, increaseEligible, offerCents as increaseOfferCents, offerLastDay } from '../domain/credit-increase';
import { lenderToday } from '../../lib/common/dates';
import { centsToDollars, formatCents } from '../../lib/common/money';
import { creditLineIncreases, revolvers, users } from '../db/schema';
import { loadApplication } from '../domain/access';
import type { Actor, Deps, Env } from '../http/context';
import { forbidden, notFound, unprocessable } from '../http/errors';
import { encryptSso, newSsoPayload } from '../stand-ins/servicer-sso';
import { idParam, parseQuery } from '../http/validate';

type RevolverRow = typeof revolvers.$inferSelect;
type IncreaseRow = typeof creditLineIncreases.$inferSelect;

export const revolverRoutes = new Hono<Env>();

async function loadRevolver(deps: Deps, actor: Actor, applicationId: number) {
  const app = await loadApplication(deps, actor, applicationId);
  const [revolver] = await deps.db.select().from(revolvers).where(eq(revolvers.applicationId, app.id)).limit(1);
  if (!revolver) throw notFound('Card account');
  return { app, revolver };
}

function requireCardholder(actor: Actor, ownerId: number, what: string) {
  if (actor.user.id !== ownerId) throw forbidden(`Only the cardholder may ${what}.`);
}

/** The latest decision stands: the newest increase row is the current offer if not accepted, above 0 and unexpired. */
async function increaseState(deps: Deps, revolver: RevolverRow) {
  const [[latest], [accepted]] = await Promise.all([
    deps.db.select().from(creditLineIncreases).where(eq(creditLineIncreases.revolverId, revolver.id)).orderBy(desc(creditLineIncreases.id)).limit(1),
    deps.db
      .select({ at: creditLineIncreases.acceptedAt })
      .from(creditLineIncreases)
      .where(and(eq(creditLineIncreases.revolverId, revolver.id), isNotNull(creditLineIncreases.acceptedAt)))
      .orderBy(desc(creditLineIncreases.acceptedAt))
      .limit(1),
  ]);
  const today = deps.clock.today();
  const current: IncreaseRow | null =
    latest && latest.acceptedAt === null && latest.offerCents > 0 && latest.expiresAt >= today ? latest : null;
  const lastAcceptedOn = accepted?.at ? lenderToday(accepted.at) : null;
  const eligible = increaseEligible(
    { flaggedEligible: revolver.lineIncreaseEligible, lostOrStolen: revolver.lostOrStolen, tciStatus: revolver.tciStatus, lastAcceptedOn },
    today,
  );
  return { current, eligible };
}

revolverRoutes.get('/:id', async (c) => {
  const deps = c.get('deps');
  const { app, revolver } = await loadRevolver(deps, c.get('actor'), idParam(c));
  const { current, eligible } = await increaseState(deps, revolver);
  const attributes: Revolver = {
    application_id: app.id,
    credit_limit: centsToDollars(revolver.creditLimitCents),
    available_credit: centsToDollars(revolver.availableCreditCents),
    current_credit_line_increase: current ? { offer: centsToDollars(current.offerCents), expiration: current.expiresAt } : null,
    'line_increase_eligible?': eligible,
    'lost_or_stolen?': revolver.lostOrStolen,
    tci_status: revolver.tciStatus,
    'tci_status?': Boolean(revolver.tciStatus),
    tci_account_number: revolver.tciAccountNumber,
  };
  return c.json({ data: { id: revolver.id, type: 'revolvers' as const, attributes } });
});

revolverRoutes.get('/:id/calculate_credit_increase', async (c) => {
  const deps = c.get('deps');
  const actor = c.get('actor');
  const { app, revolver } = await loadRevolver(deps, actor, idParam(c));
  requireCardholder(actor, app.userId, 'request a credit limit increase');
  const { income_range } = parseQuery(c, CalculateCreditIncreaseQuerySchema);
  const { eligible } = await increaseState(deps, revolver);
  if (!eligible) {
    throw unprocessable('This account is not eligible for a credit limit increase.', {
      base: ['This account is not eligible for a credit limit increase.'],
    });
  }
  const offerCents = increaseOfferCents(income_range, revolver.creditLimitCents, eligible);
  const expiresAt = offerLastDay(deps.clock.today());
  // Recorded either way: a decline supersedes an earlier offer, as a new decision of the lender.
  const [decision] = await deps.db
    .insert(creditLineIncreases)
    .values({ revolverId: revolver.id, offerCents, incomeRange: income_range, expiresAt })
    .returning({ id: creditLineIncreases.id });
  // A decline is an adverse action: its notice is made now, with the reason the decision had.
  const noticeId =
    offerCents === 0
      ? await recordAdverseAction(deps, {
          ownerId: app.userId,
          applicationId: app.id,
          refId: decision!.id,
          detail: { action: 'credit_limit_increase', reasons: [INCOME_POLICY[income_range].percentOfLine === 0 ? 'income_insufficient' : 'credit_limit_at_maximum'] },
        })
      : null;
  if (offerCents === 0) await sendDeclineEmail(deps, actor.user, income_range, noticeId);
  const body: CreditIncreaseOffer = { offer: centsToDollars(offerCents), expiration: offerCents > 0 ? expiresAt : null, adverse_action_notice_file_id: noticeId };
  return c.json(body);
});

/**
 * The decline, in the customer's language, with the link to its adverse action notice (the reasons and the
 * customer's rights) and to the documents center, where it is kept.
 */
async function sendDeclineEmail(deps: Deps, user: typeof users.$inferSelect, range: IncomeRange, noticeId: number | null) {
  const label = INCOME_POLICY[range].label;
  const es = languageOf(user) === 'es';
  const links = [
    ...(noticeId === null ? [] : [`${es ? 'Su aviso de acción adversa, con las razones y sus derechos' : 'Your adverse action notice, with the reasons and your rights'}: ${portalUrl(documentPath(noticeId))}`]),
    es ? `Todos sus documentos: ${portalUrl(documentsCenterPath(user.id))}` : `All your documents: ${portalUrl(documentsCenterPath(user.id))}`,
  ];
  await deps.adapters.email.send({
    to: user.email,
    subject: es ? 'Su solicitud de aumento del límite de crédito' : 'Your credit limit increase request',
    body: (es
      ? [
          `Estimado/a ${user.firstName} ${user.lastName}:`,
          '',
          'No pudimos aprobarle un aumento del límite de crédito en este momento.',
          `Consideramos el ingreso mensual que nos indicó (${label}) junto con su límite de crédito actual y el historial de su cuenta.`,
          'Los aumentos se ofrecen cuando el ingreso mensual indicado es mayor de $2000 y la cuenta está al corriente.',
          'Puede volver a solicitarlo si su ingreso cambia. Su límite de crédito actual y las condiciones de su tarjeta no cambian.',
        ]
      : [
          `Dear ${user.firstName} ${user.lastName},`,
          '',
          'We were unable to approve you for a credit limit increase at this time.',
          `We considered the monthly income you told us (${label}) together with your current credit limit and account history.`,
          'Increases are offered when the reported monthly income is above $2000 and the account is in good standing.',
          'You may ask again if your income changes. Your current credit limit and card terms are unchanged.',
        ]
    )
      .concat('', ...links)
      .join('\n'),
  });
}

revolverRoutes.post('/:id/export_credit_increase', async (c) => {
  const deps = c.get('deps');
  const actor = c.get('actor');
  const { app, revolver } = await loadRevolver(deps, actor, idParam(c));
  requireCardholder(actor, app.userId, 'accept a credit limit increase');
  const { current, eligible } = await increaseState(deps, revolver);
  const noOffer = () =>
    unprocessable('There is no credit limit increase offer to accept.', { base: ['There is no credit limit increase offer to accept.'] });
  if (!current || !eligible) throw noOffer();

  const updated = await deps.db.transaction(async (tx) => {
    // Only one accept wins, even if two arrive at once.
    const [taken] = await tx
      .update(creditLineIncreases)
      .set({ acceptedAt: deps.clock.now() })
      .where(and(eq(creditLineIncreases.id, current.id), isNull(creditLineIncreases.acceptedAt)))
      .returning({ offerCents: creditLineIncreases.offerCents });
    if (!taken) throw noOffer();
    const [row] = await tx
      .update(revolvers)
      .set({
        creditLimitCents: sql`${revolvers.creditLimitCents} + ${taken.offerCents}`,
        availableCreditCents: sql`${revolvers.availableCreditCents} + ${taken.offerCents}`,
      })
      .where(eq(revolvers.id, revolver.id))
      .returning();
    return row!;
  });
  await deps.adapters.email.send({
    to: actor.user.email,
    subject: 'Your new credit limit',
    body: `Your credit limit increase was accepted. Your new credit limit is ${formatCents(updated.creditLimitCents)}.`,
  });
  const body: ExportCreditIncreaseResponse = {
    credit_limit: centsToDollars(updated.creditLimitCents),
    available_credit: centsToDollars(updated.availableCreditCents),
  };
  return c.json(body);
});

/** Where the browser posts the sign-on form: SERVICER_PORTAL_URL, else this sandbox's stand-in. */
function servicerUrl(requestUrl: string): string {
  return process.env.SERVICER_PORTAL_URL ?? new URL('/sandbox-servicer/sso', requestUrl).toString();
}

revolverRoutes.post('/:id/tci_sso_data', async (c) => {
  const deps = c.get('deps');
  const actor = c.get('actor');
  const { app, revolver } = await loadRevolver(deps, actor, idParam(c));
  requireCardholder(actor, app.userId, 'open the card servicer portal');
  const payload = newSsoPayload(
    {
      servicer: 'tci',
      account_number: revolver.tciAccountNumber,
      name: `${actor.user.firstName} ${actor.user.lastName}`,
      email: actor.user.email,
    },
    deps.clock.now(),
  );
  const body: SsoData = { url: servicerUrl(c.req.url), ...encryptSso(payload) };
  return c.json(body);
});
