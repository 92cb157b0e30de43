import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...next,
  ...nextTs,
  { ignores: ['.next/**', '.data/**', 'node_modules/**', 'next-env.d.ts', 'lender/drizzle/**', 'test-results/**', 'playwright-report/**'] },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: "Use { Link } from '@/components/ui/link': it never prefetches (issues 13 and 14)." }] },
      ],
    },
  },
  { files: ['components/ui/link.tsx'], rules: { 'no-restricted-imports': 'off' } },
  // The two parties (docs: DESIGN.md, "The sandbox is the other party"). Paths are resolved, so relative,
  // '@/' and re-exporting imports are all caught. test/** (the agreement tests) may import both sides.
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
              except: ['./limits.ts'],
              message: 'lib/rules depends on nothing above it: give the rule its own small input type, and take a wire limit or message from lib/contract/limits.ts.',
            },
            {
              target: './lib/common',
              from: './lib',
              except: ['./common'],
              message: 'lib/common holds generic helpers shared with the sandbox: it imports nothing of the portal.',
            },
          ],
        },
      ],
    },
  },
];

export default config;
