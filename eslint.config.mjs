import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import portal from './eslint/portal-rules.mjs';

/** The portal's own code that runs or renders in pages (its tests aside). */
const PORTAL_UI = ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'];
const TESTS = ['**/*.test.{ts,tsx}', '**/*.bench.{ts,tsx}'];

const NATIVE_NETWORK = 'Call the BFF with useBffCall (lib/client/bff-call.ts) and a route of lib/client/bff-routes.ts: it parses the answer with its schema and sends an ended session to sign in.';

// In flat config a later object that sets a rule for the same files replaces its options, it does not add to
// them: each built-in no-restricted-* rule is set once per set of files below, and a new restriction goes
// into that list, or into the portal plugin (eslint/portal-rules.mjs) as a rule of its own.
const config = [
  ...next,
  ...nextTs,
  { ignores: ['.next/**', '.data/**', 'node_modules/**', 'next-env.d.ts', 'lender/drizzle/**', 'test-results/**', 'playwright-report/**'] },
  // An exception is an eslint-disable comment with its reason beside the code; one that is no longer needed
  // fails the lint, so the exceptions only shrink.
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  {
    plugins: { portal },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: "Use { Link } from '@/components/ui/link': it never prefetches." }] },
      ],
    },
  },
  { files: ['components/ui/link.tsx'], rules: { 'no-restricted-imports': 'off' } },
  // A page or loader handles a failed lender call one way: loadOptional (401 → sign in again, 404 → 'missing',
  // else 'failed', logged). A `.catch` on a call would also swallow the redirect to sign in that a revoked
  // session needs, and Next's own control flow.
  {
    files: ['app/**/*.{ts,tsx}', 'lib/loan/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='catch'][callee.object.type='CallExpression']",
          message: "Load through loadOptional (lib/lender/page) and decide with isLoaded/foundOr404: a .catch on a lender call swallows the redirect to sign in and Next's control flow.",
        },
      ],
    },
  },
  // The browser reaches the BFF only through lib/client (useBffCall and the route table), which parses every answer
  // with its schema and sends an ended session to sign in: no code of app/ or components/ talks to the
  // network itself.
  {
    files: PORTAL_UI,
    ignores: TESTS,
    rules: {
      'no-restricted-globals': ['error', ...['fetch', 'XMLHttpRequest', 'EventSource', 'WebSocket'].map((name) => ({ name, message: NATIVE_NETWORK }))],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) => ['fetch', 'XMLHttpRequest', 'EventSource', 'WebSocket'].map((property) => ({ object, property, message: NATIVE_NETWORK }))),
        { property: 'sendBeacon', message: NATIVE_NETWORK },
      ],
      'portal/bff-helper-in-its-folder': 'error',
    },
  },
  // A component calls a BFF route by its entry, never by a path (route handlers are the BFF itself).
  { files: PORTAL_UI, ignores: [...TESTS, 'app/**/route.{ts,tsx}'], rules: { 'portal/bff-route-by-entry': 'error' } },
  // Pages and components read view models (lib/view), never the lender's wire.
  { files: PORTAL_UI, rules: { 'portal/no-wire-attributes': 'error' } },
  {
    files: ['components/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: {
      'portal/contract-in-components': [
        'error',
        {
          // lib/contract's modules of fixed words and limits, without zod and without wire records.
          constants: [
            'lib/contract/limits',
            'lib/contract/apply-words',
            'lib/contract/feedback-words',
            'lib/contract/bank-link-tokens',
            'lib/contract/passkey-words',
            'lib/contract/team-comment-words',
            'lib/contract/transaction-headers',
            'lib/contract/signing-consent',
            'lib/contract/bank-link-sandbox',
            'lib/contract/step-up-words',
            'lib/contract/assistance-words',
          ],
          // The request bodies a component writes, whose wire spelling is the point: the BFF checks each with
          // the same schema, so the component's body is type-checked against it. Answers and records never.
          requestBodies: {
            CreateTransactionRequest: 'the payment the payment step sends (POST /api/transactions)',
            TeamCommentBody: 'the mailbox comment the compose boxes send (POST /api/team_comments)',
            PlaidMetadata: "the bank link's metadata, as Plaid (or its stand-in) hands it over, sent on to add the account",
            RumEvent: 'the beacon of real-user measures the browser sends to the monitoring intake',
          },
        },
      ],
    },
  },
  // Every BFF handler is a bff() handler declaring what it reads; the open ones that are not say why beside
  // their code.
  { files: ['app/{api,files,platform}/**/route.{ts,tsx}'], rules: { 'portal/bff-handler': 'error' } },
  // Every word a page or component shows comes from the catalogues; the staff-only screens, which stay in
  // English, say so at their top. Every submit button shows its pending state.
  { files: ['app/**/*.tsx', 'components/**/*.tsx'], ignores: TESTS, rules: { 'portal/no-visible-words': 'error', 'portal/submit-shows-pending': 'error' } },
  // A lender call is declared once, in the call table; server modules call it through the derived client.
  // The BFF's routes repeat the lender's paths: their one table (lib/client/bff-routes.ts) is where the
  // browser's paths are written, and components name its entries (portal/bff-route-by-entry).
  {
    files: ['app/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}', 'proxy.ts', 'instrumentation.ts'],
    ignores: [...TESTS, 'lib/contract/**', 'lib/client/bff-routes.ts'],
    rules: { 'portal/no-lender-path': 'error' },
  },
  // A client component's function stays small (the form pattern lives in its hook, not in each form).
  { files: PORTAL_UI, ignores: TESTS, rules: { 'portal/client-function-size': ['error', { max: 120 }] } },
  // The seed stays one small function per persona, named for what it shows.
  { files: ['lender/db/seed/**/*.ts'], rules: { 'max-lines-per-function': ['error', { max: 80 }] } },
  // The two parties, and the layers of the portal. Paths are resolved, so relative, '@/' and re-exporting
  // imports are all caught. test/** (the agreement tests) may import both sides.
  {
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './lender',
              from: ['./lib', './components', './app', './proxy.ts', './instrumentation.ts'],
              except: ['./contract', './common', './testing'],
              message: "The sandbox is the other party: it imports only lib/contract, lib/common and lib/testing, never the portal's rules, loan, session, BFF, client, lender client, components or app. Write the lender's own rule in lender/domain.",
            },
            {
              target: ['./lib', './app', './components', './proxy.ts', './instrumentation.ts'],
              from: './lender',
              message: 'The portal never imports the lender sandbox: it talks to the lender API over HTTP (lib/lender).',
            },
            {
              target: './lib/contract',
              from: './lib',
              except: ['./contract', './common', './testing'],
              message: 'lib/contract is the wire, shared with the sandbox: it imports no portal rule. Put a wire limit or message in lib/contract/limits.ts.',
            },
            {
              // Rules depend on nothing above them: a rule takes its own small input types (its tests may hold
              // it against the contract). The contract's limits and messages are the one module both import.
              target: './lib/rules/**/!(*.test).ts',
              from: './lib/contract',
              // assistance-words.ts: help with payments' own limits and messages, kept beside its schemas. The
              // apply, feedback and bank-link-token modules are parts of limits.ts (which re-exports them) that the
              // browser reaches on most pages, kept apart so that a page does not load every message of the wire.
              except: ['./limits.ts', './assistance-words.ts', './apply-words.ts', './feedback-words.ts', './bank-link-tokens.ts'],
              message: 'lib/rules depends on nothing above it: give the rule its own small input type, and take a wire limit or message from lib/contract/limits.ts.',
            },
            {
              target: './lib/common',
              from: './lib',
              except: ['./common'],
              message: 'lib/common holds generic helpers shared with the sandbox: it imports nothing of the portal.',
            },
            {
              // Route handlers are the BFF: they use its wrapper.
              target: ['./components/**', './app/**/!(route).{ts,tsx}'],
              from: './lib/bff',
              message: "lib/bff is the server's BFF wrapper, for route handlers: the browser calls the BFF with useBffCall (lib/client/bff-call.ts).",
            },
            {
              target: ['./components', './app'],
              from: './lib/client',
              except: ['./bff-fetch.ts', './bff-call.ts', './bff-routes.ts', './use-bff-form.ts', './upload-file.ts'],
              message: "The browser's one client is lib/client: call a route of bff-routes.ts with useBffCall (bff-call.ts), a form through useBffForm (use-bff-form.ts), a file with progress through uploadFile (upload-file.ts).",
            },
            {
              // A shared primitive is rendered by every feature: a call of its own would be a second way to call the BFF.
              target: './components/ui',
              from: ['./lib/client/bff-fetch.ts', './lib/client/bff-call.ts', './lib/client/use-bff-form.ts'],
              message: 'A shared primitive of components/ui does not call the BFF: the feature that renders it does, with useBffCall.',
            },
            {
              target: './components',
              from: ['./lib/lender/api.ts', './lib/session'],
              message: 'A component renders what its page loaded: the lender client and the session belong to the page (or its loader), which passes view models as props.',
            },
          ],
        },
      ],
    },
  },
];

export default config;
