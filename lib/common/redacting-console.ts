// Every server log line goes through the redaction rules (lib/common/redact.ts), whoever writes it: our
// code, a library, or the framework printing an error. Installed once per process at start.
import { redactLogArgs } from './redact';

const LEVELS = ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const;
const installed = new WeakSet<Console>();

export function redactConsole(target: Console = console): void {
  if (installed.has(target)) return;
  installed.add(target);
  for (const level of LEVELS) {
    const write = target[level].bind(target);
    target[level] = (...args: unknown[]) => write(...redactLogArgs(args));
  }
}
