// A line per BFF call in the portal's server log: method, path, status, time. Never a body, a header or
// a query string (they may hold a token or a PIN); the path is scrubbed too (a purchase guid).
import 'server-only';
import { redactText } from '../common/redact';

const enabled = () => process.env.ACCESS_LOG !== 'off' && process.env.NODE_ENV !== 'test';

export async function withAccessLog(request: Request, run: () => Promise<Response>): Promise<Response> {
  const started = performance.now();
  let status = 500;
  try {
    const response = await run();
    status = response.status;
    return response;
  } finally {
    if (enabled()) {
      const ms = Math.round(performance.now() - started);
      console.log(`[bff] ${request.method} ${redactText(new URL(request.url).pathname)} ${status} ${ms}ms`);
    }
  }
}
