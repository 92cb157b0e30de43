// Where each wire field comes from: named by the spec (and where), or a portal extension the lender may
// leave out. The marks live on the zod schemas themselves (zod's .meta), so the published OpenAPI document
// (lib/contract/openapi.ts), the sandbox's spec-only wire (SANDBOX_WIRE=spec) and the contract check all
// read one source.
import { z } from 'zod';

/** A section of the spec: document 000 (applications, payments, preferences) or 001 (loan servicing). */
export type SpecSection = `${'000' | '001'} §${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}`;

export interface ExtensionNote {
  /** One line: why the portal asks for it. */
  why: string;
  /** What the portal does when the lender leaves it out. */
  without: string;
}

export interface WireMeta {
  'x-spec'?: SpecSection;
  'x-extension'?: true;
  'x-reason'?: string;
  'x-fallback'?: string;
}

/** A field the spec names (section: where). */
export const spec = <T extends z.ZodType>(schema: T, section: SpecSection): T => schema.meta({ 'x-spec': section } satisfies WireMeta) as T;

/** An answer's field the spec does not name: optional, so a lender that never sends it still works. */
export const ext = <T extends z.ZodType>(schema: T, note: ExtensionNote) =>
  schema.optional().meta({ 'x-extension': true, 'x-reason': note.why, 'x-fallback': note.without } satisfies WireMeta);

/** A request field the spec does not name: the portal sends it; a lender that does not know it ignores it. */
export const extIn = <T extends z.ZodType>(schema: T, why: string): T =>
  schema.meta({ 'x-extension': true, 'x-reason': why, 'x-fallback': 'A lender that does not know it ignores it.' } satisfies WireMeta) as T;

/** JSON:API's resource type ("users", "applications", …): the spec names id, attributes and relationships only. */
export const resourceType = <const L extends string>(literal: L) =>
  ext(z.literal(literal), { why: 'JSON:API resource type, checked when present.', without: 'Not read.' });

export const wireMeta = (schema: z.ZodType): WireMeta | undefined => z.globalRegistry.get(schema) as WireMeta | undefined;
