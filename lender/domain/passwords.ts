// Password hashing with scrypt (node:crypto): salt and parameters stored with the hash.
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's cost unless SANDBOX_SCRYPT_COST says otherwise. */
export const DEFAULT_SCRYPT_COST = 16384;

/**
 * scrypt's cost N: a power of two from 1024 to 16384, else the default. The test runs lower it (their sign-ins,
 * step-ups, PINs and codes hash hundreds of times on two cores); each hash keeps its own N, so a hash of either
 * cost still verifies.
 */
export function scryptCost(value: string | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1024 && n <= DEFAULT_SCRYPT_COST && (n & (n - 1)) === 0 ? n : DEFAULT_SCRYPT_COST;
}

const N = scryptCost(process.env.SANDBOX_SCRYPT_COST);
const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password, salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, { N, r: 8, p: 1 });
  return `scrypt$${N}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algo, n, salt, key] = stored.split('$');
  if (algo !== 'scrypt' || !n || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), { N: Number(n), r: 8, p: 1 });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash no password matches (its key is random), checked when the e-mail is unknown: sign-in then costs
 * the same scrypt work either way, so the answer's timing does not tell whether an account exists.
 */
export const NO_ACCOUNT_HASH = `scrypt$${N}$${randomBytes(16).toString('base64')}$${randomBytes(KEY_LENGTH).toString('base64')}`;
