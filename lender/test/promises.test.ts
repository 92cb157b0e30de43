// Promise to pay on the sandbox: codes, validation again on the server, one open promise, probation,
// ownership, and the mailbox note that records it.
import { addDays, lenderToday } from '../../lib/common/dates';
import { startSandbox, type Sandbox } from './harness';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());
beforeEach(() => sb.reset());

async function loanOf(email: string) {
  const token = await sb.signIn(email);
  const me = await sb.request('GET', '/api/users/me', { token });
  const appId = me.body.data.attributes.current_application_id as number;
  const account = await sb.request('GET', `/api/loan_accounts/${appId}`, { token });
  return { token, appId, accountId: account.body.data.id as number, attributes: account.body.data.attributes };
}

const promise = (token: string, accountId: number, body: Record<string, unknown>) =>
  sb.request('POST', `/api/loan_accounts/${accountId}/collection_action/`, { token, body });

describe('GET /api/collection_codes/customer_ptp', () => {
  it('answers the customer promise codes', async () => {
    const res = await sb.request('GET', '/api/collection_codes/customer_ptp', { token: await sb.signIn('ben@example.com') });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ action_code_no: expect.any(String), result_code_no: expect.any(String) });
    // The same for everyone: a shared cache (the portal's) may keep them.
    expect(res.headers.get('cache-control')).toBe('public, max-age=600');
  });
});

describe('POST /api/loan_accounts/{accountId}/collection_action/', () => {
  it('stores a valid promise, shows it on the loan account and notes it in the mailbox', async () => {
    const ben = await loanOf('ben@example.com');
    const today = lenderToday();
    const res = await promise(ben.token, ben.accountId, { promise_amount: 156, promise_date: today, comments: 'Payday is Friday', result_code: 'PR', action_code: 'PTP' });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({ row_id: expect.any(Number), promise_amount: 156, promise_date: today });
    const account = await sb.request('GET', `/api/loan_accounts/${ben.appId}`, { token: ben.token });
    expect(account.body.data.attributes.promise_to_pays).toEqual([{ row_id: res.body.data.row_id, promise_amount: 156, promise_date: today }]);
    const comments = await sb.request('GET', `/api/team_comments?id=${ben.appId}`, { token: ben.token });
    expect(JSON.stringify(comments.body)).toContain('Promise to pay $156.00');
    const second = await promise(ben.token, ben.accountId, { promise_amount: 200, promise_date: today });
    expect(second.status).toBe(422);
    expect(second.body.errors.base[0]).toMatch(/already/);
  });

  it('refuses an amount below the minimum monthly payment with the spec message', async () => {
    const ben = await loanOf('ben@example.com');
    const res = await promise(ben.token, ben.accountId, { promise_amount: 155.99, promise_date: lenderToday() });
    expect(res.status).toBe(422);
    expect(res.body.errors.promise_amount).toEqual(['Amount cannot be less than your minimum monthly payment: $156.00.']);
  });

  it.each([
    ['yesterday', -1, /before today/],
    ['past the last payment date', 31, /too far/],
  ])('refuses a date %s', async (_label, offset, message) => {
    const ben = await loanOf('ben@example.com');
    const res = await promise(ben.token, ben.accountId, { promise_amount: 156, promise_date: addDays(lenderToday(), offset) });
    expect(res.status).toBe(422);
    expect(res.body.errors.promise_date[0]).toMatch(message);
  });

  it.each([
    [{ promise_amount: 'lots', promise_date: '2026-01-01' }, 'promise_amount'],
    [{ promise_amount: -5, promise_date: '2026-01-01' }, 'promise_amount'],
    [{ promise_amount: 156, promise_date: '01/01/2026' }, 'promise_date'],
    [{ promise_amount: 156 }, 'promise_date'],
  ])('refuses a malformed body %j with field errors', async (body, field) => {
    const ben = await loanOf('ben@example.com');
    const res = await promise(ben.token, ben.accountId, body);
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toBeDefined();
  });

  it('refuses a customer on payment probation', async () => {
    const cara = await loanOf('cara@example.com');
    const res = await promise(cara.token, cara.accountId, { promise_amount: cara.attributes.monthly_payment, promise_date: lenderToday() });
    expect(res.status).toBe(422);
    expect(res.body.errors.base[0]).toMatch(/call us/);
  });

  it("answers 404 for another customer's loan account, and lets staff promise on a customer's behalf", async () => {
    const ben = await loanOf('ben@example.com');
    const ana = await sb.signIn('ana@example.com');
    expect((await promise(ana, ben.accountId, { promise_amount: 156, promise_date: lenderToday() })).status).toBe(404);
    const care = await sb.signIn('care@example.com');
    expect((await promise(care, ben.accountId, { promise_amount: 156, promise_date: lenderToday() })).status).toBe(201);
  });
});
