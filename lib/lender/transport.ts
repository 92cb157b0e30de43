// The lender client's wire: one request over node:http(s) with a keep-alive pool. Not fetch: the global
// fetch (undici, and Next's patch of it for its data cache) cost 2.7 ms of the portal's CPU per loan page
// for four small JSON calls; a plain request on a kept-alive socket costs a fraction.
// The caller keeps the contract: a timeout ends the request, a dropped connection is an error.
import 'server-only';
import http from 'node:http';
import https from 'node:https';
import { lenderCallSent } from './timing';
import { tracedAttempt, type Outcome } from './trace';

export interface WireRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
}

export interface WireResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** Why a request got no answer: the time ran out, or the lender could not be reached or hung up. */
export class WireError extends Error {
  constructor(readonly kind: 'timeout' | 'unreachable') {
    super(kind === 'timeout' ? 'The lender API did not answer in time' : 'The lender API could not be reached');
    this.name = 'WireError';
  }
}

// Sockets stay open between calls (a page's parallel calls reuse them); idle ones close before a typical
// server's keep-alive timeout would close them under us. As many may wait idle as may be open: with fewer,
// ten concurrent loan pages closed sockets after each round only to open new ones for the next.
const agents = {
  'http:': new http.Agent({ keepAlive: true, keepAliveMsecs: 1000, maxSockets: 64, maxFreeSockets: 64, timeout: 30_000 }),
  'https:': new https.Agent({ keepAlive: true, keepAliveMsecs: 1000, maxSockets: 64, maxFreeSockets: 64, timeout: 30_000 }),
};

/**
 * Sends the request and reads the whole answer. A GET whose kept-alive socket the lender had just closed
 * (a reset before any answer) is sent once more on a new one: nothing reached the lender, and fetch did
 * the same. Other methods are never sent twice here (a payment is exactly once).
 */
export async function send(req: WireRequest): Promise<WireResponse> {
  const answered = lenderCallSent();
  try {
    return await attempt(req, 1);
  } catch (err) {
    if (err instanceof StaleSocket && req.method === 'GET') return await attempt(req, 2);
    throw err instanceof StaleSocket ? new WireError('unreachable') : err;
  } finally {
    answered();
  }
}

/** The kept-alive socket was closed by the lender before it answered. */
class StaleSocket extends Error {}

const outcomeOf = (result: WireResponse | Error): Outcome =>
  result instanceof Error ? { error: result instanceof WireError ? result.kind : 'stale_socket' } : { status: result.status };

/** One sending, in its own span when traces are on (lib/lender/trace.ts). */
const attempt = (req: WireRequest, n: number) =>
  tracedAttempt({ method: req.method, url: req.url, headers: req.headers, attempt: n }, (headers) => sendOnce({ ...req, headers }), outcomeOf);

function sendOnce(req: WireRequest): Promise<WireResponse> {
  const secure = req.url.protocol === 'https:';
  const request = secure ? https.request : http.request;
  const headers: Record<string, string | number> = { ...req.headers };
  if (req.body !== undefined) headers['content-length'] = Buffer.byteLength(req.body);
  return new Promise((resolve, reject) => {
    let settled = false;
    let answered = false;
    const fail = (kind: WireError['kind'] | 'stale') => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reject(kind === 'stale' ? new StaleSocket() : new WireError(kind));
    };
    const outgoing = request(req.url, { method: req.method, headers, agent: agents[secure ? 'https:' : 'http:'] }, (incoming) => {
      answered = true;
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', () => fail('unreachable'));
      incoming.on('aborted', () => fail('unreachable'));
      incoming.on('end', () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ status: incoming.statusCode ?? 502, headers: incoming.headers, text: Buffer.concat(chunks).toString('utf8') });
      });
    });
    // The whole exchange, answer included, within the time: a lender that sends headers then stalls is
    // as unavailable as one that never answers.
    const timer = setTimeout(() => {
      fail('timeout');
      outgoing.destroy();
    }, req.timeoutMs);
    outgoing.on('error', (err: NodeJS.ErrnoException) => {
      const stale = outgoing.reusedSocket && !answered && (err.code === 'ECONNRESET' || err.code === 'EPIPE');
      fail(stale ? 'stale' : 'unreachable');
    });
    outgoing.end(req.body);
  });
}
