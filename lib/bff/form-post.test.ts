import { NextRequest } from 'next/server';
import { z } from 'zod';
import { LenderError } from '../lender/errors';
import { PasswordResetCompleteSchema } from '../contract/account-access';
import { formFields, newPasswordRefusal, parseFields, refusedOrigin, schemaPasswordRefusal, seeOther } from './form-post';

const post = (url: string, body: URLSearchParams | null, headers: Record<string, string> = {}) =>
  new NextRequest(url, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } });

describe('form posts', () => {
  const before = process.env.PORTAL_PUBLIC_URL;
  afterEach(() => {
    if (before === undefined) delete process.env.PORTAL_PUBLIC_URL;
    else process.env.PORTAL_PUBLIC_URL = before;
  });

  it('answers 303 to the public origin, never to the address the server listens on', () => {
    process.env.PORTAL_PUBLIC_URL = 'https://portal.example.com';
    const answer = seeOther(post('http://0.0.0.0:3000/ui/auth/forgot/send', null), '/ui/auth/forgot', { sent: '1' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('https://portal.example.com/ui/auth/forgot?sent=1');
  });

  it('without PORTAL_PUBLIC_URL, goes back to the host the browser used', () => {
    delete process.env.PORTAL_PUBLIC_URL;
    const answer = seeOther(post('http://0.0.0.0:3000/x', null, { host: 'localhost:3100' }), '/ui/auth/reset', { error: 'expired' });
    expect(answer.headers.get('location')).toBe('http://localhost:3100/ui/auth/reset?error=expired');
  });

  it('refuses a post from another origin, lets ours through', () => {
    delete process.env.PORTAL_PUBLIC_URL;
    expect(refusedOrigin(post('http://localhost:3100/x', null, { host: 'localhost:3100', origin: 'https://evil.example' }))?.status).toBe(403);
    expect(refusedOrigin(post('http://localhost:3100/x', null, { host: 'localhost:3100', origin: 'http://localhost:3100' }))).toBeNull();
  });

  it('reads fields as strings, a missing one or an unreadable body as empty', async () => {
    const field = await formFields(post('http://localhost/x', new URLSearchParams({ email: 'ana@example.com' })));
    expect([field('email'), field('token')]).toEqual(['ana@example.com', '']);
    const broken = await formFields(new NextRequest('http://localhost/x', { method: 'POST', body: 'x', headers: { 'content-type': 'multipart/form-data; boundary=none' } }));
    expect(broken('email')).toBe('');
  });

  it('parses with the schema, or names the refused fields', () => {
    const schema = z.object({ token: z.string().min(3), email: z.email() });
    expect(parseFields(schema, { token: 'abc', email: 'a@b.co' })).toEqual({ ok: true, data: { token: 'abc', email: 'a@b.co' } });
    const refused = parseFields(schema, { token: 'a', email: 'no' });
    expect(refused.ok ? [] : [...refused.refused].sort()).toEqual(['email', 'token']);
  });

  it.each([
    ['correct horse\u0000 battery staple zz', 'characters'],
    ['correct horse\tbattery staple zz', 'characters'],
    ['', 'empty'],
    ['x'.repeat(401), 'tooLong'],
  ])('a new password the schema refuses, %j, goes back to the form as %s', (password, code) => {
    const parsed = parseFields(PasswordResetCompleteSchema, { token: 't'.repeat(40), new_password: password });
    expect(parsed.ok ? null : schemaPasswordRefusal(parsed.messages.new_password)).toBe(code);
  });

  it.each([
    [new LenderError('http', 410, 'Gone'), { error: 'expired', keepLink: false }],
    [new LenderError('http', 429, 'Too many tries'), { error: 'locked', keepLink: true }],
    [new LenderError('timeout', 504, 'slow'), { error: 'unavailable', keepLink: true }],
    [new Error('boom'), { error: 'unavailable', keepLink: true }],
    [new LenderError('http', 422, 'Refused', { new_password: ['x'] }), { error: 'weak', keepLink: true }],
  ])('a lender refusal %p becomes %p', (err, expected) => expect(newPasswordRefusal(err)).toEqual(expected));
});
