// A small round-robin balancer on loopback for the load run's several instances (npm run load -- --instances
// N): each request goes to the next instance in turn. A request is sent again to the next instance only when
// that cannot make a second payment:
//   - the connection was refused (the instance is gone; nothing was sent): any request, and the instance
//     is passed over for a few seconds;
//   - the connection broke after the request went out (reset, closed without an answer): only a request
//     that is idempotent by its method, or one that carries an Idempotency-Key (the lender answers its
//     retry with the first answer, or 409 while the first still runs).
// An answer, whatever its status, is passed back as it is: retrying a 5xx could repeat work that was done.
// As a trusted proxy it appends the client's address to X-Forwarded-For, says the host and protocol, and
// gives each request an id (x-request-id) that the portal keeps (TRUSTED_PROXY_HOPS=1).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { newRequestId, REQUEST_ID_HEADER } from '../../lib/common/request-id';

export type Failure = 'refused' | 'broken';

const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE', 'TRACE']);

/** May a request whose attempt failed this way be sent to another instance? */
export function mayRetry(method: string, headers: http.IncomingHttpHeaders, failure: Failure): boolean {
  if (failure === 'refused') return true;
  const key = headers['idempotency-key'];
  return IDEMPOTENT_METHODS.has(method.toUpperCase()) || (typeof key === 'string' && key.trim() !== '');
}

/** How a request's failure before any answer is classed: refused (never connected) or broken (maybe sent). */
export function failureOf(err: NodeJS.ErrnoException): Failure {
  return err.code === 'ECONNREFUSED' ? 'refused' : 'broken';
}

export interface Balancer {
  url: string;
  /** Answers each instance passed back, by its index. */
  served: number[];
  /** Requests sent again to another instance, and requests answered 502 after every try failed. */
  retried: number;
  failed: number;
  close: () => Promise<void>;
}

const DOWN_FOR_MS = 3000;
/** Headers that belong to one connection, not to the request (RFC 9110 section 7.6.1). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);

export async function startBalancer(targets: readonly string[], options: { port?: number; requestIds?: boolean } = {}): Promise<Balancer> {
  const ends = targets.map((t) => new URL(t));
  const agents = ends.map(() => new http.Agent({ keepAlive: true, maxSockets: 256 }));
  const downUntil = ends.map(() => 0);
  const stats = { served: ends.map(() => 0), retried: 0, failed: 0 };
  let next = 0;

  /** The next instance in turn, passing over those refused lately (unless all were). */
  const pick = () => {
    const now = Date.now();
    for (let i = 0; i < ends.length; i++) {
      const index = (next + i) % ends.length;
      if (downUntil[index]! <= now) {
        next = index + 1;
        return index;
      }
    }
    return next++ % ends.length;
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const headers: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
      const client = req.socket.remoteAddress ?? '';
      headers['x-forwarded-for'] = req.headers['x-forwarded-for'] ? `${req.headers['x-forwarded-for']}, ${client}` : client;
      headers['x-forwarded-host'] = req.headers.host ?? '';
      headers['x-forwarded-proto'] = 'http';
      if (options.requestIds) headers[REQUEST_ID_HEADER] = newRequestId();
      headers['content-length'] = String(body.length);

      const attempt = (triesLeft: number) => {
        const index = pick();
        const target = ends[index]!;
        const upstream = http.request(
          { host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent: agents[index] },
          (answer) => {
            stats.served[index]!++;
            const out: http.OutgoingHttpHeaders = {};
            for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name) && value !== undefined) out[name] = value;
            out['x-served-by'] = String(index);
            res.writeHead(answer.statusCode ?? 502, out);
            answer.pipe(res);
            answer.on('error', () => res.destroy());
          },
        );
        upstream.on('error', (err: NodeJS.ErrnoException) => {
          if (res.headersSent) {
            res.destroy();
            return;
          }
          const failure = failureOf(err);
          if (failure === 'refused') downUntil[index] = Date.now() + DOWN_FOR_MS;
          if (triesLeft > 1 && mayRetry(req.method ?? 'GET', req.headers, failure)) {
            stats.retried++;
            attempt(triesLeft - 1);
            return;
          }
          stats.failed++;
          res.writeHead(502, { 'content-type': 'text/plain' });
          res.end('The balancer could not reach an instance.');
        });
        upstream.end(body);
      };
      attempt(ends.length * 2);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get served() {
      return stats.served;
    },
    get retried() {
      return stats.retried;
    },
    get failed() {
      return stats.failed;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const agent of agents) agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
