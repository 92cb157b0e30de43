// Applying, the service-center choice, repairs, additional-loan qualifications and feedback: validation,
// ownership (another customer's record is a 404), the role-gated descriptions, and feedback given once.
import { eq } from 'drizzle-orm';
import { ApplicationResponseSchema } from '../../lib/contract/applications';
import { CommentResponseSchema } from '../../lib/contract/comments';
import { DealershipsResponseSchema } from '../../lib/contract/dealerships';
import { QualificationsResponseSchema } from '../../lib/contract/qualifications';
import { RepairResponseSchema } from '../../lib/contract/repairs';
import { UserResponseSchema } from '../../lib/contract/users';
import { APPLY_MESSAGES } from '../../lib/contract/limits';
import { applications, completedPayments, loanAccounts, repairs, users } from '../db/schema';
import { startSandbox, type Sandbox } from './harness';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

const token = (persona: string) => sb.signIn(`${persona}@example.com`);

async function me(persona: string) {
  const res = await sb.request('GET', '/api/users/me', { token: await token(persona) });
  expect(res.status).toBe(200);
  return UserResponseSchema.parse(res.body).data;
}

async function dealershipIds(): Promise<number[]> {
  const res = await sb.request('GET', '/api/dealerships', { token: await token('ana') });
  return DealershipsResponseSchema.parse(res.body).data.map((d) => d.id);
}

const form = (extra: Record<string, unknown> = {}) => ({
  application: { amount_requested: 1850.5, repair_description: 'New clutch and flywheel', dealership_id: null, consent: true, ...extra },
});

describe('GET /api/dealerships', () => {
  it('lists the seeded service centers by name', async () => {
    const res = await sb.request('GET', '/api/dealerships', { token: await token('jon') });
    expect(res.status).toBe(200);
    const names = DealershipsResponseSchema.parse(res.body).data.map((d) => d.name);
    expect(names).toEqual(['Front Range Transmission', 'Lakeside Tire & Brake', 'Main Street Auto Care', 'Summit Collision Center']);
  });

  it('needs a signed-in caller', async () => {
    expect((await sb.request('GET', '/api/dealerships')).status).toBe(401);
  });
});

describe('POST /api/applications', () => {
  afterEach(() => sb.reset());

  it('creates a pending installment application and its repair, and the user sees it first', async () => {
    const [dealershipId] = await dealershipIds();
    const res = await sb.request('POST', '/api/applications', { token: await token('ana'), body: form({ dealership_id: dealershipId }) });
    expect(res.status).toBe(201);
    const app = ApplicationResponseSchema.parse(res.body).data;
    expect(app.attributes).toMatchObject({
      kind: 'installment',
      status_cache_status: 'pending',
      status: 'pending',
      needs_dealership: false,
      repair_amount: 1850.5,
      has_loan_account: false,
      final_loan: null,
    });
    expect(app.attributes.origin).toBe('Front Range Transmission - New clutch and flywheel');

    const [repair] = await sb.database.db.select().from(repairs).where(eq(repairs.applicationId, app.id));
    expect(repair).toMatchObject({ description: 'New clutch and flywheel', repairAmountCents: 185050, roStatus: 'estimate', dealershipId });

    const ana = await me('ana');
    expect(ana.attributes.current_application_id).toBe(app.id);
    expect(ana.attributes.installment_applications[0]).toMatchObject({ id: app.id, status_cache_status: 'pending' });
    // An application in progress: no more additional loans until it is decided.
    expect(ana.attributes.qualifies_additional_loans).toBe(false);
  });

  it('without a service center the application needs one', async () => {
    const res = await sb.request('POST', '/api/applications', { token: await token('gus'), body: form() });
    expect(res.status).toBe(201);
    expect(ApplicationResponseSchema.parse(res.body).data.attributes).toMatchObject({ needs_dealership: true, origin: 'New clutch and flywheel' });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no amount', { amount_requested: undefined }, 'application.amount_requested', APPLY_MESSAGES.amount],
    ['an amount as text', { amount_requested: '1500' }, 'application.amount_requested', APPLY_MESSAGES.amount],
    ['an amount under $250', { amount_requested: 249.99 }, 'application.amount_requested', APPLY_MESSAGES.amount],
    ['an amount over $10,000', { amount_requested: 10000.01 }, 'application.amount_requested', APPLY_MESSAGES.amount],
    ['a fraction of a cent', { amount_requested: 1500.005 }, 'application.amount_requested', APPLY_MESSAGES.amountCents],
    ['a blank description', { repair_description: '   ' }, 'application.repair_description', APPLY_MESSAGES.description],
    ['a description too long', { repair_description: 'x'.repeat(501) }, 'application.repair_description', APPLY_MESSAGES.descriptionTooLong],
    ['no dealership key', { dealership_id: undefined }, 'application.dealership_id', APPLY_MESSAGES.dealership],
    ['no consent', { consent: false }, 'application.consent', APPLY_MESSAGES.consent],
  ])('refuses %s with a field error (422)', async (_name, change, field, message) => {
    const res = await sb.request('POST', '/api/applications', { token: await token('gus'), body: form(change) });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toContain(message);
  });

  it('takes the limits themselves', async () => {
    const gus = await token('gus');
    expect((await sb.request('POST', '/api/applications', { token: gus, body: form({ amount_requested: 250 }) })).status).toBe(201);
    await sb.reset();
    expect((await sb.request('POST', '/api/applications', { token: await token('gus'), body: form({ amount_requested: 10000 }) })).status).toBe(201);
  });

  it('refuses an unknown service center and a body that is not JSON', async () => {
    const gus = await token('gus');
    const unknown = await sb.request('POST', '/api/applications', { token: gus, body: form({ dealership_id: 999999 }) });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors['application.dealership_id']).toEqual([APPLY_MESSAGES.unknownDealership]);
    const garbage = await sb.request('POST', '/api/applications', { token: gus, raw: '{nope', headers: { 'content-type': 'application/json' } });
    expect(garbage.status).toBe(422);
  });

  it('refuses a second application while one is in progress', async () => {
    const jon = await sb.request('POST', '/api/applications', { token: await token('jon'), body: form() });
    expect(jon.status).toBe(422);
    expect(jon.body.errors.base).toEqual([APPLY_MESSAGES.inProgress]);

    const ana = await token('ana');
    expect((await sb.request('POST', '/api/applications', { token: ana, body: form() })).status).toBe(201);
    expect((await sb.request('POST', '/api/applications', { token: ana, body: form() })).status).toBe(422);
  });

  it('keeps only one of two simultaneous submits', async () => {
    const ana = await token('ana');
    const answers = await Promise.all([1, 2].map(() => sb.request('POST', '/api/applications', { token: ana, body: form() })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
  });

  it('is refused to staff: the customer applies', async () => {
    const res = await sb.request('POST', '/api/applications', { token: await token('care'), body: form() });
    expect(res.status).toBe(403);
  });
});

describe('PUT /api/applications/{id}/dealership', () => {
  afterEach(() => sb.reset());

  const jonApp = async () => (await me('jon')).attributes.current_application_id!;

  it('records the service center and clears needs_dealership, on the repair too', async () => {
    const [, second] = await dealershipIds();
    const appId = await jonApp();
    const res = await sb.request('PUT', `/api/applications/${appId}/dealership`, { token: await token('jon'), body: { dealership_id: second } });
    expect(res.status).toBe(200);
    expect(ApplicationResponseSchema.parse(res.body).data.attributes.needs_dealership).toBe(false);
    const [row] = await sb.database.db.select().from(applications).where(eq(applications.id, appId));
    expect(row).toMatchObject({ dealershipId: second, needsDealership: false });

    const repair = await sb.request('GET', `/api/repairs/${appId}`, { token: await token('jon') });
    expect(RepairResponseSchema.parse(repair.body).data!.dealership?.id).toBe(second);
    const jon = await me('jon');
    expect(jon.attributes.installment_applications.find((a) => a.id === appId)?.needs_dealership).toBe(false);
  });

  it('only while one is needed: a second choice is refused', async () => {
    const [first, second] = await dealershipIds();
    const appId = await jonApp();
    const jon = await token('jon');
    expect((await sb.request('PUT', `/api/applications/${appId}/dealership`, { token: jon, body: { dealership_id: first } })).status).toBe(200);
    const again = await sb.request('PUT', `/api/applications/${appId}/dealership`, { token: jon, body: { dealership_id: second } });
    expect(again.status).toBe(422);
    expect(again.body.errors.dealership_id).toBeDefined();

    const anaApp = (await me('ana')).attributes.current_application_id!;
    const funded = await sb.request('PUT', `/api/applications/${anaApp}/dealership`, { token: await token('ana'), body: { dealership_id: first } });
    expect(funded.status).toBe(422);
  });

  it('only the owner: another customer and staff get 404, and nothing changes', async () => {
    const [first] = await dealershipIds();
    const appId = await jonApp();
    for (const persona of ['ana', 'care']) {
      const res = await sb.request('PUT', `/api/applications/${appId}/dealership`, { token: await token(persona), body: { dealership_id: first } });
      expect(res.status).toBe(404);
    }
    const [row] = await sb.database.db.select().from(applications).where(eq(applications.id, appId));
    expect(row).toMatchObject({ needsDealership: true, dealershipId: null });
  });

  it('validates the body', async () => {
    const appId = await jonApp();
    const jon = await token('jon');
    for (const body of [{}, { dealership_id: 'x' }, { dealership_id: 0 }, { dealership_id: 999999 }]) {
      const res = await sb.request('PUT', `/api/applications/${appId}/dealership`, { token: jon, body });
      expect(res.status).toBe(422);
      expect(res.body.errors.dealership_id).toEqual([APPLY_MESSAGES.unknownDealership]);
    }
    expect((await sb.request('PUT', '/api/applications/abc/dealership', { token: jon, body: { dealership_id: 1 } })).status).toBe(404);
  });
});

describe('GET /api/repairs/{id} (id = the application id)', () => {
  it('answers the repair behind a loan, with its service center', async () => {
    const ana = await me('ana');
    const appId = ana.attributes.current_application_id!;
    const res = await sb.request('GET', `/api/repairs/${appId}`, { token: await token('ana') });
    expect(res.status).toBe(200);
    const repair = RepairResponseSchema.parse(res.body).data;
    expect(repair).toMatchObject({
      application_id: appId,
      description: 'Brake and rotor replacement',
      repair_amount: 3500,
      ro_status: 'completed',
      dealership: { name: 'Main Street Auto Care' },
    });
  });

  it('a repair without a service center yet', async () => {
    const appId = (await me('jon')).attributes.current_application_id!;
    const repair = RepairResponseSchema.parse((await sb.request('GET', `/api/repairs/${appId}`, { token: await token('jon') })).body).data;
    expect(repair).toMatchObject({ ro_status: 'estimate', repair_amount: 2400, dealership: null });
  });

  it("404 for another customer's; staff may read it", async () => {
    const appId = (await me('ben')).attributes.current_application_id!;
    expect((await sb.request('GET', `/api/repairs/${appId}`, { token: await token('ana') })).status).toBe(404);
    expect((await sb.request('GET', `/api/repairs/${appId}`, { token: await token('care') })).status).toBe(200);
    expect((await sb.request('GET', '/api/repairs/999999', { token: await token('ana') })).status).toBe(404);
    expect((await sb.request('GET', '/api/repairs/abc', { token: await token('ana') })).status).toBe(404);
  });

  it('404 for an application without a repair (the card account)', async () => {
    const kim = await me('kim');
    const res = await sb.request('GET', `/api/repairs/${kim.attributes.revolver_application_id}`, { token: await token('kim') });
    expect(res.status).toBe(404);
  });
});

describe('GET /api/users/{id}/additional_loan_qualifications', () => {
  afterEach(() => sb.reset());

  const qualifications = async (caller: string, customer: string) => {
    const id = await sb.userId(`${customer}@example.com`);
    const res = await sb.request('GET', `/api/users/${id}/additional_loan_qualifications`, { token: await token(caller) });
    return { status: res.status, data: res.status === 200 ? QualificationsResponseSchema.parse(res.body).data : [] };
  };
  const failedOf = (data: { passed: boolean; msg: string }[]) => data.filter((q) => !q.passed).map((q) => q.msg);

  it.each<[string, string[]]>([
    ['ana', []],
    ['kim', []],
    ['ben', ['No days past due']],
    ['cara', ['Not on payment probation']],
    ['dan', ['Loan status is in good standing']],
    ['eve', ['Loan status is in good standing', 'No days past due']],
    ['fay', ['Loan status is in good standing']],
    ['nia', ['At least 3 on-time payments']],
    ['gus', ['Loan status is in good standing', 'At least 3 on-time payments']],
    ['jon', ['Loan status is in good standing', 'At least 3 on-time payments', 'No application in progress']],
    ['hal', ['Loan status is in good standing', 'At least 3 on-time payments', 'No application in progress']],
  ])('%s fails %j, and qualifies_additional_loans agrees', async (persona, failed) => {
    const { status, data } = await qualifications(persona, persona);
    expect(status).toBe(200);
    expect(data).toHaveLength(5);
    expect(failedOf(data)).toEqual(failed);
    expect((await me(persona)).attributes.qualifies_additional_loans).toBe(failed.length === 0);
  });

  it('gives the customer pass and fail without the descriptions', async () => {
    const { data } = await qualifications('ana', 'ana');
    expect(data.every((q) => q.desc === null)).toBe(true);
  });

  it.each([
    ['care', true],
    ['dev', true],
    ['collector', true],
    ['staffer', false],
  ])('staff %s reading ana: descriptions %s', async (persona, withDesc) => {
    const { status, data } = await qualifications(persona, 'ana');
    expect(status).toBe(200);
    expect(data.map((q) => q.passed)).toEqual([true, true, true, true, true]);
    expect(data.every((q) => (withDesc ? typeof q.desc === 'string' && q.desc.length > 0 : q.desc === null))).toBe(true);
  });

  it("describes ben's check with his real data", async () => {
    const { data } = await qualifications('care', 'ben');
    const benApp = (await me('ben')).attributes.current_application_id;
    expect(data.find((q) => q.msg === 'No days past due')?.desc).toBe(`Loan ${benApp}: 12 days past due.`);
  });

  it('follows the records: a returned payment and a late loan change the answer', async () => {
    const anaId = await sb.userId('ana@example.com');
    const appId = (await me('ana')).attributes.current_application_id!;
    const [account] = await sb.database.db.select().from(loanAccounts).where(eq(loanAccounts.applicationId, appId));
    await sb.database.db.update(loanAccounts).set({ daysPastDue: 3 }).where(eq(loanAccounts.id, account!.id));
    expect(failedOf((await qualifications('ana', 'ana')).data)).toEqual(['No days past due']);
    await sb.database.db.update(loanAccounts).set({ daysPastDue: 0 }).where(eq(loanAccounts.id, account!.id));
    // Every payment returned: none counts as on time.
    await sb.database.db.update(completedPayments).set({ nsfDate: '2020-01-01' });
    expect(failedOf((await qualifications('ana', 'ana')).data)).toEqual(['At least 3 on-time payments']);
    await sb.database.db.update(users).set({ onPaymentProbation: true }).where(eq(users.id, anaId));
    expect(failedOf((await qualifications('ana', 'ana')).data)).toContain('Not on payment probation');
  });

  it("404 for another customer's, and for an unknown id", async () => {
    expect((await qualifications('ana', 'ben')).status).toBe(404);
    const res = await sb.request('GET', '/api/users/999999/additional_loan_qualifications', { token: await token('care') });
    expect(res.status).toBe(404);
  });
});

describe('POST /api/comments', () => {
  afterEach(() => sb.reset());

  const feedback = async (persona: string, extra: Record<string, unknown> = {}) => {
    const user = await me(persona);
    return {
      comment: {
        rate: 4,
        comment: 'Quick and friendly.',
        authorize: true,
        user_id: user.id,
        commentable_id: user.attributes.current_application_id,
        commentable_type: 'Application',
        ...extra,
      },
    };
  };

  it('keeps the feedback once; a second answers 422 and has_feedback turns true', async () => {
    const ana = await token('ana');
    expect((await me('ana')).attributes.has_feedback).toBe(false);
    const first = await sb.request('POST', '/api/comments', { token: ana, body: await feedback('ana') });
    expect(first.status).toBe(201);
    expect(CommentResponseSchema.parse(first.body).data!.attributes).toMatchObject({ rate: 4, comment: 'Quick and friendly.', authorize: true, commentable_type: 'Application' });
    expect((await me('ana')).attributes.has_feedback).toBe(true);

    const second = await sb.request('POST', '/api/comments', { token: ana, body: await feedback('ana', { rate: 5 }) });
    expect(second.status).toBe(422);
    // Once per customer, whichever of their applications it is about.
    const old = (await me('ana')).attributes.installment_applications.at(-1)!.id;
    expect((await sb.request('POST', '/api/comments', { token: ana, body: await feedback('ana', { commentable_id: old }) })).status).toBe(422);
  });

  it('keeps only one of two simultaneous submits', async () => {
    const ana = await token('ana');
    const body = await feedback('ana');
    const answers = await Promise.all([1, 2].map(() => sb.request('POST', '/api/comments', { token: ana, body })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
  });

  it('takes an empty comment and authorize false', async () => {
    const res = await sb.request('POST', '/api/comments', { token: await token('nia'), body: await feedback('nia', { comment: '  ', authorize: false }) });
    expect(res.status).toBe(201);
    expect(CommentResponseSchema.parse(res.body).data!.attributes).toMatchObject({ comment: null, authorize: false, rate: 4 });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no rating', { rate: undefined }, 'comment.rate'],
    ['0 stars', { rate: 0 }, 'comment.rate'],
    ['6 stars', { rate: 6 }, 'comment.rate'],
    ['3.5 stars', { rate: 3.5 }, 'comment.rate'],
    ['no authorize', { authorize: undefined }, 'comment.authorize'],
    ['another commentable type', { commentable_type: 'Purchase' }, 'comment.commentable_type'],
    ['a comment too long', { comment: 'x'.repeat(1001) }, 'comment.comment'],
  ])('refuses %s (422)', async (_name, change, field) => {
    const res = await sb.request('POST', '/api/comments', { token: await token('ana'), body: await feedback('ana', change) });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toBeDefined();
    expect((await me('ana')).attributes.has_feedback).toBe(false);
  });

  it("404 for another customer's application or user id, staff included", async () => {
    const ben = await me('ben');
    const ana = await token('ana');
    const onBen = await sb.request('POST', '/api/comments', { token: ana, body: await feedback('ana', { commentable_id: ben.attributes.current_application_id }) });
    expect(onBen.status).toBe(404);
    const asBen = await sb.request('POST', '/api/comments', { token: ana, body: await feedback('ana', { user_id: ben.id }) });
    expect(asBen.status).toBe(404);
    const care = await sb.request('POST', '/api/comments', { token: await token('care'), body: await feedback('ben') });
    expect(care.status).toBe(404);
    expect((await me('ben')).attributes.has_feedback).toBe(false);
  });
});
