// The browser's calls to the portal's own BFF handlers: JSON in and out, the answer parsed by its
// lib/contract schema, never throws. The caller maps each failure to the spec's message.
import type { z } from 'zod';
import type { ErrorBody } from '@/lib/contract/common';
import { parseErrorBody, requestJson, resolveSchema, type SchemaSource } from '@/lib/client/bff-fetch';

export type SendResult<T> =
  | { ok: true; status: number; data: T }
  /** status 0: the network failed; `signIn`: where a 401 that ended the session should go. */
  | { ok: false; status: number; error: ErrorBody | null; signIn: string | null };

export async function sendJson<S extends z.ZodType>(
  url: string,
  schema: SchemaSource<S>,
  init: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown } = {},
): Promise<SendResult<z.infer<S>>> {
  const answer = await requestJson(url, init);
  if (!answer) return { ok: false, status: 0, error: null, signIn: null };
  const { res, json } = answer;
  if (!res.ok) {
    return { ok: false, status: res.status, error: await parseErrorBody(json), signIn: res.headers.get('x-sign-in') };
  }
  const parsed = (await resolveSchema(schema)).safeParse(json);
  return parsed.success
    ? { ok: true, status: res.status, data: parsed.data }
    : { ok: false, status: 502, error: null, signIn: null };
}

/** Where to sign in again and come back to this page. */
export const signInAgainPath = (signIn: string | null) =>
  signIn ?? `/ui/auth?redirect_uri=${encodeURIComponent(window.location.pathname + window.location.search)}`;
