// Sandbox-only fixtures for tests (never mounted when SANDBOX_TOOLS=off): states the browser tests need that
// no customer could reach in a few clicks, each touching only the records of the test that asks.
//   POST   /sandbox/applications/{id}/state  puts an application in a given signing state
//   POST   /sandbox/auth/age  {token, signed_in_ms_ago, idle_ms}  one token's clock: as if it had been
//                           signed in that long ago and idle that long (moving the shared clock would end
//                           every other test's session too)
//   POST   /sandbox/purchases  {copy_of}  a new pending purchase like an existing one (its own guid), so a test
//                           can approve one without using up the seeded purchases other tests read
//   PUT    /sandbox/bank_link  {user_id, provider}  which link tokens POST /api/plaid/link_token gives that
//                           customer: 'plaid' (Plaid-shaped, link-sandbox-{uuid}: the portal opens Plaid Link)
//                           or 'stand-in' (the sandbox's own, the default)
//   POST   /sandbox/checklist_applicants  {prefix, status?, locale?}  a new customer {prefix}@load.example.com
//                           (password demo-password) whose one application waits on documents (by default
//                           waiting_for_ro_upload): a test that sends and reviews files uses its own
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { applications, authSessions, esignConsents, purchases, repairs, users } from '../db/schema';
import { CHECKLISTS } from '../domain/checklists';
import { ESIGN_DISCLOSURE_VERSION } from '../domain/esign';
import { ABSOLUTE_TIMEOUT_MS, hashToken } from '../http/authenticate';
import type { Env } from '../http/context';
import { HttpError, notFound } from '../http/errors';
import { idParam, parseBody } from '../http/validate';
import { setBankLinkProvider } from '../stand-ins/plaid';

export const testFixtures = new Hono<Env>();

const ApplicationStateSchema = z.object({
  status_cache_status: z.string().min(1).max(60).optional(),
  signed: z.boolean().optional(),
  signed_at: z.iso.datetime({ offset: true }).nullable().optional(),
  final_status: z.number().int().min(0).max(3).nullable().optional(),
});

testFixtures.post('/applications/:id/state', async (c) => {
  const body = await parseBody(c, ApplicationStateSchema);
  const [row] = await c
    .get('deps')
    .db.update(applications)
    .set({
      statusCacheStatus: body.status_cache_status,
      finalLoanSigned: body.signed,
      signedAt: body.signed_at === undefined ? undefined : body.signed_at === null ? null : new Date(body.signed_at),
      finalStatus: body.final_status,
    })
    .where(eq(applications.id, idParam(c)))
    .returning({ id: applications.id });
  if (!row) throw notFound('Application');
  return c.json({ ok: true as const });
});

const AgeSchema = z.object({
  token: z.string().min(20).max(200),
  signed_in_ms_ago: z.number().int().min(0).max(7 * 24 * 3600 * 1000),
  idle_ms: z.number().int().min(0).max(7 * 24 * 3600 * 1000),
});

testFixtures.post('/auth/age', async (c) => {
  const { token, signed_in_ms_ago, idle_ms } = await parseBody(c, AgeSchema);
  const now = c.get('deps').clock.now().getTime();
  const signedInAt = new Date(now - signed_in_ms_ago);
  const [row] = await c
    .get('deps')
    .db.update(authSessions)
    .set({ createdAt: signedInAt, expiresAt: new Date(signedInAt.getTime() + ABSOLUTE_TIMEOUT_MS), lastSeenAt: new Date(now - idle_ms) })
    .where(eq(authSessions.tokenHash, hashToken(token)))
    .returning({ id: authSessions.id });
  if (!row) throw notFound('Session');
  return c.json({ ok: true as const });
});

const PurchaseCopySchema = z.object({ copy_of: z.uuid() });

testFixtures.post('/purchases', async (c) => {
  const { copy_of } = await parseBody(c, PurchaseCopySchema);
  const db = c.get('deps').db;
  const [source] = await db.select().from(purchases).where(eq(purchases.guid, copy_of.toLowerCase()));
  if (!source) throw notFound('Purchase');
  const { id: _id, createdAt: _created, approvedAt: _approved, rejectedAt: _rejected, guid: _guid, ...terms } = source;
  const [row] = await db.insert(purchases).values({ ...terms, guid: crypto.randomUUID() }).returning({ guid: purchases.guid });
  return c.json({ guid: row!.guid }, 201);
});

const BankLinkSchema = z.object({ user_id: z.number().int().positive().max(2_147_483_647), provider: z.enum(['plaid', 'stand-in']) });

testFixtures.put('/bank_link', async (c) => {
  const { user_id, provider } = await parseBody(c, BankLinkSchema);
  const deps = c.get('deps');
  const [user] = await deps.db.select({ id: users.id }).from(users).where(eq(users.id, user_id));
  if (!user) throw notFound('User');
  await setBankLinkProvider(deps, user_id, provider);
  return c.json({ ok: true as const });
});

const ChecklistApplicantSchema = z.object({
  prefix: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/),
  status: z.enum(Object.keys(CHECKLISTS) as [string, ...string[]]).default('waiting_for_ro_upload'),
  locale: z.enum(['en-US', 'es-US']).optional(),
});

testFixtures.post('/checklist_applicants', async (c) => {
  const { prefix, status, locale } = await parseBody(c, ChecklistApplicantSchema);
  const deps = c.get('deps');
  const email = `${prefix}@load.example.com`;
  const passwordHash = await deps.seedPasswordHash();
  const made = await deps.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email, passwordHash, firstName: 'Scratch', lastName: 'Applicant', roleGroup: 'customer', primaryPhone: '5555550999', preferredLocale: locale ?? null })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) throw new HttpError(409, `A customer ${email} already exists.`);
    await tx.insert(esignConsents).values({ userId: user.id, action: 'consented', disclosureVersion: ESIGN_DISCLOSURE_VERSION, address: null, email, language: locale ?? 'en-US', method: 'seed' });
    const [app] = await tx
      .insert(applications)
      .values({ userId: user.id, kind: 'installment', statusCacheStatus: status, status: 'approved', origin: 'Front struts and wheel bearings', repairAmountCents: 185_000, maxApprovedAmountCents: 250_000 })
      .returning({ id: applications.id });
    await tx.insert(repairs).values({ applicationId: app!.id, description: 'Front struts and wheel bearings', repairAmountCents: 185_000, roStatus: 'estimate' });
    return { email, user_id: user.id, application_id: app!.id };
  });
  return c.json(made, 201);
});
