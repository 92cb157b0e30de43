// Browser tests: a real Chromium (Debian's) against the real portal and a fresh sandbox database.
import { readdirSync } from 'node:fs';
import path from 'node:path';
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

const desktop = { ...devices['Desktop Chrome'], launchOptions: chromium };

/**
 * The serial files by lane. nia's and fay's sign-ins (two-step), nia's bank accounts and autopay, ana's
 * language, password and e-mail, and the faults on fay's and kim's loans all stay in one lane; the other
 * holds personas no file of the first touches (ola, lou, dev) and scratch customers. A serial file in no
 * lane (or in two) stops the suite before it starts, below.
 */
const SERIAL_LANES = {
  nia: /(keyboard|logs|two-step|spanish|loan-area-faults|password-reset|preferences)\.serial\.spec\.ts$/,
  others: /(activation|spanish-account-access|passkeys-missing)\.serial\.spec\.ts$/,
  last: /(rate-limits|upload-memory)\.serial\.spec\.ts$/,
};
for (const file of readdirSync(path.join(__dirname, 'e2e')).filter((name) => name.endsWith('.serial.spec.ts'))) {
  const lanes = Object.entries(SERIAL_LANES).filter(([, lane]) => lane.test(file));
  if (lanes.length !== 1) throw new Error(`e2e/${file} is in ${lanes.length} serial lanes of playwright.config.ts: give it exactly one`);
}

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
    // A trace only where a test failed once and is run again (CI retries once): recording every test's trace to
    // keep a failed one's cost a quarter of the suite's time (the walks: 161 s against 210 s, Chromium's CPU
    // 170 s against 245 s). A failure that holds on the retry has its trace, and every failure its screenshot;
    // on a machine without retries, `npm run test:e2e -- --trace on <file>` records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: SPEC_WIRE
    ? [{ name: 'spec-wire', use: desktop, testMatch: /spec-wire\.spec\.ts/, fullyParallel: false }]
    : [
        { name: 'setup', testMatch: /auth\.setup\.ts/ },
        { name: 'chromium', use: desktop, dependencies: ['setup'], testIgnore: [/\.serial\.spec\.ts/, /spec-wire\.spec\.ts/] },
        // Tests that change what others rely on (a persona's sign-in e-mail, ana's password and her saved
        // session) run after the parallel ones, one file at a time in each of two lanes that share no persona
        // and no sandbox fault (one worker each: fullyParallel: false alone keeps only each file's tests in
        // order); the rate limits, which use up the sign-ins of every loopback address, run last, alone.
        { name: 'serial', use: desktop, dependencies: ['chromium'], testMatch: SERIAL_LANES.nia, fullyParallel: false, workers: 1 },
        { name: 'serial-others', use: desktop, dependencies: ['chromium'], testMatch: SERIAL_LANES.others, fullyParallel: false, workers: 1 },
        { name: 'serial-last', use: desktop, dependencies: ['serial', 'serial-others'], testMatch: SERIAL_LANES.last, fullyParallel: false, workers: 1 },
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
      // Every sign-in, step-up, PIN and code hashes: at scrypt's lowest allowed cost the suite spends its time
      // on what it tests (lender/domain/passwords.ts).
      SANDBOX_SCRYPT_COST: '1024',
    },
  },
});
