// The lender's wire stays at the lender boundary (issue 21): pages and components read the view models of
// lib/view, never a JSON:API `.attributes`; components render what their page loaded, so none imports the
// lender client or the session; and no component takes a type of lib/contract (a wire record in snake_case):
// lib/view builds what it reads. A source scan, like e2e/source-scan.ts: it reads our files as text.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** Every .ts/.tsx file below a folder of the repository, as repository paths. */
function sourcesUnder(folder: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name)) found.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  walk(path.join(root, folder));
  return found;
}

/** The lines of a source that read a JSON:API resource's attributes. */
export function attributeReads(source: string): number[] {
  return source.split('\n').flatMap((line, i) => (/\.attributes\b|\[\s*['"]attributes['"]\s*\]/.test(line) ? [i + 1] : []));
}

/** The modules a file imports (static, type-only, re-exports and dynamic imports), as repository paths where they are ours. */
export function importsOf(file: string, source: string): string[] {
  const specifiers = [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm)].map((m) => m[1]!);
  return specifiers.map((s) => {
    if (s.startsWith('@/')) return s.slice(2);
    if (s.startsWith('.')) return path.posix.normalize(path.posix.join(path.posix.dirname(file), s));
    return s;
  });
}

const LOADING_ONLY = [/^lib\/lender\/api(\.ts)?$/, /^lib\/session(\/|$)/];

/** What a component may not import: the lender client and the session belong to the pages (and lib) that load. */
export const forbiddenImports = (file: string, source: string) => importsOf(file, source).filter((m) => LOADING_ONLY.some((re) => re.test(m)));

/** lib/contract's modules of fixed words and limits, without zod and without wire records: components may import them. */
const CONTRACT_CONSTANTS = new Set([
  'lib/contract/limits',
  'lib/contract/passkey-words',
  'lib/contract/team-comment-words',
  'lib/contract/transaction-headers',
  'lib/contract/signing-consent',
  'lib/contract/bank-link-sandbox',
]);

/**
 * The request bodies a component writes, whose wire spelling is the point: the BFF checks each with the same
 * schema, so the component's body is type-checked against it. Answers and records are never on this list.
 */
export const REQUEST_BODIES: Record<string, string> = {
  CreateTransactionRequest: 'the payment the payment step sends (POST /api/transactions)',
  TeamCommentBody: 'the mailbox comment the compose boxes send (POST /api/team_comments)',
  PlaidMetadata: "the bank link's metadata, as Plaid (or its stand-in) hands it over, sent on to add the account",
  RumEvent: 'the beacon of real-user measures the browser sends to the monitoring intake',
};

const isContract = (module: string) => /^lib\/contract\//.test(module) && !CONTRACT_CONSTANTS.has(module.replace(/\.tsx?$/, ''));

/**
 * What a component takes from lib/contract besides its constants: each name a static import or re-export
 * brings (a request body of REQUEST_BODIES excepted), a whole module (namespace, default, side effect), and a
 * type written as import('…').Name. A schema loaded for bffFetch (`import('…').then((m) => m.XSchema)`) is fine.
 */
export function contractImports(file: string, source: string): string[] {
  const found: string[] = [];
  const resolve = (s: string) => importsOf(file, `import '${s}';`)[0]!;
  for (const m of source.matchAll(/^\s*(?:import|export)\b([^;'"]*?)\bfrom\s*['"]([^'"]+)['"]/gm)) {
    const target = resolve(m[2]!);
    if (!isContract(target)) continue;
    const clause = m[1]!.replace(/^\s*type\b/, '');
    const braces = /\{([^}]*)\}/.exec(clause);
    const outside = clause.replace(/\{[^}]*\}/, '').replace(/,/g, ' ').trim().replace(/\s+/g, ' ');
    if (outside) found.push(`${target} (${outside})`);
    const names = (braces?.[1] ?? '').split(',').map((n) => n.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!).filter(Boolean);
    found.push(...names.filter((n) => !(n in REQUEST_BODIES)).map((n) => `${n} from ${target}`));
  }
  for (const m of source.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)) {
    if (isContract(resolve(m[1]!))) found.push(resolve(m[1]!));
  }
  for (const m of source.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)\s*\.\s*(\w+)/g)) {
    if (m[2] !== 'then' && isContract(resolve(m[1]!)) && !(m[2]! in REQUEST_BODIES)) found.push(`${m[2]} from ${resolve(m[1]!)}`);
  }
  return found;
}

describe('the scanners', () => {
  test.each([
    ['a resource attribute', 'const a = application.attributes;', [1]],
    ['an optional chain', "x\nconst n = user?.attributes.name;", [2]],
    ['by index', "const n = user['attributes'].name;", [1]],
    ['a view field', 'const n = customer.name;\nconst a = { attributes: 1 };', []],
  ])('reads: %s', (_, source, lines) => {
    expect(attributeReads(source)).toEqual(lines);
  });

  test.each([
    ['the lender client by alias', "import { getUser } from '@/lib/lender/api';", ['lib/lender/api']],
    ['the lender client, relative', "import { getUser } from '../../lib/lender/api';", ['lib/lender/api']],
    ['the session, type only', "import type { SessionData } from '@/lib/session/config';", ['lib/session/config']],
    ['the session, dynamically', "const m = await import('@/lib/session/session');", ['lib/session/session']],
    ['a re-export', "export { readSession } from '@/lib/session/session';", ['lib/session/session']],
    ['a view model and a rule', "import type { Customer } from '@/lib/view/customer';\nimport { loanPath } from '@/lib/rules/loan-tabs';", []],
    ['the lender errors', "import { isNotFound } from '@/lib/lender/errors';", []],
  ])('imports: %s', (_, source, found) => {
    expect(forbiddenImports('components/loan/new.tsx', source)).toEqual(found);
  });

  test.each([
    ['a wire record, type only', "import type { Statement } from '@/lib/contract/statements';", ['Statement from lib/contract/statements']],
    ['a type among values', "import { bffFetch } from '@/lib/client/bff-fetch';\nimport { type MobilePhone, PinSchema } from '../../lib/contract/preferences';", ['MobilePhone from lib/contract/preferences', 'PinSchema from lib/contract/preferences']],
    ['over lines, renamed', "import type {\n  AuditEvent as Row,\n} from '@/lib/contract/staff';", ['AuditEvent from lib/contract/staff']],
    ['a re-export', "export type { Dealership } from '@/lib/contract/dealerships';", ['Dealership from lib/contract/dealerships']],
    ['a namespace', "import * as wire from '@/lib/contract/history';", ['lib/contract/history (* as wire)']],
    ['a type written inline', "let offer: import('@/lib/contract/revolvers').CreditIncreaseOffer;", ['CreditIncreaseOffer from lib/contract/revolvers']],
    ['a schema loaded for bffFetch', "schema: () => import('@/lib/contract/revolvers').then((m) => m.SsoDataSchema),", []],
    ['the constants modules', "import { ACTION_TYPES, type ActionType } from '@/lib/contract/team-comment-words';\nimport { IDEMPOTENCY_HEADER } from '@/lib/contract/transaction-headers';", []],
    ['a request body it writes', "import type { CreateTransactionRequest } from '@/lib/contract/transactions';", []],
    ['a view model', "import type { StatementView } from '@/lib/view/statement';", []],
  ])('contract imports: %s', (_, source, found) => {
    expect(contractImports('components/statements/new.tsx', source)).toEqual(found);
  });
});

describe('the real tree', () => {
  test('no file under app/ or components/ reads .attributes (lib/view builds what they read)', () => {
    const readers = [...sourcesUnder('app'), ...sourcesUnder('components')].flatMap((file) =>
      attributeReads(readFileSync(path.join(root, file), 'utf8')).map((line) => `${file}:${line}`),
    );
    expect(readers).toEqual([]);
  });

  test('no component imports the lender client or the session (its page loads and passes props)', () => {
    const files = sourcesUnder('components');
    const found = files.flatMap((file) => forbiddenImports(file, readFileSync(path.join(root, file), 'utf8')).map((m) => `${file} imports ${m}`));
    expect(found).toEqual([]);
    expect(files.length).toBeGreaterThan(100);
  });

  test('no component takes a type of lib/contract (lib/view builds the view models it reads)', () => {
    const files = sourcesUnder('components').filter((file) => !/\.test\.tsx?$/.test(file));
    const found = files.flatMap((file) => contractImports(file, readFileSync(path.join(root, file), 'utf8')).map((m) => `${file}: ${m}`));
    expect(found).toEqual([]);
  });
});
