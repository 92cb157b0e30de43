// Browser tests: a real Chromium (Debian's) against the real portal and a fresh sandbox database.
import { defineConfig, devices } from '@playwright/test';

/** 'spec': the second pass of npm run test:e2e, against a sandbox that sends only what the spec names. */
const SPEC_WIRE = process.env.E2E_SANDBOX_WIRE === 'spec';
const PORT = Number(process.env.E2E_PORT ?? (SPEC_WIRE ? 3101 : 3100));
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? (SPEC_WIRE ? 4111 : 4110));
export const baseURL = `http://localhost:${PORT}`;
export const sandboxURL = `http://127.0.0.1:${SANDBOX_PORT}`;
/** The portal's session secret in the browser tests: the session tests seal cookies of their own with it. */
export const SESSION_SECRET = 'e2e-session-secret-that-is-long-enough-0123456789';
/** Both servers' output (scripts/start.mjs's LOG_FILE): the log test searches it for secrets. */
export const serverLogFile = process.env.E2E_LOG_FILE ?? '.data/e2e/server.log';

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Keeps the saved sessions of e2e/.auth from passing the portal's 30 idle minutes on a slow machine.
  globalSetup: './e2e/keep-sessions-alive.ts',
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: SPEC_WIRE
    ? [{ name: 'spec-wire', use: { ...devices['Desktop Chrome'], launchOptions: chromium }, testMatch: /spec-wire\.spec\.ts/, fullyParallel: false }]
    : [
        { name: 'setup', testMatch: /auth\.setup\.ts/ },
        { name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromium }, dependencies: ['setup'], testIgnore: [/\.serial\.spec\.ts/, /spec-wire\.spec\.ts/] },
        // Tests that change what others rely on (a persona's sign-in e-mail, ana's password and her saved
        // session) run last, one at a time: one worker, so two such files never overlap (fullyParallel: false
        // alone keeps only each file's tests in order).
        { name: 'serial', use: { ...devices['Desktop Chrome'], launchOptions: chromium }, dependencies: ['chromium'], testMatch: /\.serial\.spec\.ts/, fullyParallel: false, workers: 1 },
      ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/ui/auth`,
    // A fresh clone builds first (next build on two cores): minutes, more on a busy machine.
    timeout: 600_000,
    reuseExistingServer: false,
    // Both servers' output goes to serverLogFile (LOG_FILE); errors still show here.
    stdout: 'ignore',
    env: {
      PORT: String(PORT),
      SANDBOX_PORT: String(SANDBOX_PORT),
      SANDBOX_DATA_DIR: 'memory',
      LOG_FILE: serverLogFile,
      DATABASE_URL: '',
      SESSION_SECRET,
      SANDBOX_WIRE: SPEC_WIRE ? 'spec' : 'full',
    },
  },
});
