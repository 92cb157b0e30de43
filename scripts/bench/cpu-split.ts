// Figure "1, why" (CPU): whose processor time a page's request costs, and how much of the page's excess over
// one lender call the lender's work alone explains. The portal, the sandbox and PostgreSQL share the machine's
// cores; when the sandbox's and PostgreSQL's work on a page's parallel calls exceeds what the cores can do in
// the time of one call, the calls finish later than one call would, whatever the portal does.
import { readdirSync, readFileSync } from 'node:fs';
import { cpuSeconds } from './servers';

export interface CpuPerRequest {
  portal: number | null;
  sandbox: number | null;
  postgres: number | null;
}

/** CPU seconds (user + system) all PostgreSQL server processes have used (Linux /proc), or null. */
export function postgresCpuSeconds(): number | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  let total = 0;
  let found = false;
  for (const name of entries) {
    let comm: string;
    try {
      comm = readFileSync(`/proc/${name}/comm`, 'utf8').trim();
    } catch {
      continue; // the process ended meanwhile
    }
    if (comm !== 'postgres') continue;
    const seconds = cpuSeconds(Number(name));
    if (seconds === null) continue;
    total += seconds;
    found = true;
  }
  return found ? total : null;
}

/**
 * The lender's share of a page's excess: the CPU the sandbox and PostgreSQL spent on the page beyond what
 * they spend on one call alone, spread over the cores at best, as a multiple of one call's time. A lower
 * bound of what the page's calls add to one call on this machine; null when a reading is missing.
 */
export function lenderExcess(page: CpuPerRequest, one: CpuPerRequest, cores: number, callMs: number): number | null {
  if (page.sandbox === null || one.sandbox === null || callMs <= 0 || cores < 1) return null;
  const pg = page.postgres !== null && one.postgres !== null ? page.postgres - one.postgres : 0;
  const sandbox = page.sandbox - one.sandbox;
  // The sandbox is one process: its own work cannot spread over cores, PostgreSQL's can run beside it.
  const floor = Math.max(sandbox, (sandbox + pg) / cores);
  return Math.max(0, floor) / callMs;
}
