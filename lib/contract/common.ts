// Shapes shared by every lender API call.
import { z } from 'zod';
import { isSafeLine, isSafeMultiline } from '../common/safe-text';
import { ext, spec } from './wire';

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
  code: ext(z.string().max(64), {
    why: 'A stable code for a refusal the portal answers in its own way: step_up_required asks for the password again.',
    without: 'The refusal is shown by its message, as every other one.',
  }),
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

export const UNSAFE_TEXT_MESSAGE = 'Remove the special characters this field cannot hold.';

export { isSafeLine, isSafeMultiline };

/** The languages of the portal, as the lender keeps a customer's choice: BCP 47 tags. */
export const LOCALES = ['en-US', 'es-US'] as const;
export const PreferredLocaleSchema = z.enum(LOCALES);

/** A text field on one line: every free-text field of a request uses it (or the multi-line one) instead of z.string(). */
export const SafeTextSchema = z.string().refine(isSafeLine, UNSAFE_TEXT_MESSAGE);
/** A text field that may hold several lines (a message, a description, notes). */
export const SafeMultilineTextSchema = z.string().refine(isSafeMultiline, UNSAFE_TEXT_MESSAGE);


/** The stored copy of a debit authorization or of its cancellation: a file of the customer's (Reg E 1005.10(b)). */
export const authorizationCopyFile = (what: string) =>
  ext(IdSchema.nullable(), {
    why: `The lender's stored copy of ${what} (Reg E 12 CFR 1005.10(b)), opened through /files/{id}/url_proxy.`,
    without: 'No link to a copy is shown; the customer is not told of one.',
  });
