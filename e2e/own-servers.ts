// Servers a spec starts for itself, beside the suite's: the standalone portal (`npm run start:portal`, as an
// operator runs it), the portal image's tree (e2e/image.spec.ts), and, when a spec needs one of its own, a
// sandbox with its own in-memory database. Each on a free port, in its own process group, stopped by the spec.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { SESSION_SECRET } from '../playwright.config';

const root = path.resolve(__dirname, '..');

export interface StartedServer {
  url: string;
  child: ChildProcess;
  output: () => string;
}

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

interface StartOptions {
  cwd: string;
  env: Record<string, string | undefined>;
  port: number;
  label: string;
  /** The path that answers 200 once the server is up. */
  probe?: string;
  timeoutMs?: number;
}

/** Runs `command` in a process group of its own; resolves once http://127.0.0.1:port + probe answers 200. */
export async function startServer(command: string, args: string[], options: StartOptions): Promise<StartedServer> {
  const { probe = '/api/health', timeoutMs = 60_000 } = options;
  const child = spawn(command, args, { cwd: options.cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: options.env as NodeJS.ProcessEnv });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${options.label} exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${url}${probe}`)).ok) return { url, child, output: () => output };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  stopServer(child);
  throw new Error(`${options.label} did not answer within ${timeoutMs / 1000} s:\n${output}`);
}

const baseEnv = (): Record<string, string | undefined> => ({ PATH: process.env.PATH, HOME: process.env.HOME ?? '/tmp' });

/** `npm run start:portal` on a port of its own, pointed at `lenderUrl`; resolves once /api/health answers. */
export async function startPortal(lenderUrl: string, env: Record<string, string> = {}): Promise<StartedServer> {
  const port = await freePort();
  const all = { ...baseEnv(), NODE_ENV: 'production', PORT: String(port), HOSTNAME: '127.0.0.1', LENDER_API_URL: lenderUrl, SESSION_SECRET, ...env };
  return startServer('npm', ['run', 'start:portal'], { cwd: root, env: all, port, label: 'start:portal' });
}

/** A sandbox of its own (seeded personas, in-memory database); resolves once /health answers. */
export async function startSandbox(env: Record<string, string> = {}): Promise<StartedServer> {
  const port = await freePort();
  const all = { ...baseEnv(), SANDBOX_PORT: String(port), SANDBOX_DATA_DIR: 'memory', DATABASE_URL: '', ...env };
  return startServer(path.join(root, 'node_modules', '.bin', 'tsx'), ['lender/server.ts'], { cwd: root, env: all, port, label: 'the sandbox', probe: '/health', timeoutMs: 180_000 });
}

export function stopServer(child: ChildProcess): void {
  if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
}
