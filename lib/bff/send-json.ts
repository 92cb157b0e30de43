// The browser's way to change state: JSON to the portal's own BFF handlers, never to the lender API.
// Every answer is parsed by its lib/contract schema; a 401 sends the user to sign in and back to this page.
import { useCallback } from 'react';
import { useRouter } from 'next/navigation';
import type { z } from 'zod';
import { ErrorBodySchema } from '../contract/common';

export type SendResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; message: string; errors: Record<string, string[]> };

type Method = 'POST' | 'PUT' | 'DELETE';

export async function sendJson<S extends z.ZodType>(method: Method, url: string, body: unknown, schema: S): Promise<SendResult<z.infer<S>>> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body ?? {}),
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, status: 0, message: 'The connection failed. Please try again.', errors: {} };
  }
  const json: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const parsed = ErrorBodySchema.safeParse(json);
    return {
      ok: false,
      status: res.status,
      message: parsed.success ? parsed.data.message : 'Something went wrong.',
      errors: parsed.success ? (parsed.data.errors ?? {}) : {},
    };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) return { ok: false, status: res.status, message: 'Something went wrong.', errors: {} };
  return { ok: true, status: res.status, data: parsed.data };
}

/** sendJson for client components: an ended session (401) goes to sign in, then back here. */
export function useSendJson() {
  const router = useRouter();
  return useCallback(
    async <S extends z.ZodType>(method: Method, url: string, body: unknown, schema: S) => {
      const result = await sendJson(method, url, body, schema);
      if (!result.ok && result.status === 401) {
        const here = window.location.pathname + window.location.search;
        router.push(`/ui/auth?error=expired&redirect_uri=${encodeURIComponent(here)}`);
      }
      return result;
    },
    [router],
  );
}
