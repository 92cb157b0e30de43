// Methods the portal does not serve get a plain 405 before Next sees them. Next builds a web Request for
// proxy.ts and every route, and the fetch standard forbids TRACE, TRACK and CONNECT there: the constructor
// throws, and Next answered 500 with a stack trace at error level and none of proxy.ts's headers. Methods
// Node's parser does not know (TRACK, anything made up) never reach a request at all: Node answered its
// bare 400. Both now answer 405 with every security header, on pages, handlers and static files alike.
// Installed once per process from instrumentation.ts, on Node's HTTP server, like the socket address.
import http from 'node:http';
import type { Socket } from 'node:net';
import { staticSecurityHeaders } from './headers';

export const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const served = new Set<string>(SERVED_METHODS);

export const isServedMethod = (method: string | undefined) => served.has(method ?? '');

const BODY = JSON.stringify({ message: 'This method is not allowed.' });

/** The refusal's headers: the security headers of a static answer, what is served, never cached. */
export function refusalHeaders(): Record<string, string> {
  return {
    ...Object.fromEntries(staticSecurityHeaders().map(({ key, value }) => [key, value])),
    allow: SERVED_METHODS.join(', '),
    'cache-control': 'no-store',
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(BODY)),
  };
}

function refuse(res: http.ServerResponse): void {
  res.writeHead(405, refusalHeaders());
  res.end(BODY);
}

/** Node's own test before it writes its 400: nothing of an answer in flight on this connection is sent yet. */
type HttpSocket = Socket & { _httpMessage?: { headersSent?: boolean } | null };

/** The same answer written on the socket, when Node's parser refused the method before any request existed. */
function refuseOnSocket(socket: HttpSocket): void {
  if (!socket.writable || socket._httpMessage?.headersSent) {
    socket.destroy();
    return;
  }
  const head = Object.entries({ ...refusalHeaders(), connection: 'close' }).map(([name, value]) => `${name}: ${value}`);
  socket.end(['HTTP/1.1 405 Method Not Allowed', ...head, '', BODY].join('\r\n'));
}

const installed = Symbol.for('portal.methodGuardInstalled');

export function refuseOtherMethods(): void {
  const proto = http.Server.prototype as http.Server & { [installed]?: boolean };
  if (proto[installed]) return;
  proto[installed] = true;
  const emit = proto.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request' && !isServedMethod((args[0] as http.IncomingMessage).method)) {
      refuse(args[1] as http.ServerResponse);
      return true;
    }
    // CONNECT is its own event, and Node drops the connection without an answer when nothing listens for it
    // (Next does not): the server listens from its first connection on.
    if (event === 'connection' && this.listenerCount('connect') === 0) {
      this.on('connect', (_req: http.IncomingMessage, socket: HttpSocket) => refuseOnSocket(socket));
    }
    if (event === 'clientError' && (args[0] as NodeJS.ErrnoException | undefined)?.code === 'HPE_INVALID_METHOD') {
      refuseOnSocket(args[1] as HttpSocket);
      return true;
    }
    return emit.call(this, event, ...args);
  } as typeof proto.emit;
}
