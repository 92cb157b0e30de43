// The one wrapper every BFF route handler goes through: session, role, Origin (CSRF), body schema,
// and the mapping of lender errors to answers the browser can act on. Nothing upstream leaks.
import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import type { z } from 'zod';
import type { ErrorBody } from '../contract/common';
import { isLenderError } from '../lender/errors';
import { isPortalUser, isStaff } from '../rules/access';
import { redactLogArgs } from '../common/redact';
import { SIGN_IN_HEADER, signInPath } from '../common/sign-in';
import { withAccessLog } from './access-log';
import { portalOrigin } from './request-info';
import type { SessionData } from '../session/config';
import { getSession, readSession } from '../session/session';
import { forgetToken } from '../session/token-check';

const MAX_BODY_BYTES = 64 * 1024;

export interface HandlerContext<B, P> {
  request: NextRequest;
  session: SessionData;
  body: B;
  params: P;
}

interface Options<S extends z.ZodType | undefined> {
  /** Schema of the JSON body; required for state-changing handlers that take one. */
  body?: S;
  /** Only staff (role group admin) may call it. */
  staffOnly?: boolean;
  /**
   * A GET that changes state upstream (the lender's API defines a few: a PIN sent, an offer recorded):
   * when it says so for this request, only our own pages' scripts may call it — never a link, a form or
   * an image on another site, which the SameSite=Lax cookie would let through on a top-level GET.
   */
  changesState?: (request: NextRequest) => boolean;
}

type Body<S> = S extends z.ZodType ? z.infer<S> : undefined;

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

export function bff<S extends z.ZodType | undefined = undefined, P = Record<string, string>>(
  options: Options<S>,
  handler: (ctx: HandlerContext<Body<S>, P>) => Promise<Response | object>,
) {
  return (request: NextRequest, route: { params: Promise<P> }): Promise<Response> => withAccessLog(request, () => run(request, route));
  async function run(request: NextRequest, route: { params: Promise<P> }): Promise<Response> {
    const mutation = !['GET', 'HEAD', 'OPTIONS'].includes(request.method);
    if (mutation && !isSameOrigin(request)) return errorJson(403, 'This request was refused.');
    if (!mutation && options.changesState?.(request) && !isSameOriginFetch(request)) return errorJson(403, 'This request was refused.');

    const session = await readSession();
    if (!session) {
      return errorJson(401, 'Your session has ended. Please sign in again.', undefined, { [SIGN_IN_HEADER]: signInPath(refererPath(request), 'expired') });
    }
    // Users of other role groups (dealers) have no customer records here: the portal is not theirs.
    if (!isPortalUser(session.roleGroups)) return errorJson(403, 'This request was refused.');
    if (options.staffOnly && !isStaff(session.roleGroups)) return errorJson(404, 'Not found');

    let body = undefined as Body<S>;
    if (options.body) {
      const raw = await request.text();
      if (raw.length > MAX_BODY_BYTES) return errorJson(413, 'The request is too large.');
      let parsedJson: unknown;
      try {
        parsedJson = raw ? JSON.parse(raw) : {};
      } catch {
        return errorJson(422, 'The request could not be read.', { base: ['The request could not be read.'] });
      }
      const parsed = options.body.safeParse(parsedJson);
      if (!parsed.success) {
        const errors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) {
          const key = issue.path.length ? issue.path.map(String).join('.') : 'base';
          (errors[key] ??= []).push(issue.message);
        }
        return errorJson(422, 'Please correct the highlighted fields.', errors);
      }
      body = parsed.data as Body<S>;
    }

    try {
      const result = await handler({ request, session, body, params: await route.params });
      return result instanceof Response ? result : json(result);
    } catch (err) {
      return mapError(err);
    }
  }
}

async function mapError(err: unknown): Promise<Response> {
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
          return errorJson(401, 'Your session has ended. Please sign in again.');
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
