// npm run build — the portal's production build: `next build` (output: 'standalone'), then what Next leaves
// to the deployer: the static files and public/ copied beside .next/standalone/server.js, so that
// `npm run start:portal` (node .next/standalone/server.js) serves everything from that one folder.
// PORTAL_BENCH_BUILD=1 (set by npm run bench) builds the benchmark's flavour, with /bench/bare in it.
// .next/portal-build.json records the flavour, so that npm start rebuilds when the last build was the bench's.
// The release (package.json's version) and the commit (BUILD_COMMIT, else git's HEAD) are written into the
// bundle (BUILD_VERSION and BUILD_COMMIT, next.config.ts's env): /api/health, the log lines and the
// monitoring events carry them.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const BUILD_INFO = path.join(root, '.next', 'portal-build.json');
export const STANDALONE_SERVER = path.join(root, '.next', 'standalone', 'server.js');
export const isBenchBuild = (env = process.env) => env.PORTAL_BENCH_BUILD === '1';

/** The release and commit of this checkout: BUILD_COMMIT when set (an image built without .git), else git's HEAD. */
export function buildStamp(env = process.env) {
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const head = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' });
  const commit = env.BUILD_COMMIT || (head.status === 0 ? head.stdout.trim() : 'unknown');
  return { BUILD_VERSION: version, BUILD_COMMIT: commit };
}

/** Builds the portal; returns next build's exit status. */
export function build(env = process.env) {
  const stamp = buildStamp(env);
  const run = spawnSync(path.join(root, 'node_modules', '.bin', 'next'), ['build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, ...stamp, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (run.status !== 0) return run.status ?? 1;
  const standalone = path.join(root, '.next', 'standalone');
  for (const [from, to] of [
    [path.join(root, '.next', 'static'), path.join(standalone, '.next', 'static')],
    [path.join(root, 'public'), path.join(standalone, 'public')],
  ]) {
    rmSync(to, { recursive: true, force: true });
    if (existsSync(from)) cpSync(from, to, { recursive: true });
  }
  writeFileSync(BUILD_INFO, JSON.stringify({ bench: isBenchBuild(env), ...stamp }) + '\n');
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) process.exit(build());
