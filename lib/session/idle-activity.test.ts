// proxy.ts slides the idle expiry on the customer's requests only: a page or a BFF call reseals a
// cookie last touched more than a minute ago, and its answer says it was counted; a monitoring beacon
// does neither.
import { NextRequest } from 'next/server';
import { sealData, unsealData } from 'iron-session';
import { proxy } from '../../proxy';
import { ACTIVITY_TIMING } from '../rules/session-timeout';
import { sessionOptions, type SessionData } from './config';

const MIN = 60_000;

async function cookieFor(lastSeenAt: number): Promise<string> {
  const { password, ttl, cookieName } = sessionOptions();
  const data: SessionData = {
    token: 't'.repeat(40),
    userId: 7,
    roleGroups: ['customer'],
    servicingPlatform: 'LOS',
    firstName: 'Ana',
    createdAt: lastSeenAt,
    lastSeenAt,
  };
  return `${cookieName}=${await sealData(data, { password, ttl })}`;
}

async function answer(path: string, method = 'GET', headers: Record<string, string> = {}) {
  const request = new NextRequest(`http://localhost:3000${path}`, {
    method,
    headers: { cookie: await cookieFor(Date.now() - 5 * MIN), origin: 'http://localhost:3000', ...headers },
  });
  const response = await proxy(request);
  const set = response.cookies.get(sessionOptions().cookieName);
  const lastSeen = set?.value ? (await unsealData<SessionData>(set.value, { password: sessionOptions().password })).lastSeenAt : null;
  return { lastSeen, timing: response.headers.get('server-timing') };
}

it.each([
  ['/ui/customers/7/applications/2', 'GET'],
  ['/api/transactions', 'POST'],
  ['/ui/auth/session', 'PUT'],
])('%s (%s) counts as activity: the cookie is resealed with now, and the answer says so', async (path, method) => {
  const before = Date.now();
  const { lastSeen, timing } = await answer(path, method);
  expect(lastSeen).not.toBeNull();
  expect(lastSeen!).toBeGreaterThanOrEqual(before);
  expect(timing).toBe(ACTIVITY_TIMING);
});

it('a monitoring beacon does not keep the session alive', async () => {
  expect(await answer('/api/monitoring/intake', 'POST')).toEqual({ lastSeen: null, timing: null });
});
