// The lender's wire stays at the lender boundary (issue 21): pages and components read the view models of
// lib/view, never a JSON:API `.attributes`; components render what their page loaded, so none imports the
// lender client or the session. A source scan, like e2e/source-scan.ts: it reads our files as text.
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
});
