// The servers under measurement: `node scripts/start.mjs` (builds if needed, then the sandbox and the
// portal) in its own process group, and, for the PostgreSQL figure, a second sandbox on DATABASE_URL.
// Every group started here is stopped on the way out, also on failure or Ctrl-C.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';

export const root = path.resolve(__dirname, '..', '..');

const groups = new Set<ChildProcess>();

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Synchronous last resort when the bench itself exits. */
process.on('exit', () => {
  for (const child of groups) killGroup(child, 'SIGKILL');
});

export async function stop(child: ChildProcess): Promise<void> {
  if (!groups.has(child)) return;
  groups.delete(child);
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  killGroup(child, 'SIGTERM');
  const timer = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 8000).unref());
  if ((await Promise.race([exited, timer])) === 'timeout') {
    killGroup(child, 'SIGKILL');
    await exited;
  }
}

export async function stopAll(): Promise<void> {
  await Promise.all([...groups].map((child) => stop(child)));
}

export interface Started {
  child: ChildProcess;
  logFile: string;
}

/** Starts a command in its own process group with its output in a log file (.data/{folder}/{label}.log). */
export function startGroup(label: string, command: string, args: string[], env: NodeJS.ProcessEnv, folder = 'bench'): Started {
  const logDir = path.join(root, '.data', folder);
  mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, `${label}.log`);
  const fd = openSync(logFile, 'w');
  const child = spawn(command, args, { cwd: root, env, detached: true, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  groups.add(child);
  return { child, logFile };
}

export function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** Waits until `url` answers below 500; fails early when the process exits. */
export async function waitForUrl(url: string, started: Started, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`exited with code ${started.child.exitCode}:\n${tail(started.logFile)}`);
    try {
      const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5000) });
      await res.arrayBuffer();
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`did not answer within ${Math.round(timeoutMs / 1000)} s:\n${tail(started.logFile)}`);
}

/** True when something already answers on the port (the bench would measure the wrong server). */
export async function portInUse(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch (err) {
    const code = err instanceof Error && err.cause instanceof Error ? (err.cause as NodeJS.ErrnoException).code : undefined;
    return code !== 'ECONNREFUSED';
  }
}

export const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

export interface PortalOptions {
  port: number;
  sandboxPort: number;
  latencyMs: number;
  rumLogFile: string;
  /** The sandbox's database: PostgreSQL at this URL; the in-memory PGlite when absent. */
  databaseUrl?: string;
  /** The log's name under .data/bench/ ('portal'). */
  label?: string;
}

export const BENCH_SESSION_SECRET = 'bench-session-secret-that-is-long-enough-0123456789';

/** The secret the run's sandbox shares with its portal (scripts/start.mjs keeps it in .data), if any. */
export function clientAddressSecret(): string | undefined {
  try {
    return readFileSync(path.join(root, '.data', 'client-address-secret'), 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** npm start's script with the bench's build and ports, an in-memory sandbox database and a fixed latency. */
export function startPortal(options: PortalOptions): Started {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port),
    SANDBOX_PORT: String(options.sandboxPort),
    SANDBOX_DATA_DIR: 'memory',
    SANDBOX_TOOLS: 'on',
    SANDBOX_LATENCY_MS: String(options.latencyMs),
    // Figure 6 posts payments at 50 connections: the per-customer payment limit would refuse most of them.
    SANDBOX_PAYMENT_LIMIT: '1000000',
    DATABASE_URL: options.databaseUrl ?? '',
    SESSION_SECRET: BENCH_SESSION_SECRET,
    RUM_LOG_FILE: options.rumLogFile,
    RUM_COLLECTOR_URL: '',
    NEXT_TELEMETRY_DISABLED: '1',
    // The benchmark's build: the only one with /bench/bare, the baseline page (next.config.ts).
    PORTAL_BENCH_BUILD: '1',
  };
  delete env.LENDER_API_URL;
  return startGroup(options.label ?? 'portal', process.execPath, [path.join(root, 'scripts', 'start.mjs')], env);
}

/** PostgreSQL: the run's database is created when it does not exist yet (the sandbox migrates it); true when it was made. */
export async function ensureDatabase(url: string): Promise<boolean> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.href });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
      return true;
    }
    return false;
  } finally {
    await client.end();
  }
}

/** A lone sandbox on PostgreSQL (figure 6). */
export function startPgSandbox(port: number, databaseUrl: string): Started {
  const env: NodeJS.ProcessEnv = { ...process.env, SANDBOX_PORT: String(port), DATABASE_URL: databaseUrl, SANDBOX_TOOLS: 'on', SANDBOX_LATENCY_MS: '0', SANDBOX_PAYMENT_LIMIT: '1000000' };
  return startGroup('sandbox-pg', bin('tsx'), ['lender/server.ts'], env);
}

/** The portal's and the sandbox's processes in a group started here (Linux /proc), for CPU accounting. */
export function groupProcesses(started: Started): { portal: number | null; sandbox: number | null } {
  const found = { portal: null as number | null, sandbox: null as number | null };
  const group = started.child.pid;
  if (group === undefined) return found;
  let entries: string[] = [];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return found;
  }
  for (const name of entries) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== group) continue;
      const cmdline = readFileSync(`/proc/${name}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (cmdline.includes('next-server') || /next(\.js)? start/.test(cmdline)) found.portal = Number(name);
      else if (cmdline.includes('lender/server.ts') && cmdline.includes('--import')) found.sandbox = Number(name);
    } catch {
      // the process ended meanwhile
    }
  }
  return found;
}

/** CPU seconds (user + system) a process has used, or null where /proc is not readable. */
export function cpuSeconds(pid: number | null): number | null {
  if (pid === null) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}
