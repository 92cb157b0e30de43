// A copy of the seeded database, restored instead of seeding again: the API suites reset hundreds of times
// (the access matrix after every change a caller made), and copying the rows back in one round trip costs a
// third of writing every persona anew. The copy lives in its own schema of the same database (PGlite or
// PostgreSQL); it is made again whenever the sandbox's today is not the one it was seeded for, since the seed's
// dates are relative to it.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Deps } from '../http/context';
import { resetAndSeed } from '../tools/reset';

const COPY = 'seed_copy';

export interface SeedCopy {
  today: string;
  tables: string[];
  /** Where each serial sequence stood: setval's arguments. */
  sequences: { name: string; value: number; called: boolean }[];
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Runs several statements without parameters in one round trip (PGlite's exec, node-postgres's simple query), as
 * one transaction: a failure rolls it back and leaves the connection usable.
 */
async function runScript(db: Db, statements: string[]): Promise<void> {
  const client = (db as unknown as { $client: { exec?: (q: string) => Promise<unknown>; query: (q: string) => Promise<unknown> } }).$client;
  const run = (text: string) => (client.exec ? client.exec(text) : client.query(text));
  try {
    await run(['BEGIN', ...statements, 'COMMIT'].join(';\n'));
  } catch (err) {
    await run('ROLLBACK').catch(() => undefined);
    throw err;
  }
}

async function rowsOf<T>(db: Db, query: string): Promise<T[]> {
  return ((await db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

/** Copies every table of the public schema, and where each serial sequence stands, as the seed left them. */
export async function copySeed(db: Db, today: string): Promise<SeedCopy> {
  const tables = (await rowsOf<{ name: string }>(db, `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)).map((t) => t.name);
  await runScript(db, [
    `DROP SCHEMA IF EXISTS ${COPY} CASCADE`,
    `CREATE SCHEMA ${COPY}`,
    ...tables.map((table) => `CREATE TABLE ${COPY}.${quoted(table)} AS TABLE public.${quoted(table)}`),
  ]);
  const sequences = await rowsOf<{ name: string; last_value: string | number | null }>(
    db,
    `SELECT 'public.' || quote_ident(sequencename) AS name, last_value FROM pg_sequences WHERE schemaname = 'public'`,
  );
  return {
    today,
    tables,
    // A sequence never used has no last value: it starts again at 1.
    sequences: sequences.map((s) => (s.last_value === null ? { name: s.name, value: 1, called: false } : { name: s.name, value: Number(s.last_value), called: true })),
  };
}

/** Every persona seeded anew for the deps' today, and the copy of what the seed wrote. */
export async function seedAndCopy(deps: Deps): Promise<SeedCopy> {
  await resetAndSeed(deps);
  return copySeed(deps.db, deps.clock.today());
}

/** Puts the copied rows and sequences back; foreign keys are not checked row by row (the rows were consistent when copied). */
export async function restoreSeed(db: Db, copy: SeedCopy): Promise<void> {
  await runScript(db, [
    `TRUNCATE TABLE ${copy.tables.map((t) => `public.${quoted(t)}`).join(', ')} RESTART IDENTITY CASCADE`,
    'SET LOCAL session_replication_role = replica',
    ...copy.tables.map((table) => `INSERT INTO public.${quoted(table)} OVERRIDING SYSTEM VALUE SELECT * FROM ${COPY}.${quoted(table)}`),
    ...copy.sequences.map((s) => `SELECT setval('${s.name.replaceAll("'", "''")}', ${s.value}, ${s.called})`),
  ]);
}
