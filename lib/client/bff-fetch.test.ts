import { z } from 'zod';
import { bffFetch, fieldError, resolveSchema } from './bff-fetch';

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  jest.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } }));

const Thing = z.object({ id: z.number() });

afterEach(() => jest.restoreAllMocks());

describe('bffFetch', () => {
  it.each([
    ['a schema', Thing],
    ['a function importing the schema', () => Promise.resolve(Thing)],
  ])('parses the answer with %s', async (_label, schema) => {
    global.fetch = answer(200, { id: 7, extra: 'dropped' });
    await expect(bffFetch('/api/things/7', { schema })).resolves.toEqual({ ok: true, status: 200, data: { id: 7 } });
  });

  it('turns an answer its schema refuses into a failure, not data', async () => {
    global.fetch = answer(200, { id: 'seven' });
    await expect(bffFetch('/api/things/7', { schema: () => Promise.resolve(Thing) })).resolves.toMatchObject({ ok: false, status: 502 });
  });

  it('gives the lender error body as the message and field errors', async () => {
    global.fetch = answer(422, { message: 'Check the amount.', errors: { amount: ['Too much.'] } });
    const res = await bffFetch('/api/transactions', { method: 'POST', body: {}, schema: Thing });
    expect(res).toEqual({ ok: false, status: 422, message: 'Check the amount.', errors: { amount: ['Too much.'] } });
    expect(res.ok ? null : fieldError(res.errors, 'x', 'amount')).toBe('Too much.');
  });

  it('says "try again in N minutes" on a 429, on every field it names', async () => {
    global.fetch = answer(429, { message: 'Too many', errors: { pin: ['Too many'] } }, { 'retry-after': '600' });
    await expect(bffFetch('/api/pin', { method: 'POST', body: {}, schema: Thing })).resolves.toEqual({
      ok: false,
      status: 429,
      message: 'Too many attempts. Please try again in 10 minutes.',
      errors: { pin: ['Too many attempts. Please try again in 10 minutes.'] },
    });
  });

  it('never throws when the network fails or the body is not JSON', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(bffFetch('/api/things', { schema: Thing })).resolves.toMatchObject({ ok: false, status: 0 });
    global.fetch = jest.fn(async () => new Response('<html>', { status: 500 }));
    await expect(bffFetch('/api/things', { schema: Thing })).resolves.toEqual({ ok: false, status: 500, message: 'Something went wrong.', errors: {} });
  });
});

it('resolveSchema takes a schema or a function that imports one', async () => {
  await expect(resolveSchema(Thing)).resolves.toBe(Thing);
  await expect(resolveSchema(() => Promise.resolve(Thing))).resolves.toBe(Thing);
});
