// Reading back the real-user-monitoring log the portal's intake wrote during the browser runs.
import { percentile } from './stats';

export interface RumLine {
  type: string;
  name?: string;
  value?: number;
  kind?: string;
  message?: string;
  path?: string;
  version?: string;
  environment?: string;
}

export interface VitalSummary {
  name: string;
  count: number;
  p50: number;
  p75: number;
}

export interface RumSummary {
  records: number;
  views: number;
  vitals: VitalSummary[];
  errors: { kind: string; message: string; path: string }[];
  /** Distinct version/environment tags seen. */
  tags: string[];
}

export function parseRumLog(text: string): (RumLine & { view_id?: string })[] {
  const out: (RumLine & { view_id?: string })[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      out.push(JSON.parse(line) as RumLine & { view_id?: string });
    } catch {
      // a torn last line: skip
    }
  }
  return out;
}

export function summarizeRum(lines: readonly (RumLine & { view_id?: string })[]): RumSummary {
  const byName = new Map<string, number[]>();
  const errors: RumSummary['errors'] = [];
  for (const line of lines) {
    if (line.type === 'web-vital' && line.name && typeof line.value === 'number') {
      byName.set(line.name, [...(byName.get(line.name) ?? []), line.value]);
    } else if (line.type === 'error') {
      errors.push({ kind: line.kind ?? '?', message: line.message ?? '', path: line.path ?? '' });
    }
  }
  const order = ['TTFB', 'FCP', 'LCP', 'CLS', 'INP'];
  const vitals = [...byName.entries()]
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([name, values]) => ({ name, count: values.length, p50: percentile(values, 50), p75: percentile(values, 75) }));
  return {
    records: lines.length,
    views: new Set(lines.map((l) => l.view_id)).size,
    vitals,
    errors,
    tags: [...new Set(lines.map((l) => `${l.version}/${l.environment}`))],
  };
}
