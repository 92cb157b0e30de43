// The one wrapper every BFF route handler goes through: Origin (CSRF), session and role, then the parts
// of the request parsed by the schemas the route declares (body, path parameters, query, headers). The
// handler is only its own logic: it returns its answer, or throws (an HttpError, a lender error), and one
// mapper (mapError) turns what was thrown into the answer the browser can act on. Nothing upstream leaks.
import { inCallersLanguage } from './localize';
import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import type { z } from 'zod';
import { fieldErrors, type ErrorBody } from '../contract/common';
import { HttpError } from '../common/http-error';
import { SIGN_IN_HEADER, signInPath } from '../common/sign-in';
import { isLenderError } from '../lender/errors';
import { isPortalUser, isStaff } from '../rules/access';
import { redactLogArgs } from '../common/redact';
import { portalOrigin } from './request-info';
import type { SessionData } from '../session/config';
import { getSession, readSession } from '../session/session';
import { forgetToken } from '../session/token-check';

const MAX_BODY_BYTES = 64 * 1024;
const INVALID_FIELDS_MESSAGE = 'Please correct the highlighted fields.';
const REFUSED_MESSAGE = 'This request was refused.';
const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

export { HttpError };

/** Missing, or not this customer's: never says which. */
export const notFound = () => new HttpError(404, 'Not found');
const refused = () => new HttpError(403, REFUSED_MESSAGE);

type Schema = z.ZodType | undefined;
type Parsed<S extends Schema, Else> = S extends z.ZodType ? z.infer<S> : Else;

export interface HandlerContext<B, P, Q, H> {
  request: NextRequest;
  session: SessionData;
  body: B;
  params: P;
  query: Q;
  headers: H;
}

interface Options<B extends Schema, P extends Schema, Q extends Schema, H extends Schema> {
  /** Schema of the JSON body; required for state-changing handlers that take one. Refused: 422 with its field errors. */
  body?: B;
  /** Schema of the path parameters (every dynamic segment). Parameters that do not parse are simply not found (404). */
  params?: P;
  /** Schema of the query string (a name given twice counts with its last value). Refused: 422 with its field errors… */
  query?: Q;
  /** …or, for a query of one field the screen asks for, this one message on that field. */
  queryRefusal?: { field: string; message: string };
  /** Schema of the request headers the handler needs (names in lower case); refused as `headersRefusal` says. */
  headers?: H;
  headersRefusal?: { status: number; message: string };
  /** Only staff (role group admin) may call it. */
  staffOnly?: boolean;
  /**
   * A GET that changes state upstream (the lender's API defines a few: a PIN sent, an offer recorded):
   * when it says so for this request, only our own pages' scripts may call it — never a link, a form or
   * an image on another site, which the SameSite=Lax cookie would let through on a top-level GET.
   */
  changesState?: (request: NextRequest) => boolean;
}

export function json(body: unknown, status = 200, headers?: HeadersInit) {
  return NextResponse.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });
}

export const errorJson = (status: number, message: string, errors?: Record<string, string[]>, headers?: HeadersInit) =>
  json({ message, ...(errors ? { errors } : {}) } satisfies ErrorBody, status, headers);

/** Is this URL (an Origin or a Referer) one of ours: the portal's public origin (scheme, host and port), or PORTAL_ORIGINS? */
function isOurOrigin(request: NextRequest, url: string | null): boolean {
  if (!url) return false;
  try {
    const { origin } = new URL(url);
    const allowed = (process.env.PORTAL_ORIGINS ?? '').split(',').filter(Boolean);
    return origin === portalOrigin(request) || allowed.includes(origin);
  } catch {
    return false;
  }
}

/** A state-changing request must come from our own pages: same Origin as the request's host. */
export const isSameOrigin = (request: NextRequest): boolean => isOurOrigin(request, request.headers.get('origin'));

/**
 * A GET made by our own pages' scripts: the browser's Fetch Metadata says same-origin and not a
 * navigation. Browsers without Fetch Metadata fall back to the Referer, which a page cannot forge;
 * with neither, the request is refused.
 */
export function isSameOriginFetch(request: NextRequest): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site) return site === 'same-origin' && request.headers.get('sec-fetch-mode') !== 'navigate';
  return isOurOrigin(request, request.headers.get('referer'));
}

/** Where to come back after signing in again: our own page that made the call, else /. */
function refererPath(request: NextRequest): string {
  const referer = request.headers.get('referer');
  if (!referer || !isOurOrigin(request, referer)) return '/';
  const { pathname, search } = new URL(referer);
  return pathname + search;
}

/** A JSON body read against its schema: its data, or a thrown 422 that says what is wrong. */
export function parseJsonBody<S extends z.ZodType>(raw: string, schema: S, invalidMessage = INVALID_FIELDS_MESSAGE): z.infer<S> {
  let parsedJson: unknown;
  try {
    parsedJson = JSON.parse(raw);
  } catch {
    throw new HttpError(422, 'The request could not be read.', { base: ['The request could not be read.'] });
  }
  const parsed = schema.safeParse(parsedJson);
  if (!parsed.success) throw new HttpError(422, invalidMessage, fieldErrors(parsed.error));
  return parsed.data;
}

/** The value, or the refusal thrown. */
function parseOr<S extends z.ZodType>(schema: S, value: unknown, refusal: (error: z.ZodError) => HttpError): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw refusal(parsed.error);
  return parsed.data;
}

export function bff<B extends Schema = undefined, P extends Schema = undefined, Q extends Schema = undefined, H extends Schema = undefined>(
  options: Options<B, P, Q, H>,
  handler: (
    ctx: HandlerContext<Parsed<B, undefined>, Parsed<P, Record<string, never>>, Parsed<Q, Record<string, never>>, Parsed<H, Record<string, never>>>,
  ) => Promise<Response | object> | Response | object,
) {
  type Context = Parameters<typeof handler>[0];
  return (request: NextRequest, route: { params: Promise<unknown> }): Promise<Response> => run(request, route);

  async function run(request: NextRequest, route: { params: Promise<unknown> }): Promise<Response> {
    try {
      const session = await admit(request);
      const ctx = { request, session, ...(await parts(request, route)) } as Context;
      const result = await handler(ctx);
      return result instanceof Response ? await inCallersLanguage(request, result) : json(result);
    } catch (err) {
      return inCallersLanguage(request, await mapError(err));
    }
  }

  /** Origin, session and role: the session of a caller who may call this handler. */
  async function admit(request: NextRequest): Promise<SessionData> {
    const mutation = !['GET', 'HEAD', 'OPTIONS'].includes(request.method);
    if (mutation && !isSameOrigin(request)) throw refused();
    if (!mutation && options.changesState?.(request) && !isSameOriginFetch(request)) throw refused();
    const session = await readSession();
    if (!session) throw new HttpError(401, SESSION_ENDED_MESSAGE, undefined, { [SIGN_IN_HEADER]: signInPath(refererPath(request), 'expired') });
    // Users of other role groups (dealers) have no customer records here: the portal is not theirs.
    if (!isPortalUser(session.roleGroups)) throw refused();
    if (options.staffOnly && !isStaff(session.roleGroups)) throw notFound();
    return session;
  }

  /** The declared parts, in this order: body, path parameters, query, headers. */
  async function parts(request: NextRequest, route: { params: Promise<unknown> }) {
    let body: unknown;
    if (options.body) {
      const raw = await request.text();
      if (raw.length > MAX_BODY_BYTES) throw new HttpError(413, 'The request is too large.');
      body = parseJsonBody(raw || '{}', options.body);
    }
    const rawParams = await route.params;
    const params = options.params ? parseOr(options.params, rawParams, notFound) : rawParams;
    const query = options.query
      ? parseOr(options.query, Object.fromEntries(request.nextUrl.searchParams), (error) => {
          const refusal = options.queryRefusal;
          return refusal ? new HttpError(422, refusal.message, { [refusal.field]: [refusal.message] }) : new HttpError(422, INVALID_FIELDS_MESSAGE, fieldErrors(error));
        })
      : {};
    const headers = options.headers
      ? parseOr(options.headers, Object.fromEntries(request.headers), () => new HttpError(options.headersRefusal?.status ?? 400, options.headersRefusal?.message ?? REFUSED_MESSAGE))
      : {};
    return { body, params, query, headers };
  }
}

/** What was thrown, as the answer: an HttpError as it is; a lender error by the table below; anything else a generic 500. */
export async function mapError(err: unknown): Promise<Response> {
  if (err instanceof HttpError) return errorJson(err.status, err.message, err.errors, err.headers);
  if (isLenderError(err)) {
    switch (err.kind) {
      case 'timeout':
        return errorJson(504, 'The service took too long to answer. Please try again.');
      case 'unreachable':
      case 'malformed':
        return errorJson(502, 'Something went wrong.');
      case 'http':
        // A 401 naming a field is a refusal of that action (only the customer decides a purchase),
        // not an ended session: pass it on and keep the session.
        if (err.status === 401 && err.errors && Object.keys(err.errors).length > 0) return errorJson(401, err.message, err.errors);
        if (err.status === 401) {
          // The upstream token is gone: forget it here too.
          const session = await getSession();
          if (session.token) forgetToken(session.token);
          session.destroy();
          return errorJson(401, SESSION_ENDED_MESSAGE);
        }
        if (err.status === 422 || err.status === 409) return errorJson(err.status, err.message, err.errors);
        if (err.status === 404) return errorJson(404, 'Not found');
        if (err.status === 429) {
          return errorJson(429, err.message, err.errors, err.retryAfter ? { 'retry-after': err.retryAfter } : undefined);
        }
        if (err.status === 403) return errorJson(403, err.message);
        if (err.status >= 400 && err.status < 500) return errorJson(err.status, err.message, err.errors);
        return errorJson(502, 'Something went wrong.');
    }
  }
  console.error('[bff] unhandled error', ...redactLogArgs([err instanceof Error ? err : 'unknown']));
  return errorJson(500, 'Something went wrong.');
}
