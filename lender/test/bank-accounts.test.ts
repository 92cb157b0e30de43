// Bank accounts: adding by hand (the same rules as the portal, 422 per field), the bank link (a link
// token the sandbox issued, redeemed once; or, for a customer switched to Plaid, Plaid's public token),
// removal (soft, refused while autopay uses the account), and
// ownership (another customer's account is not found).
import { eq } from 'drizzle-orm';
import { BankAccountListResponseSchema, BankAccountResponseSchema, LinkTokenResponseSchema, sandboxPublicToken, SANDBOX_BANKS } from '../../lib/contract/bank-accounts';
import { AUTOPAY_ACCOUNT_REMOVE_MESSAGE } from '../domain/bank-accounts';
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
    expect(link_token.startsWith('link-standin-')).toBe(true);
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
    expect((await sb.request('POST', '/api/bank_accounts', { token, body: { ...body, public_token: 'public-standin-made-up' } })).status).toBe(422);
    const ana = await sb.signIn('ana@example.com');
    const anaToken = LinkTokenResponseSchema.parse((await sb.request('POST', '/api/plaid/link_token', { token: ana, body: { user_id: await sb.userId('ana@example.com') } })).body).link_token;
    expect((await sb.request('POST', '/api/bank_accounts', { token, body: { ...body, public_token: sandboxPublicToken(anaToken) } })).status).toBe(422);
    expect((await sb.request('POST', '/api/plaid/link_token', { token, body: { user_id: await sb.userId('ana@example.com') } })).status).toBe(404);
  });

  describe('Plaid Link (a customer switched to Plaid-shaped tokens)', () => {
    const uuid = () => crypto.randomUUID();
    const plaidBody = (userId: number, patch: { public_token?: string; subtype?: string } = {}) => ({
      type: 'PLAID',
      user_id: userId,
      public_token: patch.public_token ?? `public-sandbox-${uuid()}`,
      metadata: {
        institution: { institution_id: 'ins_109508', name: 'First Platypus Bank' },
        accounts: [{ id: 'vzeNDwK7KQIm4yEog683uElbp9GRLEFXGK98D', name: 'Plaid Saving', mask: '1111', type: 'depository', subtype: patch.subtype ?? 'savings' }],
        link_session_id: uuid(),
      },
    });
    let token: string;
    let userId: number;
    beforeAll(async () => {
      token = await sb.signIn('fay@example.com');
      userId = await sb.userId('fay@example.com');
      expect((await sb.request('PUT', '/sandbox/bank_link', { body: { user_id: userId, provider: 'plaid' } })).status).toBe(200);
    });
    afterAll(async () => {
      await sb.request('PUT', '/sandbox/bank_link', { body: { user_id: userId, provider: 'stand-in' } });
    });
    const linkToken = async () => {
      const res = await sb.request('POST', '/api/plaid/link_token', { token, body: { user_id: userId } });
      expect(res.status).toBe(201);
      return LinkTokenResponseSchema.parse(res.body).link_token;
    };

    it("hands out Plaid's sandbox link tokens and accepts Plaid's public token once, as a PLAID account", async () => {
      expect(await linkToken()).toMatch(/^link-sandbox-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      const body = plaidBody(userId);
      const res = await sb.request('POST', '/api/bank_accounts', { token, body });
      expect(res.status).toBe(201);
      const account = BankAccountResponseSchema.parse(res.body).data.attributes;
      expect(account).toMatchObject({ type: 'PLAID', name: 'Plaid Saving', bank_name: 'First Platypus Bank', account_type: 'Savings', account_number_last4: '1111', 'plaid_verified?': true });
      // Used up: the same public token again, or another one without a new link token.
      expect((await sb.request('POST', '/api/bank_accounts', { token, body })).body.errors).toEqual({ public_token: ['The bank link could not be verified.'] });
      expect((await sb.request('POST', '/api/bank_accounts', { token, body: plaidBody(userId) })).status).toBe(422);
    });

    it('refuses an account it cannot debit (422 on the field) without using the link token up', async () => {
      await linkToken();
      const res = await sb.request('POST', '/api/bank_accounts', { token, body: plaidBody(userId, { subtype: 'credit card' }) });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ 'metadata.accounts.0.subtype': ['Choose a checking or savings account.'] });
      expect((await sb.request('POST', '/api/bank_accounts', { token, body: plaidBody(userId, { subtype: 'checking' }) })).status).toBe(201);
    });

    it.each([
      ['a made-up token', 'public-sandbox-made-up'],
      ["another environment's token", `public-production-${crypto.randomUUID()}`],
      ['a link token', `link-sandbox-${crypto.randomUUID()}`],
    ])('refuses %s with 422 on public_token', async (_label, public_token) => {
      await linkToken();
      const res = await sb.request('POST', '/api/bank_accounts', { token, body: plaidBody(userId, { public_token }) });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(['public_token']);
    });

    it("needs this customer's own open link token, and the customer's own id", async () => {
      await linkToken();
      // ana holds no Plaid link token: fay's open one is no use to her.
      const ana = await sb.signIn('ana@example.com');
      const anaId = await sb.userId('ana@example.com');
      expect((await sb.request('POST', '/api/bank_accounts', { token: ana, body: plaidBody(anaId) })).status).toBe(422);
      expect((await sb.request('POST', '/api/bank_accounts', { token: ana, body: plaidBody(userId) })).status).toBe(404);
    });

    it('goes back to the stand-in dialog', async () => {
      await sb.request('PUT', '/sandbox/bank_link', { body: { user_id: userId, provider: 'stand-in' } });
      expect(await linkToken()).toMatch(/^link-standin-/);
      await sb.request('PUT', '/sandbox/bank_link', { body: { user_id: userId, provider: 'plaid' } });
      expect((await sb.request('PUT', '/sandbox/bank_link', { body: { user_id: userId, provider: 'other' } })).status).toBe(422);
    });
  });

  it('refuses a card customer (revolver application) adding or removing a bank account, 403, and changes nothing', async () => {
    const token = await sb.signIn('kim@example.com');
    const userId = await sb.userId('kim@example.com');
    const added = await sb.request('POST', '/api/bank_accounts', { token, body: manual(userId) });
    expect(added.status).toBe(403);
    expect(added.body.message).toMatch(/card account/);
    // One put there by the lender's staff: kim cannot remove it herself either.
    const [row] = await sb.database.db
      .insert(bankAccounts)
      .values({ userId, name: 'Kim checking', bankName: 'Test Bank', accountNumber: '000444555666', routingNumber: '021000021', accountType: 'Checking', type: 'MANUAL' })
      .returning();
    try {
      expect((await sb.request('DELETE', `/api/bank_accounts/${row!.id}`, { token })).status).toBe(403);
      const list = BankAccountListResponseSchema.parse((await sb.request('GET', `/api/bank_accounts?user_id=${userId}`, { token })).body).data;
      expect(list.map((b) => b.id)).toEqual([row!.id]);
    } finally {
      await sb.database.db.delete(bankAccounts).where(eq(bankAccounts.id, row!.id));
    }
  });
});
