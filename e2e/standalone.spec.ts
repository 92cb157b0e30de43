// The portal's production build as an operator deploys it: .next/standalone, started by
// `npm run start:portal` against a lender API started on its own (here the browser tests' sandbox), holds
// none of the sandbox's packages, serves its pages, static files and public files, and its readiness
// follows the lender: 200 while it answers, 503 when it is down.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { sandboxURL } from '../playwright.config';
import { missingRuntimePackages, packagesIn, sandboxOnlyPackages, sandboxPackagesIn } from '../scripts/standalone-packages';
import { freePort, startPortal, stopServer as stop } from './own-servers';

const root = path.resolve(__dirname, '..');
const standalone = path.join(root, '.next', 'standalone');

test('the standalone build holds none of the sandbox packages', () => {
  expect(existsSync(path.join(standalone, 'server.js'))).toBe(true);
  const packages = packagesIn(standalone);
  // The listing sees the build's packages (what the server loads at run time; the rest is bundled) …
  expect(packages).toEqual(expect.arrayContaining(['next', 'react', 'react-dom']));
  // … and no package that only the sandbox uses (lender/package.json's dependencies the portal does not name).
  expect(sandboxOnlyPackages()).toEqual(expect.arrayContaining(['@electric-sql/pglite', 'pg', 'drizzle-orm', 'hono', 'pdf-lib', 'tsx']));
  expect(sandboxPackagesIn(standalone)).toEqual([]);
  // It holds the OpenTelemetry SDK the portal loads only when OTEL_* is set.
  expect(missingRuntimePackages(standalone)).toEqual([]);
  // Nor the sandbox's code.
  expect(existsSync(path.join(standalone, 'lender'))).toBe(false);
});

test('npm run start:portal serves the portal against a separately started lender API', async () => {
  test.slow();
  const portal = await startPortal(sandboxURL);
  try {
    expect(await (await fetch(`${portal.url}/api/health`)).json()).toEqual({ status: 'ok', version: expect.any(String), commit: expect.any(String) });
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
