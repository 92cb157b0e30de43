// The lender client against a real local server: an answer the lender marks as the same for everyone is
// asked once while fresh, whoever asks; any other answer is asked every time.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';

let server: http.Server;
let lenderFetch: typeof import('./client').lenderFetch;
const seen: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push(`${req.url} ${req.headers.authorization}`);
    const shared = req.url!.startsWith('/api/collection_codes/');
    res.writeHead(req.url === '/api/missing' ? 404 : 200, { 'content-type': 'application/json', 'cache-control': shared || req.url === '/api/missing' ? 'public, max-age=600' : 'private, max-age=600' });
    res.end(JSON.stringify(req.url === '/api/missing' ? { message: 'Not found' } : { n: seen.length }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.LENDER_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ({ lenderFetch } = await import('./client'));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => (seen.length = 0));

const schema = z.object({ n: z.number() });

test("a public answer is asked once for everyone; a private one every time, for each customer", async () => {
  const codes = await lenderFetch({ path: '/api/collection_codes/customer_ptp', token: 'ana-token', schema });
  expect(await lenderFetch({ path: '/api/collection_codes/customer_ptp', token: 'ben-token', schema })).toEqual(codes);
  await lenderFetch({ path: '/api/users/1', token: 'ana-token', schema });
  await lenderFetch({ path: '/api/users/1', token: 'ana-token', schema });
  expect(seen).toEqual(['/api/collection_codes/customer_ptp Bearer ana-token', '/api/users/1 Bearer ana-token', '/api/users/1 Bearer ana-token']);
});

test('another query is another answer; a refusal and a POST are never kept', async () => {
  await lenderFetch({ path: '/api/collection_codes/other', query: { a: 1 }, token: 't', schema });
  await lenderFetch({ path: '/api/collection_codes/other', query: { a: 2 }, token: 't', schema });
  await expect(lenderFetch({ path: '/api/missing', token: 't', schema })).rejects.toMatchObject({ status: 404 });
  await expect(lenderFetch({ path: '/api/missing', token: 't', schema })).rejects.toMatchObject({ status: 404 });
  await lenderFetch({ method: 'POST', path: '/api/collection_codes/posted', body: {}, token: 't', schema });
  await lenderFetch({ method: 'POST', path: '/api/collection_codes/posted', body: {}, token: 't', schema });
  expect(seen).toHaveLength(6);
});
