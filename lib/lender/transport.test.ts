// The lender client's wire against a real local server: answers whole, the time limit, a hang-up, and the
// one resend of a GET whose kept-alive socket the server had closed (never of a POST).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { send, WireError } from './transport';

let server: http.Server;
let base: URL;
let handler: (req: http.IncomingMessage, res: http.ServerResponse) => void;
const seen: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => (seen.length = 0));

const url = (path: string) => new URL(path, base);

test('answers the status, the headers and the whole body; sends the body with its length', async () => {
  handler = (req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      res.writeHead(422, { 'content-type': 'application/json', 'retry-after': '60' });
      res.write('{"echo":');
      res.end(JSON.stringify({ body, length: req.headers['content-length'], auth: req.headers.authorization }) + '}');
    });
  };
  const answer = await send({ method: 'POST', url: url('/x'), headers: { authorization: 'Bearer t' }, body: '{"a":"é"}', timeoutMs: 2000 });
  expect(answer.status).toBe(422);
  expect(answer.headers['retry-after']).toBe('60');
  expect(JSON.parse(answer.text)).toEqual({ echo: { body: '{"a":"é"}', length: '10', auth: 'Bearer t' } });
});

test('a server that does not answer in time is a timeout', async () => {
  handler = () => undefined;
  await expect(send({ method: 'GET', url: url('/slow'), headers: {}, timeoutMs: 150 })).rejects.toEqual(new WireError('timeout'));
});

test('headers then a stall is a timeout too: the whole answer must arrive in time', async () => {
  handler = (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"partial":');
  };
  await expect(send({ method: 'GET', url: url('/stall'), headers: {}, timeoutMs: 200 })).rejects.toMatchObject({ kind: 'timeout' });
});

test('a refused connection is unreachable', async () => {
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const port = (closed.address() as AddressInfo).port;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  await expect(send({ method: 'GET', url: new URL(`http://127.0.0.1:${port}/`), headers: {}, timeoutMs: 2000 })).rejects.toMatchObject({ kind: 'unreachable' });
});

describe('a kept-alive socket the server closed before answering', () => {
  // The first request leaves a socket in the pool; the server then destroys the next request's socket
  // without an answer, as a server closing an idle connection at that moment would.
  const firstOkThenHangUp = () => {
    let n = 0;
    handler = (req, res) => {
      n += 1;
      if (n === 2) return req.socket.destroy();
      res.end('{}');
    };
  };

  test('a GET is sent once more and answers', async () => {
    firstOkThenHangUp();
    await send({ method: 'GET', url: url('/a'), headers: {}, timeoutMs: 2000 });
    const answer = await send({ method: 'GET', url: url('/a'), headers: {}, timeoutMs: 2000 });
    expect(answer.status).toBe(200);
    expect(seen).toEqual(['GET /a', 'GET /a', 'GET /a']);
  });

  test('a POST is never sent twice: it fails as unreachable', async () => {
    firstOkThenHangUp();
    await send({ method: 'POST', url: url('/pay'), headers: {}, body: '{}', timeoutMs: 2000 });
    await expect(send({ method: 'POST', url: url('/pay'), headers: {}, body: '{}', timeoutMs: 2000 })).rejects.toMatchObject({ kind: 'unreachable' });
    expect(seen).toEqual(['POST /pay', 'POST /pay']);
  });
});
