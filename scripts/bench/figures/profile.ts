// Figure 8: where the portal's own CPU goes on a loan page, by Node's sampling profiler.
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { BenchContext, Target } from '../context';
import { load, personaIds, portalSignIn, setLatency, type PersonaIds } from '../http';
import { selfTimes, type CpuProfile } from '../profile';
import { loan, type Persona } from '../routes';
import { BENCH_SESSION_SECRET, clientAddressSecret, portInUse, root, startGroup, stop, waitForUrl } from '../servers';
import { figure, notApplicable } from '../stats';

/**
 * 8: a second portal, under Node's sampling profiler (--cpu-prof, which NODE_OPTIONS may not carry), in front
 * of the run's sandbox, while it serves ana's loan page at the throughput figure's concurrency, L = 0: the ten
 * frames that cost the most by their own time, per loan page, and the packages they belong to. The profile
 * stays in .data/bench/profile/ for Chrome's DevTools.
 */
export async function profileFigures({ config, record }: BenchContext, t: Target) {
  const dir = path.join(root, '.data', 'bench', 'profile');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  if (await portInUse(config.profilePort)) throw new Error(`port ${config.profilePort} is in use`);
  const at = `http://localhost:${config.profilePort}`;
  const addressSecret = clientAddressSecret();
  const next = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  const started = startGroup('portal-profile', process.execPath, ['--cpu-prof', `--cpu-prof-dir=${dir}`, next, 'start', '-p', String(config.profilePort)], {
    ...process.env,
    LENDER_API_URL: t.sandbox,
    SESSION_SECRET: BENCH_SESSION_SECRET,
    ...(addressSecret ? { LENDER_CLIENT_ADDRESS_SECRET: addressSecret } : {}),
    RUM_COLLECTOR_URL: '',
    NEXT_TELEMETRY_DISABLED: '1',
  });
  let requests = 0;
  try {
    await waitForUrl(`${at}/ui/auth`, started, 2 * 60_000);
    await setLatency(t.sandbox, 0);
    const ids = await personaIds(t.sandbox, 'ana@example.com');
    const cookie = await portalSignIn(at, 'ana@example.com');
    const url = at + loan({ ana: ids } as Record<Persona, PersonaIds>);
    await load(url, () => ({ headers: { cookie } }), config.concurrency, 3);
    requests = (await load(url, () => ({ headers: { cookie } }), config.concurrency, config.durationS)).ok;
  } finally {
    await stop(started.child);
  }
  const file = readdirSync(dir).find((name) => name.split('.')[3] === String(started.child.pid));
  if (!file || !requests) return record(notApplicable(8, 'profile', 'the portal under --cpu-prof', `no profile of the portal (pid ${started.child.pid}) in ${path.relative(root, dir)}`));
  const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as CpuProfile;
  const { total, frames, modules, gc } = selfTimes(profile, root);
  const perPage = (ms: number) => ms / requests;
  record(figure(8, 'profile.total', 'all work per page (start-up included)', perPage(total), 'ms', null, `${requests} loan pages in ${config.durationS} s; garbage collection ${perPage(gc).toFixed(2)} ms per page; ${path.relative(root, path.join(dir, file))}`));
  frames.slice(0, 10).forEach((f, i) => record(figure(8, `profile.frame.${i + 1}`, f.name.slice(0, 42), perPage(f.selfMs), 'ms', null, `${(f.share * 100).toFixed(1)}% — ${f.name}`)));
  modules.slice(0, 10).forEach((f, i) => record(figure(8, `profile.module.${i + 1}`, `package: ${f.name}`.slice(0, 42), perPage(f.selfMs), 'ms', null, `${(f.share * 100).toFixed(1)}% of the portal's own time`)));
}
