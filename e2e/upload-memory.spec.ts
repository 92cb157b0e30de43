// The upload route streams: a 10 MB file sent through the portal grows the portal process's resident memory
// by at most 20 MB, and a file past the limit is cut off as it flows, not read whole first. A bound, not a
// time: the portal runs as its own standalone server (its process alone is measured, from /proc), its resident
// set sampled every few milliseconds while the file goes through to the suite's sandbox; the peak over the
// settled baseline (after a small upload has loaded the route's code) is the growth.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SESSION_SECRET, sandboxURL } from '../playwright.config';
import { freePort, startServer, stopServer, type StartedServer } from './own-servers';
import { checklistApplicant, PASSWORD } from './support';

const MB = 1024 * 1024;
const root = path.resolve(__dirname, '..');

test.describe.configure({ mode: 'serial' });
test.skip(process.platform !== 'linux', 'reads the resident set from /proc');

let portal: StartedServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  const env = { PATH: process.env.PATH, HOME: process.env.HOME ?? '/tmp', NODE_ENV: 'production', PORT: String(port), HOSTNAME: '127.0.0.1', LENDER_API_URL: sandboxURL, SESSION_SECRET };
  // node itself (not npm run), so the child's pid is the server's.
  portal = await startServer('node', ['.next/standalone/server.js'], { cwd: root, env, port, label: 'the standalone portal' });
});
test.afterAll(() => portal && stopServer(portal.child));

const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

/** The portal's session cookie for a new applicant, and the address of their item's upload route. */
async function signedInApplicant() {
  const applicant = await checklistApplicant();
  const res = await fetch(`${portal.url}/ui/auth/session`, {
    method: 'POST',
    headers: { origin: portal.url, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: applicant.email, password: PASSWORD }),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return { cookie, route: `${portal.url}/api/applications/${applicant.application_id}/checklist/repair_order/files` };
}

function send(route: string, cookie: string, bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), name);
  return fetch(route, { method: 'POST', headers: { cookie, origin: portal.url, accept: 'application/json' }, body: form });
}

/** The resident set's peak while `work` runs, over the baseline before it. */
async function growthDuring(pid: number, work: () => Promise<unknown>): Promise<number> {
  await new Promise((r) => setTimeout(r, 500));
  const baseline = rssOf(pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 5);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return Math.max(peak, rssOf(pid)) - baseline;
}

const pdfOf = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  // Not all zeros, so nothing on the way can shrink it.
  for (let i = 9; i < size; i += 4096) bytes[i] = i % 251;
  return bytes;
};

test('a 10 MB file through the portal grows its resident memory by at most 20 MB', async () => {
  const { cookie, route } = await signedInApplicant();
  const pid = portal.child.pid!;
  // Loads the route's code and the lender client before the measure.
  expect((await send(route, cookie, pdfOf(64 * 1024), 'warm-up.pdf')).status).toBe(200);
  const file = pdfOf(10 * MB);
  let status = 0;
  const growth = await growthDuring(pid, async () => (status = (await send(route, cookie, file, 'ten-megabytes.pdf')).status));
  expect(status).toBe(200);
  console.log(`resident memory grew ${(growth / MB).toFixed(1)} MB for a 10 MB upload`);
  expect(growth).toBeLessThanOrEqual(20 * MB);
});

test('a file past 10 MB is cut off as it flows: 413, and memory stays within the bound', async () => {
  const { cookie, route } = await signedInApplicant();
  const pid = portal.child.pid!;
  let answer: Response | null = null;
  const growth = await growthDuring(pid, async () => (answer = await send(route, cookie, pdfOf(14 * MB), 'too-big.pdf')));
  expect(answer!.status).toBe(413);
  expect(((await answer!.json()) as { errors: Record<string, string[]> }).errors.file).toEqual(['The file is larger than 10 MB. Please send a smaller one.']);
  expect(growth).toBeLessThanOrEqual(20 * MB);
});
