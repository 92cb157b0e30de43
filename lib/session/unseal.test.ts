import { sealData } from 'iron-session';
import { sessionOptions } from './config';
import { sealExpiry, unsealSession } from './unseal';

const session = { token: 't', userId: 1, roleGroups: ['customer'], servicingPlatform: 'x', firstName: 'Ana', createdAt: 1, lastSeenAt: 1 };
const seal = (data: object, ttl = 3600) => sealData(data, { password: sessionOptions().password, ttl });

describe('unsealSession', () => {
  it('opens a cookie, and opens it only once while it is kept', async () => {
    const sealed = await seal(session);
    const first = await unsealSession(sealed);
    expect(first).toEqual(session);
    // The same object again: kept, not unsealed a second time.
    expect(await unsealSession(sealed)).toBe(first);
    // Frozen: one request cannot change what the next one reads.
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first.roleGroups)).toBe(true);
  });

  it('opens it again after a minute', async () => {
    const sealed = await seal({ ...session, userId: 2 });
    const now = Date.now();
    const first = await unsealSession(sealed, now);
    const later = await unsealSession(sealed, now + 61_000);
    expect(later).toEqual(first);
    expect(later).not.toBe(first);
  });

  it('answers {} for no cookie, a tampered one, another secret, and keeps none of them', async () => {
    const sealed = await seal(session);
    expect(await unsealSession(undefined)).toEqual({});
    expect(await unsealSession(sealed.slice(0, -8) + 'AAAAAAAA')).toEqual({});
    expect(await unsealSession('Fe26.2*1*a*b*c*d*e*f~2')).toEqual({});
    const foreign = await sealData(session, { password: 'another-secret-that-is-long-enough-0123456789', ttl: 3600 });
    expect(await unsealSession(foreign)).toEqual({});
  });

  it('reads the seal’s own expiry', async () => {
    const before = Date.now();
    const expiry = sealExpiry(await seal(session, 60));
    expect(expiry).toBeGreaterThanOrEqual(before + 60_000);
    expect(expiry).toBeLessThanOrEqual(Date.now() + 60_000);
    expect(sealExpiry('Fe26.2*1*a*b*c**e*f~2')).toBeNull();
  });

  it('does not keep a seal past its own expiry', async () => {
    const sealed = await seal({ ...session, userId: 3 }, 1);
    const now = Date.now();
    const first = await unsealSession(sealed, now);
    expect(first.userId).toBe(3);
    expect(await unsealSession(sealed, now + 500)).toBe(first);
    // Past the seal's one second the kept entry is not used: the seal is opened (and judged) again.
    expect(await unsealSession(sealed, now + 2_000)).not.toBe(first);
  });
});
