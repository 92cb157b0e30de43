// The connection's own address, for the portal's route handlers and proxy.ts: Next gives them no socket,
// and its X-Forwarded-For keeps whatever the client sent (it only fills the header in when it is absent).
// Every request the portal's HTTP server receives gets the header below set from its socket, overwriting
// any value a client sent, before Next sees it. Installed once, from instrumentation.ts.
import http from 'node:http';
import { SOCKET_ADDRESS_HEADER } from '../rules/client-address';

const installed = Symbol.for('portal.socketAddressInstalled');

export function recordSocketAddresses(): void {
  const proto = http.Server.prototype as http.Server & { [installed]?: boolean };
  if (proto[installed]) return;
  proto[installed] = true;
  const emit = proto.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const req = args[0] as http.IncomingMessage;
      req.headers[SOCKET_ADDRESS_HEADER] = req.socket?.remoteAddress ?? '';
    }
    return emit.call(this, event, ...args);
  } as typeof proto.emit;
}
