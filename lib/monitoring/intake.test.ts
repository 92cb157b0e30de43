// The intake is open to anyone who sets our Origin header: what it keeps on disk is capped (rotated by
// size, a total cap), and its rate limit counts bytes as well as reports.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { appendCapped, rotatedCopies } from './capped-log';
import { createIntake, intakeSettings } from './intake';

const ORIGIN = 'http://localhost:3000';
let dir: string;
let logFile: string;
const saved = process.env.RUM_LOG_FILE;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'rum-'));
  logFile = path.join(dir, 'rum.jsonl');
  process.env.RUM_LOG_FILE = logFile;
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  if (saved === undefined) delete process.env.RUM_LOG_FILE;
  else process.env.RUM_LOG_FILE = saved;
});

/** Every file of the log (the current one and its rotated copies) and its size. */
const onDisk = () => Object.fromEntries(readdirSync(dir).map((name) => [name, statSync(path.join(dir, name)).size]));
const totalOnDisk = () => Object.values(onDisk()).reduce((a, b) => a + b, 0);

describe('the capped log', () => {
  test.each([
    [{ fileBytes: 1000, totalBytes: 3000 }, 2],
    [{ fileBytes: 1000, totalBytes: 3999 }, 2],
    [{ fileBytes: 1000, totalBytes: 1000 }, 0],
    [{ fileBytes: 1000, totalBytes: 500 }, 0],
  ])('%j keeps %i rotated copies', (caps, copies) => {
    expect(rotatedCopies(caps)).toBe(copies);
  });

  test('rotates by size and never holds more than the total cap, the newest lines kept', async () => {
    const caps = { fileBytes: 1000, totalBytes: 3000 };
    const line = (i: number) => `${JSON.stringify({ i, pad: 'x'.repeat(80) })}\n`;
    for (let i = 0; i < 200; i++) {
      expect(await appendCapped(logFile, line(i), caps)).toBe(true);
      expect(totalOnDisk()).toBeLessThanOrEqual(caps.totalBytes);
    }
    expect(Object.keys(onDisk()).sort()).toEqual(['rum.jsonl', 'rum.jsonl.1', 'rum.jsonl.2']);
    for (const size of Object.values(onDisk())) expect(size).toBeLessThanOrEqual(caps.fileBytes);
    expect(readFileSync(logFile, 'utf8').trimEnd().split('\n').at(-1)).toBe(line(199).trimEnd());
    // The rotated copies are older, in order, and every line is whole.
    const all = ['rum.jsonl.2', 'rum.jsonl.1', 'rum.jsonl'].flatMap((name) => readFileSync(path.join(dir, name), 'utf8').trimEnd().split('\n'));
    const numbers = all.map((l) => (JSON.parse(l) as { i: number }).i);
    expect(numbers).toEqual(numbers.map((_, k) => numbers[0]! + k));
  });

  test('appends side by side go one at a time: nothing is lost but what rotation drops', async () => {
    const caps = { fileBytes: 10_000, totalBytes: 100_000 };
    await Promise.all(Array.from({ length: 50 }, (_, i) => appendCapped(logFile, `line ${i}\n`, caps)));
    expect(readFileSync(logFile, 'utf8').split('\n').filter(Boolean)).toHaveLength(50);
  });

  test('a write larger than the cap is dropped, not written', async () => {
    expect(await appendCapped(logFile, 'x'.repeat(2000), { fileBytes: 1000, totalBytes: 3000 })).toBe(false);
    expect(onDisk()).toEqual({});
  });
});

const vital = { type: 'web-vital', name: 'LCP', value: 812.5, id: 'v5-1', path: '/ui/auth' };
/** The probe's report: 20 client errors, about 12 KB. */
const bigReport = (n: number) =>
  JSON.stringify({ view_id: `probe-report-${n}`, events: Array.from({ length: 20 }, () => ({ type: 'error', kind: 'error', message: 'x'.repeat(560), path: '/ui/auth' })) });
/** Mid-minute, so that a slow run never crosses into the next window. */
const clock = () => 1_000_000 * 60_000 + 1_000;
const post = (intake: ReturnType<typeof createIntake>, body: string) =>
  intake(new NextRequest(`${ORIGIN}/api/monitoring/intake`, { method: 'POST', body, headers: { origin: ORIGIN, 'content-type': 'application/json' } }));

describe('the intake', () => {
  test('the byte budget refuses (429, Retry-After) past its bytes a minute, whatever the count of reports', async () => {
    const intake = createIntake({ reportsPerMinute: 600, bytesPerMinute: 30_000, log: { fileBytes: 1_000_000, totalBytes: 5_000_000 } }, clock);
    expect(bigReport(0).length).toBeGreaterThan(12_000);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await post(intake, bigReport(i)));
    expect(answers.map((a) => a.status)).toEqual([202, 202, 429, 429]);
    expect(Number(answers[2]!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await answers[2]!.json()).toEqual({ message: 'Too many reports. Please try again later.' });
    // A small report still fits what is left of the budget.
    expect((await post(intake, JSON.stringify({ view_id: 'small-report-1', events: [vital] }))).status).toBe(202);
  });

  test("the probe's flood (60 reports of 12 KB) with the default limits: most refused, the log stays small", async () => {
    const intake = createIntake(intakeSettings({}), clock);
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await post(intake, bigReport(i))).status);
    const accepted = statuses.filter((s) => s === 202).length;
    expect(accepted).toBeLessThan(45);
    expect(statuses.slice(accepted).every((s) => s === 429)).toBe(true);
    expect(totalOnDisk()).toBeLessThan(intakeSettings({}).bytesPerMinute * 1.2);
  });

  test('the log on disk holds to its caps however long the reports keep coming', async () => {
    const intake = createIntake({ reportsPerMinute: 10_000, bytesPerMinute: 10_000_000, log: { fileBytes: 40_000, totalBytes: 100_000 } }, clock);
    for (let i = 0; i < 30; i++) expect((await post(intake, bigReport(i))).status).toBe(202);
    expect(totalOnDisk()).toBeLessThanOrEqual(100_000);
    expect(Object.keys(onDisk()).sort()).toEqual(['rum.jsonl', 'rum.jsonl.1']);
  });
});
