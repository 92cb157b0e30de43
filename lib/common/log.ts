// Structured logs for both servers: pino JSON lines, one object a line. Two nets keep secrets out, as for
// every other log line (./redact.ts): pino's `redact` paths censor the fields known to hold one, wherever
// they sit up to four levels deep, and the scrubber then runs over every value and message as a last line
// (a secret under an unexpected name, a token inside a message). Pretty lines only in development.
import { createRequire } from 'node:module';
import { hostname } from 'node:os';
import path from 'node:path';
import pino, { type Logger } from 'pino';
import { buildInfo } from './build-info';
import { FILTERED, redact, redactText } from './redact';

export type { Logger } from 'pino';

/** Fields that hold a secret in the portal's and the lender's bodies, headers and records. */
const SECRET_FIELDS = [
  'password', 'new_password', 'current_password', 'password_confirmation',
  'token', 'link_token', 'public_token', 'access_token', 'refresh_token',
  'pin', 'account_number', 'routing_number', 'card_number', 'cvc', 'cvv', 'ssn',
  'encrypted_data', 'iv', 'authorization', 'cookie',
];
const DEPTHS = ['', '*.', '*.*.', '*.*.*.'];

/** pino `redact` paths: each secret field at the top and up to three levels down; the headers by name. */
export const REDACT_PATHS = [
  ...DEPTHS.flatMap((depth) => SECRET_FIELDS.map((field) => depth + field)),
  'headers["set-cookie"]',
  'headers["x-lender-client-address-secret"]',
];

type Write = (line: string) => void;

/** Development only (NODE_ENV=development or LOG_FORMAT=pretty; LOG_FORMAT=json keeps JSON): pino-pretty's
 * formatter when it is installed (a devDependency), else plain JSON. */
function prettifier(env: NodeJS.ProcessEnv): ((line: string) => string) | null {
  const wanted = env.LOG_FORMAT === 'pretty' || (env.LOG_FORMAT !== 'json' && env.NODE_ENV === 'development');
  if (!wanted) return null;
  try {
    // Loaded at run time from the project, never bundled: production installs need not have it.
    const load = createRequire(path.join(process.cwd(), 'package.json'));
    const { prettyFactory } = load('pino-pretty') as { prettyFactory: (options: object) => (line: string) => string };
    return prettyFactory({ colorize: Boolean(process.stdout.isTTY), translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' });
  } catch {
    return null;
  }
}

/** Where a server's lines go: standard output, synchronously (a line is out before a crash), pretty in development. */
export function stdoutSink(env: NodeJS.ProcessEnv = process.env): Write {
  const pretty = prettifier(env);
  return pretty ? (line) => process.stdout.write(pretty(line)) : (line) => process.stdout.write(line);
}

/**
 * A logger named after its server ('portal', 'sandbox') writing JSON lines to `write`, each with the release
 * and commit it runs (build-info.ts). LOG_LEVEL sets the level (info by default; debug adds the portal's
 * static files).
 */
export function createLogger(name: string, write: Write = stdoutSink(), level = process.env.LOG_LEVEL || 'info'): Logger {
  return pino(
    {
      name,
      level,
      base: { pid: process.pid, hostname: hostname(), ...buildInfo() },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT_PATHS, censor: FILTERED },
      formatters: {
        // The last net: every value scrubbed, every secret-sounding key filtered.
        log: (object) => redact(object) as Record<string, unknown>,
      },
      hooks: {
        logMethod(args, method) {
          // An error logged alone: pino would take its message for the line's unscrubbed; it keeps its
          // stack (file and line are what a reader needs), scrubbed like any text.
          const [first, ...rest] = args as unknown[];
          const lead = first instanceof Error ? [{ err: { name: first.name, message: redactText(first.message), stack: redactText(first.stack ?? '') } }, ...(rest.length ? [] : [first.message])] : [first];
          method.apply(this, [...lead, ...rest].map((arg) => (typeof arg === 'string' ? redactText(arg) : arg)) as Parameters<typeof method>);
        },
      },
    },
    { write },
  );
}
