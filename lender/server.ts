// Starts the lender sandbox: 127.0.0.1:4010, PGlite under .data/ unless DATABASE_URL is set.
import path from 'node:path';
import { count } from 'drizzle-orm';
import { serve } from '@hono/node-server';
import { openDatabase } from './db/client';
import { users } from './db/schema';
import { createApp } from './http';
import { createDeps } from './http/deps';
import { parseLatencyMs } from './tools/latency';
import { parsePaymentLimit } from './domain/rate-limit';
import { resetAndSeed } from './tools/reset';
import { startSweeper } from './domain/sweep';
import { parseWireMode } from './http/wire';
import { redactConsole } from '../lib/common/redacting-console';
import { stdoutSink } from '../lib/common/log';
import { LENDER_KEYS, missingKeysMessage, missingProductionKeys } from '../lib/common/production-keys';
import { bootTelemetry } from '../lib/common/telemetry/boot';
import { telemetryOn } from '../lib/common/telemetry/wanted';
import { version as sandboxVersion } from './package.json';

// Every line this process logs is filtered (lib/common/redact.ts), whoever writes it.
redactConsole();

async function main() {
  const missing = missingProductionKeys(LENDER_KEYS);
  if (missing.length) throw new Error(missingKeysMessage('The lender API', missing));
  const port = Number(process.env.SANDBOX_PORT ?? process.env.PORT ?? 4010);
  const host = process.env.SANDBOX_HOST ?? '127.0.0.1';
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.SANDBOX_DATA_DIR ?? path.join(process.cwd(), '.data', 'pglite');
  const latencyMs = parseLatencyMs(process.env.SANDBOX_LATENCY_MS);
  // OpenTelemetry, when the standard OTEL_* variables ask for it (nothing of the SDK is loaded otherwise).
  const stopTelemetry = await bootTelemetry({ name: 'lender-sandbox', version: sandboxVersion }, (line) => console.log(`[sandbox] ${line}`));
  const traced = telemetryOn().traces;
  const database = await openDatabase({ databaseUrl, dataDir: dataDir === 'memory' ? undefined : dataDir, traced });
  // Where browsers reach this server (its stand-in card processor page).
  const publicUrl = process.env.SANDBOX_PUBLIC_URL ?? `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
  const deps = createDeps(database.db, {
    tools: process.env.SANDBOX_TOOLS !== 'off',
    publicUrl,
    // Uploaded files beside the database's folder (in memory with an in-memory or remote database).
    filesDir: dataDir === 'memory' || databaseUrl ? undefined : `${dataDir}-files`,
    latencyMs,
    paymentLimit: parsePaymentLimit(process.env.SANDBOX_PAYMENT_LIMIT),
    wire: parseWireMode(process.env.SANDBOX_WIRE),
    clientAddressSecret: process.env.LENDER_CLIENT_ADDRESS_SECRET,
    // JSON lines on standard output (pretty in development), filtered like every other line.
    log: process.env.ACCESS_LOG === 'off' ? undefined : stdoutSink(),
    traced,
  });

  const [{ n } = { n: 0 }] = await database.db.select({ n: count() }).from(users);
  if (n === 0) {
    await resetAndSeed(deps);
    console.log('[sandbox] seeded the personas');
  }

  const server = serve({ fetch: createApp(deps).fetch, port, hostname: host }, () =>
    console.log(`[sandbox] lender API on http://${host}:${port} (${database.kind}${deps.wire === 'spec' ? ', spec-only wire' : ''}${deps.tools && latencyMs ? `, +${latencyMs} ms per answer` : ''})`),
  );
  // Expired idempotency keys, rate-limit windows, PINs, link tokens and sessions go every few minutes.
  const stopSweeper = startSweeper(deps);
  const stop = async () => {
    stopSweeper();
    server.close();
    await stopTelemetry?.();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  const cause = err instanceof Error && err.cause instanceof Error ? ` (${err.cause.message})` : '';
  console.error('[sandbox] failed to start:', err instanceof Error ? err.message + cause : err);
  process.exit(1);
});
