// npm run db:check fails when the schema and the migrations disagree, and passes on the repository's own.
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const drifted = path.join('lender', 'db', 'schema.db-check-test.ts');

const check = (env: Record<string, string> = {}) =>
  spawnSync(process.execPath, [path.join(__dirname, 'db-check.mjs')], { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 120_000 });

afterAll(() => rmSync(path.join(root, drifted), { force: true }));

test('the schema and the migrations agree today', () => {
  const run = check();
  expect(run.stdout + run.stderr).toContain('db:check: the schema and the migrations agree');
  expect(run.status).toBe(0);
}, 120_000);

test('a table in the schema without its migration fails, showing the SQL it needs', () => {
  writeFileSync(
    path.join(root, drifted),
    "export * from './schema';\nimport { pgTable, serial } from 'drizzle-orm/pg-core';\nexport const dbCheckExtra = pgTable('db_check_extra', { id: serial('id').primaryKey() });\n",
  );
  const run = check({ DB_CHECK_SCHEMA: drifted });
  expect(run.stderr).toContain('lender/db/schema.ts and lender/drizzle disagree');
  expect(run.stderr).toContain('CREATE TABLE "db_check_extra"');
  expect(run.status).toBe(1);
}, 120_000);
