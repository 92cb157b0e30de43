// npm run test:api:pg — the sandbox's API tests (Jest project "api") on PostgreSQL: DATABASE_URL, by default
// postgres://postgres@127.0.0.1:5432/test (the tests reset that database). When PostgreSQL does not answer,
// the run is skipped with a line that says so; with CI=true that fails instead, so CI never passes without it.
// Arguments go to Jest (npm run test:api:pg -- lender/test/payments.test.ts).
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const ci = Boolean(process.env.CI) && !['0', 'false'].includes(process.env.CI.toLowerCase());

/** Does something accept connections at the URL's host and port within 5 s? */
function answers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname.replace(/^\[|\]$/g, '') || '127.0.0.1', port: Number(port) || 5432 });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(5000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

const where = (() => {
  const u = new URL(databaseUrl);
  return `${u.hostname}:${u.port || 5432}`;
})();
if (!(await answers(databaseUrl))) {
  if (ci) {
    console.error(`test:api:pg: PostgreSQL is not answering on ${where}, and CI=true: failing instead of skipping the PostgreSQL run of the API tests.`);
    process.exit(1);
  }
  console.log(`test:api:pg: PostgreSQL is not answering on ${where}: skipped the PostgreSQL run of the API tests (with CI=true this fails).`);
  process.exit(0);
}

const jest = spawnSync(process.execPath, [path.join(root, 'node_modules', 'jest', 'bin', 'jest.js'), '--selectProjects', 'api', '--runInBand', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: databaseUrl, NODE_OPTIONS: '--experimental-vm-modules' },
});
process.exit(jest.status ?? 1);
