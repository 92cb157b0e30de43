// The portal's production build as an operator deploys it (issue 24): .next/standalone, started by
// `npm run start:portal` against a lender API started on its own (here the browser tests' sandbox), holds
// none of the sandbox's packages, serves its pages, static files and public files, and its readiness
// follows the lender: 200 while it answers, 503 when it is down.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SESSION_SECRET, sandboxURL } from '../playwright.config';
import { packagesIn, sandboxOnlyPackages, sandboxPackagesIn } from '../scripts/standalone-packages';

const root = path.resolve(__dirname, '..');
const standalone = path.join(root, '.next', 'standalone');

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** `npm run start:portal` on a port of its own, pointed at `lenderUrl`; resolves once /api/health answers. */
async function startPortal(lenderUrl: string): Promise<{ url: string; child: ChildProcess; output: () => string }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { NODE_ENV: 'production', PATH: process.env.PATH, HOME: process.env.HOME ?? '/tmp', PORT: String(port), HOSTNAME: '127.0.0.1', LENDER_API_URL: lenderUrl, SESSION_SECRET };
  const child = spawn('npm', ['run', 'start:portal'], { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`start:portal exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child, output: () => output };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`start:portal did not answer within 30 s:\n${output}`);
}

const stop = (child: ChildProcess) => {
  if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
};

test('the standalone build holds none of the sandbox packages', () => {
  expect(existsSync(path.join(standalone, 'server.js'))).toBe(true);
  const packages = packagesIn(standalone);
  // The listing sees the build's packages (what the server loads at run time; the rest is bundled) …
  expect(packages).toEqual(expect.arrayContaining(['next', 'react', 'react-dom']));
  // … and no package that only the sandbox uses (lender/package.json's dependencies the portal does not name).
  expect(sandboxOnlyPackages()).toEqual(expect.arrayContaining(['@electric-sql/pglite', 'pg', 'drizzle-orm', 'hono', 'pdf-lib', 'tsx']));
  expect(sandboxPackagesIn(standalone)).toEqual([]);
  // Nor the sandbox's code.
  expect(existsSync(path.join(standalone, 'lender'))).toBe(false);
});

test('npm run start:portal serves the portal against a separately started lender API', async () => {
  test.slow();
  const portal = await startPortal(sandboxURL);
  try {
    expect(await (await fetch(`${portal.url}/api/health`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${portal.url}/api/ready`);
    expect({ status: ready.status, body: await ready.json() }).toEqual({ status: 200, body: { status: 'ready' } });
    const signIn = await fetch(`${portal.url}/ui/auth`);
    expect(signIn.status).toBe(200);
    const html = await signIn.text();
    expect(html).toContain('Sign in');
    // The static files and public/ were copied beside server.js (scripts/build.mjs).
    const chunk = html.match(/\/_next\/static\/[^"']+\.js/)?.[0];
    expect(chunk).toBeTruthy();
    expect((await fetch(`${portal.url}${chunk}`)).status).toBe(200);
    expect((await fetch(`${portal.url}/robots.txt`)).status).toBe(200);
    // Not the benchmark's build: /bench/bare does not exist.
    expect((await fetch(`${portal.url}/bench/bare`)).status).toBe(404);
  } finally {
    stop(portal.child);
  }
});

test('with the lender API down, /api/ready answers 503 with nothing of why; /api/health still 200', async () => {
  test.slow();
  const portal = await startPortal(`http://127.0.0.1:${await freePort()}`);
  try {
    const ready = await fetch(`${portal.url}/api/ready`);
    expect({ status: ready.status, body: await ready.text() }).toEqual({ status: 503, body: '{"status":"unavailable"}' });
    expect((await fetch(`${portal.url}/api/health`)).status).toBe(200);
    await expect.poll(portal.output).toContain('[portal] not ready: the lender API did not answer (it could not be reached)');
  } finally {
    stop(portal.child);
  }
});
