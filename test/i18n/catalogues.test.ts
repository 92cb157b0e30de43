// The two catalogues hold the same keys, file by file, and every message has the same arguments
// in both languages: a key missing in Spanish, or a Spanish "{monto}" for an English "{amount}", fails here
// rather than on a customer's screen.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { flatten, icuArguments, richTags } from './icu';

const dir = path.resolve(__dirname, '../../messages');
const files = (locale: string) => readdirSync(path.join(dir, locale)).filter((f) => f.endsWith('.json')).sort();
const load = (locale: string, file: string) => flatten(JSON.parse(readFileSync(path.join(dir, locale, file), 'utf8')));

describe('icuArguments', () => {
  test.each([
    ['Plain text', []],
    ['{amount} on {date}', ['amount', 'date']],
    ['{n, plural, one {# day} other {# days, {when}}}', ['n:plural', 'when']],
    ['{day, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} of each month', ['day:selectordinal']],
    ['{total, number, currency}', ['total:number']],
    ["It's '{'literal'}'", []],
  ])('%s', (message, args) => {
    expect(icuArguments(message)).toEqual(args);
  });

  test.each(['{open', 'close}', '{n, plural, {x}}', '{bad name}'])('refuses %s', (message) => {
    expect(() => icuArguments(message)).toThrow();
  });
});

describe('messages/en-US and messages/es-US', () => {
  test('have the same files', () => {
    expect(files('es-US')).toEqual(files('en-US'));
  });

  test.each(files('en-US'))('%s: the same keys', (file) => {
    const en = [...load('en-US', file).keys()].sort();
    const es = [...load('es-US', file).keys()].sort();
    expect({ onlyInSpanish: es.filter((k) => !en.includes(k)), onlyInEnglish: en.filter((k) => !es.includes(k)) }).toEqual({
      onlyInSpanish: [],
      onlyInEnglish: [],
    });
  });

  // The names must match; the kind may not: English says "the 5th" with a selectordinal, Spanish "el día 5".
  test.each(files('en-US'))('%s: the same arguments and tags in every message, and no empty one', (file) => {
    const en = load('en-US', file);
    const es = load('es-US', file);
    const names = (message: string) => [...new Set(icuArguments(message).map((a) => a.split(':')[0]))].sort().join(' ');
    const differ = [...en].flatMap(([key, english]) => {
      const spanish = es.get(key);
      if (spanish === undefined) return [];
      const a = `${names(english)} ${richTags(english)}`;
      const b = `${names(spanish)} ${richTags(spanish)}`;
      return a === b && english.trim() && spanish.trim() ? [] : [`${key}: en {${a}} es {${b}}`];
    });
    expect(differ).toEqual([]);
  });

  // One term, one translation: the same English words under several keys read the same in Spanish too
  // (the browser tests find a control by its words in either language), except where Spanish grammar
  // tells them apart.
  test('the same English words have the same Spanish words', () => {
    const GRAMMAR = new Set(['Cancelled', 'Accepted']); // la orden cancelada, el pago cancelado; la autorización aceptada, el documento aceptado
    const en = new Map<string, string>();
    const es = new Map<string, string>();
    for (const file of files('en-US')) for (const [k, v] of load('en-US', file)) en.set(`${file}:${k}`, v);
    for (const file of files('es-US')) for (const [k, v] of load('es-US', file)) es.set(`${file}:${k}`, v);
    const seen = new Map<string, Set<string>>();
    for (const [key, english] of en) if (!GRAMMAR.has(english)) seen.set(english, (seen.get(english) ?? new Set()).add(es.get(key) ?? ''));
    expect([...seen].filter(([, spanish]) => spanish.size > 1).map(([english, spanish]) => `${english}: ${[...spanish].join(' / ')}`)).toEqual([]);
  });

  test('the index of each language lists every file', () => {
    for (const locale of ['en-US', 'es-US']) {
      const index = readFileSync(path.join(dir, locale, 'index.ts'), 'utf8');
      for (const file of files(locale)) expect(index).toContain(`from './${file}'`);
    }
  });
});
