// Rotating SESSION_SECRET without signing anyone out: with the old secret in SESSION_SECRET_PREVIOUS, a
// cookie sealed with it still opens, and proxy.ts hands it back sealed with the new one, to the browser and
// to the page behind the gate. Without SESSION_SECRET_PREVIOUS the same cookie is a signed-out visitor.
import { NextRequest } from 'next/server';
import { sealData, unsealData } from 'iron-session';
import { proxy } from '../../proxy';
import { sessionOptions, type SessionData } from './config';
import { openSeal } from './unseal';

const OLD = 'the-old-session-secret-that-is-long-enough-0123';
const NEW = 'the-new-session-secret-that-is-long-enough-4567';
const saved = { current: process.env.SESSION_SECRET, previous: process.env.SESSION_SECRET_PREVIOUS };

function useSecrets(current: string, previous?: string) {
  process.env.SESSION_SECRET = current;
  if (previous) process.env.SESSION_SECRET_PREVIOUS = previous;
  else delete process.env.SESSION_SECRET_PREVIOUS;
}

afterEach(() => {
  for (const [name, value] of [['SESSION_SECRET', saved.current], ['SESSION_SECRET_PREVIOUS', saved.previous]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

// Seen ten seconds ago: no idle touch is due, so any new seal comes from the rotation alone.
const session = (userId: number): SessionData => ({
  token: 't'.repeat(40),
  userId,
  roleGroups: ['customer'],
  servicingPlatform: 'LOS',
  firstName: 'Ana',
  createdAt: Date.now() - 60_000,
  lastSeenAt: Date.now() - 10_000,
});

async function visit(sealed: string, path = `/ui/customers/7/applications/2`) {
  const { cookieName } = sessionOptions();
  const response = await proxy(new NextRequest(`http://localhost:3000${path}`, { headers: { cookie: `${cookieName}=${sealed}` } }));
  return { response, set: response.cookies.get(cookieName)?.value ?? null };
}

describe('rotating the session secret', () => {
  it('a cookie sealed with the previous secret opens, and comes back sealed with the current one', async () => {
    const data = session(7);
    const sealed = await sealData(data, { password: OLD, ttl: 3600 });
    useSecrets(NEW, OLD);
    const { response, set } = await visit(sealed);
    // Let through, not sent to sign in.
    expect(response.headers.get('location')).toBeNull();
    expect(set).toBeTruthy();
    expect(await unsealData(set!, { password: NEW })).toEqual(data);
    expect(await unsealData(set!, { password: OLD })).toEqual({});
    // The page behind the gate reads the new seal too (its own reads and saves use the current secret).
    expect(response.headers.get('x-middleware-request-cookie')).toContain(set!);
  });

  it('a cookie sealed with the current secret is left as it is', async () => {
    useSecrets(NEW, OLD);
    const { response, set } = await visit(await sealData(session(7), { password: NEW, ttl: 3600 }));
    expect(response.headers.get('location')).toBeNull();
    expect(set).toBeNull();
  });

  it('a monitoring beacon also reseals it, without counting as activity', async () => {
    const data = session(8);
    useSecrets(NEW, OLD);
    const { set } = await visit(await sealData(data, { password: OLD, ttl: 3600 }), '/api/monitoring/intake');
    expect((await unsealData<SessionData>(set!, { password: NEW })).lastSeenAt).toBe(data.lastSeenAt);
  });

  it('without SESSION_SECRET_PREVIOUS the same cookie is signed out', async () => {
    const sealed = await sealData(session(9), { password: OLD, ttl: 3600 });
    useSecrets(NEW);
    const { response } = await visit(sealed);
    expect(response.headers.get('location')).toContain('/ui/auth');
  });

  it('opens a seal whatever password id it carries, and says which secret opened it', async () => {
    useSecrets(NEW, OLD);
    // Sealed under id 2 by a numbered map at some earlier rotation, and under 1 by a single secret.
    const underTwo = await sealData({ a: 1 }, { password: { 2: OLD }, ttl: 3600 });
    const underOne = await sealData({ a: 2 }, { password: NEW, ttl: 3600 });
    expect(await openSeal(underTwo)).toEqual({ data: { a: 1 }, current: false });
    expect(await openSeal(underOne)).toEqual({ data: { a: 2 }, current: true });
    expect(await openSeal(await sealData({ a: 3 }, { password: 'a-third-secret-nobody-has-set-here-0123456789', ttl: 3600 }))).toEqual({ data: {}, current: true });
  });

  it('refuses a previous secret too short to seal anything', async () => {
    useSecrets(NEW, 'short');
    await expect(openSeal(await sealData({ a: 1 }, { password: NEW, ttl: 60 }))).rejects.toThrow(/SESSION_SECRET_PREVIOUS/);
  });
});
