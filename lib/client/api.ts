// bffFetch for callers whose answer they read loosely (a success flag and field errors).
import { bffFetch, type BffResult } from './bff-fetch';

export { fieldError } from './bff-fetch';
export type ApiResult<T> = BffResult<T>;

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
}

export async function callApi<T>(url: string, options: CallOptions = {}): Promise<ApiResult<T>> {
  return (await bffFetch(url, { ...options, schema: () => import('zod').then(({ z }) => z.unknown()) })) as ApiResult<T>;
}
