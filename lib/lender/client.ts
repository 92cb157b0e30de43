// The one server-side client of the lender API: base URL, bearer token, timeout, and every answer
// parsed by its lib/contract schema before anything else sees it.
import 'server-only';
import { headers as requestHeaders } from 'next/headers';
import type { z } from 'zod';
import { REQUEST_ID_HEADER, usableRequestId } from '../common/request-id';
import { callPath } from '../contract/calls';
import { ErrorBodySchema } from '../contract/common';
import { LenderError } from './errors';
import { SharedAnswers } from './shared-cache';
import { send, WireError, type WireResponse } from './transport';

export const LENDER_API_URL = process.env.LENDER_API_URL ?? 'http://127.0.0.1:4010';
const DEFAULT_TIMEOUT_MS = Number(process.env.LENDER_TIMEOUT_MS ?? 8000);

export interface LenderRequest<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  token?: string | null;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  schema: S;
  timeoutMs?: number;
  headers?: Record<string, string>;
}

/** The id proxy.ts gave the customer's request, as a header for the lender, so the lender's log line of
 * this call can be found from the portal's; none outside a request (a build, a script). */
export async function requestIdHeader(): Promise<Record<string, string>> {
  try {
    const id = usableRequestId((await requestHeaders()).get(REQUEST_ID_HEADER));
    return id ? { [REQUEST_ID_HEADER]: id } : {};
  } catch {
    return {};
  }
}

/** GET answers the lender marked `public, max-age` (lib/lender/shared-cache.ts), for every request of the process. */
const sharedAnswers = new SharedAnswers();

export async function lenderFetch<S extends z.ZodType>(req: LenderRequest<S>): Promise<z.infer<S>> {
  const url = new URL(req.path, LENDER_API_URL);
  for (const [key, value] of Object.entries(req.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const method = req.method ?? 'GET';
  const kept = method === 'GET' ? sharedAnswers.get(url.href) : null;
  let response: WireResponse;
  if (kept !== null) {
    response = { status: 200, headers: {}, text: kept };
  } else {
    // Headers only for a call that is sent: a kept answer needs no request id or token.
    const headers: Record<string, string> = { accept: 'application/json', ...req.headers, ...(await requestIdHeader()) };
    if (req.token) headers.authorization = `Bearer ${req.token}`;
    if (req.body !== undefined) headers['content-type'] = 'application/json';
    try {
      response = await send({
        method,
        url,
        headers,
        body: req.body === undefined ? undefined : JSON.stringify(req.body),
        timeoutMs: req.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      });
    } catch (err) {
      if (err instanceof WireError && err.kind === 'timeout') throw new LenderError('timeout', 504, 'The lender API did not answer in time');
      throw new LenderError('unreachable', 502, 'The lender API could not be reached');
    }
    if (method === 'GET') sharedAnswers.offer(url.href, response.status, response.headers['cache-control'], response.text);
  }

  let json: unknown = null;
  if (response.text) {
    try {
      json = JSON.parse(response.text);
    } catch {
      throw new LenderError('malformed', 502, 'The lender API answered something unreadable');
    }
  }

  if (response.status < 200 || response.status > 299) {
    const parsed = ErrorBodySchema.safeParse(json);
    const retryAfter = response.headers['retry-after'];
    throw new LenderError(
      'http',
      response.status,
      parsed.success ? parsed.data.message : `Lender API answered ${response.status}`,
      parsed.success ? parsed.data.errors : undefined,
      typeof retryAfter === 'string' ? retryAfter : undefined,
      parsed.success ? parsed.data.code : undefined,
    );
  }
  const parsed = req.schema.safeParse(json);
  if (!parsed.success) {
    throw new LenderError('malformed', 502, `Unexpected answer from ${req.method ?? 'GET'} ${req.path}`);
  }
  return parsed.data;
}

/** How long the lender API has to answer the readiness question. */
export const READY_TIMEOUT_MS = 2000;

/**
 * Does the lender API answer? One cheap question, the signed-in identity (`GET /platform/auth/users/me`,
 * spec 001 §7) asked without a token: the spec's answer is a 401, and any answer below 500 within the
 * time means the lender is there. No answer in time, a 5xx, or no connection: not ready. Returns why not
 * for the portal's own log ('' when ready), never for the caller.
 */
export async function lenderAnswers(timeoutMs = READY_TIMEOUT_MS): Promise<{ ready: boolean; why: string }> {
  try {
    const response = await send({ method: 'GET', url: new URL(callPath('getPlatformMe'), LENDER_API_URL), headers: { accept: 'application/json' }, timeoutMs });
    return response.status < 500 ? { ready: true, why: '' } : { ready: false, why: `it answered ${response.status}` };
  } catch (err) {
    const timedOut = err instanceof WireError && err.kind === 'timeout';
    return { ready: false, why: timedOut ? `no answer within ${timeoutMs} ms` : 'it could not be reached' };
  }
}
