// One browser client (issue 21): the portal's own code in app/ and components/ reaches the BFF only
// through bffFetch (lib/client/bff-fetch.ts), which parses every answer with its schema and sends an
// ended session to sign in. It never calls fetch (or XMLHttpRequest, sendBeacon) itself, imports nothing
// else from lib/client nor the server-side lib/bff, and a feature's own helper built on bffFetch (a hook,
// a submit function) stays in its feature's folder: a shared wrapper would be a second way to call the BFF.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** Files that may talk to the network natively, and why. */
const NATIVE: Record<string, string> = {
  'components/monitoring/real-user-monitoring.tsx':
    'the RUM reporter sends with navigator.sendBeacon (fetch with keepalive where there is none) as the page is hidden: fire and forget, no answer to parse, no session (it reports from the sign-in page too)',
};

type Sources = Map<string, string>;

const CALLS = [/\bfetch\s*\(/, /\bXMLHttpRequest\b/, /\bsendBeacon\b/, /\bnew\s+(EventSource|WebSocket)\b/];
const CLIENT = 'lib/client/bff-fetch.ts';

const importsOf = (source: string) => [...source.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*)['"]([^'"]+)['"]/g)].map((m) => m[1]!);

/** An import specifier as a file of the tree (null for a package). */
function resolve(from: string, spec: string, files: Sources): string | null {
  const base = spec.startsWith('@/') ? spec.slice(2) : spec.startsWith('.') ? path.posix.join(path.posix.dirname(from), spec) : null;
  if (base === null) return null;
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((f) => files.has(f)) ?? base;
}

const feature = (file: string) => path.posix.dirname(file);
/** A module that is not a component (.ts): one calling bffFetch is a helper, e.g. a hook or a submit function. */
const isHelper = (file: string) => file.endsWith('.ts');
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\/|(^|[^:'"`])\/\/.*$/gm, '$1');
const isRoute = (file: string) => /\/route\.tsx?$/.test(file);
const isOurs = (file: string) => /^(app|components)\//.test(file) && !/\.test\.tsx?$/.test(file);

/** Every way a file of app/ or components/ reaches the BFF other than bffFetch. */
function clientCallViolations(files: Sources): string[] {
  const out: string[] = [];
  const callers = new Set<string>();
  for (const [file, source] of files) {
    if (!isOurs(file)) continue;
    const code = withoutComments(source);
    if (!(file in NATIVE)) for (const call of CALLS) if (call.test(code)) out.push(`${file}: calls the network itself (${call.source}); use bffFetch`);
    for (const spec of importsOf(source)) {
      const target = resolve(file, spec, files);
      if (!target) continue;
      // (Route handlers are the BFF: they use its wrapper.)
      if (target.startsWith('lib/bff/') && !isRoute(file)) out.push(`${file}: imports ${target} (the server's BFF wrapper)`);
      else if (target.startsWith('lib/client/') && target !== CLIENT) out.push(`${file}: imports ${target}; the browser's one client is ${CLIENT}`);
      else if (target === CLIENT) callers.add(file);
    }
  }
  for (const caller of callers) if (caller.startsWith('components/ui/')) out.push(`${caller}: a shared primitive calls the BFF`);
  // A feature's helper built on bffFetch is used in its own folder only (a component calling it may be rendered anywhere).
  for (const [file, source] of files) {
    if (!isOurs(file)) continue;
    for (const spec of importsOf(source)) {
      const target = resolve(file, spec, files);
      if (target && callers.has(target) && isHelper(target) && feature(target) !== feature(file)) out.push(`${file}: calls the BFF through ${target}; use bffFetch`);
    }
  }
  return out;
}

function tree(): Sources {
  const files: Sources = new Map();
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (/\.tsx?$/.test(entry.name)) files.set(rel, readFileSync(path.join(root, rel), 'utf8'));
    }
  };
  for (const dir of ['app', 'components', 'lib']) walk(dir);
  return files;
}

describe('what the scan refuses', () => {
  const withFile = (file: string, source: string) => clientCallViolations(new Map([[CLIENT, ''], ['lib/bff/send-json.ts', ''], ['lib/client/api.ts', ''], [file, source]]));
  test.each([
    ['fetch', 'components/loan/x.tsx', "await fetch('/api/x', { method: 'DELETE' });"],
    ['window.fetch', 'app/ui/x/thing.tsx', "await window.fetch('/api/x');"],
    ['XMLHttpRequest', 'components/loan/x.tsx', 'const xhr = new XMLHttpRequest();'],
    ['sendBeacon outside the RUM reporter', 'components/loan/x.tsx', "// the beacon\nnavigator.sendBeacon('/api/x', body);"],
    ['a hook in the server folder', 'components/loan/x.tsx', "import { useSendJson } from '@/lib/bff/send-json';"],
    ['another module of lib/client', 'components/loan/x.tsx', "import { callApi } from '@/lib/client/api';"],
    ['a relative import of lib/bff', 'components/loan/x.tsx', "import { sendJson } from '../../lib/bff/send-json';"],
  ])('%s', (_, file, source) => {
    expect(withFile(file, source)).toHaveLength(1);
  });

  test('a shared wrapper of bffFetch, and its use from another feature', () => {
    const files: Sources = new Map([
      [CLIENT, ''],
      ['components/ui/send-json.ts', "import { bffFetch } from '@/lib/client/bff-fetch';"],
      ['components/loan/x.tsx', "import { sendJson } from '@/components/ui/send-json';"],
      ['components/mailbox/use-post.ts', "import { bffFetch } from '@/lib/client/bff-fetch';"],
      ['components/mailbox/compose.tsx', "import { usePost } from './use-post';"],
      ['components/card/y.tsx', "import { usePost } from '../mailbox/use-post';"],
      ['app/ui/x/page.tsx', "import { Compose } from '@/components/mailbox/compose';"],
    ]);
    expect(clientCallViolations(files)).toEqual([
      'components/ui/send-json.ts: a shared primitive calls the BFF',
      'components/loan/x.tsx: calls the BFF through components/ui/send-json.ts; use bffFetch',
      'components/card/y.tsx: calls the BFF through components/mailbox/use-post.ts; use bffFetch',
    ]);
  });

  test('bffFetch itself, a prefetch, and a lazy schema import are fine', () => {
    expect(
      withFile(
        'components/loan/x.tsx',
        "import { bffFetch } from '@/lib/client/bff-fetch';\nawait bffFetch('/api/x', { schema: () => import('@/lib/contract/x').then((m) => m.X) });\n<Link prefetch={false} />",
      ),
    ).toEqual([]);
  });
});

test('the real tree: app/ and components/ call the BFF only through bffFetch', () => {
  const files = tree();
  expect(files.size).toBeGreaterThan(200);
  expect(clientCallViolations(files)).toEqual([]);
  // The exceptions still exist and still need to be exceptions.
  for (const file of Object.keys(NATIVE)) expect(CALLS.some((call) => call.test(files.get(file) ?? ''))).toBe(true);
  // lib/client is the one client: nothing else lives there.
  expect([...files.keys()].filter((f) => f.startsWith('lib/client/') && !f.endsWith('.test.ts'))).toEqual([CLIENT]);
});
