// Translations go by key, never by the English words: the catalogues are keyed by codes, a refusal
// travels by its code (lib/contract/refusals.ts) and is said from the catalogue by it (lib/bff/localize.ts).
// A table keyed by the English of the catalogue (what the reverse lookup of sentences was) fails here.
// A scan over source text, because it asks across files: which words are the catalogue's.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import en from '@/messages/en-US';
import es from '@/messages/es-US';

const root = path.resolve(__dirname, '..', '..');
type Tree = { [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => [`${prefix}${key}`, ...(typeof value === 'string' ? [] : keysOf(value, `${prefix}${key}.`))]);
}
const sentencesOf = (tree: Tree): string[] => Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : sentencesOf(value)));

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(path.join(root, file)).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !/\.(test|bench)\.tsx?$/.test(name) ? [file] : [];
  });
}

/** The lender's known sentences → their codes: the one table keyed by English, and it gives codes, not words. */
const THE_REFUSAL_TABLE = 'lib/contract/refusals.ts';
const FILES = ['app', 'lib', 'components'].flatMap(sources).filter((file) => file !== THE_REFUSAL_TABLE);
const quote = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The catalogue's English of a few words or more, each a pattern of it written as a key: `'…':` or `['…', `. */
const KEYED = sentencesOf(en)
  .filter((text) => text.split(' ').length >= 3 && !/[{<]/.test(text))
  .map((text) => ({ text, pattern: new RegExp(`(?:^|[{,\\s])(['"\`])${quote(text)}\\1\\s*:|[[,]\\s*\\[\\s*(['"\`])${quote(text)}\\2\\s*,`, 'm') }));
/** The code of a module, its comments left out (they quote the words the screens show). */
const codeOf = (file: string) => readFileSync(path.join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
/** `([key, text]) => [text, key]`: a message table turned around, its words as keys. */
const INVERTED = /\(\[\s*(\w+)\s*,\s*(\w+)\s*\]\)\s*=>\s*\[\s*\2\b[^,\]]*,\s*\1\b/;

test('the catalogues are keyed by codes, not by words', () => {
  const notCodes = [...new Set([...keysOf(en), ...keysOf(es)])].filter((key) => !/^[A-Za-z][\w-]*(\.[A-Za-z0-9][\w-]*)*$/.test(key));
  expect(notCodes).toEqual([]);
});

test("no module keeps a table keyed by the catalogue's English", () => {
  const keyed = FILES.flatMap((file) => {
    const text = codeOf(file);
    return KEYED.filter((k) => k.pattern.test(text)).map((k) => `${file}: ${k.text}`);
  });
  expect(keyed).toEqual([]);
});

test('no module turns a message table around to look up its words', () => {
  const inverted = FILES.filter((file) => INVERTED.test(codeOf(file)));
  expect(inverted).toEqual([]);
});

test('the checks are not blind', () => {
  expect(KEYED.some((k) => k.pattern.test("const T = { 'Please correct the highlighted fields.': 'Corrija los campos marcados.' };"))).toBe(true);
  expect(KEYED.some((k) => k.pattern.test("new Map([['Not found', 'x']])"))).toBe(false); // two words: too common to hold
  expect(KEYED.some((k) => k.pattern.test(codeOf('app/ui/auth/forgot/page.tsx')))).toBe(false); // its comment quotes the page's words
  expect(KEYED.some((k) => k.pattern.test("new Map([['Less than minimum monthly payment', 'x']])"))).toBe(true);
  expect(INVERTED.test('new Map(Object.entries(M).map(([key, text]) => [text as string, key]))')).toBe(true);
  expect(FILES.length).toBeGreaterThan(200);
});
