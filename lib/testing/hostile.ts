// Random and hostile inputs for the fuzz tests (fast-check): values of the wrong type, huge strings,
// negative and fractional amounts, impossible dates, unknown and prototype-polluting keys, SQL and HTML
// fragments; and, for a zod schema, values shaped like what it expects with hostile leaves mixed in, so
// the fuzzing reaches nested fields instead of stopping at the first wrong type.
import fc from 'fast-check';
import type { z } from 'zod';

export const SQL_FRAGMENTS = ["' OR '1'='1", "1; DROP TABLE users; --", "' UNION SELECT password_hash FROM users --", '1 OR 1=1', "'; SELECT pg_sleep(5); --", '\\x00', "admin'--"];
export const HTML_FRAGMENTS = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '"><svg onload=alert(1)>', 'javascript:alert(1)', '{{7*7}}', '${7*7}', '<!--'];
export const ODD_STRINGS = ['', ' ', '\u0000', '\uFFFF', '\uD800', '💸', 'NaN', 'null', 'undefined', 'true', '-1', '0', '1e309', '0x10', '../../etc/passwd', '%00', '%2e%2e%2f', '__proto__', 'constructor', ' 1 ', '1,5', '١٢٣'];
/** What a database or a screen cannot hold, inside otherwise ordinary text: NUL, other control characters
 * (terminal escapes, DEL, C1), unpaired surrogates; and the line breaks and tabs single-line fields refuse. */
export const UNSAFE_TEXT = ['before\u0000after', 'a\u0007b', '\u001b[2J\u001b[31mred', 'x\u007fy', 'x\u0085y', 'x\u009by', 'x\uD800y', 'x\uDFFFy', '\uDC00\uD800', 'tab\there', 'line\nbreak', 'cr\ronly', 'ok\r\nok'];
export const BAD_DATES = ['2024-02-30', '2025-13-01', '2025-00-10', '2025-01-32', '0000-00-00', '99999-01-01', '-001000-01-01', '2025-1-1', '20250101', '2025-01-01T25:00:00Z', '1969-12-31T23:59:60Z', '2025-02-29'];
export const BAD_NUMBERS = [-1, -0.01, 0, -0, 0.001, 1.005, 12.345, 1e21, -1e21, 2_147_483_648, 9_007_199_254_740_993, Number.MAX_VALUE, Number.MIN_VALUE];

const huge = fc.constantFrom('x'.repeat(70_000), '9'.repeat(5000), 'a'.repeat(300), '<'.repeat(10_000));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...SQL_FRAGMENTS, ...HTML_FRAGMENTS, ...ODD_STRINGS, ...UNSAFE_TEXT, ...BAD_DATES),
  fc.string({ maxLength: 40 }),
  // Any UTF-16 code unit: control characters and lone surrogates among them.
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  huge,
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...BAD_NUMBERS),
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any value a JSON body can carry, leaning on the hostile ones. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

/** Keys no schema names, including those that pollute prototypes when merged carelessly. */
export const UNKNOWN_KEY = '__fuzz_unknown';
const unknownKeys = fc.dictionary(fc.constantFrom(UNKNOWN_KEY, '__proto__', 'constructor', 'prototype', 'isAdmin', 'role_group', 'user_id'), hostileValue, { minKeys: 1, maxKeys: 3 });

/** Adds unknown keys at the top and in nested objects. `__proto__` as an own key, as JSON.parse makes it. */
export function withUnknownKeys(value: unknown, extra: Record<string, unknown>): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = withUnknownKeys(item, extra);
  for (const [key, item] of Object.entries(extra)) Object.defineProperty(out, key, { value: item, enumerable: true, writable: true, configurable: true });
  return out;
}

/** Sets `path` of a JSON-like value to `leaf` (a copy; the path is made where missing). */
export function setPath(value: unknown, path: readonly string[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path as [string, ...string[]];
  const base = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return { ...base, [head]: setPath(base[head], rest, leaf) };
}

/** Every path to a leaf (or an empty object/array) of a JSON-like value. */
export function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (!value || typeof value !== 'object' || Array.isArray(value) || Object.keys(value).length === 0) return [prefix];
  return Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...prefix, key]));
}

/**
 * Bodies built from a valid one: one field set to a hostile value, or removed; unknown keys added;
 * the whole body replaced by something else entirely. Most are invalid; some remain valid on purpose.
 */
export function mutationsOf(valid: unknown): fc.Arbitrary<unknown> {
  const paths = leafPaths(valid).filter((p) => p.length > 0);
  const onePath = paths.length ? fc.constantFrom(...paths) : fc.constant(['x']);
  return fc.oneof(
    { weight: 5, arbitrary: fc.tuple(onePath, hostileValue).map(([path, leaf]) => setPath(valid, path, leaf)) },
    { weight: 2, arbitrary: fc.tuple(onePath, hostileValue, onePath, hostileValue).map(([p1, v1, p2, v2]) => setPath(setPath(valid, p1, v1), p2, v2)) },
    { weight: 1, arbitrary: onePath.map((path) => setPath(valid, path, undefined)) },
    { weight: 2, arbitrary: unknownKeys.map((extra) => withUnknownKeys(valid, extra)) },
    { weight: 2, arbitrary: hostileValue },
  );
}

/** fc.assert, with a failure message short enough to read (a counterexample may hold 70,000 characters). */
export function assertProperty<T>(property: fc.IProperty<T>, numRuns: number) {
  const details = fc.check(property, { numRuns });
  if (!details.failed) return;
  const example = JSON.stringify(details.counterexample, (_k, v: unknown) => (typeof v === 'string' && v.length > 60 ? `${v.slice(0, 40)}…(${v.length} chars)` : v));
  const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  throw new Error(`${error}\ncounterexample (seed ${details.seed}): ${example.slice(0, 1500)}`);
}

// ── Values shaped by a zod schema ──────────────────────────────────────────────────────────────────

interface Def {
  type: string;
  format?: string;
  checks?: { _zod: { def: { check: string; format?: string; pattern?: RegExp; minimum?: number; maximum?: number; value?: number } } }[];
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  values?: unknown[];
  entries?: Record<string, string | number>;
  valueType?: z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

const FORMAT_SAMPLES: Record<string, string[]> = {
  date: ['2025-01-15', '2030-12-31', '1999-02-28', '2024-02-29'],
  datetime: ['2025-01-15T10:00:00Z', '2025-01-15T10:00:00.000-07:00'],
  email: ['ana@example.com', 'a.b+c@example.co.uk'],
  url: ['https://example.com/x', 'http://localhost:3000/ui/x'],
  uuid: ['11111111-1111-4111-8111-111111111111', '00000000-0000-0000-0000-000000000000'],
};

function stringFor(def: Def): fc.Arbitrary<string> {
  const checks = (def.checks ?? []).map((c) => c._zod.def);
  const regex = checks.find((c) => c.format === 'regex' && c.pattern)?.pattern;
  const format = def.format ?? checks.find((c) => c.check === 'string_format' && c.format !== 'regex')?.format;
  if (format && FORMAT_SAMPLES[format]) return fc.constantFrom(...FORMAT_SAMPLES[format]!);
  if (regex) return fc.stringMatching(regex);
  const max = checks.find((c) => c.check === 'max_length')?.maximum ?? 40;
  const min = checks.find((c) => c.check === 'min_length')?.minimum ?? 0;
  return fc.string({ minLength: Math.min(min, max), maxLength: Math.min(max, Math.max(min, 40)) });
}

function numberFor(def: Def): fc.Arbitrary<number> {
  const checks = (def.checks ?? []).map((c) => c._zod.def);
  const int = checks.some((c) => c.format === 'safeint' || c.format === 'int32');
  const min = checks.find((c) => c.check === 'greater_than')?.value ?? -1000;
  const max = checks.find((c) => c.check === 'less_than')?.value ?? 100_000;
  const lo = Math.ceil(min);
  const hi = Math.max(lo, Math.floor(Math.min(max, lo + 100_000)));
  return int ? fc.integer({ min: lo, max: hi }) : fc.oneof(fc.integer({ min: lo, max: hi }), fc.integer({ min: lo * 100, max: hi * 100 }).map((c) => c / 100));
}

/** A value shaped like `schema` expects, with a hostile value at roughly one leaf in `hostileEvery`. */
export function shapedBy(schema: z.ZodType, hostileEvery = 6, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const leaf = (arb: fc.Arbitrary<unknown>) => fc.oneof({ weight: hostileEvery - 1, arbitrary: arb }, { weight: 1, arbitrary: hostileValue });
  if (depth > 6) return hostileValue;
  switch (def.type) {
    case 'object': {
      const shape = def.shape ?? {};
      const fields = Object.fromEntries(Object.entries(shape).map(([key, inner]) => [key, shapedBy(inner, hostileEvery, depth + 1)]));
      return fc.record(fields, { requiredKeys: [] }).map((record) => Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined)));
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
    case 'catch':
      return fc.oneof(shapedBy(def.innerType!, hostileEvery, depth + 1), fc.constantFrom(undefined, null));
    case 'pipe':
      return shapedBy(def.in!, hostileEvery, depth + 1);
    case 'array':
      return fc.array(shapedBy(def.element!, hostileEvery, depth + 1), { maxLength: 4 });
    case 'union':
      return fc.oneof(...def.options!.map((o) => shapedBy(o, hostileEvery, depth + 1)));
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 10 }), shapedBy(def.valueType!, hostileEvery, depth + 1), { maxKeys: 3 });
    case 'string':
      return leaf(stringFor(def));
    case 'number':
      return leaf(numberFor(def));
    case 'boolean':
      return leaf(fc.boolean());
    case 'literal':
      return leaf(fc.constantFrom(...(def.values ?? [null])));
    case 'enum':
      return leaf(fc.constantFrom(...Object.values(def.entries ?? { x: 'x' })));
    default:
      return hostileValue;
  }
}
