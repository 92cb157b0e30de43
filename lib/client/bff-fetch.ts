// The browser's one way to call the portal's own BFF handlers (never the lender API): JSON in, JSON
// out, the answer parsed by its contract schema; a session that ended sends the user to sign in and
// back here; every failure comes back as a message to show, never an exception.
import type { z } from 'zod';
import type { ErrorBody } from '../contract/common';
import { retryAfterMinutes, tooManyMessage } from '../rules/retry-after';

export type BffResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; message: string; errors: Record<string, string[]> };

/**
 * A schema, or a function that imports it: `() => import('@/lib/contract/x').then((m) => m.XSchema)`.
 * The import form keeps zod out of the JavaScript a page loads first (issue 13): it arrives with the
 * first call instead.
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

export const resolveSchema = async <S extends z.ZodType>(source: SchemaSource<S>): Promise<S> =>
  typeof source === 'function' ? source() : source;

/** The lender's error body ({message, errors}), parsed by its schema, or null when it is not one. */
export async function parseErrorBody(json: unknown): Promise<ErrorBody | null> {
  const { ErrorBodySchema } = await import('../contract/common');
  const parsed = ErrorBodySchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

export interface BffOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  schema: SchemaSource<S>;
}

const NETWORK_MESSAGE = 'We could not reach the server. Please check your connection and try again.';

/** The request itself: JSON in, the answer and its JSON (null when it has none) out; null when the network failed. */
export async function requestJson(
  path: string,
  init: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown; headers?: Record<string, string> },
): Promise<{ res: Response; json: unknown } | null> {
  try {
    const res = await fetch(path, {
      method: init.method ?? 'GET',
      headers: { accept: 'application/json', ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}), ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
      cache: 'no-store',
    });
    return { res, json: await res.json().catch(() => null) };
  } catch {
    return null;
  }
}

export async function bffFetch<S extends z.ZodType>(path: string, options: BffOptions<S>): Promise<BffResult<z.infer<S>>> {
  const answer = await requestJson(path, options);
  if (!answer) return { ok: false, status: 0, message: NETWORK_MESSAGE, errors: {} };
  const { res, json } = answer;
  const error = res.ok ? null : await parseErrorBody(json);
  const refusal = res.status === 401 && Object.keys(error?.errors ?? {}).length > 0;
  // A 401 naming a field refuses an action (see lib/bff/handler.ts); any other 401 means the session ended.
  if (res.status === 401 && !refusal) {
    // A full page load (not a client navigation): the sign-in page must be rendered fresh.
    const here = window.location.pathname + window.location.search;
    window.location.assign(new URL(`/ui/auth?error=expired&redirect_uri=${encodeURIComponent(here)}`, window.location.origin).href);
  }
  if (!res.ok) {
    const errors = error?.errors ?? {};
    if (res.status === 429) {
      // Said with the wait in minutes, on every field the refusal names (else beside the form).
      const message = tooManyMessage(error?.message ?? null, retryAfterMinutes(res.headers.get('retry-after')));
      return { ok: false, status: 429, message, errors: Object.fromEntries(Object.keys(errors).map((k) => [k, [message]])) };
    }
    return { ok: false, status: res.status, message: error?.message ?? 'Something went wrong.', errors };
  }
  const parsed = (await resolveSchema(options.schema)).safeParse(json);
  if (!parsed.success) return { ok: false, status: 502, message: 'Something went wrong.', errors: {} };
  return { ok: true, status: res.status, data: parsed.data };
}

/** The first message for any of the given field keys (e.g. 'email', 'user.email'). */
export function fieldError(errors: Record<string, string[]>, ...keys: string[]): string | null {
  for (const key of keys) {
    const first = errors[key]?.[0];
    if (first) return first;
  }
  return null;
}
