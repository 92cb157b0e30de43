// The client derived from the call table, against a real local server: each call goes to its row's method
// and path with the headers its row names, and answers the data of an envelope or the whole answer.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

let server: http.Server;
let lender: typeof import('./api').lender;
const seen: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }[] = [];

const ANSWERS: Record<string, unknown> = {
  '/api/dealerships': { data: [{ id: 1, name: 'North', phone: '8015550100', address: '1 Main St' }] },
  '/api/plaid/link_token': { link_token: 'link-1', expiration: '2026-01-01T00:00:00Z' },
  '/api/transactions': { id: 9, redirect_url: '/ui/thanks', amount: 25, future_effective_at: null },
};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      const answer = ANSWERS[req.url!.split('?')[0]!];
      res.writeHead(answer ? 200 : 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer ?? { message: 'Not found' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.LENDER_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.LENDER_CLIENT_ADDRESS_SECRET = 'shared';
  ({ lender } = await import('./api'));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => (seen.length = 0));

const visitor = { address: '203.0.113.7', userAgent: 'Firefox' };

test("a read answers its envelope's data, asked with the bearer token", async () => {
  await expect(lender.getDealerships({ token: 't' })).resolves.toEqual([{ id: 1, name: 'North', phone: '8015550100', address: '1 Main St' }]);
  expect(seen).toMatchObject([{ method: 'GET', url: '/api/dealerships', headers: { authorization: 'Bearer t' } }]);
});

test('path parameters by name fill the template; a fixed header of the row is sent', async () => {
  await expect(lender.getApplication({ token: 't', id: 42 })).rejects.toMatchObject({ status: 404 });
  await expect(lender.getServicerSsoData({ token: 't', id: 42, servicer: 'tci' })).rejects.toMatchObject({ status: 404 });
  expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['GET /api/applications/42', 'POST /api/revolvers/42/tci_sso_data']);
  expect(seen[0]!.headers['x-api-version']).toBe('2');
});

test('a payment sends its Idempotency-Key and the visitor address the row names (not the browser), and answers whole', async () => {
  const body = { application_id: 3, bank_account_id: 4, amount: 25, payment_date: '2026-05-01', authorization_accepted: true };
  const answer = await lender.createTransaction({ token: 't', body: body as never, idempotencyKey: 'key-1', visitor });
  expect(answer).toEqual({ id: 9, redirect_url: '/ui/thanks', amount: 25, future_effective_at: null });
  const [sent] = seen;
  expect(sent!.headers).toMatchObject({ 'idempotency-key': 'key-1', 'x-portal-client-address': '203.0.113.7', 'x-portal-client-address-secret': 'shared' });
  expect(sent!.headers['x-portal-client-agent']).toBeUndefined();
  expect(JSON.parse(sent!.body)).toEqual(body);
});

test('a signed-out call goes without a token; the visitor headers the row names include the browser', async () => {
  await expect(lender.requestPasswordReset({ body: { email: 'a@example.com' }, visitor })).rejects.toMatchObject({ status: 404 });
  expect(seen[0]!.headers.authorization).toBeUndefined();
  expect(seen[0]!.headers['x-portal-client-agent']).toBe('Firefox');
});

test('the compiler holds a call to its row', () => {
  const typeOnly = () => {
    // @ts-expect-error the path parameter is applicationId, not id
    void lender.getLoanAccount({ token: 't', id: 1 });
    // @ts-expect-error a signed-in call needs its token
    void lender.getMe({});
    // @ts-expect-error the body of the link token is { user_id }
    void lender.createLinkToken({ token: 't', body: { user: 1 } });
    // @ts-expect-error a payment needs its Idempotency-Key
    void lender.createTransaction({ token: 't', body: {} as never, visitor });
  };
  expect(typeof typeOnly).toBe('function');
});
