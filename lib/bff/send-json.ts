// bffFetch for client components that change state with a method, a URL, a body and a schema.
import { useCallback } from 'react';
import type { z } from 'zod';
import { bffFetch, type BffResult, type SchemaSource } from '../client/bff-fetch';

export type SendResult<T> = BffResult<T>;
type Method = 'POST' | 'PUT' | 'DELETE';

export const sendJson = <S extends z.ZodType>(method: Method, url: string, body: unknown, schema: SchemaSource<S>) =>
  bffFetch(url, { method, body: body ?? {}, schema });

/** The same, as a hook (kept for its callers); a 401 already leads to sign in inside bffFetch. */
export function useSendJson() {
  return useCallback(<S extends z.ZodType>(method: Method, url: string, body: unknown, schema: SchemaSource<S>) => sendJson(method, url, body, schema), []);
}
