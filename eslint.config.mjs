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
];

export default config;
