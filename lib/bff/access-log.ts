// One access line per request the portal's server answers (pages, the BFF, the gate's redirects and
// refusals): a pino JSON line with the request id (proxy.ts), method, route template, status, duration
// and the signed-in user's id. Never a body, a header, a query string or the path itself (they may hold a
// token, a PIN or a purchase guid): the route template stands for the path. Installed once per process from
// instrumentation.ts, on Node's HTTP server, so it sees the status and the time of every answer. Not
// 'server-only': instrumentation.ts is no server component.
import http from 'node:http';
import { createLogger, type Logger } from '../common/log';
import { REQUEST_ID_HEADER } from '../common/request-id';
import { newLenderTiming, timingFacts, withLenderTiming, type LenderTimingFacts } from '../lender/timing';
import { isSessionAlive, sessionOptions } from '../session/config';
import { unsealSession } from '../session/unseal';
import { readRoutesManifest, templateMatcher } from './route-template';

export interface AccessFacts {
  method: string;
  /** The request target as received (path and query). */
  url: string;
  status: number;
  ms: number;
  reqId?: string;
  userId?: number;
  /** The client went away before the whole answer was sent. */
  aborted?: boolean;
  /** The lender calls made for this request: how many, and when the first left and the last came back. */
  lender?: LenderTimingFacts | null;
}

/** The access line's fields: the path only as its route template, the query never. */
export function accessEntry(facts: AccessFacts, template: (pathname: string) => string): Record<string, unknown> {
  const pathname = facts.url.split(/[?#]/, 1)[0] || '/';
  return {
    reqId: facts.reqId,
    method: facts.method,
    route: template(pathname),
    status: facts.status,
    ms: facts.ms,
    userId: facts.userId,
    ...(facts.aborted ? { aborted: true } : {}),
    ...(facts.lender ? { lender: facts.lender } : {}),
  };
}

/** The user id of the session cookie in a Cookie header, when it is sealed by us and still alive. */
export async function sessionUserId(cookieHeader: string | undefined, now = Date.now()): Promise<number | undefined> {
  if (!cookieHeader) return undefined;
  const options = sessionOptions();
  const sealed = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${options.cookieName}=`))
    ?.slice(options.cookieName.length + 1);
  if (!sealed) return undefined;
  // The cookie proxy.ts and the page have opened already: kept, not unsealed a third time.
  let value: string;
  try {
    value = decodeURIComponent(sealed);
  } catch {
    return undefined;
  }
  const session = await unsealSession(value, now);
  return isSessionAlive(session, now) ? session.userId : undefined;
}

const installed = Symbol.for('portal.accessLinesInstalled');

export function recordAccessLines(logger: Logger = createLogger('portal')): void {
  if (process.env.ACCESS_LOG === 'off') return;
  const proto = http.Server.prototype as http.Server & { [installed]?: boolean };
  if (proto[installed]) return;
  proto[installed] = true;
  const template = templateMatcher(readRoutesManifest());

  const track = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const timing = newLenderTiming();
    const started = timing.started;
    res.once('close', () => {
      const ms = Math.round(performance.now() - started);
      const url = req.url ?? '/';
      // Static files only at debug level (LOG_LEVEL=debug): a page load fetches dozens.
      const level = url.startsWith('/_next/') ? 'debug' : res.statusCode >= 500 ? 'error' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      const reqId = res.getHeader(REQUEST_ID_HEADER);
      const facts = { method: req.method ?? 'GET', url, status: res.statusCode, ms, reqId: typeof reqId === 'string' ? reqId : undefined, aborted: !res.writableFinished, lender: timingFacts(timing) };
      void sessionUserId(req.headers.cookie).then((userId) => logger[level](accessEntry({ ...facts, userId }, template), 'request'));
    });
    return timing;
  };

  const emit = proto.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event !== 'request') return emit.call(this, event, ...args);
    // The request's handling runs inside its timing record, which the lender client's calls add to.
    return withLenderTiming(track(args[0] as http.IncomingMessage, args[1] as http.ServerResponse), () => emit.call(this, event, ...args));
  } as typeof proto.emit;
}
