// Where an import lands, as a path of the repository ('lib/client/bff-fetch.ts'): the rules of this folder
// judge a module by where it lives, so '@/x', '../x' and './x' must all name the same file.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** A file of the linted code as a repository path ('app/api/x/route.ts'), or null outside the repository. */
export function repoPath(filename) {
  const rel = path.relative(ROOT, filename);
  return rel.startsWith('..') || path.isAbsolute(rel) ? null : rel.split(path.sep).join('/');
}

/**
 * The repository path an import specifier of `from` (a repository path) names, with the extension the file
 * on disk has (or none when it is not on disk yet); null for a package.
 */
export function resolveImport(from, specifier) {
  let base;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  else return null;
  const found = EXTENSIONS.map((ext) => base + ext).find((f) => existsSync(path.join(ROOT, f)) && statSync(path.join(ROOT, f)).isFile());
  return found ?? base;
}

/** The module specifier of an import-like node: import, export … from, import(), and a type written as import('…').X. */
export function specifierOf(node) {
  if (node.type === 'TSImportType') {
    // typescript-eslint names the module `source` now, `argument` (a literal type) before.
    const arg = node.source ?? node.argument;
    return arg?.type === 'TSLiteralType' ? arg.literal.value : arg?.type === 'Literal' ? arg.value : null;
  }
  return typeof node.source?.value === 'string' ? node.source.value : null;
}

/** The specifiers a source text imports (static, re-exported and dynamic), read from the text itself. */
export function importsInText(source) {
  return [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm)].map((m) => m[1]);
}

/** A file's text, read once per change of the file. */
const texts = new Map();
export function textOf(file) {
  const full = path.join(ROOT, file);
  if (!existsSync(full)) return '';
  const mtime = statSync(full).mtimeMs;
  const cached = texts.get(file);
  if (cached?.mtime === mtime) return cached.text;
  const text = readFileSync(full, 'utf8');
  texts.set(file, { mtime, text });
  return text;
}

/** The visitor of every node that imports a module, calling `check(node, specifier)`. */
export function onImports(check) {
  const visit = (node) => {
    const specifier = specifierOf(node);
    if (specifier !== null && specifier !== undefined) check(node, specifier);
  };
  return { ImportDeclaration: visit, ExportNamedDeclaration: visit, ExportAllDeclaration: visit, ImportExpression: visit, TSImportType: visit };
}
