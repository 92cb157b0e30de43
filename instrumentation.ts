// Runs once when a portal server process starts (Next's instrumentation hook): from then on every line
// it logs, ours, a library's or Next's own, is filtered of passwords, tokens, PINs and account numbers;
// every request carries its connection's address (the visitor's when no proxy is trusted); a method the
// portal does not serve answers 405; every request gets one JSON access line; in production the server
// stops here when a key it needs is missing; and with the standard OTEL_* variables set, OpenTelemetry
// traces and metrics go out over OTLP/HTTP (nothing of the SDK is loaded without them).
import type { Instrumentation } from 'next';

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
    // Traces (Next's spans of every request, the lender calls') and metrics, when OTEL_* asks for them.
    const { startPortalTelemetry } = await import('./lib/bff/telemetry');
    await startPortalTelemetry();
    const { recordSocketAddresses } = await import('./lib/security/socket-address');
    recordSocketAddresses();
    // Methods the portal does not serve: 405 with the security headers, before Next (inside the access line).
    const { refuseOtherMethods } = await import('./lib/security/method-guard');
    refuseOtherMethods();
    // One JSON access line per request (pino), with the request id proxy.ts gives it.
    const { recordAccessLines } = await import('./lib/bff/access-log');
    recordAccessLines();
  }
}

/** A server error of a page, handler or action: a log line, and the exception on the request's span. */
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { reportRequestError } = await import('./lib/bff/request-error');
    reportRequestError(...args);
  }
};
