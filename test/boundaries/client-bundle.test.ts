// What reaches the browser: the closure of every client file's imports ('use client' under app/ and
// components/), followed through the portal's own modules. ESLint sees one file at a time, so no lint rule can
// say what a client file reaches through a shared helper: this walks the imports with TypeScript's own
// parser and resolver instead (what loads at run time: value imports, re-exports and import() calls, which
// load later but still in the browser; not `import type`, which the build erases). date-fns came into every page with a date through lib/common/dates:
// its format and time-zone modules were 7 KB gzip of the loan page and Account Preferences.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '../..');
const BROWSER_FORBIDS: [RegExp, string][] = [
  [/^(date-fns|@date-fns\/)/, 'date-fns: use lib/common/dates (Intl and calendar arithmetic), which is written to stay small in the browser'],
];

const config = ts.parseJsonConfigFileContent(ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile).config, ts.sys, root);
const host = ts.createCompilerHost(config.options);

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

const isClient = (file: string) => /^\s*(\/\/[^\n]*\n\s*)*['"]use client['"]/.test(readFileSync(file, 'utf8'));

/** The modules a file loads at run time. */
function runtimeImports(file: string): string[] {
  const specs: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : null;
      const typeOnly = clause && (clause.isTypeOnly || (!clause.name && named && named.length > 0 && named.every((e) => e.isTypeOnly)));
      if (!typeOnly) specs.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) specs.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      specs.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true));
  return specs;
}

/** The packages a file reaches through the portal's own modules, with the chain that leads to each. */
function packagesReached(entry: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const seen = new Set<string>();
  const queue: [string, string[]][] = [[entry, [path.relative(root, entry)]]];
  while (queue.length) {
    const [file, chain] = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const spec of runtimeImports(file)) {
      const resolved = ts.resolveModuleName(spec, file, config.options, host).resolvedModule;
      if (resolved && !resolved.isExternalLibraryImport && !resolved.resolvedFileName.endsWith('.d.ts')) {
        queue.push([resolved.resolvedFileName, [...chain, path.relative(root, resolved.resolvedFileName)]]);
      } else if (!spec.startsWith('.') && !found.has(spec)) found.set(spec, [...chain, spec]);
    }
  }
  return found;
}

const clientFiles = [...sources('components'), ...sources('app')].filter(isClient);

test('there are client files to walk', () => {
  expect(clientFiles.length).toBeGreaterThan(50);
});

test.each(clientFiles.map((f) => [path.relative(root, f), f]))('%s reaches no package the browser should not load', (_, file) => {
  const refused = [...packagesReached(file)].flatMap(([pkg, chain]) =>
    BROWSER_FORBIDS.filter(([pattern]) => pattern.test(pkg)).map(([, why]) => `${chain.join(' → ')}: ${why}`),
  );
  expect(refused).toEqual([]);
});

test('the walk finds a package a client file imports through a helper (the check can fail), and not through a type', () => {
  const widget = path.join(__dirname, 'fixtures/client-bundle/widget.tsx');
  expect(isClient(widget)).toBe(true);
  const reached = packagesReached(widget);
  expect(reached.get('date-fns')).toEqual(['test/boundaries/fixtures/client-bundle/widget.tsx', 'test/boundaries/fixtures/client-bundle/helper.ts', 'date-fns']);
  // helper.ts's type import of @date-fns/tz is erased by the build.
  expect(reached.has('@date-fns/tz')).toBe(false);
});
