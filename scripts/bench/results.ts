// bench/results.json: the run's figures with what they were measured on (commit, machine, settings, routes).
// Other tooling and the docs read its shape: its keys stay as they are.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { configForResults, type BenchConfig } from './config';
import type { Route } from './routes';
import { root } from './servers';
import { round, summarize, type Figure } from './stats';

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

function chromiumVersion(chromium: string): string | null {
  try {
    return execFileSync(chromium, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/** Writes bench/results.json; answers the figures' counts by status. */
export function writeResults(startedAt: Date, config: BenchConfig, routes: Route[], figures: Figure[]) {
  const counts = summarize(figures);
  const results = {
    started_at: startedAt.toISOString(),
    seconds: Math.round((Date.now() - startedAt.getTime()) / 1000),
    commit: gitCommit(),
    machine: { cpus: os.cpus().length, load_average: os.loadavg().map((l) => round(l, 2)), node: process.version, chromium: chromiumVersion(config.chromium) },
    config: configForResults(config),
    routes: routes.map((r) => ({ key: r.key, path: new URL(r.url).pathname, measured: r.ok, note: r.note })),
    summary: counts,
    figures,
  };
  mkdirSync(path.join(root, 'bench'), { recursive: true });
  writeFileSync(path.join(root, 'bench', 'results.json'), JSON.stringify(results, null, 2) + '\n');
  return counts;
}
