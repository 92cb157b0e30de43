// Unit tests (lib/**, components/**, scripts/**, the sandbox's own rules in lender/domain/**, and test/** where the
// portal's and the sandbox's rules are held against each other) and the sandbox's API tests (lender/test/**).
// TypeScript through SWC.
const transform = {
  '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } }, module: { type: 'commonjs' } }],
};
const moduleNameMapper = { '^@/(.*)$': '<rootDir>/$1', '^server-only$': '<rootDir>/lib/testing/empty.js' };
// The build's copies (.next/standalone has the repository's package.json) are not modules of the tests.
// next-intl and what it runs on ship ES modules only: compiled like our own sources.
const transformIgnorePatterns = ['/node_modules/(?!(next-intl|use-intl|@formatjs|intl-messageformat|icu-minify)/)'];
const common = { transform, transformIgnorePatterns, moduleNameMapper, testEnvironment: 'node', modulePathIgnorePatterns: ['<rootDir>/.next/'] };

/** @type {import('jest').Config} */
module.exports = {
  // The API suites each start a database and reset it between tests: seconds each on a busy 2-core machine.
  testTimeout: 30_000,
  // Jest's default is one worker per core less one: a single worker on CI's two cores, the other idle.
  // Every suite has its own database (PGlite in memory), so all cores can run suites side by side:
  // 125 s instead of 289 s for the whole run on two cores. The PostgreSQL run keeps --runInBand.
  maxWorkers: '100%',
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/lib/**/*.test.ts', '<rootDir>/components/**/*.test.ts?(x)', '<rootDir>/scripts/**/*.test.ts', '<rootDir>/lender/domain/**/*.test.ts', '<rootDir>/test/**/*.test.ts'] },
    { ...common, displayName: 'api', testMatch: ['<rootDir>/lender/test/**/*.test.ts'], setupFiles: ['<rootDir>/lender/test/setup-env.ts'], globalSetup: '<rootDir>/lender/test/global-setup.ts', globalTeardown: '<rootDir>/lender/test/global-teardown.ts', slowTestThreshold: 20 },
  ],
};
