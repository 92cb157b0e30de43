// Runs once when a portal server process starts (Next's instrumentation hook): from then on every line
// it logs, ours, a library's or Next's own, is filtered of passwords, tokens, PINs and account numbers;
// every request carries its connection's address (the visitor's when no proxy is trusted) and gets one
// JSON access line; and in production the server stops here when a key it needs is missing.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { redactConsole } = await import('./lib/common/redacting-console');
    redactConsole();
    const { missingKeysMessage, missingProductionKeys, PORTAL_KEYS } = await import('./lib/common/production-keys');
    const missing = missingProductionKeys(PORTAL_KEYS);
    if (missing.length) {
      console.error(`[portal] ${missingKeysMessage('The portal', missing)}`);
      process.exit(1);
    }
    const { recordSocketAddresses } = await import('./lib/security/socket-address');
    recordSocketAddresses();
    // One JSON access line per request (pino), with the request id proxy.ts gives it.
    const { recordAccessLines } = await import('./lib/bff/access-log');
    recordAccessLines();
  }
}
