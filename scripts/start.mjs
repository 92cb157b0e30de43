// npm start — one command for the whole portal: builds if needed (scripts/build.mjs), starts the lender
// sandbox (127.0.0.1:4010, embedded database) and the portal's standalone server (the same
// .next/standalone/server.js that npm run start:portal runs) on http://localhost:3000. Ctrl-C stops both.
//   --dev          next dev instead of a production build
//   PORTAL_BENCH_BUILD=1   the benchmark's build (with /bench/bare); npm start rebuilds when the flavour changes
//   PORT, SANDBOX_PORT, LENDER_API_URL (use another lender API; no sandbox is started), DATABASE_URL
//   LOG_FILE       also append both servers' output to this file (their lines are already filtered of secrets)
//   LOG_FORMAT     json | pretty: the servers' access lines (pino); pretty by default with --dev only
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BUILD_INFO, build, buildStamp, isBenchBuild, STANDALONE_SERVER } from './build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const dev = process.argv.includes('--dev');
const port = process.env.PORT ?? '3000';
const sandboxPort = process.env.SANDBOX_PORT ?? '4010';
const external = process.env.LENDER_API_URL;
const lenderUrl = external ?? `http://127.0.0.1:${sandboxPort}`;

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** A production build is redone when any source is newer than it, it is of the other flavour (bench or not), or of another release. */
function needsBuild() {
  const buildId = path.join(root, '.next', 'BUILD_ID');
  if (!existsSync(buildId) || !existsSync(BUILD_INFO) || !existsSync(STANDALONE_SERVER)) return true;
  const built = JSON.parse(readFileSync(BUILD_INFO, 'utf8'));
  if (built.bench !== isBenchBuild() || built.BUILD_VERSION !== buildStamp().BUILD_VERSION) return true;
  const sources = ['app', 'components', 'lib', 'i18n', 'messages', 'public', 'proxy.ts', 'instrumentation.ts', 'next.config.ts', 'package-lock.json', 'postcss.config.mjs', 'scripts/build.mjs'];
  const newest = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  return newest > statSync(buildId).mtimeMs;
}

/** A secret from the environment, else one made once and kept under .data/. */
function localSecret(name, fileName) {
  if (process.env[name]) return process.env[name];
  const file = path.join(root, '.data', fileName);
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}
const sessionSecret = () => localSecret('SESSION_SECRET', 'session-secret');
// The portal vouches for the visitor's address to the sandbox with this (both get it). Against another
// lender API, only a secret set in the environment is sent.
const clientAddressSecret = () => (external ? process.env.LENDER_CLIENT_ADDRESS_SECRET : localSecret('LENDER_CLIENT_ADDRESS_SECRET', 'client-address-secret'));

async function waitFor(url, label, child, timeoutMs = 120_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${label} exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${label} did not start within ${timeoutMs / 1000}s`);
}

// LOG_FILE: each server's output goes to the terminal as before and is appended to the file.
const logFile = process.env.LOG_FILE ? path.resolve(root, process.env.LOG_FILE) : null;
if (logFile) mkdirSync(path.dirname(logFile), { recursive: true });
const log = logFile ? createWriteStream(logFile, { flags: 'a' }) : null;
const stdio = log ? ['inherit', 'pipe', 'pipe'] : 'inherit';
function tee(child) {
  if (!log) return;
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    log.write(chunk);
  });
  child.stderr.on('data', (chunk) => {
    process.stderr.write(chunk);
    log.write(chunk);
  });
}

const children = [];
function stopAll(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

if (!dev && needsBuild()) {
  console.log(`[start] building the portal${isBenchBuild() ? " (the benchmark's build)" : ''}…`);
  const status = build();
  if (status !== 0) process.exit(status);
}

try {
  if (!external) {
    const sandbox = spawn(bin('tsx'), ['lender/server.ts'], {
      cwd: root,
      stdio,
      // Links in the sandbox's e-mails (password reset, activation) lead to this portal. Its log lines
      // carry the release and commit, as the portal's do.
      env: {
        ...buildStamp(),
        ...process.env,
        SANDBOX_PORT: sandboxPort,
        LENDER_CLIENT_ADDRESS_SECRET: clientAddressSecret(),
        PORTAL_PUBLIC_URL: process.env.PORTAL_PUBLIC_URL ?? `http://localhost:${port}`,
        ...(dev ? { LOG_FORMAT: process.env.LOG_FORMAT ?? 'pretty' } : {}),
      },
    });
    tee(sandbox);
    children.push(sandbox);
    sandbox.on('exit', (code) => code && stopAll(code));
    await waitFor(`${lenderUrl}/health`, 'the lender sandbox', sandbox);
  }
  // The standalone server changes into its own folder: a relative RUM_LOG_FILE stays relative to the repository.
  const portal = spawn(dev ? bin('next') : process.execPath, dev ? ['dev', '-p', port] : [STANDALONE_SERVER], {
    cwd: root,
    stdio,
    env: {
      ...process.env,
      // An idle keep-alive connection stays open 65 s (Node's default is 5 s), longer than clients and balancers
      // keep theirs: a request sent as the server closes its socket would be reset (ECONNRESET).
      ...(dev ? {} : { PORT: port, HOSTNAME: '0.0.0.0', KEEP_ALIVE_TIMEOUT: process.env.KEEP_ALIVE_TIMEOUT || '65000', RUM_LOG_FILE: path.resolve(root, process.env.RUM_LOG_FILE || path.join('.data', 'rum.jsonl')) }),
      LENDER_API_URL: lenderUrl,
      SESSION_SECRET: sessionSecret(),
      ...(clientAddressSecret() ? { LENDER_CLIENT_ADDRESS_SECRET: clientAddressSecret() } : {}),
      NEXT_TELEMETRY_DISABLED: '1',
    },
  });
  tee(portal);
  children.push(portal);
  portal.on('exit', (code) => stopAll(code ?? 0));
  await waitFor(`http://localhost:${port}/ui/auth`, 'the portal', portal);
  console.log(`[start] portal ready on http://localhost:${port} (lender API ${lenderUrl})`);
} catch (err) {
  console.error('[start]', err.message);
  stopAll(1);
}
