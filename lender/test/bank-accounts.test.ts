// Bank accounts: adding by hand (the same rules as the portal, 422 per field), the bank link (a link
// token the sandbox issued, redeemed once), removal (soft, refused while autopay uses the account), and
// ownership (another customer's account is not found).
import { eq } from 'drizzle-orm';
import { BankAccountListResponseSchema, BankAccountResponseSchema, LinkTokenResponseSchema, sandboxPublicToken, SANDBOX_BANKS } from '../../lib/contract/bank-accounts';
import { AUTOPAY_ACCOUNT_REMOVE_MESSAGE } from '../../lib/rules/bank-account';
import { bankAccounts } from '../db/schema';
import { databaseKind, startSandbox, type Sandbox } from './harness';

jest.setTimeout(60_000);

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

const manual = (userId: number, patch: Record<string, string> = {}) => ({
  type: 'MANUAL',
  user_id: userId,
  routing_number: '021000021',
  account_number: '123456789',
  bank_name: 'First Test Bank',
  account_type: 'Checking',
  ...patch,
});

describe(`bank accounts (${databaseKind})`, () => {
  it('adds one by hand and answers only its last 4 digits', async () => {
    const token = await sb.signIn('nia@example.com');
    const userId = await sb.userId('nia@example.com');
    const res = await sb.request('POST', '/api/bank_accounts', { token, body: manual(userId) });
    expect(res.status).toBe(201);
    const account = BankAccountResponseSchema.parse(res.body).data;
    expect(account.attributes).toMatchObject({ account_number: '••••6789', account_number_last4: '6789', type: 'MANUAL', bank_name: 'First Test Bank' });
    expect(JSON.stringify(res.body)).not.toContain('123456789');
    const list = BankAccountListResponseSchema.parse((await sb.request('GET', `/api/bank_accounts?user_id=${userId}`, { token })).body).data;
    expect(list.map((b) => b.id)).toContain(account.id);
  });

  it.each([
    [{ routing_number: '123456789' }, 'routing_number', 'Invalid routing number'],
    [{ routing_number: '0210000210' }, 'routing_number', 'Invalid routing number'],
    [{ account_number: '123456789012345678' }, 'account_number', 'Invalid account number'],
    [{ account_number: '12ab' }, 'account_number', 'Invalid account number'],
    [{ bank_name: '' }, 'bank_name', 'Bank name is required'],
    [{ bank_name: 'x'.repeat(31) }, 'bank_name', 'Bank name must be at most 30 characters'],
    [{ account_type: 'Brokerage' }, 'account_type', 'Choose Checking or Savings'],
  ])('refuses %j with 422 on %s', async (patch, field, message) => {
    const token = await sb.signIn('nia@example.com');
    const userId = await sb.userId('nia@example.com');
    const res = await sb.request('POST', '/api/bank_accounts', { token, body: manual(userId, patch) });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual([message]);
  });

  it("will not add an account for another customer (404), nor list or remove another's", async () => {
    const token = await sb.signIn('nia@example.com');
    const anaId = await sb.userId('ana@example.com');
    expect((await sb.request('POST', '/api/bank_accounts', { token, body: manual(anaId) })).status).toBe(404);
    expect((await sb.request('GET', `/api/bank_accounts?user_id=${anaId}`, { token })).status).toBe(404);
    const [anaBank] = await sb.database.db.select().from(bankAccounts).where(eq(bankAccounts.userId, anaId));
    expect((await sb.request('DELETE', `/api/bank_accounts/${anaBank!.id}`, { token })).status).toBe(404);
    expect((await sb.request('DELETE', '/api/bank_accounts/abc', { token })).status).toBe(404);
  });

  it('removes an account softly; it leaves the list and a second removal is not found', async () => {
    const token = await sb.signIn('nia@example.com');
    const userId = await sb.userId('nia@example.com');
    const created = BankAccountResponseSchema.parse((await sb.request('POST', '/api/bank_accounts', { token, body: manual(userId, { account_number: '55554444' }) })).body).data;
    expect((await sb.request('DELETE', `/api/bank_accounts/${created.id}`, { token })).status).toBe(200);
    const list = BankAccountListResponseSchema.parse((await sb.request('GET', `/api/bank_accounts?user_id=${userId}`, { token })).body).data;
    expect(list.map((b) => b.id)).not.toContain(created.id);
    const [row] = await sb.database.db.select().from(bankAccounts).where(eq(bankAccounts.id, created.id));
    expect(row!.deletedAt).not.toBeNull();
    expect((await sb.request('DELETE', `/api/bank_accounts/${created.id}`, { token })).status).toBe(404);
  });

  it('refuses to remove the account that carries the active autopay', async () => {
    const token = await sb.signIn('ana@example.com');
    const userId = await sb.userId('ana@example.com');
    const list = BankAccountListResponseSchema.parse((await sb.request('GET', `/api/bank_accounts?user_id=${userId}`, { token })).body).data;
    const autopay = list.find((b) => b.attributes.active_recurring_payment)!;
    const res = await sb.request('DELETE', `/api/bank_accounts/${autopay.id}`, { token });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(AUTOPAY_ACCOUNT_REMOVE_MESSAGE);
  });

  it('links an account through a sandbox link token, once', async () => {
    const token = await sb.signIn('fay@example.com');
    const userId = await sb.userId('fay@example.com');
    const issued = await sb.request('POST', '/api/plaid/link_token', { token, body: { user_id: userId } });
    expect(issued.status).toBe(201);
    const { link_token } = LinkTokenResponseSchema.parse(issued.body);
    expect(link_token.startsWith('link-sandbox-')).toBe(true);
    const bank = SANDBOX_BANKS[1];
    const body = {
      type: 'PLAID',
      user_id: userId,
      public_token: sandboxPublicToken(link_token),
      metadata: { institution: { institution_id: bank.institution_id, name: bank.name }, accounts: [{ ...bank.accounts[0], sufficient: undefined }] },
    };
    const res = await sb.request('POST', '/api/bank_accounts', { token, body });
    expect(res.status).toBe(201);
    const account = BankAccountResponseSchema.parse(res.body).data.attributes;
    expect(account).toMatchObject({ type: 'PLAID', 'plaid_verified?': true, 'sufficient_plaid_balance?': false, account_number_last4: '0003' });
    // The same public token again, a made-up one, or another customer's link token: refused.
    expect((await sb.request('POST', '/api/bank_accounts', { token, body })).status).toBe(422);
    expect((await sb.request('POST', '/api/bank_accounts', { token, body: { ...body, public_token: 'public-sandbox-made-up' } })).status).toBe(422);
    const ana = await sb.signIn('ana@example.com');
    const anaToken = LinkTokenResponseSchema.parse((await sb.request('POST', '/api/plaid/link_token', { token: ana, body: { user_id: await sb.userId('ana@example.com') } })).body).link_token;
    expect((await sb.request('POST', '/api/bank_accounts', { token, body: { ...body, public_token: sandboxPublicToken(anaToken) } })).status).toBe(422);
    expect((await sb.request('POST', '/api/plaid/link_token', { token, body: { user_id: await sb.userId('ana@example.com') } })).status).toBe(404);
  });
});
