// proxy.ts slides the idle expiry on the customer's requests only: a page or a BFF call reseals a
// cookie last touched more than a minute ago; a monitoring beacon never does.
import { NextRequest } from 'next/server';
import { sealData, unsealData } from 'iron-session';
import { proxy } from '../../proxy';
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

async function resealedLastSeen(path: string, method = 'GET'): Promise<number | null> {
  const request = new NextRequest(`http://localhost:3000${path}`, {
    method,
    headers: { cookie: await cookieFor(Date.now() - 5 * MIN), origin: 'http://localhost:3000' },
  });
  const response = await proxy(request);
  const set = response.cookies.get(sessionOptions().cookieName);
  if (!set?.value) return null;
  const data = await unsealData<SessionData>(set.value, { password: sessionOptions().password });
  return data.lastSeenAt;
}

it.each([
  ['/ui/customers/7/applications/2', 'GET'],
  ['/api/transactions', 'POST'],
  ['/ui/auth/session', 'PUT'],
])('%s (%s) counts as activity: the cookie is resealed with now', async (path, method) => {
  const before = Date.now();
  const lastSeen = await resealedLastSeen(path, method);
  expect(lastSeen).not.toBeNull();
  expect(lastSeen!).toBeGreaterThanOrEqual(before);
});

it('a monitoring beacon does not keep the session alive', async () => {
  expect(await resealedLastSeen('/api/monitoring/intake', 'POST')).toBeNull();
});
