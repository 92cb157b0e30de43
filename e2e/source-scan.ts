// Reading our own sources as text: the route handlers on disk (the access matrix holds its table to them)
// and what a handler's code calls. A scan, not a lint rule: "no GET changes state" asks across modules
// (whether a GET handler reaches a lender call that changes state is decided in lib/lender, and a sandbox
// route's writes in its helpers), and ESLint sees one file at a time.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The handlers on disk: every method exported by every app/**\/route.ts, as 'METHOD /path'. */
export function handlersOnDisk(): Map<string, string> {
  const root = path.resolve(__dirname, '..', 'app');
  const found = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/^route\.(ts|tsx|js|mjs)$/.test(entry.name)) {
        const source = readFileSync(full, 'utf8');
        const route = '/' + path.relative(root, dir).split(path.sep).filter((s) => !/^\(.*\)$/.test(s)).join('/');
        const methods = new Set<string>();
        for (const m of source.matchAll(/export\s+(?:const|let|async\s+function|function)\s+(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)\b/g)) methods.add(m[1]!);
        for (const m of source.matchAll(/export\s*\{([^}]*)\}/g)) {
          for (const name of m[1]!.split(',').map((s) => s.trim().split(/\s+as\s+/).at(-1)!)) if (/^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)$/.test(name)) methods.add(name);
        }
        for (const method of methods) found.set(`${method} ${route}`, path.relative(path.resolve(root, '..'), full));
      }
    }
  };
  walk(root);
  return found;
}

/** A source file's top-level statements (each starts at column 0 with a letter). */
export const topLevel = (source: string) => source.split(/\n(?=[A-Za-z])/);

/** The code of `entry` (a chunk of source) with the bodies of the file's own functions it calls, transitively. */
export function withLocalHelpers(entry: string, source: string): string {
  const helpers = new Map<string, string>();
  for (const chunk of topLevel(source)) {
    const name = /^(?:export\s+)?(?:async\s+)?(?:function\s+(\w+)|const\s+(\w+)\s*=)/.exec(chunk);
    if (name) helpers.set((name[1] ?? name[2])!, chunk);
  }
  let code = entry;
  const seen = new Set<string>();
  for (let grew = true; grew; ) {
    grew = false;
    for (const [name, body] of helpers) {
      if (!seen.has(name) && new RegExp(`\\b${name}\\s*\\(`).test(code)) {
        seen.add(name);
        code += '\n' + body;
        grew = true;
      }
    }
  }
  return code;
}
