// Shapes shared by every lender API call.
import { z } from 'zod';
import { spec } from './wire';

/** yyyy-MM-dd calendar date. */
export const IsoDateSchema = z.iso.date();

/** Money on the wire: dollars with at most two decimals (the database keeps integer cents). */
export const MoneySchema = z.number();

/** Every 4xx/5xx answer of the lender API. `errors` maps a field path to its messages. */
export const ErrorBodySchema = z.object({
  /** Shown as it is where the spec quotes the lender (000 §8: 'cannot be set on an approved purchase'). */
  message: spec(z.string(), '000 §8'),
  /** Spec 000 §5 and §8: the server's field lists, shown beside their fields. */
  errors: spec(z.record(z.string(), z.array(z.string())).optional(), '000 §8'),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** zod issues as an error body's field map, `{ 'transaction.amount': ['…'] }`; an issue of the whole value is 'base'. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'base';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** A positive integer record id in a JSON body: at most the database's integer, so a huge one is a field
 * error here rather than a database error later. */
export const IdSchema = z.number().int().positive().max(2_147_483_647);

/** A positive integer record id in a path or query string. */
export const IdParamSchema = z.coerce.number().int().positive().max(2_147_483_647);

export const OkSchema = z.object({ ok: z.literal(true) });

/** NUL and the other control characters (C0, DEL, C1) but tab, line feed and carriage return. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** A UTF-16 surrogate without its pair: no database or screen can hold it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const UNSAFE_TEXT_MESSAGE = 'Remove the special characters this field cannot hold.';

/** Single-line text: no control character at all (not even a line break or tab), no lone surrogate. */
export const isSafeLine = (value: string) => !CONTROL.test(value) && !/[\t\n\r]/.test(value) && !LONE_SURROGATE.test(value);
/** Multi-line text: line breaks (\n, \r\n) and tabs are fine; other control characters and lone surrogates are not. */
export const isSafeMultiline = (value: string) => !CONTROL.test(value) && !/\r(?!\n)/.test(value) && !LONE_SURROGATE.test(value);

/** The languages of the portal (issue 23), as the lender keeps a customer's choice: BCP 47 tags. */
export const LOCALES = ['en-US', 'es-US'] as const;
export const PreferredLocaleSchema = z.enum(LOCALES);

/** A text field on one line: every free-text field of a request uses it (or the multi-line one) instead of z.string(). */
export const SafeTextSchema = z.string().refine(isSafeLine, UNSAFE_TEXT_MESSAGE);
/** A text field that may hold several lines (a message, a description, notes). */
export const SafeMultilineTextSchema = z.string().refine(isSafeMultiline, UNSAFE_TEXT_MESSAGE);

