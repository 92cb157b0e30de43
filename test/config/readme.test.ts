// The README is read in two minutes: under 12 KB, its first screen says how to start and sign
// in, and every link it (or a page of docs/) makes to a file of the repository, or to a heading in one, works.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');

const anchorsOf = (file: string) =>
  new Set(
    readFileSync(file, 'utf8')
      .replace(/```[\s\S]*?```/g, '')
      .split('\n')
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) => slug(line.replace(/^#+ /, ''))),
  );

/** The links of a Markdown text to the repository's files: [text](target) and ![alt](target), not URLs. */
const localLinks = (text: string) =>
  [...text.replace(/```[\s\S]*?```/g, '').matchAll(/!?\[[^\]]*\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((t) => !/^[a-z]+:/i.test(t));

/** The links of `file` (or of `text` as if it were that file) that lead nowhere. */
function brokenLinks(file: string, text = readFileSync(file, 'utf8')): string[] {
  const broken: string[] = [];
  for (const target of localLinks(text)) {
    const [filePart, anchor] = target.split('#') as [string, string | undefined];
    const resolved = filePart ? path.resolve(path.dirname(file), decodeURI(filePart)) : file;
    if (!existsSync(resolved)) broken.push(`${target}: no such file`);
    else if (anchor && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor)) broken.push(`${target}: no such heading`);
  }
  return broken.map((b) => `${path.relative(root, file)} → ${b}`);
}

test('the README is under 12 KB', () => {
  expect(Buffer.byteLength(readme)).toBeLessThan(12 * 1024);
});

test('its first screen shows how to start and whom to sign in as', () => {
  const firstScreen = readme.split('\n').slice(0, 30).join('\n');
  for (const needed of ['npm ci', 'npm start', 'http://localhost:3000', 'ana@example.com', 'demo-password']) expect(firstScreen).toContain(needed);
});

test('it links the moved write-ups, the architecture and the lender API guide', () => {
  const links = localLinks(readme).map((l) => l.split('#')[0]);
  for (const doc of ['docs/performance.md', 'docs/reliability.md', 'docs/security.md', 'docs/accessibility.md', 'docs/architecture.md', 'docs/lender-api.md', '.env.example']) {
    expect(links).toContain(doc);
  }
  expect(readme).toMatch(/\(docs\/lender-api\.md#running-against-your-lender-api\)/);
});

test('its deployment section links the images, compose, the manifests, operations and the decisions', () => {
  const section = readme.slice(readme.indexOf('## Deploying the portal'), readme.indexOf('\n## ', readme.indexOf('## Deploying the portal') + 1));
  const links = localLinks(section).map((l) => l.split('#')[0]);
  for (const target of ['Dockerfile', 'lender/Dockerfile', 'compose.yaml', 'deploy/k8s', 'docs/operations.md', 'docs/decisions.md']) {
    expect(links).toContain(target);
  }
});

test('no link of the README or of docs/*.md is broken (files and headings)', () => {
  const docs = readdirSync(path.join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => path.join(root, 'docs', f));
  expect(localLinks(readme).length).toBeGreaterThan(10);
  expect([path.join(root, 'README.md'), ...docs].flatMap((file) => brokenLinks(file))).toEqual([]);
});

test('the link check finds a broken file and a broken heading', () => {
  expect(slug('Health and readiness')).toBe('health-and-readiness');
  expect(slug('Reliability: load, crash safety, faults, health')).toBe('reliability-load-crash-safety-faults-health');
  const text = '[a](docs/no-such.md) [b](docs/reliability.md#no-such-heading) [c](docs/reliability.md#health-and-readiness) ![d](docs/images/none.png) [e](https://example.com/x)';
  expect(brokenLinks(path.join(root, 'README.md'), text)).toEqual([
    'README.md → docs/no-such.md: no such file',
    'README.md → docs/reliability.md#no-such-heading: no such heading',
    'README.md → docs/images/none.png: no such file',
  ]);
});
