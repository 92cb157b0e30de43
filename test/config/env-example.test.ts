// .env.example lists every environment variable the portal, the sandbox and the scripts read, and
// nothing else. A scan, not a lint rule: a variable listed that nothing reads is a fact of the whole tree,
// and ESLint sees one file at a time. The source is scanned for process.env.X, process.env['X'], `const { X } = process.env`,
// `env.X` where `env` is process.env under another name, and NAME arguments of a helper that reads
// process.env[name].
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const SOURCES = ['app', 'components', 'lib', 'lender', 'scripts', 'e2e', 'proxy.ts', 'instrumentation.ts', 'next.config.ts', 'playwright.config.ts'];
const CODE = /\.(ts|tsx|mjs|js|cjs)$/;
const SKIP = new Set(['node_modules', '.next', '.data', 'drizzle']);
/** The operating system's own, passed on to a child process: not settings of ours. */
const SYSTEM = new Set(['PATH', 'HOME']);
const NAME = '[A-Z][A-Z0-9_]*';

function files(entry: string): string[] {
  const full = path.join(root, entry);
  if (statSync(full).isFile()) return CODE.test(entry) ? [entry] : [];
  return readdirSync(full).flatMap((child) => (SKIP.has(child) ? [] : files(path.join(entry, child))));
}

/** The variables a source text reads. */
function envReads(source: string): Set<string> {
  const names = new Set<string>();
  const add = (pattern: RegExp, text = source) => {
    for (const m of text.matchAll(pattern)) names.add(m[1]!);
  };
  add(new RegExp(`process\\.env\\.(${NAME})`, 'g'));
  add(new RegExp(`process\\.env\\[\\s*['"\`](${NAME})['"\`]\\s*\\]`, 'g'));
  // const { A, B: b, C = 'x' } = process.env
  for (const m of source.matchAll(/\{([^{}]*)\}\s*=\s*process\.env\b(?!\.|\[)/g)) {
    add(new RegExp(`(?:^|,)\\s*(${NAME})\\s*(?=[:=,]|$)`, 'g'), m[1]!.replace(/\s+/g, ' ').trim());
  }
  // env: Env = process.env (a parameter's default) or const env = process.env: then env.X is a read.
  const aliases = ['process\\.env'];
  for (const m of source.matchAll(/\b([A-Za-z_$][\w$]*)\s*(?::\s*[\w.<>, ]+)?=\s*process\.env\b(?!\.|\[)/g)) {
    add(new RegExp(`(?<!delete\\s+)\\b${m[1]!.replace('$', '\\$')}\\.(${NAME})\\b`, 'g'));
    aliases.push(`\\b${m[1]!.replace('$', '\\$')}`);
  }
  // const int = (name) => Number(process.env[name]) (or env[name]) … int('BENCH_PORT', 3400)
  for (const alias of aliases) {
    for (const m of source.matchAll(new RegExp(`(?:const|let|function)\\s+(\\w+)\\s*=?\\s*\\(\\s*(\\w+)[^)]*\\)[\\s\\S]{0,200}?${alias}\\[\\s*\\2\\s*\\]`, 'g'))) {
      add(new RegExp(`\\b${m[1]!}\\(\\s*['"](${NAME})['"]`, 'g'));
    }
  }
  return names;
}

/** Each `KEY=…` line of .env.example, commented out or not. */
function listed(): Map<string, number> {
  const lines = readFileSync(path.join(root, '.env.example'), 'utf8').split('\n');
  const out = new Map<string, number>();
  lines.forEach((line, i) => {
    const m = new RegExp(`^#?\\s*(${NAME})=`).exec(line);
    if (m) out.set(m[1]!, i);
  });
  return out;
}

describe('the scanner', () => {
  test.each([
    ['const a = process.env.LENDER_API_URL ?? x;', ['LENDER_API_URL']],
    ["const a = process.env['SESSION_SECRET'];", ['SESSION_SECRET']],
    ['const { PORT, SANDBOX_PORT: sandboxPort, ACCESS_LOG = "on" } = process.env;', ['PORT', 'SANDBOX_PORT', 'ACCESS_LOG']],
    ['const f = (env: Env = process.env) => env.NODE_ENV === "x" && env.PORTAL_INSECURE_COOKIES;', ['NODE_ENV', 'PORTAL_INSECURE_COOKIES']],
    ["const int = (name) => Number(process.env[name]);\nconst port = int('BENCH_PORT', 3400);", ['BENCH_PORT']],
    ["function config(env: Env = process.env) {\n  const int = (name: string) => Number(env[name]);\n  return { port: int('BENCH_PORT'), only: env.BENCH_ONLY };\n}", ['BENCH_PORT', 'BENCH_ONLY']],
    ['const env = { ...process.env, DEBUG: "1" };\ndelete env.LENDER_API_URL;', []],
  ])('%s', (source, names) => {
    expect([...envReads(source)].sort()).toEqual([...names].sort());
  });
});

describe('.env.example', () => {
  const reads = new Map<string, string[]>();
  for (const file of SOURCES.flatMap(files)) {
    for (const name of envReads(readFileSync(path.join(root, file), 'utf8'))) reads.set(name, [...(reads.get(name) ?? []), file]);
  }
  const documented = listed();

  test('lists every variable the source reads', () => {
    const missing = [...reads].filter(([name]) => !documented.has(name) && !SYSTEM.has(name)).map(([name, where]) => `${name} (read in ${where.join(', ')})`);
    expect(missing).toEqual([]);
  });

  test('lists no variable that nothing reads', () => {
    expect([...documented.keys()].filter((name) => !reads.has(name))).toEqual([]);
  });

  test('gives each variable a one-line meaning just above it', () => {
    const lines = readFileSync(path.join(root, '.env.example'), 'utf8').split('\n');
    const bare = [...documented].filter(([, i]) => !/^# (?![A-Z][A-Z0-9_]*=)\S/.test(lines[i - 1] ?? '') && !new RegExp(`^#?\\s*${NAME}=`).test(lines[i - 1] ?? ''));
    expect(bare.map(([name]) => name)).toEqual([]);
  });
});
