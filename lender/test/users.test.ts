// Users and applications: the customer's own records, staff reads, and 404 for anyone else's.
import { ApplicationResponseSchema } from '../../lib/contract/applications';
import { UserResponseSchema } from '../../lib/contract/users';
import { startSandbox, type Sandbox } from './harness';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

const me = async (email: string) => {
  const res = await sb.request('GET', '/api/users/me', { token: await sb.signIn(email) });
  expect(res.status).toBe(200);
  return UserResponseSchema.parse(res.body).data;
};

describe('GET /api/users/me', () => {
  it('answers the user with the fields of both specs, matching the contract', async () => {
    const ana = await me('ana@example.com');
    expect(ana.attributes).toMatchObject({
      email: 'ana@example.com',
      is_customer: true,
      user_in_NLS: true,
      has_revolver_application: false,
      qualifies_additional_loans: true,
      'on_payment_probation?': false,
      servicing_platform: 'LOS',
    });
    expect(ana.attributes.installment_applications).toHaveLength(2);
    expect(ana.attributes.current_application_id).toBe(ana.attributes.installment_applications[0]!.id);
  });

  it('tells which loans of the list still take payments (their autopay can be managed)', async () => {
    const ana = await me('ana@example.com');
    // Loan 2 is being repaid; Loan 1 is paid off.
    expect(ana.attributes.installment_applications.map((a) => a.has_new_payments)).toEqual([true, false]);
    expect((await me('dan@example.com')).attributes.installment_applications.map((a) => a.has_new_payments)).toEqual([false]);
  });

  it('flags probation, revolver and PEACH', async () => {
    expect((await me('cara@example.com')).attributes['on_payment_probation?']).toBe(true);
    const kim = await me('kim@example.com');
    expect(kim.attributes.has_revolver_application).toBe(true);
    expect(kim.attributes.revolver_application_id).not.toBeNull();
    expect(kim.attributes.cardholder_agreement_url).toMatch(/^\/files\/\d+\/url_proxy$/);
    expect((await me('max@example.com')).attributes.servicing_platform).toBe('PEACH');
    expect((await me('ben@example.com')).attributes.qualifies_additional_loans).toBe(false);
  });

  it('lists the staff roles', async () => {
    const care = await me('care@example.com');
    expect(care.attributes.roles).toEqual([{ name: 'CFS Customer Care Specialist' }]);
    expect(care.attributes.cfs).toBe(true);
    expect(care.attributes.is_service).toBe(true);
  });
});

describe('ownership', () => {
  it("answers 404 for another customer's user record, 200 for staff", async () => {
    const benId = await sb.userId('ben@example.com');
    const ana = await sb.signIn('ana@example.com');
    const res = await sb.request('GET', `/api/users/${benId}`, { token: ana });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('ben@example.com');
    const care = await sb.signIn('care@example.com');
    expect((await sb.request('GET', `/api/users/${benId}`, { token: care })).status).toBe(200);
  });

  it("answers 404 for another customer's application", async () => {
    const ben = await me('ben@example.com');
    const benApp = ben.attributes.current_application_id!;
    const ana = await sb.signIn('ana@example.com');
    expect((await sb.request('GET', `/api/applications/${benApp}`, { token: ana })).status).toBe(404);
    const own = await sb.request('GET', `/api/applications/${benApp}`, { token: await sb.signIn('ben@example.com') });
    expect(own.status).toBe(200);
    expect(ApplicationResponseSchema.parse(own.body).data.id).toBe(benApp);
  });

  it.each(['999999', '0', '-1', 'abc', '1.5', '99999999999999999999'])('answers 404 for the id %s, never a 500', async (id) => {
    const token = await sb.signIn('ana@example.com');
    for (const path of [`/api/users/${id}`, `/api/applications/${id}`]) {
      const res = await sb.request('GET', path, { token });
      expect(res.status).toBe(404);
      expect(typeof res.body.message).toBe('string');
    }
  });
});

describe('GET /api/applications/{id}', () => {
  it('carries final_loan for a signed loan and the autopay of ana', async () => {
    const ana = await me('ana@example.com');
    const res = await sb.request('GET', `/api/applications/${ana.attributes.current_application_id}`, { token: await sb.signIn('ana@example.com') });
    const app = ApplicationResponseSchema.parse(res.body).data;
    expect(app.attributes.final_loan?.data.attributes.signed_document.signed).toBe(true);
    expect(app.attributes.has_loan_account).toBe(true);
    expect(app.attributes.autopay_enabled).toBe(true);
    expect(app.attributes.active_recurring_payment?.recurrable_name).toBeTruthy();
  });

  it('shows jon waiting for signature and needing a dealership', async () => {
    const jon = await me('jon@example.com');
    const res = await sb.request('GET', `/api/applications/${jon.attributes.current_application_id}`, { token: await sb.signIn('jon@example.com') });
    const app = ApplicationResponseSchema.parse(res.body).data;
    expect(app.attributes).toMatchObject({ status_cache_status: 'waiting_agreement_signature', needs_dealership: true, has_loan_account: false, signed: false });
  });
});

describe('unknown routes', () => {
  it('answers JSON 404', async () => {
    const res = await sb.request('GET', '/api/nothing-here', { token: await sb.signIn('ana@example.com') });
    expect(res.status).toBe(404);
    expect(res.body.message).toBeTruthy();
  });
});
