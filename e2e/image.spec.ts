// The portal image without a Docker engine: the Dockerfile's final stage is laid out in a temporary folder
// from the real build (each of its COPY lines, the build stage's /src being this repository, where the
// browser tests' server has just built the portal), with the base image's node where the image has it.
// The tree is made read-only and started as the image starts it (its CMD, WORKDIR and ENV) as the image's
// unprivileged USER, with only its /tmp writable. It answers its health check (with its release and
// commit), readiness, the sign-in page and a static chunk, and a monitoring report lands under /tmp.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SESSION_SECRET, sandboxURL } from '../playwright.config';
import { copiesOf, envOf, instructionsOf, parseDockerfile, words, workdirOf } from '../scripts/dockerfile';
import { freePort, startServer, stopServer, type StartedServer } from './own-servers';

const root = path.resolve(__dirname, '..');
const stages = parseDockerfile(path.join(root, 'Dockerfile'));
const image = stages.at(-1)!;

/** A path of the image, inside the folder that stands for its root. */
const inImage = (tree: string, target: string) => path.join(tree, path.posix.resolve(workdirOf(image), target));

/** The final stage's files: each COPY from the build stage (its WORKDIR is this repository) or the context. */
function layOut(tree: string): void {
  for (const copy of copiesOf(image)) {
    const stage = copy.from ? stages.find((s) => s.name === copy.from) : null;
    if (copy.from && !stage) throw new Error(`COPY --from=${copy.from}: no such stage`);
    for (const source of copy.sources) {
      const from = stage ? path.join(root, path.posix.relative(workdirOf(stage), path.posix.resolve(workdirOf(stage), source))) : path.join(root, source);
      if (!existsSync(from)) throw new Error(`COPY ${source}: ${from} is missing (has the portal been built?)`);
      // What servers of other specs wrote under the build while it ran here (their .data/ logs) is not the
      // build's: a build stage in an image has run nothing.
      cpSync(from, inImage(tree, copy.destination), { recursive: true, verbatimSymlinks: true, filter: (file) => path.basename(file) !== '.data' });
    }
  }
  // The base image's node, this same binary (it may live where the image's user could not reach it).
  mkdirSync(path.join(tree, 'usr/local/bin'), { recursive: true });
  copyFileSync(process.execPath, path.join(tree, 'usr/local/bin/node'));
  chmodSync(path.join(tree, 'usr/local/bin/node'), 0o755);
}

/** The image's ENV, its /tmp being the tree's own. */
function imageEnv(tree: string): Record<string, string> {
  return Object.fromEntries(Object.entries(envOf(image)).map(([name, value]) => [name, value.startsWith('/tmp/') ? path.join(tree, value) : value]));
}

/** The image's USER as setpriv's arguments: root here switches to it; anyone else runs as themselves. */
function asImageUser(): string[] {
  const [uid, gid = uid] = instructionsOf(image, 'USER').at(-1)!.split(':');
  return process.getuid?.() === 0 ? ['setpriv', `--reuid=${uid}`, `--regid=${gid}`, '--clear-groups', '--'] : [];
}

// One tree and one server for the file's tests, in one worker.
test.describe.configure({ mode: 'serial' });

let tree = '';
let portal: StartedServer | null = null;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  tree = mkdtempSync(path.join(os.tmpdir(), 'portal-image-'));
  layOut(tree);
  // Read-only for everyone but the tree's /tmp (the container's tmpfs).
  execFileSync('chmod', ['-R', 'a-w', tree]);
  chmodSync(tree, 0o555);
  mkdirSync(path.join(tree, 'tmp'));
  chmodSync(path.join(tree, 'tmp'), 0o1777);
  const port = await freePort();
  // NODE_ENV is the image's own (test/deploy/images.test.ts holds it to production); typed here for Node's types.
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: 'production',
    ...imageEnv(tree),
    PATH: `${path.join(tree, 'usr/local/bin')}:/usr/bin:/bin`,
    HOME: path.join(tree, 'tmp'),
    TMPDIR: path.join(tree, 'tmp'),
    PORT: String(port),
    HOSTNAME: '127.0.0.1',
    LENDER_API_URL: sandboxURL,
    SESSION_SECRET,
  };
  const [command, ...args] = [...asImageUser(), ...words(instructionsOf(image, 'CMD').at(-1)!)];
  portal = await startServer(command!, args, { cwd: inImage(tree, '.'), env, port, label: 'the image' });
});

test.afterAll(() => {
  if (portal) stopServer(portal.child);
  if (tree) {
    spawnSync('chmod', ['-R', 'u+w', tree]);
    rmSync(tree, { recursive: true, force: true });
  }
});

test('the image holds the standalone build only, and nothing in it is writable', () => {
  expect(readdirSync(inImage(tree, '.')).sort()).toEqual(expect.arrayContaining(['.next', 'node_modules', 'public', 'server.js']));
  for (const absent of ['lender', '.git', '.data', 'app', 'e2e']) expect(existsSync(inImage(tree, absent))).toBe(false);
  // The user the image runs as cannot create a file where its server lives.
  const [command = 'touch', ...args] = [...asImageUser(), 'touch', inImage(tree, 'probe')];
  expect(spawnSync(command, args).status).not.toBe(0);
});

test('runs read-only as its user: health with release and commit, ready, sign-in, a static chunk', async () => {
  const { url, output } = portal!;
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
  const health = (await (await fetch(`${url}/api/health`)).json()) as { status: string; version: string; commit: string };
  expect(health).toEqual({ status: 'ok', version, commit: expect.stringMatching(/^[0-9a-f]{40}$/) });
  // A commit of this repository.
  expect(spawnSync('git', ['cat-file', '-e', `${health.commit}^{commit}`], { cwd: root }).status).toBe(0);
  const ready = await fetch(`${url}/api/ready`);
  expect({ status: ready.status, body: await ready.json() }).toEqual({ status: 200, body: { status: 'ready' } });
  const signIn = await fetch(`${url}/ui/auth`);
  expect(signIn.status).toBe(200);
  const html = await signIn.text();
  expect(html).toContain('Sign in');
  const chunk = html.match(/\/_next\/static\/[^"']+\.js/)?.[0];
  expect(chunk).toBeTruthy();
  expect((await fetch(`${url}${chunk}`)).status).toBe(200);
  // security.txt, served to anyone (no session) from public/.well-known.
  const securityTxt = await fetch(`${url}/.well-known/security.txt`, { redirect: 'manual' });
  expect(securityTxt.status).toBe(200);
  expect(await securityTxt.text()).toBe(readFileSync(path.join(root, 'public/.well-known/security.txt'), 'utf8'));
  expect(output()).not.toMatch(/EACCES|EROFS|read-only file system/i);
});

test('a monitoring report is written under /tmp, the one writable place', async () => {
  const { url } = portal!;
  const viewId = `image-${Date.now()}`;
  const vital = { type: 'web-vital', name: 'LCP', value: 700, id: 'v5-image', path: '/ui/auth' };
  const res = await fetch(`${url}/api/monitoring/intake`, { method: 'POST', headers: { 'content-type': 'application/json', origin: url }, body: JSON.stringify({ view_id: viewId, events: [vital] }) });
  expect(res.status).toBe(202);
  const log = imageEnv(tree).RUM_LOG_FILE!;
  expect(log.startsWith(path.join(tree, 'tmp') + path.sep)).toBe(true);
  await expect.poll(() => (existsSync(log) ? readFileSync(log, 'utf8') : '')).toContain(viewId);
  expect(portal!.output()).not.toMatch(/delivery failed/);
});
