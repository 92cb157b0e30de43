// npm run test:e2e — the Playwright suite in Debian's Chromium against both servers.
// `npx playwright install` cannot work here (no browser downloads), so Chromium comes from apt.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromium)) {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${chromium}. Install it: sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log('[e2e] installing Debian Chromium…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'chromium']]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}

const playwright = (env, args) =>
  spawnSync(path.join(root, 'node_modules', '.bin', 'playwright'), ['test', ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: chromium, ...env },
  }).status ?? 1;

const args = process.argv.slice(2);
const status = playwright({}, args);
// The second pass: the persona journeys against a lender that sends only what the spec names.
// Skipped when arguments pick tests (npm run test:e2e -- e2e/x.spec.ts), unless E2E_SANDBOX_WIRE says so.
const secondPass = args.length === 0 && status === 0 && process.env.E2E_SANDBOX_WIRE === undefined;
if (secondPass) console.log('[e2e] the persona journeys again, with the sandbox on the spec-only wire (SANDBOX_WIRE=spec)');
process.exit(secondPass ? playwright({ E2E_SANDBOX_WIRE: 'spec' }, []) : status);
