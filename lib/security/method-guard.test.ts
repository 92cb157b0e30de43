// The method guard on a real Node HTTP server: methods the portal does not serve (TRACE, which Next's web
// Request refuses; TRACK and made-up ones, which Node's parser refuses; CONNECT, its own event) answer 405
// with every security header and never reach the application; the served ones pass.
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { securityHeaders } from './headers';
import { refuseOtherMethods, SERVED_METHODS } from './method-guard';

let server: http.Server;
let port: number;
const reached: string[] = [];

beforeAll(async () => {
  refuseOtherMethods();
  server = http.createServer((req, res) => {
    reached.push(req.method!);
    res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => reached.splice(0));

/** One raw request on its own connection: the status and headers of the answer. */
function raw(method: string, path = '/ui/auth'): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(`${method} ${path} HTTP/1.1\r\nhost: localhost\r\nconnection: close\r\n\r\n`));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

const SECURITY_HEADERS = Object.keys(securityHeaders('/', "default-src 'self'"));

test.each(['TRACE', 'TRACK', 'CONNECT', 'PROPFIND', 'DEBUG', 'FOO', 'get'])('%s answers 405 with every security header, and the app never sees it', async (method) => {
  const answer = await raw(method, method === 'CONNECT' ? 'localhost:443' : '/ui/auth');
  expect(answer.status).toBe(405);
  for (const name of SECURITY_HEADERS) expect([name, answer.headers[name]]).toEqual([name, expect.any(String)]);
  expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(answer.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(JSON.parse(answer.body)).toEqual({ message: 'This method is not allowed.' });
  expect(reached).toEqual([]);
});

test.each(SERVED_METHODS)('%s reaches the app', async (method) => {
  const answer = await raw(method);
  expect(answer.status).toBe(200);
  expect(reached).toEqual([method]);
});

test('a refused method on a kept-alive connection after a served one is answered too', async () => {
  const text = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nhost: localhost\r\n\r\n'));
    let all = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      all += chunk;
      if (all.endsWith('ok')) socket.write('TRACK / HTTP/1.1\r\nhost: localhost\r\n\r\n');
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(all));
  });
  expect(text.match(/HTTP\/1\.1 \d+/g)).toEqual(['HTTP/1.1 200', 'HTTP/1.1 405']);
});
