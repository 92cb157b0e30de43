// Figure 6: the sandbox's own latency at 50 concurrent connections, on PGlite and, when given, PostgreSQL.
import { randomUUID } from 'node:crypto';
import { ACH_AUTHORIZATION_VERSION } from '../../../lib/rules/ach-authorization';
import type { BenchContext, Target } from '../context';
import { load, personaIds, sandboxJson, sandboxToken, setLatency } from '../http';
import { ensureDatabase, portInUse, startPgSandbox, stop, waitForUrl } from '../servers';
import { figure, notApplicable } from '../stats';

/** 6: p50/p99 of GET /api/loan_accounts/{id} and POST /api/transactions at 50 connections. */
async function sandboxLatency({ config, record }: BenchContext, label: string, url: string) {
  await sandboxJson(url, 'POST', '/sandbox/reset');
  await setLatency(url, 0).catch(() => undefined);
  const token = await sandboxToken(url, 'ana@example.com');
  const ids = await personaIds(url, 'ana@example.com');
  const auth = { authorization: `Bearer ${token}` };
  const c = config.sandboxConcurrency;
  const d = config.sandboxDurationS;

  const getUrl = `${url}/api/loan_accounts/${ids.currentApplicationId}`;
  await load(getUrl, () => ({ headers: auth }), c, 2);
  const get = await load(getUrl, () => ({ headers: auth }), c, d);
  const getDetail = `${get.ok} answers in ${get.seconds.toFixed(1)} s (${get.rps.toFixed(0)}/s)${get.failed ? `, ${get.failed} failed` : ''}`;
  record(figure(6, `sandbox.${label}.get.p50`, `${label}: GET /api/loan_accounts/{id} p50`, get.p50, 'ms', null, getDetail));
  record(figure(6, `sandbox.${label}.get.p99`, `${label}: GET /api/loan_accounts/{id} p99`, get.p99, 'ms', null));

  // POST /api/transactions: measured only where this build has it; a fresh Idempotency-Key per request.
  const seeded = await sandboxJson<{ application_id: number; bank_account_ids: number[] }>(url, 'POST', '/sandbox/bench/seed', { email: 'ana@example.com', payments: 0, statements: 0 });
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Denver' });
  const body = JSON.stringify({
    application_id: seeded.application_id,
    transaction: { amount: 1, future_effective_at: today, authorized: true, transactable_type: 'BankAccount', transactable_id: seeded.bank_account_ids[0], active: true },
    terms_version: ACH_AUTHORIZATION_VERSION,
    // The same amount on the same day again looks like a duplicate: each request confirms it (a new key each).
    allow_duplicate: true,
  });
  const post = () => ({ method: 'POST', body, headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': randomUUID() } });
  const probe = await fetch(`${url}/api/transactions`, post());
  const probeText = await probe.text();
  if (probe.status === 404) {
    record(notApplicable(6, `sandbox.${label}.post`, `${label}: POST /api/transactions`, 'answers 404: not in this build'));
    return;
  }
  if (!probe.ok) {
    record(notApplicable(6, `sandbox.${label}.post`, `${label}: POST /api/transactions`, `the probe answered ${probe.status}: ${probeText.slice(0, 160)}`));
    return;
  }
  const posted = await load(`${url}/api/transactions`, post, c, d, 20_000);
  const postDetail = `${posted.ok} answers in ${posted.seconds.toFixed(1)} s (${posted.rps.toFixed(0)}/s)${posted.failed ? `, ${posted.failed} refused: ${JSON.stringify(posted.statuses)}` : ''}`;
  record(figure(6, `sandbox.${label}.post.p50`, `${label}: POST /api/transactions p50`, posted.p50, 'ms', null, postDetail));
  record(figure(6, `sandbox.${label}.post.p99`, `${label}: POST /api/transactions p99`, posted.p99, 'ms', null));
}

/** 6: the run's sandbox (PGlite), then a second sandbox of its own on BENCH_DATABASE_URL when set. */
export async function sandboxFigures(ctx: BenchContext, t: Target) {
  const { config, record } = ctx;
  await sandboxLatency(ctx, 'PGlite', t.sandbox);
  if (!config.databaseUrl) {
    record(notApplicable(6, 'sandbox.postgres', 'PostgreSQL', 'skipped: set BENCH_DATABASE_URL=postgres://… to measure it'));
    return;
  }
  const port = config.pgSandboxPort;
  if (await portInUse(port)) throw new Error(`port ${port} is in use`);
  await ensureDatabase(config.databaseUrl);
  const pg = startPgSandbox(port, config.databaseUrl);
  try {
    await waitForUrl(`http://127.0.0.1:${port}/health`, pg, 120_000);
  } catch (err) {
    await stop(pg.child);
    record(notApplicable(6, 'sandbox.postgres', 'PostgreSQL', `skipped: the sandbox on BENCH_DATABASE_URL did not start (${err instanceof Error ? err.message.split('\n').slice(-3).join(' ').slice(0, 200) : err})`));
    return;
  }
  try {
    await sandboxLatency(ctx, 'PostgreSQL', `http://127.0.0.1:${port}`);
  } finally {
    await stop(pg.child);
  }
}
