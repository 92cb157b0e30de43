// Walks a wire schema with its spec/extension marks (lib/contract/wire.ts): the fields it declares, and a
// value with the extension fields taken out (what a lender that sends only what the spec names sends).
import type { z } from 'zod';
import { wireMeta, type WireMeta } from './wire';

export interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
  out?: z.ZodType;
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
}
export const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The marks of a field: on the field's own schema or on any wrapper around its value. */
export function marksOf(schema: z.ZodType): WireMeta {
  let merged: WireMeta = {};
  let current: z.ZodType | undefined = schema;
  while (current) {
    merged = { ...wireMeta(current), ...merged };
    const def = defOf(current);
    if (WRAPPERS.has(def.type)) current = def.innerType;
    else if (def.type === 'pipe') current = def.in;
    else if (def.type === 'lazy') current = def.getter?.();
    else current = undefined;
  }
  return merged;
}

export const isExtension = (schema: z.ZodType) => marksOf(schema)['x-extension'] === true;

/** The schema under optional/nullable/default/pipe wrappers. */
export function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (WRAPPERS.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else if (def.type === 'lazy' && def.getter) current = def.getter();
    else return current;
  }
}

export interface WireField {
  /** data.attributes.has_feedback; array items are []: data[].id */
  path: string;
  marks: WireMeta;
  schema: z.ZodType;
}

/** Every object field a schema declares, depth first. */
export function fieldsOf(schema: z.ZodType, prefix = ''): WireField[] {
  const inner = unwrap(schema);
  const def = defOf(inner);
  if (def.type === 'object' && def.shape) {
    return Object.entries(def.shape).flatMap(([key, field]) => {
      const path = prefix ? `${prefix}.${key}` : key;
      return [{ path, marks: marksOf(field), schema: field }, ...fieldsOf(field, path)];
    });
  }
  if (def.type === 'array' && def.element) return fieldsOf(def.element, `${prefix}[]`);
  if (def.type === 'union' && def.options) {
    const seen = new Set<string>();
    return def.options.flatMap((option) => fieldsOf(option, prefix)).filter((f) => !seen.has(f.path) && seen.add(f.path));
  }
  if (def.type === 'record' && def.valueType) return fieldsOf(def.valueType, `${prefix}{}`);
  return [];
}

/**
 * The value as a lender that sends only what the spec names would send it: extension fields and fields
 * the schema does not declare are left out, everything else is kept as it is.
 */
export function stripExtensions(schema: z.ZodType, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  const inner = unwrap(schema);
  const def = defOf(inner);
  if (def.type === 'object' && def.shape && typeof value === 'object' && !Array.isArray(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(def.shape)) {
      if (!(key in value) || isExtension(field)) continue;
      out[key] = stripExtensions(field, (value as Record<string, unknown>)[key]);
    }
    return out;
  }
  if (def.type === 'array' && def.element && Array.isArray(value)) return value.map((item) => stripExtensions(def.element!, item));
  if (def.type === 'union' && def.options) {
    const option = def.options.find((o) => o.safeParse(value).success);
    return option ? stripExtensions(option, value) : value;
  }
  if (def.type === 'record' && def.valueType && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, stripExtensions(def.valueType!, v)]));
  }
  return value;
}
