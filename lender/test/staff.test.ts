// Staff: finding a customer, and the audit trail of every staff read and change.
import { startSandbox, type Sandbox } from './harness';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());
beforeEach(() => sb.reset());

const search = async (token: string, q: string) => sb.request('GET', `/api/staff/customers?q=${encodeURIComponent(q)}`, { token });

describe('GET /api/staff/customers', () => {
  it('finds a customer by e-mail, name, customer id and application id', async () => {
    const care = await sb.signIn('care@example.com');
    const anaId = await sb.userId('ana@example.com');
    const ana = await sb.request('GET', '/api/users/me', { token: await sb.signIn('ana@example.com') });
    const appId = ana.body.data.attributes.current_application_id as number;
    for (const q of ['ana@example.com', 'ANA@EXAMPLE', 'Ana Alvarez', 'alvarez', String(anaId), String(appId)]) {
      const res = await search(care, q);
      expect(res.status).toBe(200);
      expect(res.body.data.map((r: { id: number }) => r.id)).toContain(anaId);
    }
    const res = await search(care, 'ana@example.com');
    expect(res.body.data[0]).toEqual({ id: anaId, name: 'Ana Alvarez', email: 'ana@example.com', application_ids: expect.arrayContaining([appId]) });
  });

  it('treats wildcard characters literally and never lists staff', async () => {
    const care = await sb.signIn('care@example.com');
    expect((await search(care, '%')).body.data).toEqual([]);
    expect((await search(care, 'care@example.com')).body.data).toEqual([]);
  });

  it('is not there for customers, and needs a query', async () => {
    expect((await search(await sb.signIn('ana@example.com'), 'ben')).status).toBe(404);
    expect((await sb.request('GET', '/api/staff/customers', { token: await sb.signIn('care@example.com') })).status).toBe(422);
    expect((await search('', 'ben')).status).toBe(401);
  });
});

describe('the audit trail', () => {
  it("records a staff member's reads of a customer's records, and not a customer's own", async () => {
    const anaToken = await sb.signIn('ana@example.com');
    const anaId = await sb.userId('ana@example.com');
    const me = await sb.request('GET', '/api/users/me', { token: anaToken });
    const appId = me.body.data.attributes.current_application_id as number;
    await sb.request('GET', `/api/applications/${appId}`, { token: anaToken });

    const care = await sb.signIn('care@example.com');
    const before = await sb.request('GET', `/api/staff/audit_events?customer_id=${anaId}`, { token: care });
    expect(before.body.data).toEqual([]);

    await sb.request('GET', `/api/users/${anaId}`, { token: care });
    await sb.request('GET', `/api/applications/${appId}`, { token: care });
    const after = await sb.request('GET', `/api/staff/audit_events?customer_id=${anaId}`, { token: care });
    expect(after.body.data).toEqual([
      expect.objectContaining({ action: 'read', target: `GET /api/applications/${appId}`, actor_role: 'CFS Customer Care Specialist', actor_name: expect.any(String) }),
      expect.objectContaining({ action: 'read', target: `GET /api/users/${anaId}` }),
    ]);
  });

  it('records staff changes, and not refused ones', async () => {
    const anaId = await sb.userId('ana@example.com');
    const care = await sb.signIn('care@example.com');
    // Staff never change a customer's sign-in e-mail (docs/security.md).
    const refused = await sb.request('POST', '/api/users/preferences', { token: care, body: { id: anaId, user: { email: 'ben@example.com' } } });
    expect(refused.status).toBe(403);
    const ok = await sb.request('POST', '/api/users/preferences', { token: care, body: { id: anaId, payment_reminders: false } });
    expect(ok.status).toBe(200);
    const trail = await sb.request('GET', `/api/staff/audit_events?customer_id=${anaId}`, { token: care });
    expect(trail.body.data.filter((e: { action: string }) => e.action === 'change')).toEqual([
      expect.objectContaining({ target: 'POST /api/users/preferences' }),
    ]);
  });

  it('is not there for customers', async () => {
    const anaId = await sb.userId('ana@example.com');
    expect((await sb.request('GET', `/api/staff/audit_events?customer_id=${anaId}`, { token: await sb.signIn('ana@example.com') })).status).toBe(404);
  });
});
