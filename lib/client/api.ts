// The browser's one way to call the BFF: JSON in and out, a 401 sends the person to sign in again
// (and back here after), and every failure comes back as a message to show, never an exception.

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; message: string; errors: Record<string, string[]> };

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
}

export function retryMessage(retryAfterSeconds: number | null): string {
  const minutes = Math.max(1, Math.ceil((retryAfterSeconds ?? 60) / 60));
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

export async function callApi<T>(url: string, options: CallOptions = {}): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: options.method ?? 'GET',
      headers: { accept: 'application/json', ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}), ...options.headers },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, status: 0, message: 'We could not reach the server. Check your connection and try again.', errors: {} };
  }
  const json: unknown = await res.json().catch(() => null);
  if (res.ok) return { ok: true, status: res.status, data: json as T };
  if (res.status === 401) {
    const here = window.location.pathname + window.location.search;
    // A full page load (not a client navigation): the sign-in page must be rendered fresh.
    window.location.assign(new URL(`/ui/auth?error=expired&redirect_uri=${encodeURIComponent(here)}`, window.location.origin).href);
  }
  const body = (json ?? {}) as { message?: unknown; errors?: unknown };
  const errors = body.errors && typeof body.errors === 'object' ? (body.errors as Record<string, string[]>) : {};
  if (res.status === 429) {
    const retry = Number(res.headers.get('retry-after'));
    const message = retryMessage(Number.isFinite(retry) && retry > 0 ? retry : null);
    return { ok: false, status: 429, message, errors: Object.fromEntries(Object.keys(errors).map((k) => [k, [message]])) };
  }
  const message = typeof body.message === 'string' ? body.message : 'Something went wrong.';
  return { ok: false, status: res.status, message, errors };
}

/** The first message for any of the given field keys (e.g. 'email', 'user.email'). */
export function fieldError(errors: Record<string, string[]>, ...keys: string[]): string | null {
  for (const key of keys) {
    const first = errors[key]?.[0];
    if (first) return first;
  }
  return null;
}
