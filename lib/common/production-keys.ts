// In production a server must not start on a key it made up: a fixed development secret, a key made per
// process, or none at all. Both servers check theirs before they listen (lender/server.ts, instrumentation.ts).

type Env = Readonly<Record<string, string | undefined>>;

/** Production: NODE_ENV=production without the sandbox tools (SANDBOX_TOOLS=off). */
export const isProduction = (env: Env = process.env) => env.NODE_ENV === 'production' && env.SANDBOX_TOOLS === 'off';

/** What each key must look like. */
const CHECKS: Record<string, (value: string) => boolean> = {
  SESSION_SECRET: (v) => v.length >= 32,
  SPEEDPAY_KEY: (v) => /^[0-9a-fA-F]{64}$/.test(v),
  SERVICER_SSO_KEY: (v) => Buffer.from(v, 'base64').length === 32,
  LENDER_CLIENT_ADDRESS_SECRET: (v) => v.length >= 32,
};
export type KeyName = keyof typeof CHECKS;

export const PORTAL_KEYS = ['SESSION_SECRET', 'LENDER_CLIENT_ADDRESS_SECRET'] as const;
export const LENDER_KEYS = ['SPEEDPAY_KEY', 'SERVICER_SSO_KEY', 'LENDER_CLIENT_ADDRESS_SECRET'] as const;

/** The keys that are missing or malformed; none outside production. */
export function missingProductionKeys(names: readonly KeyName[], env: Env = process.env): string[] {
  if (!isProduction(env)) return [];
  return names.filter((name) => {
    const value = env[name];
    return !value || !CHECKS[name]!(value);
  });
}

export const missingKeysMessage = (server: string, missing: string[]) =>
  `${server} refuses to start in production without ${missing.join(', ')} (see docs/configuration.md)`;
