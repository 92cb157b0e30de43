// The release and commit reach the three places an operator tells deploys apart by: /api/health, every log
// line (both servers' pino loggers) and every monitoring event the intake writes or forwards.
import { GET } from '../../app/api/health/route';
import { toRecords } from '../../lib/monitoring/intake';
import packageJson from '../../package.json';
import { buildInfo } from '../../lib/common/build-info';
import { createLogger } from '../../lib/common/log';

const saved = { version: process.env.BUILD_VERSION, commit: process.env.BUILD_COMMIT };
const COMMIT = '0123456789abcdef0123456789abcdef01234567';

beforeEach(() => {
  process.env.BUILD_VERSION = '9.8.7';
  process.env.BUILD_COMMIT = COMMIT;
});
afterEach(() => {
  for (const [name, value] of [['BUILD_VERSION', saved.version], ['BUILD_COMMIT', saved.commit]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

it('falls back to the package version and an unknown commit when nothing was built in', () => {
  delete process.env.BUILD_VERSION;
  delete process.env.BUILD_COMMIT;
  expect(buildInfo()).toEqual({ version: packageJson.version, commit: 'unknown' });
});

it('/api/health shows them', async () => {
  expect(await GET().json()).toEqual({ status: 'ok', version: '9.8.7', commit: COMMIT });
});

it('a log line carries them', () => {
  const lines: string[] = [];
  createLogger('portal', (line) => lines.push(line)).info({ route: '/api/health' }, 'served');
  expect(JSON.parse(lines[0]!)).toMatchObject({ name: 'portal', version: '9.8.7', commit: COMMIT, msg: 'served' });
});

it('a monitoring event carries them', () => {
  const batch = { view_id: 'view-12345678', events: [{ type: 'web-vital' as const, name: 'LCP' as const, value: 900, rating: 'good' as const, id: 'v1-123', path: '/ui/auth' }] };
  expect(toRecords(batch, new Date())).toEqual([expect.objectContaining({ version: '9.8.7', commit: COMMIT, view_id: 'view-12345678' })]);
});
