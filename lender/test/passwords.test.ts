import { randomBytes, scryptSync } from 'node:crypto';
import { DEFAULT_SCRYPT_COST, hashPassword, NO_ACCOUNT_HASH, scryptCost, verifyPassword } from '../domain/passwords';

describe('passwords', () => {
  it('verifies what it hashed, and nothing else', async () => {
    const hash = await hashPassword('demo-password');
    await expect(verifyPassword('demo-password', hash)).resolves.toBe(true);
    await expect(verifyPassword('demo-passwore', hash)).resolves.toBe(false);
  });

  it('has a well-formed hash no password matches, so an unknown e-mail costs the same scrypt work', async () => {
    // A malformed hash would return false at once, and the time of the answer would tell the account is missing.
    expect(NO_ACCOUNT_HASH).toMatch(/^scrypt\$\d+\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]{43}=$/);
    expect(NO_ACCOUNT_HASH.split('$')[1]).toBe((await hashPassword('x')).split('$')[1]);
    await expect(verifyPassword('demo-password', NO_ACCOUNT_HASH)).resolves.toBe(false);
    await expect(verifyPassword('', NO_ACCOUNT_HASH)).resolves.toBe(false);
  });

  it('takes a lower cost only as a power of two from 1024 to the default, and verifies a hash of either cost', async () => {
    expect(DEFAULT_SCRYPT_COST).toBe(16384);
    expect([undefined, '', '0', '512', '1000', '32768', 'abc', '4096.5'].map(scryptCost)).toEqual(Array(8).fill(16384));
    expect(['1024', '2048', '16384'].map(scryptCost)).toEqual([1024, 2048, 16384]);
    // A hash made at the default cost (a sandbox's database from a run without the setting) verifies under any.
    const salt = randomBytes(16);
    const made = `scrypt$16384$${salt.toString('base64')}$${scryptSync('demo-password', salt, 32, { N: 16384, r: 8, p: 1 }).toString('base64')}`;
    await expect(verifyPassword('demo-password', made)).resolves.toBe(true);
    await expect(verifyPassword('demo-passwore', made)).resolves.toBe(false);
  });
});
