// npm's `version` lifecycle script (docs/operations.md, releasing): `npm version major|minor|patch` bumps
// package.json, then this writes the release's entry at the top of CHANGELOG.md (every commit since the last
// v* tag, merges left out), gives the sandbox's package (lender/) the same version in its package.json and
// in package-lock.json, and stages the three files, so that npm's release commit and its tag vX.Y.Z hold them.
// Runs in the current folder (npm runs it at the repository's root).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const HEADER = '# Changelog\n\nEach release: its version, its date, and the commits since the one before (`npm version`, docs/operations.md).\n';

const git = (root, args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/** The last release tag reachable from HEAD, or null before the first. */
function lastTag(root) {
  try {
    return git(root, ['describe', '--tags', '--abbrev=0', '--match', 'v[0-9]*']);
  } catch {
    return null;
  }
}

/** The release's entry: a heading with its version and date, one line per commit since `since`. */
export function entry(root, version, date, since = lastTag(root)) {
  const range = since ? [`${since}..HEAD`] : ['HEAD'];
  const subjects = git(root, ['log', '--no-merges', '--format=%h %s', ...range]).split('\n').filter(Boolean);
  const lines = subjects.map((line) => `- ${line}`);
  return `## ${version} — ${date}\n\n${since ? `Since ${since}:` : 'The first release.'}\n\n${lines.join('\n') || '- (no commits)'}\n`;
}

/** CHANGELOG.md with `text` as its newest entry, under the header. */
export function prepend(changelog, text) {
  const body = changelog.startsWith(HEADER) ? changelog.slice(HEADER.length) : changelog.replace(/^# Changelog\n+/, '');
  return `${HEADER}\n${text}${body ? `\n${body.replace(/^\n+/, '')}` : ''}`;
}

/** The sandbox's package follows the portal's version, in its package.json and in the lock file. */
function syncWorkspace(root, version) {
  const lenderFile = path.join(root, 'lender', 'package.json');
  if (existsSync(lenderFile)) {
    const lender = JSON.parse(readFileSync(lenderFile, 'utf8'));
    writeFileSync(lenderFile, JSON.stringify({ ...lender, version }, null, 2) + '\n');
  }
  const lockFile = path.join(root, 'package-lock.json');
  if (existsSync(lockFile)) {
    const lock = JSON.parse(readFileSync(lockFile, 'utf8'));
    if (lock.packages?.lender) lock.packages.lender.version = version;
    writeFileSync(lockFile, JSON.stringify(lock, null, 2) + '\n');
  }
}

export function release(root, date = new Date().toISOString().slice(0, 10)) {
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const file = path.join(root, 'CHANGELOG.md');
  const before = existsSync(file) ? readFileSync(file, 'utf8') : '';
  writeFileSync(file, prepend(before, entry(root, version, date)));
  syncWorkspace(root, version);
  git(root, ['add', 'CHANGELOG.md', ...['lender/package.json', 'package-lock.json'].filter((f) => existsSync(path.join(root, f)))]);
  return version;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  console.log(`[version] CHANGELOG.md: the entry of ${release(process.cwd())}`);
}
