// npm run db:check — the sandbox's schema (lender/db/schema.ts) and its migrations (lender/drizzle) agree:
//   1. `drizzle-kit check`: the migrations' snapshots are consistent (no two migrations from one parent);
//   2. `drizzle-kit generate` into a copy of the migrations finds nothing to migrate. A schema change
//      without its migration fails here, with the SQL that `npm run db:generate` would write.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const drizzleKit = path.join(root, 'node_modules', '.bin', 'drizzle-kit');
const migrations = path.join('lender', 'drizzle'); // drizzle-kit takes paths relative to the repository
// DB_CHECK_SCHEMA: another schema file (relative to the repository) in its place, for the check's own test.
const schema = process.env.DB_CHECK_SCHEMA || path.join('lender', 'db', 'schema.ts');

function run(args) {
  const r = spawnSync(drizzleKit, args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 300_000 });
  return { status: r.status ?? 1, output: `${r.stdout ?? ''}${r.stderr ?? ''}${r.error ? r.error.message : ''}` };
}

const files = (dir) => readdirSync(dir, { recursive: true }).map(String).sort();

const check = run(['check', '--dialect', 'postgresql', '--out', migrations]);
if (check.status !== 0) {
  console.error(`db:check: drizzle-kit check failed on lender/drizzle:\n${check.output}`);
  process.exit(1);
}

const copy = mkdtempSync(path.join(tmpdir(), 'db-check-'));
try {
  cpSync(path.join(root, migrations), copy, { recursive: true });
  const before = new Set(files(copy));
  const generate = run(['generate', '--dialect', 'postgresql', '--schema', schema, '--out', path.relative(root, copy)]);
  if (generate.status !== 0) {
    console.error(`db:check: drizzle-kit generate failed:\n${generate.output}`);
    process.exit(1);
  }
  const added = files(copy).filter((f) => !before.has(f));
  if (added.length) {
    const sql = added.filter((f) => f.endsWith('.sql')).map((f) => `-- ${f}\n${readFileSync(path.join(copy, f), 'utf8')}`);
    console.error(`db:check: lender/db/schema.ts and lender/drizzle disagree: the schema needs a migration. Run npm run db:generate and commit it. It would write:\n${sql.join('\n')}`);
    process.exit(1);
  }
  console.log('db:check: the schema and the migrations agree (drizzle-kit check, and generate finds nothing to migrate).');
} finally {
  rmSync(copy, { recursive: true, force: true });
}
