// The check that keeps the sandbox's packages out of the portal's standalone build (its run on the real
// build is e2e/standalone.spec.ts, after the build the browser tests start).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { missingRuntimePackages, packagesIn, sandboxOnlyPackages, sandboxPackagesIn } from './standalone-packages';
import { TELEMETRY_PACKAGES } from './telemetry-packages';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'standalone-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const pkg = (...parts: string[]) => {
  mkdirSync(path.join(dir, ...parts), { recursive: true });
  writeFileSync(path.join(dir, ...parts, 'package.json'), '{}');
};

test("the sandbox's packages are lender/package.json's dependencies the portal does not also need", () => {
  const only = sandboxOnlyPackages();
  expect(only).toEqual(expect.arrayContaining(['lender-sandbox', '@electric-sql/pglite', 'pg', 'drizzle-orm', 'hono', '@hono/node-server', 'pdf-lib', 'tsx']));
  // Both use these: they may be in the portal's build.
  for (const shared of ['zod', 'date-fns', '@date-fns/tz']) expect(only).not.toContain(shared);
});

test('finds packages at the top, scoped and nested; flags only the sandbox ones', () => {
  pkg('node_modules', 'next');
  pkg('node_modules', 'zod');
  pkg('node_modules', '@swc', 'helpers');
  expect(sandboxPackagesIn(dir)).toEqual([]);
  pkg('node_modules', 'next', 'node_modules', 'pg');
  pkg('node_modules', '@hono', 'node-server');
  expect(packagesIn(dir)).toEqual(['@hono/node-server', '@swc/helpers', 'next', 'pg', 'zod']);
  expect(sandboxPackagesIn(dir)).toEqual(['@hono/node-server', 'pg']);
});

test("the OpenTelemetry packages are the portal's run-time packages, each of which the build must hold", () => {
  expect(TELEMETRY_PACKAGES).toEqual(expect.arrayContaining(['@opentelemetry/api', '@opentelemetry/sdk-trace-node', '@opentelemetry/sdk-metrics', '@opentelemetry/exporter-trace-otlp-proto']));
  pkg('node_modules', '@opentelemetry', 'api');
  expect(missingRuntimePackages(dir, ['@opentelemetry/api', '@opentelemetry/sdk-metrics'])).toEqual(['@opentelemetry/sdk-metrics']);
  pkg('node_modules', 'next', 'node_modules', '@opentelemetry', 'sdk-metrics');
  expect(missingRuntimePackages(dir, ['@opentelemetry/api', '@opentelemetry/sdk-metrics'])).toEqual([]);
});
