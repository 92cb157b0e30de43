// npm run k8s:check — renders each kustomization under deploy/k8s with `kubectl kustomize` (no cluster
// needed) and validates every object it renders against the Kubernetes API's JSON schemas, as compiled by
// the kubernetes-models package. A kind it has no schema for is an error too, not a pass.
//   node scripts/kubernetes-check.mjs [dir …]   prints one line per object, exits 1 on any error
//   … --json                                     prints { [dir]: { objects, errors } } instead
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

const root = path.resolve(import.meta.dirname, '..');
export const KUSTOMIZATIONS = ['deploy/k8s/base', 'deploy/k8s/overlays/demo'];

/** The objects `kubectl kustomize <dir>` renders. Throws with kubectl's own words when it fails. */
export function render(dir) {
  const run = spawnSync('kubectl', ['kustomize', path.resolve(root, dir)], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (run.error) throw new Error(`kubectl could not be run (${run.error.message}): install kubectl`);
  if (run.status !== 0) throw new Error(`kubectl kustomize ${dir} failed: ${run.stderr.trim()}`);
  return parseAllDocuments(run.stdout).map((doc) => doc.toJSON()).filter(Boolean);
}

/** kubernetes-models' module of an apiVersion: the core group is v1, the others group/version. */
const modelsOf = (apiVersion) => import(`kubernetes-models/${apiVersion}`).catch(() => null);

/**
 * kustomize wraps a Secret's base64 at 70 characters; the API server's decoder (Go's) skips line breaks,
 * the schema's "byte" format does not: the breaks are taken out before validating.
 */
const unwrapped = (object) =>
  object.kind === 'Secret' && object.data ? { ...object, data: Object.fromEntries(Object.entries(object.data).map(([k, v]) => [k, String(v).replace(/[\r\n]/g, '')])) } : object;

/** Why objects do not match their schemas: one line each; none when all do. */
export async function validate(rendered) {
  const errors = [];
  for (const object of rendered.map(unwrapped)) {
    const name = `${object.kind ?? '?'} ${object.metadata?.name ?? '?'}`;
    const Model = (await modelsOf(object.apiVersion ?? ''))?.[object.kind];
    if (!Model) {
      errors.push(`${name}: no schema for ${object.apiVersion} ${object.kind}`);
      continue;
    }
    try {
      new Model(object).validate();
    } catch (err) {
      errors.push(`${name}: ${err.message}`);
    }
  }
  return errors;
}

async function main(args) {
  const json = args.includes('--json');
  const dirs = args.filter((a) => a !== '--json');
  const results = {};
  for (const dir of dirs.length ? dirs : KUSTOMIZATIONS) {
    try {
      const objects = render(dir);
      results[dir] = { objects, errors: await validate(objects) };
    } catch (err) {
      results[dir] = { objects: [], errors: [err.message] };
    }
  }
  const failed = Object.values(results).some((r) => r.errors.length > 0);
  if (json) process.stdout.write(JSON.stringify(results));
  else {
    for (const [dir, { objects, errors }] of Object.entries(results)) {
      console.log(`[k8s] ${dir}: ${objects.length} objects, ${errors.length ? `${errors.length} errors` : 'all valid'}`);
      for (const error of errors) console.log(`  ${error}`);
    }
  }
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) await main(process.argv.slice(2));
