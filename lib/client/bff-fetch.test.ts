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
    await expect(bffFetch('/api/things', { schema: Thing, offlineMessage: 'Sin conexión.' })).resolves.toMatchObject({ ok: false, status: 0, message: 'Sin conexión.' });
    global.fetch = jest.fn(async () => new Response('<html>', { status: 500 }));
    await expect(bffFetch('/api/things', { schema: Thing })).resolves.toEqual({ ok: false, status: 500, message: 'Something went wrong.', errors: {} });
  });
});

describe('a 401', () => {
  const assign = jest.fn();
  beforeEach(() => {
    assign.mockClear();
    Object.assign(globalThis, { window: { location: { pathname: '/ui/customers/7/edit', search: '?tab=phone', origin: 'http://portal.test', assign } } });
  });
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it("that ended the session goes where the handler's x-sign-in says, and says so in the result", async () => {
    global.fetch = answer(401, { message: 'Your session has ended. Please sign in again.' }, { 'x-sign-in': '/ui/auth?error=expired&redirect_uri=%2Fx' });
    const res = await bffFetch('/api/things', { schema: Thing });
    expect(res).toMatchObject({ ok: false, status: 401, signIn: '/ui/auth?error=expired&redirect_uri=%2Fx' });
    expect(assign).toHaveBeenCalledWith('http://portal.test/ui/auth?error=expired&redirect_uri=%2Fx');
  });

  it('without x-sign-in (the lender ended it): sign in again, "expired", and back to this page', async () => {
    global.fetch = answer(401, { message: 'Your session has ended. Please sign in again.' });
    await expect(bffFetch('/api/things', { schema: Thing })).resolves.toMatchObject({ signIn: '/ui/auth?error=expired&redirect_uri=%2Fui%2Fcustomers%2F7%2Fedit%3Ftab%3Dphone' });
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('is left to a caller that takes it (onSignedOut)', async () => {
    global.fetch = answer(401, { message: 'Your session has ended.' }, { 'x-sign-in': '/ui/auth?redirect_uri=%2F' });
    const onSignedOut = jest.fn();
    await bffFetch('/api/things', { schema: Thing, onSignedOut });
    expect(onSignedOut).toHaveBeenCalledWith('/ui/auth?redirect_uri=%2F');
    expect(assign).not.toHaveBeenCalled();
  });

  it('naming a field refuses the action and keeps the customer here', async () => {
    global.fetch = answer(401, { message: 'Only the customer.', errors: { purchase: ['Only the customer.'] } });
    const res = await bffFetch('/api/purchases/1', { method: 'PUT', body: {}, schema: Thing });
    expect(res).toEqual({ ok: false, status: 401, message: 'Only the customer.', errors: { purchase: ['Only the customer.'] } });
    expect(assign).not.toHaveBeenCalled();
  });
});

it("says the caller's fallbackMessage when the answer has no message of its own", async () => {
  global.fetch = jest.fn(async () => new Response('<html>', { status: 500 }));
  await expect(bffFetch('/api/things', { schema: Thing, fallbackMessage: 'Not sent.' })).resolves.toMatchObject({ message: 'Not sent.' });
});

it('resolveSchema takes a schema or a function that imports one', async () => {
  await expect(resolveSchema(Thing)).resolves.toBe(Thing);
  await expect(resolveSchema(() => Promise.resolve(Thing))).resolves.toBe(Thing);
});
