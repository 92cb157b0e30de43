// The card account and pending purchases: the revolver, the credit-limit increase offer and its
// acceptance, single sign-on into the servicer stand-in, the purchase state machine, ownership and roles.
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import {
  CreditIncreaseOfferSchema,
  ExportCreditIncreaseResponseSchema,
  RevolverResponseSchema,
  SsoDataSchema,
} from '../../lib/contract/revolvers';
import { PurchaseResponseSchema } from '../../lib/contract/purchases';
import { UserResponseSchema } from '../../lib/contract/users';
import { addDays } from '../../lib/common/dates';
import { createApp } from '../http';
import { createDeps } from '../http/deps';
import { decryptSso, encryptSso, newSsoPayload } from '../stand-ins/servicer-sso';
import { outbox, purchases, revolvers } from '../db/schema';
import { PURCHASE_GUIDS } from '../db/seed';
import { startSandbox, type Sandbox } from './harness';

// Starting PGlite, migrating and seeding takes seconds on a busy machine.
jest.setTimeout(60_000);

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

const DAY_MS = 24 * 60 * 60 * 1000;

/** The revolver application id of a persona (the {id} of every /api/revolvers call). */
async function cardOf(email: string): Promise<{ token: string; cardId: number; userId: number }> {
  const token = await sb.signIn(email);
  const me = UserResponseSchema.parse((await sb.request('GET', '/api/users/me', { token })).body).data;
  return { token, cardId: me.attributes.revolver_application_id!, userId: me.id };
}

const getCard = async (token: string, cardId: number) => {
  const res = await sb.request('GET', `/api/revolvers/${cardId}`, { token });
  expect(res.status).toBe(200);
  return RevolverResponseSchema.parse(res.body).data.attributes;
};

const calculate = (token: string, cardId: number, range?: string) =>
  sb.request('GET', `/api/revolvers/${cardId}/calculate_credit_increase${range === undefined ? '' : `?income_range=${range}`}`, { token });

const exportIncrease = (token: string, cardId: number) => sb.request('POST', `/api/revolvers/${cardId}/export_credit_increase`, { token });

const emailsTo = (to: string) => sb.database.db.select().from(outbox).where(eq(outbox.to, to));

describe('GET /api/revolvers/{id} (id = the revolver application id)', () => {
  beforeAll(() => sb.reset());

  it("answers kim's card account: limit, available credit, the current offer and its expiry", async () => {
    const { token, cardId } = await cardOf('kim@example.com');
    const card = await getCard(token, cardId);
    expect(card).toMatchObject({
      application_id: cardId,
      credit_limit: 3000,
      available_credit: 2150,
      current_credit_line_increase: { offer: 1000, expiration: addDays(sb.clock.today(), 30) },
      'line_increase_eligible?': true,
      'lost_or_stolen?': false,
      tci_status: null,
      'tci_status?': false,
    });
    expect(card.tci_account_number).toMatch(/5678$/);
  });

  it("flags lou's card: a servicer status, not lost or stolen, not eligible for an increase, no offer", async () => {
    const { token, cardId } = await cardOf('lou@example.com');
    expect(await getCard(token, cardId)).toMatchObject({
      tci_status: 'B',
      'tci_status?': true,
      'lost_or_stolen?': false,
      'line_increase_eligible?': false,
      current_credit_line_increase: null,
    });
  });

  it("answers 404 for another customer's card, an installment application and a malformed id; staff may read", async () => {
    const kim = await cardOf('kim@example.com');
    const ana = await sb.signIn('ana@example.com');
    const res = await sb.request('GET', `/api/revolvers/${kim.cardId}`, { token: ana });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('5678');
    const kimInstallment = (await sb.request('GET', '/api/users/me', { token: kim.token })).body.data.attributes.current_application_id;
    expect((await sb.request('GET', `/api/revolvers/${kimInstallment}`, { token: kim.token })).status).toBe(404);
    expect((await sb.request('GET', '/api/revolvers/abc', { token: kim.token })).status).toBe(404);
    expect((await sb.request('GET', `/api/revolvers/${kim.cardId}`)).status).toBe(401);
    const care = await sb.signIn('care@example.com');
    expect((await sb.request('GET', `/api/revolvers/${kim.cardId}`, { token: care })).status).toBe(200);
  });
});

describe('credit-limit increase: calculate_credit_increase and export_credit_increase', () => {
  beforeEach(() => sb.reset());

  it('needs an income range from the eight of the spec', async () => {
    const { token, cardId } = await cardOf('kim@example.com');
    for (const range of [undefined, '', 'lots', 'over_20000']) {
      const res = await calculate(token, cardId, range);
      expect(res.status).toBe(422);
      expect(res.body.errors.income_range).toEqual(['Select your monthly income range.']);
    }
    // Nothing was decided: the seeded offer still stands.
    expect((await getCard(token, cardId)).current_credit_line_increase?.offer).toBe(1000);
  });

  it('declines the low ranges with offer 0, e-mails the decline, and the decline supersedes the earlier offer', async () => {
    const { token, cardId } = await cardOf('kim@example.com');
    for (const range of ['under_1000', '1001_2000']) {
      const res = await calculate(token, cardId, range);
      expect(res.status).toBe(200);
      expect(CreditIncreaseOfferSchema.parse(res.body)).toMatchObject({ offer: 0, expiration: null, adverse_action_notice_file_id: expect.any(Number) });
    }
    const mails = await emailsTo('kim@example.com');
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({ channel: 'email', subject: 'Your credit limit increase request' });
    expect(mails[0]!.body).toContain('We were unable to approve you for a credit limit increase at this time.');
    // The notice itself and the documents center, where it is kept.
    expect(mails[0]!.body).toMatch(/Your adverse action notice, with the reasons and your rights: http\S+\/files\/\d+\/url_proxy/);
    expect(mails[0]!.body).toMatch(/All your documents: http\S+\/ui\/customers\/\d+\/documents/);
    expect(mails[0]!.body).toContain('under $1000');
    expect((await getCard(token, cardId)).current_credit_line_increase).toBeNull();
    const refused = await exportIncrease(token, cardId);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('There is no credit limit increase offer to accept.');
  });

  it('offers a share of the credit limit by range, valid 30 days, without sending a decline', async () => {
    const { token, cardId } = await cardOf('kim@example.com');
    const offers: Record<string, number> = {};
    for (const range of ['2001_3000', '3001_4000', '4001_5000', '5001_7500', '7501_10000', 'over_10000']) {
      const res = await calculate(token, cardId, range);
      expect(res.status).toBe(200);
      const body = CreditIncreaseOfferSchema.parse(res.body);
      expect(body.expiration).toBe(addDays(sb.clock.today(), 30));
      offers[range] = body.offer;
    }
    // Kim's limit is $3,000: 10%, 20%, 25%, 30%, 40%, 50%, in $50 steps.
    expect(offers).toEqual({ '2001_3000': 300, '3001_4000': 600, '4001_5000': 750, '5001_7500': 900, '7501_10000': 1200, over_10000: 1500 });
    expect(await emailsTo('kim@example.com')).toHaveLength(0);
    // The latest decision is the current offer.
    expect((await getCard(token, cardId)).current_credit_line_increase).toEqual({ offer: 1500, expiration: addDays(sb.clock.today(), 30) });
  });

  it('accepting raises the limit and the available credit once; then no offer and no new request for 180 days', async () => {
    const { token, cardId } = await cardOf('kim@example.com');
    expect((await calculate(token, cardId, 'over_10000')).body.offer).toBe(1500);
    const res = await exportIncrease(token, cardId);
    expect(res.status).toBe(200);
    expect(ExportCreditIncreaseResponseSchema.parse(res.body)).toEqual({ credit_limit: 4500, available_credit: 3650 });
    expect(await getCard(token, cardId)).toMatchObject({
      credit_limit: 4500,
      available_credit: 3650,
      current_credit_line_increase: null,
      'line_increase_eligible?': false,
    });
    expect((await exportIncrease(token, cardId)).status).toBe(422);
    expect((await calculate(token, cardId, 'over_10000')).status).toBe(422);
    expect((await getCard(token, cardId)).credit_limit).toBe(4500);

    sb.clock.advance(181 * DAY_MS);
    try {
      const again = await cardOf('kim@example.com');
      expect((await getCard(again.token, cardId))['line_increase_eligible?']).toBe(true);
      // 50% of $4,500 is $2,250, capped so the limit stays at or under $10,000 — not capped here.
      expect((await calculate(again.token, cardId, 'over_10000')).body.offer).toBe(2250);
    } finally {
      sb.clock.reset();
    }
  });

  it('accepts the seeded offer as it is; two accepts at once raise the limit once', async () => {
    const { token, cardId } = await cardOf('kim@example.com');
    const [a, b] = await Promise.all([exportIncrease(token, cardId), exportIncrease(token, cardId)]);
    expect([a.status, b.status].sort()).toEqual([200, 422]);
    expect((await getCard(token, cardId)).credit_limit).toBe(4000);
  });

  it('refuses an expired offer', async () => {
    const { cardId } = await cardOf('kim@example.com');
    sb.clock.advance(31 * DAY_MS);
    try {
      const token = await sb.signIn('kim@example.com');
      expect((await getCard(token, cardId)).current_credit_line_increase).toBeNull();
      expect((await exportIncrease(token, cardId)).status).toBe(422);
    } finally {
      sb.clock.reset();
    }
  });

  it('refuses an ineligible account, staff, and another customer', async () => {
    const lou = await cardOf('lou@example.com');
    const ineligible = await calculate(lou.token, lou.cardId, 'over_10000');
    expect(ineligible.status).toBe(422);
    expect(ineligible.body.message).toBe('This account is not eligible for a credit limit increase.');
    const kim = await cardOf('kim@example.com');
    const care = await sb.signIn('care@example.com');
    expect((await calculate(care, kim.cardId, 'over_10000')).status).toBe(403);
    expect((await exportIncrease(care, kim.cardId)).status).toBe(403);
    const ana = await sb.signIn('ana@example.com');
    expect((await calculate(ana, kim.cardId, 'over_10000')).status).toBe(404);
    expect((await exportIncrease(ana, kim.cardId)).status).toBe(404);
    expect((await getCard(kim.token, kim.cardId)).credit_limit).toBe(3000);
  });
});

describe('POST /api/revolvers/{id}/tci_sso_data and the servicer stand-in', () => {
  beforeAll(() => sb.reset());

  const postForm = (fields: Record<string, string>, app = sb.app) =>
    app.request('/sandbox-servicer/sso', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });

  it('answers url, encrypted_data and iv that the stand-in decrypts to the account it names', async () => {
    const { token, cardId } = await cardOf('kim@example.com');
    const res = await sb.request('POST', `/api/revolvers/${cardId}/tci_sso_data`, { token });
    expect(res.status).toBe(200);
    const sso = SsoDataSchema.parse(res.body);
    expect(new URL(sso.url).pathname).toBe('/sandbox-servicer/sso');
    // Nothing readable travels in the clear.
    expect(Buffer.from(sso.encrypted_data, 'base64').toString('latin1')).not.toContain('5678');
    expect(decryptSso(sso.encrypted_data, sso.iv, sb.clock.now())).toMatchObject({
      servicer: 'tci',
      account_number: '4111000012345678',
      name: 'Kim Kowalski',
      email: 'kim@example.com',
    });

    const page = await postForm({ encrypted_data: sso.encrypted_data, iv: sso.iv });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Welcome, Kim Kowalski');
    expect(html).toContain('Account ending in 5678');
    expect(html).not.toContain('4111000012345678');
  });

  it('the stand-in refuses tampered, foreign-key, expired and missing data', async () => {
    const now = sb.clock.now();
    const payload = newSsoPayload({ servicer: 'tci', account_number: '4111000012345678', name: 'Kim Kowalski', email: 'kim@example.com' }, now);
    const good = encryptSso(payload);
    const bytes = Buffer.from(good.encrypted_data, 'base64');
    bytes[0] = bytes[0]! ^ 1;
    expect((await postForm({ encrypted_data: bytes.toString('base64'), iv: good.iv })).status).toBe(400);
    const foreign = encryptSso(payload, Buffer.alloc(32, 7));
    expect((await postForm(foreign)).status).toBe(400);
    const old = encryptSso(newSsoPayload({ servicer: 'tci', account_number: '1', name: 'x', email: 'x' }, new Date(now.getTime() - 6 * 60_000)));
    expect((await postForm(old)).status).toBe(400);
    expect((await postForm({ iv: good.iv })).status).toBe(400);
    expect((await postForm({ encrypted_data: 'not base64!', iv: '' })).status).toBe(400);
    expect((await sb.app.request('/sandbox-servicer/sso')).status).toBe(400);
    expect((await postForm(good)).status).toBe(200);
  });

  it('is the cardholder\'s: staff 403, another customer 404, unknown servicer 404', async () => {
    const kim = await cardOf('kim@example.com');
    const care = await sb.signIn('care@example.com');
    expect((await sb.request('POST', `/api/revolvers/${kim.cardId}/tci_sso_data`, { token: care })).status).toBe(403);
    const ana = await sb.signIn('ana@example.com');
    expect((await sb.request('POST', `/api/revolvers/${kim.cardId}/tci_sso_data`, { token: ana })).status).toBe(404);
    expect((await sb.request('POST', `/api/revolvers/${kim.cardId}/acme_sso_data`, { token: kim.token })).status).toBe(404);
  });

  it('the stand-in is a third party: still there with SANDBOX_TOOLS off, and outside /api', async () => {
    const noTools = createApp(createDeps(sb.database.db, { tools: false }));
    expect((await noTools.request('/sandbox/reset', { method: 'POST' })).status).toBe(404);
    const payload = newSsoPayload({ servicer: 'tci', account_number: '4111000087654321', name: 'Lou Lambert', email: 'lou@example.com' }, new Date());
    const res = await postForm(encryptSso(payload), noTools);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Account ending in 4321');
  });
});

describe('GET /api/purchases/{guid}', () => {
  beforeAll(() => sb.reset());

  it("answers kim's purchase with the modal's fields", async () => {
    const kim = await cardOf('kim@example.com');
    const res = await sb.request('GET', `/api/purchases/${PURCHASE_GUIDS.approvable}`, { token: kim.token });
    expect(res.status).toBe(200);
    expect(PurchaseResponseSchema.parse(res.body).data).toMatchObject({
      guid: PURCHASE_GUIDS.approvable,
      actual_amount: 645,
      dealership: { name: 'Lakeside Tire & Brake' },
      term: 24,
      minimum_monthly_payment: 26.88,
      deferred_interest_months: 12,
      rate: '29.99',
      approved_at: null,
      rejected_at: null,
      application_id: kim.cardId,
    });
    const approved = await sb.request('GET', `/api/purchases/${PURCHASE_GUIDS.approved}`, { token: kim.token });
    expect(approved.body.data.approved_at).not.toBeNull();
    const none = await sb.request('GET', `/api/purchases/${PURCHASE_GUIDS.noPromotion}`, { token: kim.token });
    expect(none.body.data.deferred_interest_months).toBe(0);
  });

  it('answers 404 to another customer, for unknown and malformed guids; 401 signed out; staff may read', async () => {
    const ana = await sb.signIn('ana@example.com');
    const foreign = await sb.request('GET', `/api/purchases/${PURCHASE_GUIDS.approvable}`, { token: ana });
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain('Lakeside');
    const kim = await sb.signIn('kim@example.com');
    expect((await sb.request('GET', '/api/purchases/99999999-9999-4999-8999-999999999999', { token: kim })).status).toBe(404);
    expect((await sb.request('GET', '/api/purchases/1', { token: kim })).status).toBe(404);
    expect((await sb.request('GET', "/api/purchases/' or 1=1", { token: kim })).status).toBe(404);
    expect((await sb.request('GET', `/api/purchases/${PURCHASE_GUIDS.approvable}`)).status).toBe(401);
    const care = await sb.signIn('care@example.com');
    expect((await sb.request('GET', `/api/purchases/${PURCHASE_GUIDS.approvable}`, { token: care })).status).toBe(200);
  });
});

describe('PUT /api/purchases/{id}: pending → approved or rejected, once', () => {
  beforeEach(() => sb.reset());

  const load = async (token: string, guid: string) =>
    PurchaseResponseSchema.parse((await sb.request('GET', `/api/purchases/${guid}`, { token })).body).data;
  const decide = (token: string, id: number, guid: string, purchase: Record<string, string>) =>
    sb.request('PUT', `/api/purchases/${id}`, { token, body: { guid, purchase } });
  const approve = (token: string, p: { id: number; guid: string }) => decide(token, p.id, p.guid, { approved_at: new Date().toISOString() });
  const reject = (token: string, p: { id: number; guid: string }) => decide(token, p.id, p.guid, { rejected_at: new Date().toISOString() });

  it('approves a pending purchase with the lender\'s time, draws on the available credit, and only once', async () => {
    const kim = await cardOf('kim@example.com');
    const p = await load(kim.token, PURCHASE_GUIDS.approvable);
    const before = sb.clock.now().getTime();
    const res = await decide(kim.token, p.id, p.guid, { approved_at: '2001-01-01T00:00:00Z' });
    expect(res.status).toBe(200);
    const decided = PurchaseResponseSchema.parse(res.body).data;
    expect(decided.rejected_at).toBeNull();
    expect(Date.parse(decided.approved_at!)).toBeGreaterThanOrEqual(before - 1000);
    expect((await getCard(kim.token, kim.cardId)).available_credit).toBe(2150 - 645);

    const twice = await approve(kim.token, p);
    expect(twice.status).toBe(422);
    expect(twice.body.errors).toEqual({ approved_at: ['cannot be set on an approved purchase'] });
    const rejectApproved = await reject(kim.token, p);
    expect(rejectApproved.status).toBe(422);
    expect(rejectApproved.body.errors).toEqual({ rejected_at: ['cannot be set on an approved purchase'] });
    expect((await getCard(kim.token, kim.cardId)).available_credit).toBe(1505);
  });

  it('refuses to reject the already-approved purchase 2222…', async () => {
    const kim = await cardOf('kim@example.com');
    const p = await load(kim.token, PURCHASE_GUIDS.approved);
    const res = await reject(kim.token, p);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'Rejected at cannot be set on an approved purchase',
      errors: { rejected_at: ['cannot be set on an approved purchase'] },
    });
    expect((await load(kim.token, p.guid)).rejected_at).toBeNull();
  });

  it('answers an accept of 3333… with rejected_at set: the servicer refused it; the credit is untouched', async () => {
    const kim = await cardOf('kim@example.com');
    const p = await load(kim.token, PURCHASE_GUIDS.servicerRejects);
    const res = await approve(kim.token, p);
    expect(res.status).toBe(200);
    expect(res.body.data.approved_at).toBeNull();
    expect(res.body.data.rejected_at).not.toBeNull();
    expect((await getCard(kim.token, kim.cardId)).available_credit).toBe(2150);
    expect((await approve(kim.token, p)).body.errors).toEqual({ approved_at: ['cannot be set on a rejected purchase'] });
  });

  it('the servicer refuses a purchase above the available credit', async () => {
    const kim = await cardOf('kim@example.com');
    await sb.database.db.update(revolvers).set({ availableCreditCents: 10_000 }).where(eq(revolvers.applicationId, kim.cardId));
    const res = await approve(kim.token, await load(kim.token, PURCHASE_GUIDS.noPromotion));
    expect(res.status).toBe(200);
    expect(res.body.data.rejected_at).not.toBeNull();
    expect((await getCard(kim.token, kim.cardId)).available_credit).toBe(100);
  });

  it('rejects a pending purchase once; a rejected purchase cannot be approved', async () => {
    const kim = await cardOf('kim@example.com');
    const p = await load(kim.token, PURCHASE_GUIDS.noPromotion);
    const res = await reject(kim.token, p);
    expect(res.status).toBe(200);
    expect(res.body.data.rejected_at).not.toBeNull();
    expect((await reject(kim.token, p)).body.errors).toEqual({ rejected_at: ['cannot be set on a rejected purchase'] });
    expect((await approve(kim.token, p)).status).toBe(422);
    expect((await getCard(kim.token, kim.cardId)).available_credit).toBe(2150);
  });

  it('two decisions at once: one wins, the other is refused, the credit is drawn once', async () => {
    const kim = await cardOf('kim@example.com');
    const p = await load(kim.token, PURCHASE_GUIDS.approvable);
    const answers = await Promise.all([approve(kim.token, p), approve(kim.token, p), reject(kim.token, p)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422, 422]);
    const final = await load(kim.token, p.guid);
    expect(Boolean(final.approved_at) !== Boolean(final.rejected_at)).toBe(true);
    expect((await getCard(kim.token, kim.cardId)).available_credit).toBe(final.approved_at ? 1505 : 2150);
  });

  it('only the customer decides: staff get 401 and the purchase stays pending', async () => {
    const kim = await cardOf('kim@example.com');
    const p = await load(kim.token, PURCHASE_GUIDS.approvable);
    for (const email of ['care@example.com', 'dev@example.com']) {
      const staff = await sb.signIn(email);
      for (const res of [await approve(staff, p), await reject(staff, p)]) {
        expect(res.status).toBe(401);
        expect(res.body.message).toBe('Only the customer may approve or reject this purchase.');
        expect(res.body.errors).toEqual({ purchase: ['Only the customer may approve or reject this purchase.'] });
      }
    }
    const [row] = await sb.database.db.select().from(purchases).where(eq(purchases.id, p.id));
    expect(row).toMatchObject({ approvedAt: null, rejectedAt: null });
  });

  it("another customer gets 404; the guid must match the id; the body is validated", async () => {
    const kim = await cardOf('kim@example.com');
    const p = await load(kim.token, PURCHASE_GUIDS.approvable);
    const other = await load(kim.token, PURCHASE_GUIDS.noPromotion);
    const ana = await sb.signIn('ana@example.com');
    expect((await approve(ana, p)).status).toBe(404);
    expect((await decide(kim.token, p.id, other.guid, { approved_at: new Date().toISOString() })).status).toBe(404);
    expect((await decide(kim.token, 999999, p.guid, { approved_at: new Date().toISOString() })).status).toBe(404);
    const both = await sb.request('PUT', `/api/purchases/${p.id}`, {
      token: kim.token,
      body: { guid: p.guid, purchase: { approved_at: new Date().toISOString(), rejected_at: new Date().toISOString() } },
    });
    expect(both.status).toBe(422);
    for (const body of [{ guid: p.guid, purchase: {} }, { guid: p.guid }, { guid: 'x', purchase: { approved_at: new Date().toISOString() } }, { guid: p.guid, purchase: { approved_at: 'yesterday' } }]) {
      expect((await sb.request('PUT', `/api/purchases/${p.id}`, { token: kim.token, body })).status).toBe(422);
    }
    expect((await sb.request('PUT', `/api/purchases/${p.id}`, { token: kim.token, raw: '{', headers: { 'content-type': 'application/json' } })).status).toBe(422);
    expect((await load(kim.token, p.guid)).approved_at).toBeNull();
  });

  it("the application's pending purchase moves to the next one once it is decided", async () => {
    const kim = await cardOf('kim@example.com');
    const appOf = async () => (await sb.request('GET', `/api/applications/${kim.cardId}`, { token: kim.token })).body.data.attributes;
    expect(await appOf()).toMatchObject({ has_pending_purchases: true, pending_purchase: { guid: PURCHASE_GUIDS.approvable } });
    await approve(kim.token, await load(kim.token, PURCHASE_GUIDS.approvable));
    expect((await appOf()).pending_purchase).toEqual({ guid: PURCHASE_GUIDS.servicerRejects });
  });
});

describe('the cardholder agreement document', () => {
  beforeAll(() => sb.reset());

  it("is a PDF of kim's card account, generated from the revolver record", async () => {
    const kim = await cardOf('kim@example.com');
    const me = UserResponseSchema.parse((await sb.request('GET', '/api/users/me', { token: kim.token })).body).data;
    const fileId = /\/files\/(\d+)\/url_proxy/.exec(me.attributes.cardholder_agreement_url!)![1];
    const res = await sb.app.request(`/api/files/${fileId}`, { headers: { authorization: `Bearer ${kim.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const doc = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
    expect(doc.getTitle()).toBe('ExpressWay Cardholder Agreement');
    expect(doc.getSubject()).toBe('Card account ending in 5678');
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
    const ana = await sb.signIn('ana@example.com');
    expect((await sb.request('GET', `/api/files/${fileId}`, { token: ana })).status).toBe(404);
  });
});
