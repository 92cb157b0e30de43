import { hashPassword, NO_ACCOUNT_HASH, verifyPassword } from '../domain/passwords';

describe('passwords', () => {
  it('verifies what it hashed, and nothing else', async () => {
    const hash = await hashPassword('demo-password');
    await expect(verifyPassword('demo-password', hash)).resolves.toBe(true);
    await expect(verifyPassword('demo-passwore', hash)).resolves.toBe(false);
  });

  it('has a well-formed hash no password matches, so an unknown e-mail costs the same scrypt work', async () => {
    // A malformed hash would return false at once, and the time of the answer would tell the account is missing.
    expect(NO_ACCOUNT_HASH).toMatch(/^scrypt\$16384\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]{43}=$/);
    await expect(verifyPassword('demo-password', NO_ACCOUNT_HASH)).resolves.toBe(false);
    await expect(verifyPassword('', NO_ACCOUNT_HASH)).resolves.toBe(false);
  });
});
