// Text a database or a screen cannot hold: NUL, other control characters and lone surrogates
// in a text field are a 422 with a field error from the contract schemas, never a 500; and what the
// schemas let through but the database refuses is a 422 too.
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { UNSAFE_TEXT_MESSAGE } from '../../lib/contract/common';
import { errorResponse, isDatabaseRefusalOfInput } from '../http/errors';
import { startSandbox, type Sandbox } from './harness';

jest.setTimeout(60_000);

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(() => sb.close());

async function ana() {
  const token = await sb.signIn('ana@example.com');
  const me = (await sb.request('GET', '/api/users/me', { token })).body.data;
  return { token, userId: me.id as number, applicationId: me.attributes.current_application_id as number };
}

describe('NUL in a text field is a field error, not a 500', () => {
  it('in a mailbox message', async () => {
    const { token, userId, applicationId } = await ana();
    const res = await sb.request('POST', '/api/team_comments', { token, body: { team_comment: { application_id: applicationId, user_id: userId, text: 'before\u0000after' } } });
    expect(res.status).toBe(422);
    expect(res.body.errors['team_comment.text']).toEqual([UNSAFE_TEXT_MESSAGE]);
  });

  it('in a bank name', async () => {
    const { token, userId } = await ana();
    const res = await sb.request('POST', '/api/bank_accounts', {
      token,
      body: { type: 'MANUAL', user_id: userId, routing_number: '011000015', account_number: '44445555', bank_name: 'before\u0000after', account_type: 'Checking' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.bank_name).toEqual([UNSAFE_TEXT_MESSAGE]);
  });

  it('in a feedback comment, and a lone surrogate or a terminal escape too', async () => {
    const { token, userId, applicationId } = await ana();
    for (const text of ['before\u0000after', 'half of a pair \uD83D', 'colour \u001b[31mred']) {
      const res = await sb.request('POST', '/api/comments', { token, body: { comment: { rate: 4, comment: text, authorize: true, user_id: userId, commentable_id: applicationId } } });
      expect(res.status).toBe(422);
      expect(res.body.errors['comment.comment']).toEqual([UNSAFE_TEXT_MESSAGE]);
    }
  });

  it('multi-line text keeps its line breaks and tabs', async () => {
    const { token, userId, applicationId } = await ana();
    const res = await sb.request('POST', '/api/team_comments', { token, body: { team_comment: { application_id: applicationId, user_id: userId, text: 'first line\nsecond\tline' } } });
    expect(res.status).toBe(201);
  });
});

describe('a value the database refuses', () => {
  it('is answered 422 with a message, never 500', async () => {
    const app = new Hono();
    app.onError((err, c) => errorResponse(c, err));
    app.get('/store', async (c) => {
      await sb.database.db.execute(sql`select ${'before\u0000after'}::text`);
      return c.json({ ok: true });
    });
    const res = await app.request('/store');
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ errors: { base: [expect.stringContaining('cannot be stored')] } });
  });

  it('is told from other errors by its SQLSTATE class 22, through wrappers', () => {
    expect(isDatabaseRefusalOfInput({ code: '22021' })).toBe(true);
    expect(isDatabaseRefusalOfInput(new Error('wrapped', { cause: { code: '22P05' } }))).toBe(true);
    expect(isDatabaseRefusalOfInput({ code: '23505' })).toBe(false);
    expect(isDatabaseRefusalOfInput(new Error('boom'))).toBe(false);
  });
});
