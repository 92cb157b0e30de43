// Shapes shared by every lender API call.
import { z } from 'zod';

/** yyyy-MM-dd calendar date. */
export const IsoDateSchema = z.iso.date();

/** Money on the wire: dollars with at most two decimals (the database keeps integer cents). */
export const MoneySchema = z.number();

/** Every 4xx/5xx answer of the lender API. `errors` maps a field path to its messages. */
export const ErrorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** A positive integer record id in a JSON body: at most the database's integer, so a huge one is a field
 * error here rather than a database error later. */
export const IdSchema = z.number().int().positive().max(2_147_483_647);

/** A positive integer record id in a path or query string. */
export const IdParamSchema = z.coerce.number().int().positive().max(2_147_483_647);

export const OkSchema = z.object({ ok: z.literal(true) });
