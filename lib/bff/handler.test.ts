// The BFF wrapper: mapError's table (what a handler throws → the status and body the browser gets), and
// the parts a route declares in bff() (body, path parameters, query, headers) refused as they always were.
import { NextRequest } from 'next/server';
import { z } from 'zod';
import { AS_SAID } from '../contract/refusals';
import { LenderError } from '../lender/errors';
import type { SessionData } from '../session/config';
import { readSession } from '../session/session';
import { bff, HttpError, mapError, notFound } from './handler';

const destroy = jest.fn();
jest.mock('../session/session', () => ({
  readSession: jest.fn(),
  getSession: jest.fn(async () => ({ token: 'upstream-token', destroy })),
}));
jest.mock('../session/token-check', () => ({ forgetToken: jest.fn() }));

const SESSION: SessionData = { token: 't'.repeat(40), userId: 7, roleGroups: ['customer'], servicingPlatform: 'LOS', firstName: 'Ana', createdAt: 0, lastSeenAt: 0 };
const ORIGIN = 'http://localhost:3000';

beforeEach(() => {
  jest.mocked(readSession).mockResolvedValue(SESSION);
  destroy.mockClear();
});

async function answerOf(response: Response) {
  return { status: response.status, body: await response.json(), retryAfter: response.headers.get('retry-after') };
}

describe('mapError: each kind of error → status and body', () => {
  const fields = { amount: ['Too much.'] };
  // Words the portal does not know travel with no code (AS_SAID) and are shown as said; its own have theirs.
  const saidCodes = { amount: [AS_SAID] };
  it.each<[string, unknown, number, object]>([
    ['an HttpError, as it is', new HttpError(401, 'Only the customer.', { purchase: ['Only the customer.'] }), 401, { message: 'Only the customer.', errors: { purchase: ['Only the customer.'] } }],
    ['notFound()', notFound(), 404, { message: 'Not found', code: 'bff.notFound' }],
    ['a lender timeout', new LenderError('timeout', 504, 'slow'), 504, { message: 'The service took too long to answer. Please try again.', code: 'bff.timeout' }],
    ['the lender unreachable', new LenderError('unreachable', 502, 'down'), 502, { message: 'Something went wrong.', code: 'bff.wrong' }],
    ['a malformed lender answer', new LenderError('malformed', 502, 'odd'), 502, { message: 'Something went wrong.', code: 'bff.wrong' }],
    [
      'a lender 401 naming a field (a refusal)',
      new LenderError('http', 401, 'Not yours.', { purchase: ['Not yours.'] }),
      401,
      { message: 'Not yours.', errors: { purchase: ['Not yours.'] }, code: AS_SAID, codes: { purchase: [AS_SAID] } },
    ],
    ['a lender 401 (the session ended)', new LenderError('http', 401, 'Unauthorized'), 401, { message: 'Your session has ended. Please sign in again.', code: 'bff.sessionEnded' }],
    ['a lender 422', new LenderError('http', 422, 'Check the amount.', fields), 422, { message: 'Check the amount.', errors: fields, code: AS_SAID, codes: saidCodes }],
    [
      'a lender 422 the portal knows',
      new LenderError('http', 422, 'Validation failed', { routing_number: ['Invalid routing number'] }),
      422,
      { message: 'Validation failed', errors: { routing_number: ['Invalid routing number'] }, code: AS_SAID, codes: { routing_number: ['rules.routing'] } },
    ],
    ['a lender 409', new LenderError('http', 409, 'In flight.'), 409, { message: 'In flight.', code: AS_SAID }],
    ['a lender 404', new LenderError('http', 404, 'Record not found'), 404, { message: 'Not found', code: 'bff.notFound' }],
    ['a lender 403', new LenderError('http', 403, 'Not allowed', fields), 403, { message: 'Not allowed', code: AS_SAID }],
    ['a lender 403 with its own code', new LenderError('http', 403, 'Confirm it is you', undefined, undefined, 'step_up_required'), 403, { message: 'Confirm it is you', code: 'step_up_required' }],
    ['another lender 4xx', new LenderError('http', 410, 'Gone.', fields), 410, { message: 'Gone.', errors: fields, code: AS_SAID, codes: saidCodes }],
    ['a lender 5xx', new LenderError('http', 503, 'internal detail'), 502, { message: 'Something went wrong.', code: 'bff.wrong' }],
    ['anything else', new Error('secret internals'), 500, { message: 'Something went wrong.', code: 'bff.wrong' }],
  ])('%s', async (_, err, status, body) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await answerOf(await mapError(err));
    expect({ status: answer.status, body: answer.body }).toEqual({ status, body });
  });

  it('a lender 429 keeps its message, field errors and Retry-After', async () => {
    expect(await answerOf(await mapError(new LenderError('http', 429, 'Too many payments', { amount: ['Too many'] }, '600')))).toEqual({
      status: 429,
      body: { message: 'Too many payments', errors: { amount: ['Too many'] }, code: AS_SAID, codes: { amount: [AS_SAID] } },
      retryAfter: '600',
    });
  });

  it('a lender 401 that ended the session ends it here too; a refusal does not', async () => {
    await mapError(new LenderError('http', 401, 'Not yours.', { purchase: ['Not yours.'] }));
    expect(destroy).not.toHaveBeenCalled();
    await mapError(new LenderError('http', 401, 'Unauthorized'));
    expect(destroy).toHaveBeenCalledTimes(1);
  });

  it('never answers with what an unknown error says', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(JSON.stringify((await answerOf(await mapError(new Error('password=hunter2')))).body)).not.toContain('hunter2');
  });
});

describe('bff(): the declared parts of a request', () => {
  const UNREADABLE = { message: 'The request could not be read.', errors: { base: ['The request could not be read.'] }, code: 'bff.unreadable', codes: { base: ['bff.unreadable'] } };
  const INVALID = { message: 'Please correct the highlighted fields.', code: 'bff.invalidFields' };
  const NOT_FOUND = { message: 'Not found', code: 'bff.notFound' };
  const handler = bff(
    {
      params: z.object({ id: z.coerce.number().int().positive() }),
      query: z.object({ page: z.coerce.number().int().min(1) }),
      body: z.object({ amount: z.number() }),
    },
    async ({ params, query, body }) => ({ id: params.id, page: query.page, amount: body.amount }),
  );
  const call = (id: string, query: string, body: string, headers: Record<string, string> = {}) =>
    handler(new NextRequest(`${ORIGIN}/api/things/${id}${query}`, { method: 'POST', body, headers: { origin: ORIGIN, ...headers } }), { params: Promise.resolve({ id }) }).then(answerOf);

  it('hands the handler its parsed parts', async () => {
    expect((await call('7', '?page=2', '{"amount":5}')).body).toEqual({ id: 7, page: 2, amount: 5 });
  });

  it.each<[string, string, string, string, number, object]>([
    ['a body that is not JSON', '7', '?page=2', '{', 422, UNREADABLE],
    ['a body its schema refuses', '7', '?page=2', '{"amount":"5"}', 422, { ...INVALID, errors: { amount: [expect.any(String)] }, codes: { amount: [AS_SAID] } }],
    ['a body too large', '7', '?page=2', JSON.stringify({ amount: 1, pad: 'x'.repeat(70_000) }), 413, { message: 'The request is too large.', code: 'bff.tooLarge' }],
    ['path parameters that do not parse', 'abc', '?page=2', '{"amount":5}', 404, NOT_FOUND],
    ['a query its schema refuses', '7', '?page=0', '{"amount":5}', 422, { ...INVALID, errors: { page: [expect.any(String)] }, codes: { page: [AS_SAID] } }],
    ['a bad body before bad parameters', 'abc', '?page=0', '{', 422, UNREADABLE],
    ['bad parameters before a bad query', 'abc', '?page=0', '{"amount":5}', 404, NOT_FOUND],
  ])('refuses %s', async (_, id, query, body, status, expected) => {
    const answer = await call(id, query, body);
    expect({ status: answer.status, body: answer.body }).toEqual({ status, body: expected });
  });

  it('a query of one field the screen asks for is refused with its own message on that field', async () => {
    const one = bff({ query: z.object({ user_id: z.coerce.number() }), queryRefusal: { field: 'user_id', message: 'Please give a customer id.' } }, async ({ query }) => query);
    const answer = await answerOf(await one(new NextRequest(`${ORIGIN}/api/bank_accounts?user_id=x`), { params: Promise.resolve({}) }));
    expect(answer).toMatchObject({ status: 422, body: { message: 'Please give a customer id.', errors: { user_id: ['Please give a customer id.'] } } });
  });

  it('headers its schema refuses answer as the route says', async () => {
    const keyed = bff(
      { headers: z.object({ 'idempotency-key': z.string().min(8) }), headersRefusal: { status: 400, message: 'Reload the page.' } },
      async ({ headers }) => ({ key: headers['idempotency-key'] }),
    );
    const send = (headers: Record<string, string>) => keyed(new NextRequest(`${ORIGIN}/api/x`, { method: 'POST', headers: { origin: ORIGIN, ...headers } }), { params: Promise.resolve({}) }).then(answerOf);
    expect(await send({})).toMatchObject({ status: 400, body: { message: 'Reload the page.' } });
    expect(await send({ 'Idempotency-Key': 'abcdefgh12' })).toMatchObject({ status: 200, body: { key: 'abcdefgh12' } });
  });

  it('before any part: a foreign Origin is refused, a missing session says where to sign in again', async () => {
    expect(await call('7', '?page=2', '{"amount":5}', { origin: 'https://evil.example.com' })).toMatchObject({ status: 403, body: { message: 'This request was refused.' } });
    jest.mocked(readSession).mockResolvedValue(null);
    const request = new NextRequest(`${ORIGIN}/api/things/7`, { headers: { referer: `${ORIGIN}/ui/customers/7/edit?tab=phone` } });
    const response = await bff({}, async () => ({}))(request, { params: Promise.resolve({}) });
    expect(response.status).toBe(401);
    expect(response.headers.get('x-sign-in')).toBe('/ui/auth?error=expired&redirect_uri=%2Fui%2Fcustomers%2F7%2Fedit%3Ftab%3Dphone');
  });

  it('a handler that throws is answered by the mapper', async () => {
    const throwing = bff({}, async () => {
      throw new LenderError('http', 422, 'No.', { base: ['No.'] });
    });
    expect(await answerOf(await throwing(new NextRequest(`${ORIGIN}/api/x`), { params: Promise.resolve({}) }))).toMatchObject({ status: 422, body: { message: 'No.', errors: { base: ['No.'] } } });
  });

  // The caller's language (the language link's cookie, else Accept-Language), by each refusal's code: the
  // lender's known words are said in Spanish, words it alone knows (with figures) stay as it said them.
  const PAYOFF = 'The monthly amount is greater than your payoff balance of $310.00';
  it.each([
    [{ cookie: 'portal_locale=es-US' }, 'Es menor que el pago mensual mínimo'],
    [{ 'accept-language': 'es-MX,es;q=0.9' }, 'Es menor que el pago mensual mínimo'],
    [{ 'accept-language': 'es', cookie: 'portal_locale=en-US' }, 'Less than minimum monthly payment'],
    [{}, 'Less than minimum monthly payment'],
  ])("refusals are said in the caller's language: %j", async (headers, field) => {
    const refusing = bff({}, async () => {
      throw new LenderError('http', 422, 'Validation failed', { 'recurring_payment.amount': ['Less than minimum monthly payment', PAYOFF] });
    });
    const answer = await answerOf(await refusing(new NextRequest(`${ORIGIN}/api/x`, { headers }), { params: Promise.resolve({}) }));
    expect(answer).toMatchObject({
      status: 422,
      body: { message: 'Validation failed', errors: { 'recurring_payment.amount': [field, PAYOFF] }, codes: { 'recurring_payment.amount': ['rules.autopayBelowMinimum', AS_SAID] } },
    });
  });

  it("the BFF's own refusals are said in Spanish too, by their codes", async () => {
    const handler = bff({ body: z.object({ amount: z.number() }) }, async () => ({}));
    const request = new NextRequest(`${ORIGIN}/api/x`, { method: 'POST', body: '{}', headers: { origin: ORIGIN, cookie: 'portal_locale=es-US' } });
    expect(await answerOf(await handler(request, { params: Promise.resolve({}) }))).toMatchObject({ status: 422, body: { message: 'Corrija los campos marcados.', code: 'bff.invalidFields' } });
  });
});
