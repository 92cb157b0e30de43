// The Kubernetes manifests (deploy/k8s): rendered with `kubectl kustomize` and validated against the
// Kubernetes API's schemas by scripts/kubernetes-check.mjs (no cluster), then held to what running the
// portal needs: two instances, readiness on the lender, liveness on the process, non-root and read-only
// with /tmp writable, a grace period longer than idle keep-alive connections live, every key from a Secret.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { envOf, parseDockerfile } from '../../scripts/dockerfile';

const root = path.resolve(__dirname, '../..');
const SECRET_NAME = /SECRET|PASSWORD|TOKEN|KEY|DATABASE_URL/i;

interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
}
interface Container {
  name: string;
  env?: { name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }[];
  readinessProbe?: { httpGet?: { path: string; port: string } };
  livenessProbe?: { httpGet?: { path: string; port: string } };
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: { readOnlyRootFilesystem?: boolean; allowPrivilegeEscalation?: boolean };
  volumeMounts?: { name: string; mountPath: string }[];
  ports?: { name: string; containerPort: number }[];
}
interface PodSpec {
  terminationGracePeriodSeconds?: number;
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
  containers: Container[];
  volumes?: { name: string; emptyDir?: object }[];
}

function check(...dirs: string[]): { code: number | null; results: Record<string, { objects: K8sObject[]; errors: string[] }> } {
  const run = spawnSync(process.execPath, [path.join(root, 'scripts/kubernetes-check.mjs'), '--json', ...dirs], { cwd: root, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (!run.stdout) throw new Error(`kubernetes-check printed nothing: ${run.stderr}`);
  return { code: run.status, results: JSON.parse(run.stdout) };
}

const { code, results } = check('deploy/k8s/base', 'deploy/k8s/overlays/demo');
const base = results['deploy/k8s/base']!.objects;
const demo = results['deploy/k8s/overlays/demo']!.objects;
const find = (objects: K8sObject[], kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata.name === name)!;
const podOf = (o: K8sObject) => (o.spec!.template as { spec: PodSpec }).spec;
const workloads = (objects: K8sObject[]) => objects.filter((o) => o.kind === 'Deployment' || o.kind === 'StatefulSet');

it('renders with kubectl kustomize, and every object matches its Kubernetes schema', () => {
  expect(results['deploy/k8s/base']!.errors).toEqual([]);
  expect(results['deploy/k8s/overlays/demo']!.errors).toEqual([]);
  expect(code).toBe(0);
  expect(base.map((o) => o.kind).sort()).toEqual(['ConfigMap', 'Deployment', 'HorizontalPodAutoscaler', 'PodDisruptionBudget', 'Service']);
});

it('finds an object that does not match its schema, and a kind it has no schema for', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'k8s-check-'));
  try {
    writeFileSync(path.join(dir, 'kustomization.yaml'), 'resources: [bad.yaml]\n');
    writeFileSync(
      path.join(dir, 'bad.yaml'),
      ['apiVersion: apps/v1', 'kind: Deployment', 'metadata: {name: bad}', 'spec:', '  replicas: two', '  selector: {}', '  template: {spec: {containers: [{name: a}]}}', '---', 'apiVersion: example.com/v1', 'kind: Widget', 'metadata: {name: w}'].join('\n'),
    );
    const { code: failed, results: bad } = check(dir);
    expect(failed).toBe(1);
    expect(bad[dir]!.errors).toEqual([expect.stringMatching(/^Deployment bad: .*replicas must be integer/), 'Widget w: no schema for example.com/v1 Widget']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

describe('the portal Deployment', () => {
  const deployment = find(base, 'Deployment', 'portal');
  const pod = podOf(deployment);
  const [portal] = pod.containers;

  it('runs two instances, ready when the lender answers and alive while the process does', () => {
    expect(deployment.spec!.replicas).toBe(2);
    expect(portal!.readinessProbe!.httpGet!.path).toBe('/api/ready');
    expect(portal!.livenessProbe!.httpGet!.path).toBe('/api/health');
    expect(portal!.ports!.map((p) => p.name)).toContain(portal!.readinessProbe!.httpGet!.port);
    expect(portal!.resources!.requests).toEqual(expect.objectContaining({ cpu: expect.any(String), memory: expect.any(String) }));
    expect(portal!.resources!.limits).toEqual(expect.objectContaining({ memory: expect.any(String) }));
  });

  it('runs as non-root on a read-only root filesystem, writing only to an emptyDir on /tmp', () => {
    expect(pod.securityContext!.runAsNonRoot).toBe(true);
    expect(pod.securityContext!.runAsUser).toBeGreaterThan(0);
    expect(portal!.securityContext).toEqual(expect.objectContaining({ readOnlyRootFilesystem: true, allowPrivilegeEscalation: false }));
    const tmp = portal!.volumeMounts!.find((m) => m.mountPath === '/tmp')!;
    expect(pod.volumes!.find((v) => v.name === tmp.name)!.emptyDir).toBeDefined();
  });

  it('outlives its idle keep-alive connections after SIGTERM', () => {
    const imageKeepAlive = Number(envOf(parseDockerfile(path.join(root, 'Dockerfile')).at(-1)!).KEEP_ALIVE_TIMEOUT);
    const keepAlive = Number(portal!.env!.find((e) => e.name === 'KEEP_ALIVE_TIMEOUT')?.value ?? imageKeepAlive);
    expect(keepAlive).toBeGreaterThan(0);
    expect(pod.terminationGracePeriodSeconds! * 1000).toBeGreaterThan(Math.max(keepAlive, imageKeepAlive));
  });

  it('is selected by its Service, its disruption budget and its autoscaler', () => {
    const labels = (deployment.spec!.template as { metadata: { labels: Record<string, string> } }).metadata.labels;
    const selects = (selector: Record<string, string>) => Object.entries(selector).every(([k, v]) => labels[k] === v);
    expect(selects(find(base, 'Service', 'portal').spec!.selector as Record<string, string>)).toBe(true);
    const pdb = find(base, 'PodDisruptionBudget', 'portal').spec as { minAvailable: number; selector: { matchLabels: Record<string, string> } };
    expect(selects(pdb.selector.matchLabels)).toBe(true);
    expect(pdb.minAvailable).toBeLessThan(deployment.spec!.replicas as number);
    const hpa = find(base, 'HorizontalPodAutoscaler', 'portal').spec as { scaleTargetRef: { kind: string; name: string }; minReplicas: number };
    expect(hpa.scaleTargetRef).toEqual(expect.objectContaining({ kind: 'Deployment', name: 'portal' }));
    expect(hpa.minReplicas).toBeGreaterThanOrEqual(2);
  });
});

it('takes every key from a Secret: no secret-named variable has a value, and the base holds no Secret', () => {
  expect(base.filter((o) => o.kind === 'Secret')).toEqual([]);
  for (const objects of [base, demo]) {
    for (const workload of workloads(objects))
      for (const container of podOf(workload).containers)
        for (const variable of container.env ?? []) if (SECRET_NAME.test(variable.name)) expect({ [variable.name]: variable.valueFrom?.secretKeyRef?.key }).toEqual({ [variable.name]: variable.name });
    for (const map of objects.filter((o) => o.kind === 'ConfigMap')) expect(Object.keys(map.data ?? {}).filter((k) => SECRET_NAME.test(k))).toEqual([]);
  }
});

it('the demo overlay adds the sandbox on PostgreSQL in its own namespace, and points the portal at it', () => {
  const namespaced = demo.filter((o) => o.kind !== 'Namespace');
  expect(new Set(namespaced.map((o) => o.metadata.namespace))).toEqual(new Set(['lender-portal-demo']));
  expect(workloads(demo).map((o) => `${o.kind} ${o.metadata.name}`).sort()).toEqual(['Deployment lender-sandbox', 'Deployment portal', 'StatefulSet postgres']);
  const config = demo.find((o) => o.kind === 'ConfigMap' && o.metadata.name.startsWith('portal-config'))!;
  const sandboxService = find(demo, 'Service', 'lender-sandbox').spec as { ports: { port: number }[] };
  expect(config.data!.LENDER_API_URL).toBe(`http://lender-sandbox:${sandboxService.ports[0]!.port}`);
  for (const workload of workloads(demo)) {
    const pod = podOf(workload);
    expect(pod.securityContext!.runAsNonRoot).toBe(true);
    for (const container of pod.containers) expect(container.securityContext!.readOnlyRootFilesystem).toBe(true);
  }
});
