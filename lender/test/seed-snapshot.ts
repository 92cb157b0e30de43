// The API suites' seeded database, made once per Jest run: a new PGlite spends seconds on initdb, the migrations
// and the seed, and each of some fifty suites started one. The global set-up seeds one database and dumps its
// data directory (the seed's copy included, lender/test/seed-copy.ts); each suite's sandbox opens a database
// loaded from that dump instead. A suite whose today is not the dump's (a run across midnight in Mountain Time)
// seeds its own as before. PostgreSQL runs (DATABASE_URL) share one database and keep seeding it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../db/client';
import { createClock } from '../domain/clock';
import { createDeps } from '../http/deps';
import { seedAndCopy, type SeedCopy } from './seed-copy';

const files = (dir: string) => ({ data: path.join(dir, 'seeded.tar'), copy: path.join(dir, 'seed-copy.json') });

/** Seeds a fresh PGlite database and writes its data directory and seed copy into `dir`. */
export async function writeSeedSnapshot(dir: string): Promise<void> {
  const database = await openDatabase();
  try {
    const copy = await seedAndCopy(createDeps(database.db, { clock: createClock(), tools: true }));
    const client = (database.db as unknown as { $client: PGlite }).$client;
    // What the seed wrote may still be only in the write-ahead log: a checkpoint puts it in the tables' files.
    await client.exec('CHECKPOINT');
    const data = await client.dumpDataDir('none');
    writeFileSync(files(dir).data, Buffer.from(await data.arrayBuffer()));
    writeFileSync(files(dir).copy, JSON.stringify(copy));
  } finally {
    await database.close();
  }
}

/** The run's seeded data directory and its seed copy, when there is one for `today`. */
export function readSeedSnapshot(today: string): { data: Blob; copy: SeedCopy } | undefined {
  const dir = process.env.LENDER_TEST_SEED_SNAPSHOT;
  if (!dir || !existsSync(files(dir).copy)) return undefined;
  const copy = JSON.parse(readFileSync(files(dir).copy, 'utf8')) as SeedCopy;
  if (copy.today !== today) return undefined;
  return { data: new Blob([readFileSync(files(dir).data)]), copy };
}
