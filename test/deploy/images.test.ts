// The images' conventions, read from their Dockerfiles (no Docker engine here): every base pinned to an exact
// release, Node 24, a non-root user, a health check, no secret baked into the image; and compose.yaml: two
// portals behind the balancer, the sandbox and PostgreSQL, each started once what it needs is healthy.
// e2e/image.spec.ts runs the portal image's file tree itself.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { copiesOf, envOf, instructionsOf, parseDockerfile, words, type Stage } from '../../scripts/dockerfile';

const root = path.resolve(__dirname, '../..');
const DOCKERFILES = ['Dockerfile', 'lender/Dockerfile'];
const SECRET_NAME = /SECRET|PASSWORD|TOKEN|KEY|DATABASE_URL/i;

/** name:tag pinned to an exact release (x.y.z) or a digest; never latest or a bare major. */
const pinned = (image: string) => /@sha256:[0-9a-f]{64}$/.test(image) || /^[\w./-]+:\d+\.\d+(\.\d+)?(-[\w.]+)?$/.test(image);

describe.each(DOCKERFILES)('%s', (file) => {
  const stages = parseDockerfile(path.join(root, file));
  const final = stages.at(-1)!;
  const names = new Set(stages.map((s) => s.name).filter(Boolean));
  const bases = stages.map((s) => s.from).filter((from) => !names.has(from));

  it('builds in stages on Node 24, each base pinned to an exact release', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const base of bases) {
      expect(pinned(base)).toBe(true);
      expect(base).toMatch(/^node:24\.\d+\.\d+-slim/);
    }
  });

  it('runs as a user that is not root, named by number (Kubernetes checks runAsNonRoot by it)', () => {
    const user = instructionsOf(final, 'USER').at(-1);
    expect(user).toMatch(/^\d+(:\d+)?$/);
    expect(user!.split(':')[0]).not.toBe('0');
  });

  it('checks its health over HTTP', () => {
    const [check] = instructionsOf(final, 'HEALTHCHECK');
    expect(check).toMatch(/CMD/);
    expect(check).toMatch(/\/(api\/)?health/);
  });

  it('bakes no secret into the image: no ENV or ARG named like one', () => {
    for (const stage of stages) {
      expect(Object.keys(envOf(stage)).filter((name) => SECRET_NAME.test(name))).toEqual([]);
      expect(instructionsOf(stage, 'ARG').filter((arg) => SECRET_NAME.test(arg))).toEqual([]);
    }
  });

  it('starts with an exec-form command (signals reach node, not a shell)', () => {
    expect(instructionsOf(final, 'CMD').at(-1)).toMatch(/^\[/);
  });
});

describe('the portal image', () => {
  const final = parseDockerfile(path.join(root, 'Dockerfile')).at(-1)!;

  it('holds only the standalone build, copied from the build stage', () => {
    expect(copiesOf(final).map((c) => ({ from: c.from, sources: c.sources }))).toEqual([{ from: 'build', sources: ['/src/.next/standalone'] }]);
    expect(words(instructionsOf(final, 'CMD').at(-1)!)).toEqual(['node', 'server.js']);
  });

  it('runs in production, writes only under /tmp, and keeps idle connections longer than a balancer does', () => {
    expect(envOf(final).NODE_ENV).toBe('production');
    expect(envOf(final).RUM_LOG_FILE).toMatch(/^\/tmp\//);
    expect(Number(envOf(final).KEEP_ALIVE_TIMEOUT)).toBeGreaterThan(60_000);
  });
});

it('.dockerignore keeps git, installed packages, builds, local data and secrets out of the build context', () => {
  const ignored = readFileSync(path.join(root, '.dockerignore'), 'utf8').split('\n');
  expect(ignored).toEqual(expect.arrayContaining(['.git', 'node_modules', '.next', '.data', '.env*.local']));
});

describe('compose.yaml', () => {
  interface Service {
    image?: string;
    build?: { dockerfile: string };
    healthcheck?: unknown;
    depends_on?: Record<string, { condition: string }>;
    read_only?: boolean;
    tmpfs?: string[];
    environment?: Record<string, string>;
  }
  const compose = parse(readFileSync(path.join(root, 'compose.yaml'), 'utf8'), { merge: true }) as { services: Record<string, Service> };
  const services = compose.services;
  /** A service is healthy by its own healthcheck, or by the HEALTHCHECK of the Dockerfile it is built from. */
  const hasHealthcheck = (service: Service) =>
    Boolean(service.healthcheck) || (service.build ? instructionsOf(parseDockerfile(path.join(root, service.build.dockerfile)).at(-1) as Stage, 'HEALTHCHECK').length > 0 : false);

  it('runs two portals behind a balancer, the sandbox and PostgreSQL', () => {
    expect(Object.keys(services).sort()).toEqual(['balancer', 'portal-1', 'portal-2', 'postgres', 'sandbox']);
    const nginx = readFileSync(path.join(root, 'deploy/compose/nginx.conf'), 'utf8');
    expect(nginx).toMatch(/server portal-1:3000/);
    expect(nginx).toMatch(/server portal-2:3000/);
    expect(services['portal-1']!.environment!.LENDER_API_URL).toBe('http://sandbox:4010');
    expect(services.sandbox!.environment!.DATABASE_URL).toMatch(/@postgres:5432\//);
  });

  it('starts each service once what it needs is healthy', () => {
    const order: Record<string, string[]> = { sandbox: ['postgres'], 'portal-1': ['sandbox'], 'portal-2': ['sandbox'], balancer: ['portal-1', 'portal-2'] };
    for (const [name, needs] of Object.entries(order)) {
      expect(Object.keys(services[name]!.depends_on ?? {}).sort()).toEqual(needs);
      for (const need of needs) {
        expect(services[name]!.depends_on![need]!.condition).toBe('service_healthy');
        expect(hasHealthcheck(services[need]!)).toBe(true);
      }
    }
  });

  it('pins every image, runs our services read-only with /tmp writable, and takes secrets only from the environment', () => {
    for (const service of Object.values(services)) expect(pinned(service.image!)).toBe(true);
    for (const name of ['portal-1', 'portal-2', 'sandbox', 'balancer']) {
      expect(services[name]!.read_only).toBe(true);
      expect(services[name]!.tmpfs).toContain('/tmp');
    }
    for (const service of Object.values(services))
      for (const [name, value] of Object.entries(service.environment ?? {})) if (SECRET_NAME.test(name)) expect(value).toMatch(/\$\{[A-Z_]+(:[?-][^}]*)?\}/);
  });
});
