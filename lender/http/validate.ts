// Request parsing against the lib/contract schemas: a bad body answers 422 with field errors.
import type { Context } from 'hono';
import type { z } from 'zod';
import { fieldErrors, HttpError, notFound, unprocessable } from './errors';
import { IdParamSchema } from '../../lib/contract/common';

const MAX_BODY_BYTES = 64 * 1024;

export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const raw = await c.req.text();
  if (raw.length > MAX_BODY_BYTES) throw new HttpError(413, 'Request body too large');
  let json: unknown;
  try {
    json = raw.length ? JSON.parse(raw) : {};
  } catch {
    throw unprocessable('Request body is not valid JSON', { base: ['Request body is not valid JSON'] });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw unprocessable('Validation failed', fieldErrors(parsed.error));
  return parsed.data;
}

export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw unprocessable('Validation failed', fieldErrors(parsed.error));
  return parsed.data;
}

/** A numeric id from the path; anything else is simply not found. */
export function idParam(c: Context, name = 'id'): number {
  const parsed = IdParamSchema.safeParse(c.req.param(name));
  if (!parsed.success) throw notFound();
  return parsed.data;
}
