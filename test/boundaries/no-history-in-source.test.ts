// The tree speaks for itself: no source file cites an issue number (history a newcomer cannot follow) or a
// design document outside the repository (docs/architecture.md is the map). A scan rather than a lint rule:
// it reads every kind of file the project writes (TypeScript, scripts, YAML, CSS, CI, the docs), not only what ESLint parses.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const HISTORY = [/\b[Ii]ssues? #?\d+\b/, /\bDESIGN\.md\b/];

/** Each cited line of `text`, as 'line: text'. */
export function citations(text: string): string[] {
  return text.split('\n').flatMap((line, i) => (HISTORY.some((re) => re.test(line)) ? [`${i + 1}: ${line.trim()}`] : []));
}

test.each([
  // Assembled, so that the samples of what the test refuses are not themselves citations in the tree.
  ['an issue number', `// The idle warning (${'issue'} 14): two minutes before…`],
  ['issues', `describe('limits (${'issues'} 13 and 26)', () => {`],
  ['the design card', `// In ${'DESIGN'}.md's order`],
])('a line citing %s is found', (_, line) => {
  expect(citations(`const a = 1;\n${line}`)).toHaveLength(1);
});

test('a line without history passes', () => {
  expect(citations('// Only while it shows: a plural message builds Intl formatters.\nconst tissue = 3;')).toEqual([]);
});

test('the tree cites no issue and no outside design document', () => {
  const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs', '*.js', '*.css', '*.yaml', '*.yml', '*.md', '.ci/run', 'Dockerfile', 'lender/Dockerfile'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    // The changelog is history by design.
    .filter((f) => f && !f.startsWith('lender/drizzle/') && f !== 'CHANGELOG.md');
  expect(files.length).toBeGreaterThan(300);
  const found = files.flatMap((f) => citations(readFileSync(path.join(root, f), 'utf8')).map((c) => `${f}:${c}`));
  expect(found).toEqual([]);
});
