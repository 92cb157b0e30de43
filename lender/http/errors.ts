// Errors the sandbox answers with: always JSON { message, errors? }, never a stack trace.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody } from '../../lib/contract/common';
import { redactLogArgs } from '../../lib/common/redact';
import { HttpError as SharedHttpError } from '../../lib/common/http-error';
import { fieldErrors } from '../../lib/contract/common';

/** The shared refusal (lib/common), with a status Hono can answer with. */
export class HttpError extends SharedHttpError<ContentfulStatusCode> {}

export const notFound = (what = 'Record') => new HttpError(404, `${what} not found`);
export const unauthorized = () => new HttpError(401, 'Authentication required');
export const forbidden = (message = 'Not allowed') => new HttpError(403, message);
export const unprocessable = (message: string, errors?: Record<string, string[]>) =>
  new HttpError(422, message, errors);

export { fieldErrors };

/**
 * A value the database refused to store (PostgreSQL's class 22, "data exception": a NUL byte in text or
 * JSON, a number or date out of range, a string too long), wherever it is, through the ORM's wrappers.
 * The contract schemas refuse such input first; this is the net under them.
 */
export function isDatabaseRefusalOfInput(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export const UNSTORABLE_MESSAGE = 'The request holds a value that cannot be stored. Remove any special characters and try again.';

export function errorResponse(c: Context, err: unknown) {
  if (err instanceof HttpError) {
    const body: ErrorBody = { message: err.message, ...(err.errors ? { errors: err.errors } : {}), ...(err.code ? { code: err.code } : {}) };
    return c.json(body, err.status, err.headers);
  }
  if (isDatabaseRefusalOfInput(err)) {
    console.warn(`[sandbox] the database refused a value of ${c.req.method} ${c.req.routePath}: answered 422`);
    return c.json({ message: UNSTORABLE_MESSAGE, errors: { base: [UNSTORABLE_MESSAGE] } } satisfies ErrorBody, 422);
  }
  // Unknown errors are logged by the server (secrets filtered) and never shown: their text may hold internals.
  console.error('[sandbox] unhandled error', ...redactLogArgs([err instanceof Error ? err : 'unknown']));
  return c.json({ message: 'Something went wrong.' } satisfies ErrorBody, 500);
}
