// The upload route streams: a 10 MB file sent through the portal grows the portal process's resident memory
// by at most 20 MB, and a file past the limit is cut off as it flows, not read whole first. A bound, not a
// time: the portal runs as its own standalone server with a sandbox of its own (a 10 MB file keeps a
// single-threaded sandbox busy: not the suite's), its process measured alone. Before and after the upload it
// collects its garbage and says its resident set (e2e/fixtures/gc-on-signal.js); the peak while the file
// goes through, garbage included, is reported beside.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SESSION_SECRET } from '../playwright.config';
import { freePort, startSandbox, startServer, stopServer, type StartedServer } from './own-servers';
import { PASSWORD } from './support';

const MB = 1024 * 1024;
const root = path.resolve(__dirname, '..');
const report = path.join(tmpdir(), `upload-memory-${process.pid}.txt`);

test.describe.configure({ mode: 'serial' });
test.skip(process.platform !== 'linux', 'reads the resident set from /proc');
test.setTimeout(120_000);

let sandbox: StartedServer;
let portal: StartedServer;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  sandbox = await startSandbox({ SANDBOX_SCRYPT_COST: '1024' });
  const port = await freePort();
  // glibc's threshold for giving a large block its own mapping rises to the largest block freed, so after a
  // file's buffers are collected the next ones come from the heap, which keeps its pages: the resident set then
  // counts memory the portal no longer holds (10 to 31 MB from one run to the next). Held at glibc's default
  // (128 KiB), a freed buffer goes back to the system and the resident set follows what is held.
  const env = { PATH: process.env.PATH, HOME: process.env.HOME ?? '/tmp', NODE_ENV: 'production', PORT: String(port), HOSTNAME: '127.0.0.1', LENDER_API_URL: sandbox.url, SESSION_SECRET, GC_REPORT_FILE: report, MALLOC_MMAP_THRESHOLD_: '131072' };
  // node itself (not npm run), so the child's pid is the server's.
  portal = await startServer('node', ['--expose-gc', '--require', './e2e/fixtures/gc-on-signal.js', '.next/standalone/server.js'], { cwd: root, env, port, label: 'the standalone portal' });
});
test.afterAll(() => {
  if (portal) stopServer(portal.child);
  if (sandbox) stopServer(sandbox.child);
  rmSync(report, { force: true });
});

const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

/** The portal's resident set after it collected its garbage. */
async function collected(pid: number): Promise<number> {
  rmSync(report, { force: true });
  process.kill(pid, 'SIGUSR2');
  await expect.poll(() => existsSync(report) && readFileSync(report, 'utf8').length > 0).toBe(true);
  return Number(readFileSync(report, 'utf8'));
}

/** The portal's session cookie for a new applicant, and the address of their item's upload route. */
async function signedInApplicant() {
  const made = await fetch(`${sandbox.url}/sandbox/checklist_applicants`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ prefix: `mem-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}` }) });
  const applicant = (await made.json()) as { email: string; application_id: number };
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

/** What `work` left the portal holding (after a collection before and after), and its peak meanwhile. */
async function growthDuring(pid: number, work: () => Promise<unknown>): Promise<{ held: number; peak: number }> {
  const before = await collected(pid);
  const baseline = rssOf(pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 5);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return { held: (await collected(pid)) - before, peak: Math.max(peak, rssOf(pid)) - baseline };
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
  // Loads the route's code and the lender client, and lets the allocator reach its size for a file this
  // big, before the measure: the first 10 MB through a fresh process grew its resident set by 10 to 31 MB
  // from one run to the next (arenas kept, not the file), so the bound is read on the next one, where
  // holding a file would show on every upload.
  // Even then one upload in many left 23 MB more (the allocator again), so two are measured and the smaller
  // growth is read: a portal that kept the file would show it after each of them.
  expect((await send(route, cookie, pdfOf(10 * MB - 4096), 'warm-up.pdf')).status).toBe(200);
  const file = pdfOf(10 * MB);
  const held: number[] = [];
  for (const name of ['ten-megabytes.pdf', 'ten-megabytes-again.pdf']) {
    let answer: Response | null = null;
    const growth = await growthDuring(pid, async () => (answer = await send(route, cookie, file, name)));
    expect(`${answer!.status} ${await answer!.text()}`).toMatch(/^200 /);
    console.log(`a 10 MB upload: the portal holds ${(growth.held / MB).toFixed(1)} MB more; its peak, garbage included, ${(growth.peak / MB).toFixed(1)} MB`);
    held.push(growth.held);
  }
  expect(Math.min(...held)).toBeLessThanOrEqual(20 * MB);
});

test('a file past 10 MB is cut off as it flows: 413, and memory stays within the bound', async () => {
  const { cookie, route } = await signedInApplicant();
  const pid = portal.child.pid!;
  let answer: Response | null = null;
  const growth = await growthDuring(pid, async () => (answer = await send(route, cookie, pdfOf(14 * MB), 'too-big.pdf')));
  expect(answer!.status).toBe(413);
  expect(((await answer!.json()) as { errors: Record<string, string[]> }).errors.file).toEqual(['The file is larger than 10 MB. Please send a smaller one.']);
  expect(growth.held).toBeLessThanOrEqual(20 * MB);
});
