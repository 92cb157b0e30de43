// npm run audit's verdict on saved `npm audit --json` answers: a high or critical finding fails, a clean
// report passes, and an audit that could not run says so and passes.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dir = mkdtempSync(path.join(os.tmpdir(), 'audit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function audit(answer: unknown) {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, typeof answer === 'string' ? answer : JSON.stringify(answer));
  const run = spawnSync(process.execPath, [path.join(__dirname, 'audit.mjs')], { env: { ...process.env, AUDIT_JSON_FILE: file }, encoding: 'utf8' });
  return { code: run.status, out: run.stdout + run.stderr };
}

const counts = (high: number, critical: number, moderate = 0) => ({ info: 0, low: 0, moderate, high, critical, total: high + critical + moderate });
const vulnerability = (name: string, severity: string) => ({
  name,
  severity,
  range: '<1.2.3',
  via: [{ title: `${name} is vulnerable`, url: `https://github.com/advisories/${name}` }],
  fixAvailable: true,
});

describe('npm run audit', () => {
  it.each([
    ['high', counts(1, 0)],
    ['critical', counts(0, 1)],
  ])('fails on a %s finding and names it', (severity, metadata) => {
    const { code, out } = audit({ auditReportVersion: 2, vulnerabilities: { 'bad-pkg': vulnerability('bad-pkg', severity) }, metadata: { vulnerabilities: metadata } });
    expect(code).toBe(1);
    expect(out).toContain(`${severity}: bad-pkg <1.2.3 — bad-pkg is vulnerable (https://github.com/advisories/bad-pkg) (a fix is available)`);
  });

  it('passes with moderate findings only, and counts them', () => {
    const { code, out } = audit({ auditReportVersion: 2, vulnerabilities: { meh: vulnerability('meh', 'moderate') }, metadata: { vulnerabilities: counts(0, 0, 1) } });
    expect(code).toBe(0);
    expect(out).toContain('0 critical, 0 high, 1 moderate, 0 low, 0 info; no high or critical finding.');
  });

  it.each([
    ['the registry refuses the audit endpoint', { message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk', error: { summary: '' } }, '405 Method Not Allowed'],
    ['no network', { error: { code: 'ENOTFOUND', summary: 'request to https://registry.npmjs.org failed' } }, 'request to https://registry.npmjs.org failed'],
    ['an answer that is not JSON', 'npm ERR! something odd', 'its answer was not JSON'],
  ])('says clearly that it could not run when %s, and passes', (_, answer, reason) => {
    const { code, out } = audit(answer);
    expect(code).toBe(0);
    expect(out).toContain('npm audit could not run');
    expect(out).toContain(reason);
  });
});
