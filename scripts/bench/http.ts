// HTTP measurements: signing in like a browser, timed requests (full body), and bounded load runs.
import { median, percentile } from './stats';

export const PASSWORD = 'demo-password';

/**
 * Signs in through the portal's form handler; answers the Cookie header to send afterwards. A staff
 * persona's second step (two-step verification) is completed with the code the sandbox e-mailed.
 */
export async function portalSignIn(base: string, email: string, sandbox?: string): Promise<string> {
  const res = await fetch(`${base}/ui/auth/session`, {
    method: 'POST',
    body: new URLSearchParams({ email, password: PASSWORD }),
    headers: { origin: base },
    redirect: 'manual',
  });
  await res.arrayBuffer();
  let answer = res;
  if (sandbox && (res.headers.get('location') ?? '').includes('/ui/auth/verify')) {
    const pending = res.headers.getSetCookie().map((c) => c.split(';')[0]!).join('; ');
    answer = await fetch(`${base}/ui/auth/verify/submit`, {
      method: 'POST',
      body: new URLSearchParams({ code: await newestCode(sandbox, email) }),
      headers: { origin: base, cookie: pending },
      redirect: 'manual',
    });
    await answer.arrayBuffer();
  }
  const location = answer.headers.get('location') ?? '';
  if (answer.status !== 303 || location.includes('/ui/auth')) throw new Error(`sign-in of ${email} answered ${answer.status} → ${location}`);
  const cookies = answer.headers.getSetCookie().map((c) => c.split(';')[0]!).filter((c) => !c.endsWith('='));
  if (cookies.length === 0) throw new Error(`sign-in of ${email} set no cookie`);
  return cookies.join('; ');
}

/** The 6-digit code of the newest message the sandbox "sent" to an address. */
async function newestCode(sandbox: string, to: string): Promise<string> {
  const { data } = (await (await fetch(`${sandbox}/sandbox/outbox?to=${encodeURIComponent(to)}`)).json()) as { data: { body: string }[] };
  const code = /\b(\d{6})\b/.exec(data[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${to}`);
  return code;
}

export async function sandboxToken(sandbox: string, email: string): Promise<string> {
  const res = await fetch(`${sandbox}/platform/auth/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const body = (await res.json()) as { token?: string; second_step?: { challenge: string } };
  if (res.status === 200 && body.second_step) {
    const done = await sandboxJson<{ token: string }>(sandbox, 'POST', '/platform/auth/second_step', { challenge: body.second_step.challenge, code: await newestCode(sandbox, email) });
    return done.token;
  }
  if (res.status !== 201 || !body.token) throw new Error(`sandbox sign-in of ${email} answered ${res.status}`);
  return body.token;
}

export interface PersonaIds {
  userId: number;
  currentApplicationId: number | null;
  revolverApplicationId: number | null;
}

export async function personaIds(sandbox: string, email: string): Promise<PersonaIds> {
  const token = await sandboxToken(sandbox, email);
  const res = await fetch(`${sandbox}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET /api/users/me of ${email} answered ${res.status}`);
  const { data } = (await res.json()) as { data: { id: number; attributes: { current_application_id: number | null; revolver_application_id: number | null } } };
  return { userId: data.id, currentApplicationId: data.attributes.current_application_id, revolverApplicationId: data.attributes.revolver_application_id };
}

export async function sandboxJson<T>(sandbox: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${sandbox}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text) as T;
}

export const setLatency = (sandbox: string, ms: number) => sandboxJson<{ ms: number }>(sandbox, 'PUT', '/sandbox/bench/latency', { ms });

export interface Timed {
  status: number;
  ms: number;
  bytes: number;
  location: string | null;
  /** The x-request-id the server answered with: its access lines carry it. */
  reqId: string | null;
}

/** One request, timed to the last byte of the body. */
export async function timed(url: string, init: RequestInit = {}): Promise<Timed> {
  const start = performance.now();
  const res = await fetch(url, { redirect: 'manual', ...init, signal: AbortSignal.timeout(30_000) });
  const body = await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - start, bytes: body.byteLength, location: res.headers.get('location'), reqId: res.headers.get('x-request-id') };
}

export interface Samples {
  values: number[];
  median: number;
  min: number;
  max: number;
  bytes: number;
}

/** `warmup` untimed requests, then `n` timed ones; every one must answer 200. */
export async function sample(url: string, init: RequestInit, n: number, warmup = 2): Promise<Samples> {
  for (let i = 0; i < warmup; i++) await timed(url, init);
  const values: number[] = [];
  let bytes = 0;
  for (let i = 0; i < n; i++) {
    const t = await timed(url, init);
    if (t.status !== 200) throw new Error(`${url} answered ${t.status}`);
    values.push(t.ms);
    bytes = t.bytes;
  }
  return { values, median: median(values), min: Math.min(...values), max: Math.max(...values), bytes };
}

export interface LoadResult {
  ok: number;
  failed: number;
  statuses: Record<number, number>;
  seconds: number;
  rps: number;
  p50: number | null;
  p99: number | null;
}

/**
 * `concurrency` workers send requests back to back for `seconds` (and at most `maxRequests` in all):
 * bounded in time and count, loopback only. `init` is called per request (fresh idempotency keys).
 */
export async function load(url: string, init: () => RequestInit, concurrency: number, seconds: number, maxRequests = 200_000): Promise<LoadResult> {
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let sent = 0;
  let failed = 0;
  const start = performance.now();
  const deadline = start + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline && sent < maxRequests) {
      sent++;
      const t0 = performance.now();
      try {
        const res = await fetch(url, { redirect: 'manual', ...init(), signal: AbortSignal.timeout(30_000) });
        await res.arrayBuffer();
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        if (res.status >= 200 && res.status < 300) latencies.push(performance.now() - t0);
        else failed++;
      } catch {
        failed++;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - start) / 1000;
  return {
    ok: latencies.length,
    failed,
    statuses,
    seconds: elapsed,
    rps: latencies.length / elapsed,
    p50: latencies.length ? percentile(latencies, 50) : null,
    p99: latencies.length ? percentile(latencies, 99) : null,
  };
}
