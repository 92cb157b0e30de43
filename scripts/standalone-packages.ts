// The portal's standalone build must hold none of the sandbox's packages: a portal deploy ships
// .next/standalone, and the lender sandbox (lender/package.json) is no part of it. It must hold every
// OpenTelemetry package the portal loads when OTEL_* is set (./telemetry-packages.ts): a missing one would
// only show in production, the day tracing is turned on.
//   npx tsx scripts/standalone-packages.ts   lists .next/standalone's packages; exit 1 on a sandbox package or a missing one.
// The sandbox's packages: lender/package.json's dependencies that the portal's own (package.json
// dependencies) do not also name, and the sandbox package itself. e2e/standalone.spec.ts runs this check
// on the build the browser tests use; scripts/standalone-packages.test.ts checks the check.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { TELEMETRY_PACKAGES } from './telemetry-packages';

const root = path.resolve(__dirname, '..');

/** The packages only the sandbox uses, from the two package.json files under `repo`. */
export function sandboxOnlyPackages(repo = root): string[] {
  const read = (file: string): { name: string; dependencies?: Record<string, string> } => JSON.parse(readFileSync(path.join(repo, file), 'utf8'));
  const portal = read('package.json');
  const lender = read(path.join('lender', 'package.json'));
  const portalNeeds = new Set(Object.keys(portal.dependencies ?? {}));
  return [lender.name, ...Object.keys(lender.dependencies ?? {}).filter((name) => !portalNeeds.has(name))].sort();
}

/** Every package under `dir`'s node_modules folders, nested ones too, by name. */
export function packagesIn(dir: string): string[] {
  const found = new Set<string>();
  const walk = (modules: string) => {
    if (!existsSync(modules)) return;
    for (const entry of readdirSync(modules, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(modules, entry.name);
      if (entry.name.startsWith('@')) {
        for (const scoped of readdirSync(full, { withFileTypes: true })) {
          found.add(`${entry.name}/${scoped.name}`);
          walk(path.join(full, scoped.name, 'node_modules'));
        }
      } else {
        found.add(entry.name);
        walk(path.join(full, 'node_modules'));
      }
    }
  };
  walk(path.join(dir, 'node_modules'));
  return [...found].sort();
}

/** The sandbox packages found in the standalone folder `dir` (none is right). */
export function sandboxPackagesIn(dir: string, repo = root): string[] {
  const inBuild = new Set(packagesIn(dir));
  return sandboxOnlyPackages(repo).filter((name) => inBuild.has(name));
}

/** The run-time packages (the OpenTelemetry SDK) missing from the standalone folder `dir` (none is right). */
export function missingRuntimePackages(dir: string, needed = TELEMETRY_PACKAGES): string[] {
  const inBuild = new Set(packagesIn(dir));
  return needed.filter((name) => !inBuild.has(name));
}

if (require.main === module) {
  const dir = path.join(root, '.next', 'standalone');
  if (!existsSync(path.join(dir, 'server.js'))) {
    console.error('No standalone build: run npm run build first.');
    process.exit(1);
  }
  const found = sandboxPackagesIn(dir);
  const all = packagesIn(dir);
  if (found.length) {
    console.error(`.next/standalone holds sandbox packages: ${found.join(', ')}`);
    process.exit(1);
  }
  const missing = missingRuntimePackages(dir);
  if (missing.length) {
    console.error(`.next/standalone lacks packages the portal loads at run time: ${missing.join(', ')}`);
    process.exit(1);
  }
  console.log(`.next/standalone: ${all.length} packages, none of the sandbox's (${sandboxOnlyPackages().join(', ')})`);
}
