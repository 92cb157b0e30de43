// What every figure is handed: the run's settings, where its figures go, and the portal and sandbox it
// measures (a Target), so no figure reads a setting or a server from anywhere else.
import type { BenchConfig } from './config';
import { personaIds, portalSignIn, timed, type PersonaIds } from './http';
import type { RecordFigure } from './report';
import { PERSONAS, ROUTES, type Persona, type Route, type RouteSpec } from './routes';
import type { Started } from './servers';
import { routeState } from './stats';

export interface BenchContext {
  config: BenchConfig;
  record: RecordFigure;
  log: (message: string) => void;
  /** Where the portals' real-user monitoring intake writes its reports during the run (figure 7 reads them). */
  rumLogFile: string;
}

/** A portal and its sandbox under measurement: the embedded database (the default), or PostgreSQL. */
export interface Target {
  /** '' for the default run; '.pg' in the keys of the PostgreSQL run. */
  suffix: string;
  /** Said after each label: '' or ' (PostgreSQL)'. */
  said: string;
  base: string;
  sandbox: string;
  servers: Started;
  routes: Route[];
}

async function probe(log: BenchContext['log'], at: string, specs: RouteSpec[], ids: Record<Persona, PersonaIds>, cookies: Record<Persona, string>): Promise<Route[]> {
  const routes: Route[] = [];
  for (const spec of specs) {
    const url = at + spec.path(ids);
    const cookie = spec.persona ? cookies[spec.persona] : null;
    const t = await timed(url, cookie ? { headers: { cookie } } : {});
    const state = routeState(t.status, t.location);
    routes.push({ ...spec, url, cookie, ...state });
    log(`${spec.label.padEnd(22)} ${new URL(url).pathname} ${state.ok ? 'ok' : state.note}`);
  }
  return routes;
}

/** The personas' ids and portal cookies, and each route's URL and whether this build serves it. */
export async function signedInRoutes(log: BenchContext['log'], at: string, lender: string): Promise<Route[]> {
  const ids = Object.fromEntries(await Promise.all(PERSONAS.map(async (p) => [p, await personaIds(lender, `${p}@example.com`)] as const))) as Record<Persona, PersonaIds>;
  const cookies = Object.fromEntries(await Promise.all(PERSONAS.map(async (p) => [p, await portalSignIn(at, `${p}@example.com`, lender)] as const))) as Record<Persona, string>;
  return probe(log, at, ROUTES, ids, cookies);
}
