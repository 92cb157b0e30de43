// Compares a lender's answer with the schema it is read with, field by field: which fields the schema
// declares and the answer leaves out (the spec's, and the portal's extensions), and which the answer sends
// that the schema does not declare. Walks the schema and the value together, so arrays, nullable objects
// and records are judged per item: a field counts as absent only where its parent is present.
// Reads zod's def with lib/contract/wire-walk.ts's helpers (that file's walker lists fields; this one compares).
import type { z } from 'zod';
import { defOf, isExtension, unwrap } from '../../lib/contract/wire-walk';

export interface FieldComparison {
  /** Declared and not marked as the portal's extension (named by the spec, or required inside an extension
   * the lender did send), absent where its parent is present. */
  missing: string[];
  /** Marked x-extension and absent: the portal falls back (informational). */
  extensionsAbsent: string[];
  /** Marked x-extension and present. */
  extensionsPresent: string[];
  /** In the answer, not declared by the schema: the portal ignores them (informational). */
  unknown: string[];
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Paths as wire-walk's fieldsOf writes them: data.attributes.payoff_balance, data[].id, meta{}.x. */
export function compareFields(schema: z.ZodType, value: unknown): FieldComparison {
  const found = { missing: new Set<string>(), extensionsAbsent: new Set<string>(), extensionsPresent: new Set<string>(), unknown: new Set<string>() };

  const walk = (node: z.ZodType, current: unknown, prefix: string): void => {
    if (current === null || current === undefined) return;
    const inner = unwrap(node);
    const def = defOf(inner);
    const join = (key: string) => (prefix ? `${prefix}.${key}` : key);

    if (def.type === 'object' && def.shape && isPlainObject(current)) {
      for (const [key, field] of Object.entries(def.shape)) {
        const path = join(key);
        const present = current[key] !== undefined;
        if (isExtension(field)) (present ? found.extensionsPresent : found.extensionsAbsent).add(path);
        else if (!present) found.missing.add(path);
        if (present) walk(field, current[key], path);
      }
      for (const key of Object.keys(current)) if (!(key in def.shape)) found.unknown.add(join(key));
    } else if (def.type === 'array' && def.element && Array.isArray(current)) {
      for (const item of current) walk(def.element, item, `${prefix}[]`);
    } else if (def.type === 'union' && def.options?.length) {
      // The option the value is (as stripExtensions picks it), else the first: its fields are reported.
      walk(def.options.find((o) => o.safeParse(current).success) ?? def.options[0]!, current, prefix);
    } else if (def.type === 'record' && def.valueType && isPlainObject(current)) {
      for (const item of Object.values(current)) walk(def.valueType, item, `${prefix}{}`);
    }
  };

  walk(schema, value, '');
  return {
    missing: [...found.missing],
    // A field absent from one item and present in another is reported as present.
    extensionsAbsent: [...found.extensionsAbsent].filter((p) => !found.extensionsPresent.has(p)),
    extensionsPresent: [...found.extensionsPresent],
    unknown: [...found.unknown],
  };
}
