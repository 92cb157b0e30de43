// npm run contract:check -- --lender URL --email E --password P [--write] [--json]
//
// Checks a live lender API against the portal's contract (lib/contract) with a test account: signs in,
// makes every read-only call of LENDER_CALLS for that customer's own records, and prints one row per call
// (scripts/contract-check/check.ts). Exit code 0 when every call made passes, 1 when one fails, 2 on bad
// arguments.
//
//   --lender URL     the lender API's base URL (the sandbox: http://127.0.0.1:4010)
//   --email E        the test account
//   --password P     its password (or the environment's CONTRACT_CHECK_PASSWORD, kept out of shell history)
//   --write          also the state-changing calls of the check: only DELETE /platform/auth/sessions at the
//                    end (the sign-out). Without it no call marked changesState is made but the sign-in.
//   --json           the rows as JSON instead of the table
import { callsNotMade, failed, formatTable, runContractCheck, type CheckOptions } from './check';

export const USAGE = 'usage: npm run contract:check -- --lender URL --email E --password P [--write] [--json]';

export interface Args {
  lender: string;
  email: string;
  password: string;
  write: boolean;
  json: boolean;
}

/** The arguments, or the reason they are not usable. */
export function parseArgs(argv: string[], env: Record<string, string | undefined> = process.env): Args | { error: string } {
  const values: Record<string, string> = {};
  const flags = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [name, inline] = arg.startsWith('--') ? (arg.includes('=') ? [arg.slice(2, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg.slice(2), undefined]) : [null, undefined];
    if (name === 'write' || name === 'json') flags.add(name);
    else if (name === 'lender' || name === 'email' || name === 'password') {
      const value = inline ?? argv[++i];
      if (value === undefined || value.startsWith('--')) return { error: `--${name} needs a value` };
      values[name] = value;
    } else return { error: `unknown argument ${arg}` };
  }
  const password = values.password ?? env.CONTRACT_CHECK_PASSWORD;
  if (!values.lender || !values.email || !password) return { error: '--lender, --email and --password are required' };
  try {
    const url = new URL(values.lender);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return { error: '--lender must be an http(s) URL' };
  } catch {
    return { error: '--lender must be a URL' };
  }
  return { lender: values.lender, email: values.email, password, write: flags.has('write'), json: flags.has('json') };
}

export interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
  /** How to call the lender (tests pass the sandbox's own). */
  fetch?: CheckOptions['fetch'];
}

/** Runs the check and prints it: answers the exit code. */
export async function main(argv: string[], io: Io = { out: console.log, err: console.error }): Promise<number> {
  const args = parseArgs(argv);
  if ('error' in args) {
    io.err(`contract:check: ${args.error}\n${USAGE}`);
    return 2;
  }
  const rows = await runContractCheck({ lender: args.lender, email: args.email, password: args.password, write: args.write, fetch: io.fetch });
  if (args.json) io.out(JSON.stringify(rows, null, 2));
  else {
    const notMade = callsNotMade(rows);
    io.out(`Contract check of ${args.lender} as ${args.email}${args.write ? ' (--write)' : ''}\n`);
    io.out(formatTable(rows));
    io.out(`Not made: ${notMade.length} calls that change the lender's records${args.write ? '' : ' (--write adds the sign-out only)'}.`);
  }
  return failed(rows) ? 1 : 0;
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
