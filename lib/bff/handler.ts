// The one wrapper every BFF route handler goes through: Origin (CSRF), session and role, then the parts
// of the request parsed by the schemas the route declares (body, path parameters, query, headers). The
// handler is only its own logic: it returns its answer, or throws (an HttpError, a lender error), and one
// mapper (mapError) turns what was thrown into the answer the browser can act on. Nothing upstream leaks.
import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import type { z } from 'zod';
import { fieldRefusals, refusalCode, refusalCodes } from '../contract/refusals';
import { HttpError } from '../common/http-error';
import { SIGN_IN_HEADER, signInPath } from '../common/sign-in';
import { isLenderError } from '../lender/errors';
import { isPortalUser, isStaff } from '../rules/access';
import { redactLogArgs } from '../common/redact';
import { bffRefusal, inCallersLanguage, type RefusalBody } from './localize';
import { portalOrigin } from './request-info';
import { cookies } from 'next/headers';
import { sealData } from 'iron-session';
import { ACTIVITY_TIMING } from '../rules/session-timeout';
import { sessionOptions, touchSession, type SessionData } from '../session/config';
import { getSession, readSession } from '../session/session';
import { forgetToken } from '../session/token-check';

const MAX_BODY_BYTES = 64 * 1024;

export { HttpError };

/** The BFF's own refusal by its code (bff.json), as a throwable. */
const refusal = (status: number, code: Parameters<typeof bffRefusal>[0], errors?: Record<string, string[]>, headers?: Record<string, string>) => {
  const { message } = bffRefusal(code);
  return new HttpError(status, message, errors, headers, code, errors ? refusalCodes(errors) : undefined);
};

/** Missing, or not this customer's: never says which. */
export const notFound = () => refusal(404, 'bff.notFound');
const refused = () => refusal(403, 'bff.refused');
/** A refusal the route words itself: its code when the words are a known refusal's. */
const refusalOf = (status: number, message: string, errors?: Record<string, string[]>) =>
  new HttpError(status, message, errors, undefined, refusalCode(message), errors ? refusalCodes(errors) : undefined);

type Schema = z.ZodType | undefined;
/** A schema, or a function that imports it (a route's entry in lib/client/bff-routes.ts). */
type SchemaOrEntry = Schema | (() => Promise<z.ZodType>);
type Parsed<S extends SchemaOrEntry, Else> = S extends () => Promise<infer T extends z.ZodType> ? z.infer<T> : S extends z.ZodType ? z.infer<S> : Else;

export interface HandlerContext<B, P, Q, H> {
  request: NextRequest;
  session: SessionData;
  body: B;
  params: P;
  query: Q;
  headers: H;
  /** With `stream`: the request's body as it arrives, never held whole (null for the other handlers). */
  stream: StreamedBody | null;
}

/** A request body passed on as it arrives: its bytes, its content type, and whether it ran past the limit. */
export interface StreamedBody {
  /** Errors (and so aborts whatever it is piped into) once more than the limit has come. */
  body: ReadableStream<Uint8Array>;
  contentType: string;
  /** True once the body ran past the limit: the handler answers `tooLarge()` instead of the failure it saw. */
  overLimit: () => boolean;
}

interface Options<B extends SchemaOrEntry, P extends Schema, Q extends SchemaOrEntry, H extends Schema> {
  /**
   * Schema of the JSON body; required for state-changing handlers that take one. Refused: 422 with its field
   * errors. A route the browser calls takes it from its entry in lib/client/bff-routes.ts (a function that imports it).
   */
  body?: B;
  /** Schema of the path parameters (every dynamic segment). Parameters that do not parse are simply not found (404). */
  params?: P;
  /** Schema of the query string (a name given twice counts with its last value), or its entry's. Refused: 422 with its field errors… */
  query?: Q;
  /** …or, for a query of one field the screen asks for, this one message on that field. */
  queryRefusal?: { field: string; message: string };
  /** Schema of the request headers the handler needs (names in lower case); refused as `headersRefusal` says. */
  headers?: H;
  headersRefusal?: { status: number; message: string };
  /** Only staff (role group admin) may call it. */
  staffOnly?: boolean;
  /**
   * The body is a file (multipart) to pass on as it arrives, never parsed or held whole here: the handler
   * pipes ctx.stream.body to the lender. A declared length over `maxBytes` is never read (`overLimit()` says
   * so at once, and the handler refuses it in its own words); an undeclared one is counted as it flows and cut
   * off past it. Not with `body`.
   */
  stream?: { maxBytes: number };
  /**
   * A GET that changes state upstream (the lender's API defines a few: a PIN sent, an offer recorded):
   * when it says so for this request, only our own pages' scripts may call it — never a link, a form or
   * an image on another site, which the SameSite=Lax cookie would let through on a top-level GET.
   */
  changesState?: (request: NextRequest) => boolean;
}

/** The refusal of a body over its limit (413). */
export const tooLarge = () => refusal(413, 'bff.tooLarge');

/** The request's body counted as it flows: past `maxBytes` the stream errors, which aborts the upstream request. */
function countedBody(request: NextRequest, maxBytes: number): StreamedBody {
  const declared = Number(request.headers.get('content-length') ?? '');
  const contentType = request.headers.get('content-type') ?? '';
  // Over the limit by its own word: nothing is read, and the handler says why beside its field (or, for a
  // plain form, on the page it goes back to) rather than a bare 413 here.
  if (Number.isFinite(declared) && declared > maxBytes) return { body: new ReadableStream({ start: (c) => c.error(tooLarge()) }), contentType, overLimit: () => true };
  if (!request.body) throw refusal(422, 'bff.unreadable');
  let seen = 0;
  let over = false;
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      seen += chunk.byteLength;
      if (seen > maxBytes) {
        over = true;
        controller.error(tooLarge());
        return;
      }
      controller.enqueue(chunk);
    },
  });
  return { body: request.body.pipeThrough(counter), contentType, overLimit: () => over };
}

export function json(body: unknown, status = 200, headers?: HeadersInit) {
  return NextResponse.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });
}

/**
 * An error answer: the message and each field's messages in English here (inCallersLanguage says them in
 * the caller's language), with the refusal's code and each field's codes beside them.
 */
export const errorJson = (status: number, body: RefusalBody, headers?: HeadersInit) =>
  json(
    { message: body.message, ...(body.errors ? { errors: body.errors } : {}), ...(body.code ? { code: body.code } : {}), ...(body.codes ? { codes: body.codes } : {}) } satisfies RefusalBody,
    status,
    headers,
  );

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
export function parseJsonBody<S extends z.ZodType>(raw: string, schema: S, invalidMessage?: string): z.infer<S> {
  let parsedJson: unknown;
  try {
    parsedJson = JSON.parse(raw);
  } catch {
    const unreadable = bffRefusal('bff.unreadable');
    throw new HttpError(422, unreadable.message, { base: [unreadable.message] }, undefined, unreadable.code, { base: [unreadable.code] });
  }
  const parsed = schema.safeParse(parsedJson);
  if (!parsed.success) throw invalidFields(parsed.error, invalidMessage);
  return parsed.data;
}

/** A schema, or the one an entry imports. */
const schemaOf = async (source: z.ZodType | (() => Promise<z.ZodType>)): Promise<z.ZodType> => ('safeParse' in source ? source : source());

/** A body or query its schema refuses: each field's message and code (the contract's words). */
function invalidFields(error: z.ZodError, invalidMessage?: string): HttpError {
  const { errors, codes } = fieldRefusals(error);
  const { message, code } = invalidMessage ? { message: invalidMessage, code: refusalCode(invalidMessage) } : bffRefusal('bff.invalidFields');
  return new HttpError(422, message, errors, undefined, code, codes);
}

/** The value, or the refusal thrown. */
function parseOr<S extends z.ZodType>(schema: S, value: unknown, refusal: (error: z.ZodError) => HttpError): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw refusal(parsed.error);
  return parsed.data;
}

export function bff<B extends SchemaOrEntry = undefined, P extends Schema = undefined, Q extends SchemaOrEntry = undefined, H extends Schema = undefined>(
  options: Options<B, P, Q, H>,
  handler: (
    ctx: HandlerContext<Parsed<B, undefined>, Parsed<P, Record<string, never>>, Parsed<Q, Record<string, never>>, Parsed<H, Record<string, never>>>,
  ) => Promise<Response | object> | Response | object,
) {
  type Context = Parameters<typeof handler>[0];
  return (request: NextRequest, route: { params: Promise<unknown> }): Promise<Response> => run(request, route);

  async function run(request: NextRequest, route: { params: Promise<unknown> }): Promise<Response> {
    let session: SessionData | null = null;
    try {
      session = await admit(request);
      const ctx = { request, session, ...(await parts(request, route)) } as Context;
      const result = await handler(ctx);
      return await counted(session, result instanceof Response ? await inCallersLanguage(request, result) : json(result));
    } catch (err) {
      return counted(session, await inCallersLanguage(request, await mapError(err)));
    }
  }

  /**
   * A streamed route is left out of proxy.ts (its body must not be buffered), so what the proxy does for every
   * other request is done here: the request counts as activity (the page's idle warning reads the metric) and
   * the session's idle window slides, at most once a minute, never past its absolute end.
   */
  async function counted(session: SessionData | null, response: Response): Promise<Response> {
    if (!options.stream || !session) return response;
    response.headers.set('server-timing', ACTIVITY_TIMING);
    const reseal = touchSession(session, Date.now());
    if (reseal) {
      const { password, cookieName, cookieOptions } = sessionOptions();
      const sealed = await sealData(reseal.session, { password, ttl: reseal.sealTtlSeconds });
      (await cookies()).set(cookieName, sealed, { ...cookieOptions, maxAge: reseal.maxAgeSeconds });
    }
    return response;
  }

  /** Origin, session and role: the session of a caller who may call this handler. */
  async function admit(request: NextRequest): Promise<SessionData> {
    const mutation = !['GET', 'HEAD', 'OPTIONS'].includes(request.method);
    if (mutation && !isSameOrigin(request)) throw refused();
    if (!mutation && options.changesState?.(request) && !isSameOriginFetch(request)) throw refused();
    const session = await readSession();
    if (!session) throw refusal(401, 'bff.sessionEnded', undefined, { [SIGN_IN_HEADER]: signInPath(refererPath(request), 'expired') });
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
      if (raw.length > MAX_BODY_BYTES) throw refusal(413, 'bff.tooLarge');
      body = parseJsonBody(raw || '{}', await schemaOf(options.body));
    }
    const rawParams = await route.params;
    const params = options.params ? parseOr(options.params, rawParams, notFound) : rawParams;
    const querySchema = options.query && (await schemaOf(options.query));
    const query = querySchema
      ? parseOr(querySchema, Object.fromEntries(request.nextUrl.searchParams), (error) => {
          const one = options.queryRefusal;
          return one ? refusalOf(422, one.message, { [one.field]: [one.message] }) : invalidFields(error);
        })
      : {};
    const headers = options.headers
      ? parseOr(options.headers, Object.fromEntries(request.headers), () => (options.headersRefusal ? refusalOf(options.headersRefusal.status, options.headersRefusal.message) : refused()))
      : {};
    const stream = options.stream ? countedBody(request, options.stream.maxBytes) : null;
    return { body, params, query, headers, stream };
  }
}

/** What was thrown, as the answer: an HttpError as it is; a lender error by the table below; anything else a generic 500. */
export async function mapError(err: unknown): Promise<Response> {
  if (err instanceof HttpError) return errorJson(err.status, { message: err.message, errors: err.errors, code: err.code, codes: err.codes }, err.headers);
  if (isLenderError(err)) {
    const asSaid = (status: number, withFields = true, headers?: HeadersInit) =>
      errorJson(status, { message: err.message, code: err.code, ...(withFields ? { errors: err.errors, codes: err.codes } : {}) }, headers);
    switch (err.kind) {
      case 'timeout':
        return errorJson(504, bffRefusal('bff.timeout'));
      case 'unreachable':
      case 'malformed':
        return errorJson(502, bffRefusal('bff.wrong'));
      case 'http':
        // A 401 naming a field is a refusal of that action (only the customer decides a purchase),
        // not an ended session: pass it on and keep the session.
        if (err.status === 401 && err.errors && Object.keys(err.errors).length > 0) return asSaid(401);
        if (err.status === 401) {
          // The upstream token is gone: forget it here too.
          const session = await getSession();
          if (session.token) forgetToken(session.token);
          session.destroy();
          return errorJson(401, bffRefusal('bff.sessionEnded'));
        }
        if (err.status === 422 || err.status === 409) return asSaid(err.status);
        if (err.status === 404) return errorJson(404, bffRefusal('bff.notFound'));
        if (err.status === 429) return asSaid(429, true, err.retryAfter ? { 'retry-after': err.retryAfter } : undefined);
        // A refusal with a code (step_up_required) keeps it: the page answers it in its own way.
        if (err.status === 403) return asSaid(403, false);
        if (err.status >= 400 && err.status < 500) return asSaid(err.status);
        return errorJson(502, bffRefusal('bff.wrong'));
    }
  }
  console.error('[bff] unhandled error', ...redactLogArgs([err instanceof Error ? err : 'unknown']));
  return errorJson(500, bffRefusal('bff.wrong'));
}
