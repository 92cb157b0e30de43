// The release flow of docs/operations.md, in a repository of its own: `npm version minor` runs
// scripts/changelog.mjs as its `version` script, so the release commit holds the new CHANGELOG.md entry
// (the commits since the last tag, nothing older) and the sandbox's package at the same version, and
// npm tags it.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const script = path.join(__dirname, 'changelog.mjs');
const dir = mkdtempSync(path.join(os.tmpdir(), 'release-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();
const json = (file: string) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { version: string };

it('npm version writes the entry, bumps the sandbox too, commits and tags', () => {
  git('init', '-q', '-b', 'main');
  git('config', 'user.email', 'release@example.com');
  git('config', 'user.name', 'Release');
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'p', version: '1.0.0', private: true, scripts: { version: `node ${script}` } }, null, 2));
  mkdirSync(path.join(dir, 'lender'));
  writeFileSync(path.join(dir, 'lender/package.json'), JSON.stringify({ name: 'lender', version: '1.0.0' }, null, 2));
  git('add', '.');
  git('commit', '-qm', 'Before the last release');
  git('tag', 'v1.0.0');
  for (const subject of ['Payments: a receipt', 'Sign-in: a clearer message']) {
    writeFileSync(path.join(dir, `${subject.length}.txt`), subject);
    git('add', '.');
    git('commit', '-qm', subject);
  }

  execFileSync('npm', ['version', 'minor', '-m', 'Release %s'], { cwd: dir, encoding: 'utf8', env: { ...process.env, npm_config_workspaces: '' } });

  const changelog = readFileSync(path.join(dir, 'CHANGELOG.md'), 'utf8');
  expect(changelog).toMatch(/^# Changelog\n/);
  expect(changelog).toMatch(/## 1\.1\.0 — \d{4}-\d{2}-\d{2}\n\nSince v1\.0\.0:\n\n- [0-9a-f]+ Sign-in: a clearer message\n- [0-9a-f]+ Payments: a receipt\n/);
  expect(changelog).not.toContain('Before the last release');
  expect(json('package.json').version).toBe('1.1.0');
  expect(json('lender/package.json').version).toBe('1.1.0');
  expect(git('tag', '--points-at', 'HEAD')).toBe('v1.1.0');
  expect(git('show', '--name-only', '--format=%s', 'HEAD').split('\n').filter(Boolean).sort()).toEqual(['CHANGELOG.md', 'Release 1.1.0', 'lender/package.json', 'package.json']);
  expect(git('status', '--porcelain')).toBe('');
});
