// Jest's global set-up of the API suites: one seeded database for the whole run (lender/test/seed-snapshot.ts).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeSeedSnapshot } from './seed-snapshot';
// The seed's passwords hashed at the suites' cost.
import './setup-env';

export default async function globalSetup() {
  if (process.env.DATABASE_URL) return;
  const dir = mkdtempSync(path.join(tmpdir(), 'lender-seed-'));
  await writeSeedSnapshot(dir);
  // The suites' workers start after the set-up and inherit its environment.
  process.env.LENDER_TEST_SEED_SNAPSHOT = dir;
}
