// Errors the sandbox answers with: always JSON { message, errors? }, never a stack trace.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { ErrorBody } from '../../lib/contract/common';
import { redactLogArgs } from '../../lib/rules/redact';

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Record') => new HttpError(404, `${what} not found`);
export const unauthorized = () => new HttpError(401, 'Authentication required');
export const forbidden = (message = 'Not allowed') => new HttpError(403, message);
export const unprocessable = (message: string, errors?: Record<string, string[]>) =>
  new HttpError(422, message, errors);

/** zod issues → { 'transaction.amount': ['…'] } */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'base';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

export function errorResponse(c: Context, err: unknown) {
  if (err instanceof HttpError) {
    const body: ErrorBody = { message: err.message, ...(err.errors ? { errors: err.errors } : {}) };
    return c.json(body, err.status, err.headers);
  }
  // Unknown errors are logged by the server (secrets filtered) and never shown: their text may hold internals.
  console.error('[sandbox] unhandled error', ...redactLogArgs([err instanceof Error ? err : 'unknown']));
  return c.json({ message: 'Something went wrong.' } satisfies ErrorBody, 500);
}
