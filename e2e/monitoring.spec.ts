// Real-user monitoring: a page load reports its web vitals and client errors to the portal's intake,
// which tags them with version, commit and environment and writes them to its log (no collector configured);
// the intake refuses anything that is not a report, and never answers 500.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

const INTAKE = '/api/monitoring/intake';
const LOG_FILE = path.resolve(process.env.RUM_LOG_FILE || path.join('.data', 'rum.jsonl'));
const ENVIRONMENT = process.env.RUM_ENVIRONMENT || 'prod';
/** The release and commit the build wrote in (scripts/build.mjs): package.json's version, a git commit. */
const BUILT = { version: (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version, commit: expect.stringMatching(/^[0-9a-f]{40}$/) };

interface LoggedRecord {
  view_id: string;
  type: string;
  name?: string;
  kind?: string;
  message?: string;
  path: string;
  version: string;
  commit: string;
  environment: string;
  sample_rate: number;
}

async function logged(viewId: string): Promise<LoggedRecord[]> {
  const text = await readFile(LOG_FILE, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter((line) => line.includes(viewId))
    .map((line) => JSON.parse(line) as LoggedRecord)
    .filter((r) => r.view_id === viewId);
}

type Spied = Window & { beaconBodies?: string[] };

/** Keeps a copy of every beacon's body (Playwright does not show a Blob's), then sends it as usual. */
async function spyOnBeacons(page: Page) {
  await page.addInitScript(() => {
    const w = window as Spied;
    const send = navigator.sendBeacon.bind(navigator);
    w.beaconBodies = [];
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) void data.text().then((text) => w.beaconBodies!.push(text));
      return send(url, data);
    };
  });
}

/** Loads the page, waits for its first beacon to be accepted, and answers the page load's view id. */
async function firstBeacon(page: Page, url: string): Promise<string> {
  await spyOnBeacons(page);
  const accepted = page.waitForResponse((r) => r.url().endsWith(INTAKE) && r.request().method() === 'POST');
  await page.goto(url);
  expect((await accepted).status()).toBe(202);
  const bodies = await page.evaluate(() => (window as Spied).beaconBodies ?? []);
  const body = JSON.parse(bodies[0] ?? '{}') as { view_id: string; events: { type: string }[] };
  expect(body.events.length).toBeGreaterThan(0);
  return body.view_id;
}

test('a page load sends its web vitals to the intake, tagged with version and environment', async ({ page }) => {
  const viewId = await firstBeacon(page, '/ui/auth');
  // LCP is final at the first input; CLS (and INP) are reported when the page is hidden.
  await page.getByLabel('E-mail').click();
  await page.goto('/ui/auth?redirect_uri=%2Fhome');

  await expect.poll(async () => (await logged(viewId)).map((r) => r.name).sort(), { timeout: 15_000 }).toEqual(expect.arrayContaining(['CLS', 'FCP', 'LCP', 'TTFB']));
  for (const record of await logged(viewId)) {
    expect(record).toMatchObject({ type: 'web-vital', path: '/ui/auth', ...BUILT, environment: ENVIRONMENT, sample_rate: 1 });
  }
});

test('client errors and unhandled rejections are reported, also without a session', async ({ page }) => {
  const viewId = await firstBeacon(page, '/ui/auth');
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('rum-e2e: thrown');
    });
    void Promise.reject(new Error('rum-e2e: rejected'));
  });
  await expect
    .poll(async () => (await logged(viewId)).filter((r) => r.type === 'error').map((r) => `${r.kind}: ${r.message}`).sort(), { timeout: 15_000 })
    .toEqual(['error: rum-e2e: thrown', 'unhandledrejection: rum-e2e: rejected']);
});

test('the intake validates every report: malformed → 422, too large → 413, foreign → 403, never 500', async ({ request, baseURL }) => {
  const post = (data: string, origin: string | null = baseURL!) =>
    request.post(INTAKE, { data, headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) } });
  const vital = { type: 'web-vital', name: 'LCP', value: 812.5, rating: 'good', id: 'v5-1', navigation_type: 'navigate', path: '/ui/auth' };
  const batch = (events: unknown[], viewId = 'e2e-intake-0001') => JSON.stringify({ view_id: viewId, events });

  for (const body of [
    '{',
    'null',
    '[]',
    '{}',
    batch([]),
    batch([vital], 'short'),
    batch([{ ...vital, value: -1 }]),
    batch([{ ...vital, value: 'fast' }]),
    batch([{ ...vital, name: 'FID' }]),
    batch([{ ...vital, path: '/ui/auth?redirect_uri=/x' }]),
    batch([{ ...vital, type: 'page-view' }]),
    batch([{ type: 'error', kind: 'error', message: 'x'.repeat(1001), path: '/' }]),
    batch(Array.from({ length: 21 }, () => vital)),
  ]) {
    const res = await post(body);
    expect(res.status(), body.slice(0, 80)).toBe(422);
    expect(await res.json()).toHaveProperty('message');
  }
  expect((await post(batch([{ ...vital, id: 'x'.repeat(17_000) }]))).status()).toBe(413);
  expect((await post(batch([vital]), null)).status()).toBe(403);
  expect((await post(batch([vital]), 'https://evil.example')).status()).toBe(403);

  const viewId = `e2e-intake-${Date.now()}`;
  expect((await post(batch([vital], viewId))).status()).toBe(202);
  expect(await logged(viewId)).toEqual([expect.objectContaining({ ...vital, view_id: viewId, ...BUILT, environment: ENVIRONMENT, sample_rate: 1 })]);
});
