// A declarative bff() (issue 21): every BFF handler (app/api, app/files, app/platform) goes through bff()
// and declares what it reads of the request there — path parameters (every dynamic segment), query,
// body, headers — so bff() parses each with its schema and refuses it the one way. No handler parses a
// part of the request itself (safeParse, searchParams.get, request.json): it only reads ctx.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { handlersOnDisk, topLevel, withLocalHelpers } from '../../e2e/source-scan';

const root = path.resolve(__dirname, '../..');

/** Handlers of the BFF that are not bff() handlers, and why. */
const NOT_BFF: Record<string, string> = {
  'GET /api/health': "the process's liveness for a balancer: open without a session, reads nothing of the request, calls nothing",
  'GET /api/ready':
    "readiness for a balancer: open without a session, reads nothing of the request; its one lender call (lenderAnswers in lib/lender/client.ts) carries no token and at most one a second",
  'POST /api/monitoring/intake':
    'open without a session (client errors are reported from the sign-in page too), rate-limited before its body is read, which it reads bounded; it refuses through the same mapper (mapError) and parses its body with parseJsonBody',
};

const isBff = (route: string) => /^\/(api|files|platform)\//.test(route);

/** What is wrong with one handler: `route` is '/api/x/[id]', `chunk` the statement that exports it (with the file's helpers it calls). */
function routeViolations(route: string, chunk: string): string[] {
  const out: string[] = [];
  const code = chunk.replace(/\/\*[\s\S]*?\*\/|(^|[^:'"`])\/\/.*$/gm, '$1');
  if (!/^export\s+const\s+\w+\s*=\s*bff\(/.test(code)) out.push('is not a bff() handler');
  if (/\.safeParse(Async)?\(|Schema\.parse(Async)?\(/.test(code)) out.push('parses with a schema itself');
  if (/searchParams\.get\(|Object\.fromEntries\(|request\.(json|text|formData)\(\)|headers\.get\(/.test(code)) out.push('reads the request itself');
  if (/\[\w+\]/.test(route) && !/\bparams:/.test(code)) out.push('has a dynamic segment but declares no params');
  if (/\bquery\b/.test(code.replace(/\bquery:/, '')) && !/\bquery:/.test(code)) out.push('reads a query it does not declare');
  return out;
}

describe('what the scan refuses', () => {
  test.each([
    ['a handler of its own', '/api/x', 'export async function GET(request: NextRequest) {\n  return json({});\n}'],
    ['an inline safeParse', '/api/x/[id]', "export const GET = bff({ params: IdParams }, async ({ params }) => {\n  const id = IdParamSchema.safeParse(params.id);\n});"],
    ['a query read by hand', '/api/x', "export const GET = bff({}, async ({ request }) => getX(request.nextUrl.searchParams.get('id')));"],
    ['a header read by hand', '/api/x', "export const POST = bff({ body: X }, async ({ request }) => send(request.headers.get('idempotency-key')));"],
    ['a dynamic segment without params', '/api/x/[id]', 'export const GET = bff({}, async ({ params }) => getX(Number(params.id)));'],
    ['a query without its schema', '/api/x', 'export const GET = bff({}, async ({ query }) => getX(query.id));'],
  ])('%s', (_, route, chunk) => {
    expect(routeViolations(route, chunk)).toHaveLength(1);
  });

  test('a declared handler passes', () => {
    expect(routeViolations('/api/x/[id]', "export const GET = bff({ params: IdParams, query: Q }, ({ session, params, query }) => getX(session.token, params.id, query));")).toEqual([]);
  });
});

test('the real tree: every BFF handler is a bff() handler that declares its schemas', () => {
  const found: string[] = [];
  let checked = 0;
  for (const [key, file] of handlersOnDisk()) {
    const [method, route] = key.split(' ') as [string, string];
    if (!isBff(route) || key in NOT_BFF) continue;
    const source = readFileSync(path.join(root, file), 'utf8');
    const chunk = topLevel(source).find((c) => new RegExp(`^export\\s+(?:const|async\\s+function|function)\\s+${method}\\b`).test(c));
    checked++;
    for (const problem of chunk ? routeViolations(route, withLocalHelpers(chunk, source)) : ['is not found']) found.push(`${key} (${file}) ${problem}`);
  }
  expect(checked).toBeGreaterThan(40);
  expect(found).toEqual([]);
  for (const key of Object.keys(NOT_BFF)) expect(handlersOnDisk().has(key)).toBe(true);
});
