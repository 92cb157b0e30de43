// The project's own lint rules (eslint.config.mjs, and the `portal` plugin of eslint/portal-rules.mjs) each
// refuse a sample of what they forbid and let the allowed form pass, through ESLint's Node API with the
// project's configuration: a rule that silently stops matching (a renamed selector, a moved glob) fails here
// rather than in review. The samples are files that do not exist yet, so a new file in the same place is
// held to the same rule; `npm run lint` holds the real tree.
import { ESLint } from 'eslint';
import path from 'node:path';

// The first lint loads the TypeScript parser and resolver: tens of seconds on a busy machine.
jest.setTimeout(180_000);
const root = path.resolve(__dirname, '../..');
const BUILT_IN = new Set(['no-restricted-syntax', 'no-restricted-imports', 'no-restricted-globals', 'no-restricted-properties', 'import/no-restricted-paths', 'max-lines-per-function']);
const isOurs = (ruleId: string | null) => ruleId !== null && (BUILT_IN.has(ruleId) || ruleId.startsWith('portal/'));
const eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => isOurs(ruleId) });

async function errors(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => isOurs(m.ruleId)).map((m) => `${m.ruleId}: ${m.message}`);
}

/** A function of `lines` lines. */
const functionOf = (lines: number) => ['export function seedSomeone() {', ...Array.from({ length: lines - 2 }, (_, i) => `  console.log(${i});`), '}'].join('\n');

// [what, file that does not exist yet, code, the rule and the message's words]
const FORBIDDEN: [string, string, string, RegExp][] = [
  // One way to handle a failed load.
  [
    'a page catches a lender call',
    'app/ui/new/page.tsx',
    "import { lender } from '@/lib/lender/api';\nexport default async function Page() { const me = await lender.getMe({ token: 't' }).catch(() => null); return me ? 1 : 0; }",
    /no-restricted-syntax: .*loadOptional/,
  ],
  [
    'a loader catches a lender call',
    'lib/loan/new-loader.ts',
    "import { lender } from '../lender/api';\nexport const load = (token: string) => lender.getMe({ token }).catch(() => null);",
    /no-restricted-syntax: .*loadOptional/,
  ],
  ['a component imports next/link', 'components/new/thing.tsx', "import Link from 'next/link';\nexport const A = Link;", /no-restricted-imports: .*components\/ui\/link/],

  // The browser calls the BFF only through useBffCall, a route named by its entry.
  ['a component calls fetch', 'components/new/thing.tsx', "export const f = () => fetch('/x', { method: 'DELETE' });", /no-restricted-globals: .*useBffCall/],
  ['a page calls window.fetch', 'app/ui/new/thing.tsx', "export const f = () => window.fetch('/x');", /no-restricted-properties: .*useBffCall/],
  ['XMLHttpRequest', 'components/new/thing.tsx', 'export const x = () => new XMLHttpRequest();', /no-restricted-globals: .*useBffCall/],
  ['a socket', 'components/new/thing.tsx', "export const x = () => new WebSocket('wss://example.com');", /no-restricted-globals: .*useBffCall/],
  ['sendBeacon outside the RUM reporter', 'components/new/thing.tsx', "export const f = (b: string) => navigator.sendBeacon('/x', b);", /no-restricted-properties: .*useBffCall/],
  ['a component imports the BFF wrapper', 'components/new/thing.tsx', "import { bff } from '@/lib/bff/handler';\nexport const b = bff;", /import\/no-restricted-paths: .*route handlers/],
  ['a page imports the BFF wrapper, relative', 'app/ui/new/page.tsx', "import { bff } from '../../../lib/bff/handler';\nexport const b = bff;", /import\/no-restricted-paths: .*route handlers/],
  ['another module of lib/client', 'components/new/thing.tsx', "import '@/lib/client/bff-fetch.test';", /import\/no-restricted-paths: .*one client/],
  ['a shared primitive calls the BFF', 'components/ui/new-thing.tsx', "import { useBffCall } from '@/lib/client/bff-call';\nexport const f = useBffCall;", /import\/no-restricted-paths: .*shared primitive/],
  ['a component writes a BFF path', 'components/new/thing.tsx', "export const path = (id: number) => `/api/recurring_payments/${id}`;", /portal\/bff-route-by-entry: .*\/api\/recurring_payments\//],
  ['a page writes a platform path', 'app/ui/new/thing.tsx', "export const path = '/platform/auth/new_thing';", /portal\/bff-route-by-entry: .*entry/],
  ['a component calls bffFetch', 'components/new/thing.tsx', "import { bffFetch } from '@/lib/client/bff-fetch';\nexport const f = bffFetch;", /portal\/bff-route-by-entry: .*useBffCall/],
  [
    "another folder's helper built on bffFetch",
    'components/new/thing.tsx',
    "import { postSample } from '../../test/boundaries/fixtures/use-sample-post';\nexport const f = postSample;",
    /portal\/bff-helper-in-its-folder: .*use-sample-post/,
  ],

  // Components read view models, never the wire.
  ['a page reads .attributes', 'app/ui/new/page.tsx', 'export const name = (user: { attributes: { name: string } }) => user.attributes.name;', /portal\/no-wire-attributes/],
  ['a component reads ["attributes"]', 'components/new/thing.tsx', "export const name = (user: { attributes: { name: string } }) => user['attributes'].name;", /portal\/no-wire-attributes/],
  ['a component imports the lender client', 'components/new/thing.tsx', "import { lender } from '@/lib/lender/api';\nexport const g = lender;", /import\/no-restricted-paths: .*its page loaded/],
  ['a component imports the session, type only', 'components/new/thing.tsx', "import type { SessionData } from '../../lib/session/config';\nexport type S = SessionData;", /import\/no-restricted-paths: .*its page loaded/],
  ['a component imports the session when it runs', 'components/new/thing.tsx', "export const s = () => import('@/lib/session/session');", /import\/no-restricted-paths: .*its page loaded/],
  ['a component takes a wire record', 'components/new/thing.tsx', "import type { Statement } from '@/lib/contract/statements';\nexport type S = Statement;", /portal\/contract-in-components: Statement /],
  ['a component takes the whole wire module', 'components/new/thing.tsx', "import * as wire from '@/lib/contract/statements';\nexport const w = wire;", /portal\/contract-in-components: .*statements/],
  ['a component writes a wire type inline', 'components/new/thing.tsx', "export type S = import('@/lib/contract/statements').Statement;", /portal\/contract-in-components: Statement /],
  ['a component re-exports a wire record', 'components/new/thing.tsx', "export type { Statement } from '@/lib/contract/statements';", /portal\/contract-in-components: Statement /],

  // A BFF handler is a bff() handler that declares what it reads.
  ['a handler of its own', 'app/api/new/route.ts', 'export async function GET() {\n  return Response.json({});\n}', /portal\/bff-handler: GET is not a bff\(\) handler/],
  ['a handler exported by name', 'app/platform/new/route.ts', 'const handler = () => Response.json({});\nexport { handler as POST };', /portal\/bff-handler: POST is not/],
  [
    'an inline safeParse',
    'app/api/new/[id]/route.ts',
    "import { bff } from '@/lib/bff/handler';\nimport { IdParamSchema } from '@/lib/contract/common';\nexport const GET = bff({ params: IdParamSchema }, async ({ params }) => Response.json(IdParamSchema.safeParse(params)));",
    /portal\/bff-handler: .*parse with a schema itself/,
  ],
  [
    'a query read by hand',
    'app/api/new/route.ts',
    "import { bff } from '@/lib/bff/handler';\nexport const GET = bff({}, async ({ request }) => Response.json(request.nextUrl.searchParams.get('id')));",
    /portal\/bff-handler: .*searchParams\.get/,
  ],
  [
    'a header read by hand',
    'app/files/new/route.ts',
    "import { bff } from '@/lib/bff/handler';\nexport const POST = bff({}, async ({ request }) => Response.json(request.headers.get('idempotency-key')));",
    /portal\/bff-handler: .*headers\.get/,
  ],
  [
    'a body read by hand',
    'app/api/new/route.ts',
    "import { bff } from '@/lib/bff/handler';\nexport const POST = bff({}, async ({ request }) => Response.json(await request.json()));",
    /portal\/bff-handler: .*request\.json\(\)/,
  ],
  [
    'a dynamic segment without params',
    'app/api/new/[id]/things/route.ts',
    "import { bff } from '@/lib/bff/handler';\nexport const GET = bff({}, async ({ params }) => Response.json(params));",
    /portal\/bff-handler: .*dynamic segment/,
  ],
  [
    'a query without its schema',
    'app/api/new/route.ts',
    "import { bff } from '@/lib/bff/handler';\nexport const GET = bff({}, async ({ query }) => Response.json(query));",
    /portal\/bff-handler: .*query it does not declare/,
  ],
  [
    'a query without its schema, from the context',
    'app/api/new/route.ts',
    "import { bff } from '@/lib/bff/handler';\nexport const GET = bff({}, async (ctx) => Response.json(ctx.query));",
    /portal\/bff-handler: .*query it does not declare/,
  ],

  // Every word shown comes from the catalogues.
  ['JSX text', 'components/new/thing.tsx', 'export const A = () => <p>Pay now</p>;', /portal\/no-visible-words: "Pay now"/],
  ['a label', 'components/new/thing.tsx', 'export const A = () => <input aria-label="Amount" />;', /portal\/no-visible-words: "Amount"/],
  ['a template placeholder', 'app/ui/new/thing.tsx', 'export const A = () => <input placeholder={`mm/dd/yyyy`} />;', /portal\/no-visible-words: "mm\/dd\/yyyy"/],
  ['one side of a condition', 'components/new/thing.tsx', "export const A = ({ done, t }: { done: boolean; t: (k: string) => string }) => <p>{done ? 'Saved' : t('save')}</p>;", /portal\/no-visible-words: "Saved"/],
  ["a button's pending label", 'components/new/thing.tsx', 'const Button = (p: { pendingLabel: string; className: string }) => <b {...p} />;\nexport const A = () => <Button pendingLabel="Saving…" className="mb-2" />;', /portal\/no-visible-words: "Saving…"/],
  ["a page's title", 'app/ui/new/page.tsx', "export const metadata = { title: 'Statements' };\nexport default function Page() { return null; }", /portal\/no-visible-words: "Statements"/],

  // Every submit button shows its pending state.
  ['a submit button without its pending state', 'components/new/thing.tsx', 'export const A = ({ label }: { label: string }) => <button type="submit">{label}</button>;', /portal\/submit-shows-pending/],

  // A lender call is declared once, in the call table.
  ['a handler writes a lender path', 'app/api/new/route.ts', 'export const path = (id: number) => `/api/loan_accounts/${id}`;', /portal\/no-lender-path: .*\/api\/loan_accounts\/\{applicationId\}/],
  ['a loader adds to a lender path', 'lib/loan/new-loader.ts', "export const path = (id: number) => '/api/users/' + id;", /portal\/no-lender-path: .*\/api\/users\/\{id\}/],
  ['a lender module writes a path with its query', 'lib/lender/new.ts', "export const path = '/platform/auth/two_step?user_id=7';", /portal\/no-lender-path: .*\/platform\/auth\/two_step/],
  // A client component's function stays small.
  ['a client function over 120 lines', 'components/new/thing.tsx', "'use client';\n" + functionOf(121), /portal\/client-function-size: seedSomeone is 121 lines/],

  // The seed stays one small function per persona.
  ['a seed function over 80 lines', 'lender/db/seed/new-persona.ts', functionOf(81), /max-lines-per-function/],
];

const ALLOWED: [string, string, string][] = [
  [
    'a page loads through loadOptional',
    'app/ui/new/page.tsx',
    "import { lender } from '@/lib/lender/api';\nimport { isLoaded, loadOptional } from '@/lib/lender/page';\nexport default async function Page() { const me = await loadOptional(lender.getMe({ token: 't' })); return isLoaded(me) ? 1 : 0; }",
  ],
  ['a module outside app/ may catch', 'lib/client/new.ts', 'export const f = (p: () => Promise<number>) => p().catch(() => 0);'],
  [
    'a component calls a BFF route by its entry',
    'components/new/thing.tsx',
    "import { useBffCall } from '@/lib/client/bff-call';\nimport { bffRoutes } from '@/lib/client/bff-routes';\nexport function useStop() {\n  const call = useBffCall();\n  return (id: number) => call(bffRoutes.autopay.stop, { params: { id } });\n}",
  ],
  ['a route handler takes its body schema from its entry', 'app/api/new/route.ts', "import { bff } from '@/lib/bff/handler';\nimport { bffRoutes } from '@/lib/client/bff-routes';\nexport const POST = bff({ body: bffRoutes.autopay.create.body }, () => Response.json({ path: '/api/new' }));"],
  ["a helper of the component's own folder", 'test/boundaries/fixtures/sample-form.tsx', "import { postSample } from './use-sample-post';\nexport const f = postSample;"],
  ['a route handler uses the BFF wrapper', 'app/ui/new/route.ts', "import { bff } from '@/lib/bff/handler';\nexport const b = bff;"],
  [
    'a component reads view models, rules, constants and the request body it writes',
    'components/new/thing.tsx',
    [
      "import type { StatementView } from '@/lib/view/statement';",
      "import { IDEMPOTENCY_HEADER } from '@/lib/contract/transaction-headers';",
      "import type { CreateTransactionRequest } from '@/lib/contract/transactions';",
      "import { isNotFound } from '@/lib/lender/errors';",
      'export type X = [StatementView, CreateTransactionRequest, typeof IDEMPOTENCY_HEADER, typeof isNotFound];',
    ].join('\n'),
  ],
  [
    'a declared handler',
    'app/api/new/[id]/route.ts',
    "import { bff } from '@/lib/bff/handler';\nimport { IdParamSchema } from '@/lib/contract/common';\nimport { z } from 'zod';\nexport const GET = bff({ params: z.object({ id: IdParamSchema }), query: z.object({ page: z.string() }) }, ({ params, query }) => Response.json({ params, query }));",
  ],
  [
    'words from the catalogue, and signs that are not words',
    'components/new/thing.tsx',
    "export const A = ({ t }: { t: (k: string) => string }) => <p aria-label={t('total')} className=\"mb-2\">{t('pay')}{' '}·{'$'}</p>;",
  ],
  [
    'submit buttons that show their pending state, and a plain button',
    'components/new/thing.tsx',
    [
      "import { Button, blockPress } from '@/components/ui/button';",
      'export const A = ({ busy, label }: { busy: boolean; label: string }) => (',
      '  <>',
      '    <Button type="submit" pending={busy}>{label}</Button>',
      '    <button type="submit" aria-busy={busy} onClick={busy ? blockPress : undefined}>{label}</button>',
      '    <button type="button">{label}</button>',
      '  </>',
      ');',
    ].join('\n'),
  ],
  ['a seed function of 80 lines', 'lender/db/seed/new-persona.ts', functionOf(80)],
  [
    'a lender path from the call table, and paths of the portal',
    'lib/lender/new.ts',
    "import { callPath } from '../contract/calls';\nexport const paths = [callPath('getUser', { id: 7 }), '/api/health', '/ui/auth', `/api/monitoring/${'intake'}`];",
  ],
  ['a client function of 120 lines', 'components/new/thing.tsx', "'use client';\n" + functionOf(120)],
  ["a server component's longer function (not a client one)", 'components/new/thing.tsx', functionOf(130)],
];

test.each(FORBIDDEN)('refused: %s (%s)', async (_, file, code, words) => {
  const found = await errors(code, file);
  expect(found).toHaveLength(1);
  expect(found[0]).toMatch(words);
});

test.each(ALLOWED)('allowed: %s (%s)', async (_, file, code) => {
  expect(await errors(code, file)).toEqual([]);
});

test('an exception that is no longer needed fails the lint, so the exceptions only shrink', async () => {
  const code = "/* eslint-disable portal/no-visible-words -- a staff-only screen */\nexport const A = ({ t }: { t: (k: string) => string }) => <p>{t('x')}</p>;";
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'components/new/thing.tsx') });
  expect(result!.messages.map((m) => [m.severity, m.message])).toEqual([[2, expect.stringMatching(/Unused eslint-disable directive.*portal\/no-visible-words/)]]);
});
