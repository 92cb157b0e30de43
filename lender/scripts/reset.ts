// npm run sandbox:reset — restores every persona of the sandbox database to its seeded state.
import path from 'node:path';
import { openDatabase } from '../db/client';
import { createDeps } from '../http/deps';
import { resetAndSeed } from '../tools/reset';

async function main() {
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.SANDBOX_DATA_DIR ?? path.join(process.cwd(), '.data', 'pglite'),
  });
  await resetAndSeed(createDeps(database.db));
  await database.close();
  console.log(`[sandbox] reset the ${database.kind} database`);
}

main().catch((err) => {
  console.error('[sandbox] reset failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
