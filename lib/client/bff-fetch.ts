// The browser's one way to call the portal's own BFF handlers (never the lender API): JSON in, JSON
// out, the answer parsed by its contract schema (required: no answer reaches a component unchecked); a
// session that ended sends the user to sign in and back here; every failure comes back as a message to
// show, never an exception. Client components call bffFetch and nothing else (the lint rules of eslint.config.mjs).
import type { z } from 'zod';
import type { ZodMiniType } from 'zod/mini';
import type { ErrorBody } from '../contract/common';
import { SIGN_IN_HEADER, signInPath } from '../common/sign-in';
import { retryAfterMinutes, tooManyMessage } from '../rules/retry-after';

export type BffFailure = {
  ok: false;
  /** 0: the network failed; 502: the answer was not what its schema says. */
  status: number;
  message: string;
  errors: Record<string, string[]>;
  /** Only on a 401 that ended the session: where to sign in again and come back. */
  signIn?: string;
  /** The refusal's stable code, when it has one (step_up_required). */
  code?: string;
  /** Each field's codes, beside its messages in `errors` (the catalogue key of a refusal the portal knows). */
  codes?: Record<string, string[]>;
};
export type BffResult<T> = { ok: true; status: number; data: T } | BffFailure;

/**
 * A schema, or a function that imports it: `() => import('@/lib/contract/x').then((m) => m.XSchema)`.
 * The import form keeps zod out of the JavaScript a page loads first: it arrives with the
 * first call instead.
 */
export type SchemaSource<S extends AnswerSchema> = S | (() => Promise<S>);

/** A schema of lib/contract (zod), or of zod/mini where a page should not load zod's full build first (the sign-in page). */
export type AnswerSchema = z.ZodType | ZodMiniType;

export const resolveSchema = async <S extends AnswerSchema>(source: SchemaSource<S>): Promise<S> =>
  typeof source === 'function' ? source() : source;

/** The lender's error body ({message, errors}), parsed by its schema, or null when it is not one. */
async function parseErrorBody(json: unknown): Promise<ErrorBody | null> {
  const { ErrorBodySchema } = await import('../contract/common');
  const parsed = ErrorBodySchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

export interface BffOptions<S extends AnswerSchema> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  /** The answer's schema: from lib/contract, or a small one for what the handler itself answers. */
  schema: SchemaSource<S>;
  /** What to say when a failed answer carries no message of its own. */
  fallbackMessage?: string;
  /** What to say when the network failed (the customer's language: useBffCall passes it). */
  offlineMessage?: string;
  /**
   * A 401 that ended the session: by default the browser goes to sign in (a full page load, so the
   * sign-in page renders fresh). A caller with its own way out (a link, telling the other tabs) takes it here.
   */
  onSignedOut?: (signInPath: string) => void;
}

const NETWORK_MESSAGE = 'We could not reach the server. Please check your connection and try again.';
const FALLBACK_MESSAGE = 'Something went wrong.';

/** Where a 401 that ended the session sends the browser: the handler's x-sign-in, else sign in and back to this page. */
const signInAgainPath = (res: Response) =>
  res.headers.get(SIGN_IN_HEADER) ?? signInPath(window.location.pathname + window.location.search, 'expired');

const goTo = (path: string) => window.location.assign(new URL(path, window.location.origin).href);

/** The request itself: JSON in, the answer and its JSON (null when it has none) out; null when the network failed. */
async function requestJson(path: string, init: Pick<BffOptions<z.ZodType>, 'method' | 'body' | 'headers'>): Promise<{ res: Response; json: unknown } | null> {
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

export async function bffFetch<S extends AnswerSchema>(path: string, options: BffOptions<S>): Promise<BffResult<z.infer<S>>> {
  const answer = await requestJson(path, options);
  if (!answer) return { ok: false, status: 0, message: options.offlineMessage ?? NETWORK_MESSAGE, errors: {} };
  return readAnswer(answer.res, answer.json, options);
}

/** An answer of the BFF judged as bffFetch judges it (the schema, an ended session, the refusals); the
 * upload with progress (./upload-file.ts) reads its XMLHttpRequest's answer through it too. */
export async function readAnswer<S extends AnswerSchema>(res: Response, json: unknown, options: Pick<BffOptions<S>, 'schema' | 'fallbackMessage' | 'onSignedOut'>): Promise<BffResult<z.infer<S>>> {
  const fallback = options.fallbackMessage ?? FALLBACK_MESSAGE;
  if (!res.ok) {
    const error = await parseErrorBody(json);
    const errors = error?.errors ?? {};
    const message = error?.message ?? fallback;
    // A 401 naming a field refuses an action (see lib/bff/handler.ts); any other 401 means the session ended.
    if (res.status === 401 && Object.keys(errors).length === 0) {
      const signIn = signInAgainPath(res);
      (options.onSignedOut ?? goTo)(signIn);
      return { ok: false, status: 401, message, errors, signIn };
    }
    if (res.status === 429) {
      // Said with the wait in minutes, on every field the refusal names (else beside the form).
      const tooMany = tooManyMessage(error?.message ?? null, retryAfterMinutes(res.headers.get('retry-after')));
      return { ok: false, status: 429, message: tooMany, errors: Object.fromEntries(Object.keys(errors).map((k) => [k, [tooMany]])) };
    }
    return { ok: false, status: res.status, message, errors, ...(error?.code ? { code: error.code } : {}), ...codesOf(json) };
  }
  const parsed = (await resolveSchema(options.schema)).safeParse(json);
  if (!parsed.success) return { ok: false, status: 502, message: fallback, errors: {} };
  return { ok: true, status: res.status, data: parsed.data as z.infer<S> };
}

/** The first message for any of the given field keys (e.g. 'email', 'user.email'). */
export function fieldError(errors: Record<string, string[]>, ...keys: string[]): string | null {
  for (const key of keys) {
    const first = errors[key]?.[0];
    if (first) return first;
  }
  return null;
}

/** The BFF's codes of each field's refusals, beside their messages, when the answer has them. */
function codesOf(json: unknown): { codes?: Record<string, string[]> } {
  const codes = (json as { codes?: unknown } | null)?.codes;
  if (!codes || typeof codes !== 'object') return {};
  const valid = Object.entries(codes).every(([, list]) => Array.isArray(list) && list.every((c) => typeof c === 'string'));
  return valid ? { codes: codes as Record<string, string[]> } : {};
}
