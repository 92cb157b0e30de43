// The browser's calls to the portal's own BFF handlers: JSON in, JSON out, the answer parsed by its
// contract schema, and a session that ended sends the user to sign in (back here afterwards).
import type { z } from 'zod';
import { ErrorBodySchema } from '../contract/common';

export type BffResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; message: string; errors: Record<string, string[]> };

const NETWORK_MESSAGE = 'We could not reach the server. Please check your connection and try again.';

export async function bffFetch<S extends z.ZodType>(
  path: string,
  options: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown; headers?: Record<string, string>; schema: S },
): Promise<BffResult<z.infer<S>>> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: options.method ?? 'GET',
      headers: { accept: 'application/json', ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}), ...options.headers },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    return { ok: false, status: 0, message: NETWORK_MESSAGE, errors: {} };
  }
  const json: unknown = await res.json().catch(() => null);
  if (res.status === 401) {
    const here = window.location.pathname + window.location.search;
    window.location.assign(res.headers.get('x-sign-in') ?? `/ui/auth?redirect_uri=${encodeURIComponent(here)}`);
  }
  if (!res.ok) {
    const error = ErrorBodySchema.safeParse(json);
    return {
      ok: false,
      status: res.status,
      message: error.success ? error.data.message : 'Something went wrong.',
      errors: error.success ? (error.data.errors ?? {}) : {},
    };
  }
  const parsed = options.schema.safeParse(json);
  if (!parsed.success) return { ok: false, status: 502, message: 'Something went wrong.', errors: {} };
  return { ok: true, status: res.status, data: parsed.data };
}
