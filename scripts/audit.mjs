// npm run audit — `npm audit --omit=dev` (the packages that ship) fails on any high or critical finding.
// When the registry cannot be asked (no network, or a mirror without the audit endpoint), it says so
// clearly and passes: an audit that could not run is reported, not mistaken for a clean one.
// AUDIT_JSON_FILE=<file> reads a saved `npm audit --json` answer instead of asking (for its tests).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function runAudit() {
  if (process.env.AUDIT_JSON_FILE) return { stdout: readFileSync(process.env.AUDIT_JSON_FILE, 'utf8'), problem: null };
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: root, encoding: 'utf8', timeout: 180_000, maxBuffer: 64 * 1024 * 1024 });
  if (run.error) return { stdout: '', problem: run.error.message };
  return { stdout: run.stdout, problem: null };
}

/** The audit's answer: counts by severity, or why there are none. */
export function readAudit(stdout) {
  let report;
  try {
    report = JSON.parse(stdout);
  } catch {
    return { ran: false, reason: 'its answer was not JSON' };
  }
  const counts = report?.metadata?.vulnerabilities;
  if (!counts || typeof counts !== 'object') {
    const reason = report?.message ?? report?.error?.summary ?? report?.error?.code ?? 'no report in its answer';
    return { ran: false, reason: String(reason).split('\n')[0] };
  }
  const findings = Object.values(report.vulnerabilities ?? {})
    .filter((v) => v.severity === 'high' || v.severity === 'critical')
    .map((v) => {
      const titles = (v.via ?? []).filter((via) => typeof via === 'object').map((via) => `${via.title} (${via.url})`);
      return `${v.severity}: ${v.name} ${v.range ?? ''}${titles.length ? ` — ${titles.join('; ')}` : ''}${v.fixAvailable ? ' (a fix is available)' : ''}`;
    });
  return { ran: true, counts, findings };
}

const { stdout, problem } = runAudit();
const audit = problem ? { ran: false, reason: problem } : readAudit(stdout);
if (!audit.ran) {
  console.log(`npm audit could not run: ${audit.reason}. No finding was checked; run it where the registry's audit endpoint answers.`);
  process.exit(0);
}
const { counts, findings } = audit;
const summary = ['critical', 'high', 'moderate', 'low', 'info'].map((s) => `${counts[s] ?? 0} ${s}`).join(', ');
const blocking = (counts.high ?? 0) + (counts.critical ?? 0);
if (blocking > 0) {
  console.error(`npm audit --omit=dev: ${summary}. High and critical findings fail the build:`);
  for (const line of findings) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`npm audit --omit=dev: ${summary}; no high or critical finding.`);
