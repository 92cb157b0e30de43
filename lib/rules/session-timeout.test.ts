import {
  countdownAmount,
  countsAsActivity,
  formatCountdown,
  idleSignOutPath,
  idleState,
  IDLE_TIMEOUT_MS,
  PAGE_IDLE_LIMIT_MS,
  TOUCH_EVERY_MS,
  WARNING_MS,
} from './session-timeout';

const MIN = 60_000;
const T0 = Date.UTC(2026, 2, 10, 18, 0, 0);

describe('the limits', () => {
  it('warn two minutes before the page ends a session that the server ends 30 minutes after its last record', () => {
    expect(IDLE_TIMEOUT_MS).toBe(30 * MIN);
    expect(WARNING_MS).toBe(2 * MIN);
    // The server records activity at most once a minute: the page never outlives the server's session.
    expect(PAGE_IDLE_LIMIT_MS + TOUCH_EVERY_MS).toBeLessThanOrEqual(IDLE_TIMEOUT_MS);
    expect(WARNING_MS).toBeGreaterThanOrEqual(20_000); // WCAG 2.2.1: at least 20 seconds to answer
  });
});

describe('idleState', () => {
  it.each([
    [0, { phase: 'active', warnInMs: 27 * MIN }],
    [10 * MIN, { phase: 'active', warnInMs: 17 * MIN }],
    [27 * MIN - 1, { phase: 'active', warnInMs: 1 }],
    [27 * MIN, { phase: 'warning', leftMs: 2 * MIN }],
    [28 * MIN + 30_000, { phase: 'warning', leftMs: 30_000 }],
    [29 * MIN - 1, { phase: 'warning', leftMs: 1 }],
    [29 * MIN, { phase: 'ended' }],
    [5 * 60 * MIN, { phase: 'ended' }],
    // Another tab's clock a little ahead: a last activity "in the future" is now.
    [-5_000, { phase: 'active', warnInMs: 27 * MIN }],
  ])('%d ms after the last activity → %o', (idle, expected) => {
    expect(idleState(T0, T0 + idle)).toEqual(expected);
  });
});

describe('countsAsActivity', () => {
  it.each([
    ['/ui/customers/1/applications/2', true],
    ['/api/transactions', true],
    ['/ui/auth/session', true],
    ['/files/9/url_proxy', true],
    ['/api/monitoring/intake', false],
    ['/api/health', false],
    ['/api/ready', false],
  ])('%s → %s', (path, expected) => {
    expect(countsAsActivity(path)).toBe(expected);
  });
});

describe('formatCountdown and countdownAmount', () => {
  it.each([
    [2 * MIN, '2:00', 'minutes', 2],
    [2 * MIN - 1, '2:00', 'minutes', 2],
    [MIN + 5_000, '1:05', 'minutes', 2],
    [MIN, '1:00', 'minutes', 1],
    [59_000, '0:59', 'seconds', 59],
    [1, '0:01', 'seconds', 1],
    [0, '0:00', 'seconds', 0],
    [-10, '0:00', 'seconds', 0],
  ])('%d ms → %s, %s %d', (ms, clock, unit, count) => {
    expect(formatCountdown(ms)).toBe(clock);
    expect(countdownAmount(ms)).toEqual({ unit, count });
  });
});

it('idleSignOutPath keeps the return path, encoded', () => {
  expect(idleSignOutPath('/ui/customers/1/applications/2/make-payment?manageAutoPay=1')).toBe(
    '/ui/auth/logout?reason=idle&redirect_uri=%2Fui%2Fcustomers%2F1%2Fapplications%2F2%2Fmake-payment%3FmanageAutoPay%3D1',
  );
});
