// Figure 7: real-user monitoring, read back from what the portal's intake logged during the browser runs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BenchContext } from '../context';
import { parseRumLog, summarizeRum } from '../rum';
import { root } from '../servers';
import { atMost, exactly, figure, formatValue, notApplicable } from '../stats';

/** 7: what the intake logged during the browser runs. */
export async function rumFigures({ record, rumLogFile }: BenchContext) {
  const text = (() => {
    try {
      return readFileSync(rumLogFile, 'utf8');
    } catch {
      return '';
    }
  })();
  const summary = summarizeRum(parseRumLog(text));
  if (summary.records === 0) return record(notApplicable(7, 'rum.none', 'no reports', `nothing in ${path.relative(root, rumLogFile)}: did the browser runs run?`));
  const version = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;
  const expected = `${version}/prod`;
  record(figure(7, 'rum.tags', `${summary.records} reports from ${summary.views} page loads, tagged`, summary.tags.every((t) => t === expected) ? 1 : 0, '', exactly(1), summary.tags.join(', ')));
  const goals: Record<string, { goal: ReturnType<typeof atMost>; unit: string; scale: number }> = {
    TTFB: { goal: atMost(800), unit: 'ms', scale: 1 },
    FCP: { goal: atMost(1800), unit: 'ms', scale: 1 },
    LCP: { goal: atMost(2.0), unit: 's', scale: 1 / 1000 },
    CLS: { goal: atMost(0.02), unit: '', scale: 1 },
    INP: { goal: atMost(200), unit: 'ms', scale: 1 },
  };
  for (const v of summary.vitals) {
    const g = goals[v.name];
    if (!g) continue;
    record(figure(7, `rum.${v.name}`, `${v.name} p75 (field)`, v.p75 * g.scale, g.unit, g.goal, `p50 ${formatValue(v.p50 * g.scale, g.unit)}, n=${v.count}`));
  }
  const messages = [...new Set(summary.errors.map((e) => `${e.kind} on ${e.path}: ${e.message}`))].slice(0, 3).join(' | ');
  record(figure(7, 'rum.errors', 'client errors reported', summary.errors.length, '', exactly(0), messages));
}
