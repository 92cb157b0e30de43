// Where a data page's server time goes, read back from the servers' own access lines: the
// portal's line says when the request's first lender call left and its last answer came back
// (lib/lender/timing.ts), and the sandbox's lines, under the same request id, how long each call took
// there. Pure: the bench hands in the log's text and the request ids of its samples.
import { median } from './stats';

interface AccessLine {
  name: string;
  reqId: string;
  ms: number;
  lender?: { calls: number; firstMs: number; lastMs: number };
}

/** Every access line of both servers in a log, by request id (the sandbox's lines of one id in a list). */
export function accessLines(text: string): { portal: Map<string, AccessLine>; sandbox: Map<string, AccessLine[]> } {
  const portal = new Map<string, AccessLine>();
  const sandbox = new Map<string, AccessLine[]>();
  for (const raw of text.split('\n')) {
    if (!raw.startsWith('{')) continue;
    let line: Partial<AccessLine> & { msg?: string };
    try {
      line = JSON.parse(raw) as typeof line;
    } catch {
      continue;
    }
    if (line.msg !== 'request' || typeof line.reqId !== 'string' || typeof line.ms !== 'number') continue;
    if (line.name === 'portal') portal.set(line.reqId, line as AccessLine);
    else if (line.name === 'sandbox') sandbox.set(line.reqId, [...(sandbox.get(line.reqId) ?? []), line as AccessLine]);
  }
  return { portal, sandbox };
}

export interface Phases {
  /** Samples found in the log. */
  n: number;
  /** Medians, in ms from the request's arrival at the portal. */
  beforeFirstCall: number;
  /** From the first call out to the last answer in. */
  calls: number;
  afterLastAnswer: number;
  /** The slowest of the request's calls as the sandbox timed it (L included). */
  slowestInSandbox: number | null;
}

/** The medians of a page's samples; null when the log has none of them with lender calls. */
export function phasesOf(reqIds: readonly string[], lines: ReturnType<typeof accessLines>): Phases | null {
  const rows = reqIds.flatMap((id) => {
    const line = lines.portal.get(id);
    if (!line?.lender) return [];
    const inSandbox = (lines.sandbox.get(id) ?? []).map((l) => l.ms);
    return [{ line, lender: line.lender, slowest: inSandbox.length ? Math.max(...inSandbox) : null }];
  });
  if (rows.length === 0) return null;
  const slowest = rows.flatMap((r) => (r.slowest === null ? [] : [r.slowest]));
  return {
    n: rows.length,
    beforeFirstCall: median(rows.map((r) => r.lender.firstMs)),
    calls: median(rows.map((r) => r.lender.lastMs - r.lender.firstMs)),
    afterLastAnswer: median(rows.map((r) => r.line.ms - r.lender.lastMs)),
    slowestInSandbox: slowest.length ? median(slowest) : null,
  };
}

/** The median server time of requests as the portal logged them (the bare page's floor). */
export function loggedMedian(reqIds: readonly string[], lines: ReturnType<typeof accessLines>): number | null {
  const ms = reqIds.flatMap((id) => {
    const line = lines.portal.get(id) ?? lines.sandbox.get(id)?.[0];
    return line ? [line.ms] : [];
  });
  return ms.length ? median(ms) : null;
}
