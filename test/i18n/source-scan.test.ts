// Every word a component or page shows comes from the catalogues (issue 23): a source scan of app/ and
// components/ (test/i18n/visible-strings.ts says what counts). Two lists stand beside it: the few
// literals that are the same in every language, and the staff-only screens that stay in English; a file
// on that list that has become clean fails the test until it is taken off.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { visibleStrings } from './visible-strings';

const root = path.resolve(__dirname, '../..');

/** Words that are not translated: names. */
const ALLOWED = new Set<string>([]);

/**
 * Staff-only screens, which stay in English (issue 23, point 6: customer-care and collections staff work in
 * English; they see the customer's language in the viewing-as banner). Every customer screen is translated.
 */
const STAFF_IN_ENGLISH = new Set<string>([
  'app/ui/customers/[customerId]/audit/loading.tsx',
  'app/ui/customers/[customerId]/audit/page.tsx',
  'app/ui/staff/loading.tsx',
  'app/ui/staff/page.tsx',
  'components/staff/audit-trail.tsx',
  'components/staff/customer-search-results.tsx',
  'components/staff/diagnostics-panel.tsx',
  'components/financing/qualification-table.tsx',
  'components/mailbox/staff-compose.tsx',
  // The viewing-as banner: in English, naming the customer's language.
  'components/staff/staff-banner.tsx',
]);

function pages(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return pages(rel);
    return /\.tsx$/.test(entry.name) && !/\.(test|bench)\.tsx$/.test(entry.name) ? [rel] : [];
  });
}

const files = [...pages('app'), ...pages('components')].sort();
const wordsOf = (file: string) => visibleStrings(file, readFileSync(path.join(root, file), 'utf8')).filter((s) => !ALLOWED.has(s.text));

test('no component or page shows words of its own', () => {
  const found = files.filter((f) => !STAFF_IN_ENGLISH.has(f)).flatMap((f) => wordsOf(f).map((s) => `${f}:${s.line} "${s.text}"`));
  expect(found).toEqual([]);
});

test('the staff list holds only files that show English words of their own', () => {
  const stale = [...STAFF_IN_ENGLISH].filter((f) => !files.includes(f) || wordsOf(f).length === 0);
  expect(stale).toEqual([]);
});

describe('what the scan counts', () => {
  const scan = (source: string) => visibleStrings('x.tsx', source).map((s) => s.text);
  test.each([
    ['<p>Pay now</p>', ['Pay now']],
    ['<p>{t("pay")}</p>', []],
    ['<p>{" "}·{"$"}</p>', []],
    ['<input aria-label="Amount" placeholder={`mm/dd/yyyy`} />', ['Amount', 'mm/dd/yyyy']],
    ['<p>{done ? "Saved" : t("save")}</p>', ['Saved']],
    ['<Button pendingLabel="Saving…" className="mb-2" />', ['Saving…']],
    ['export const metadata = { title: "Statements" };', ['Statements']],
  ])('%s', (source, expected) => {
    expect(scan(source)).toEqual(expected);
  });
});
