#!/usr/bin/env node
// validate-k8s.mjs: `kustomize build` of deploy/k8s/base and of every overlay, each piped into
// `kubeconform -strict` against the Kubernetes JSON schemas, offline; then the rules of issue 12
// that a schema cannot see, checked on the production build (replicas, probes, resources,
// disruption budgets, autoscalers, network policies, no Secret in the manifests).
// The tools and schemas come from scripts/install-k8s-tools.sh (run by .ci/run), versions in
// deploy/k8s/tools.env. Ends with `N passed, N failed`; exits 1 on any failure or missing tool.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './lib/workspaces.mjs';

// js-yaml as @coffee/topology has it (its compose and manifest tests parse YAML with it): the root
// package declares no YAML parser of its own.
const { loadAll } = createRequire(path.join(repoRoot, 'packages/topology/package.json'))('js-yaml');

const k8sDir = path.join(repoRoot, 'deploy/k8s');
const tools = Object.fromEntries(
  [...fs.readFileSync(path.join(k8sDir, 'tools.env'), 'utf8').matchAll(/^([A-Z_]+)=(\S+)$/gm)].map(
    (m) => [m[1], m[2]],
  ),
);
const cache = path.join(
  process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'),
  'coffee-shop',
);
const kustomize =
  process.env.KUSTOMIZE_BIN ?? path.join(cache, `kustomize-${tools.KUSTOMIZE_VERSION}`);
const kubeconform =
  process.env.KUBECONFORM_BIN ?? path.join(cache, `kubeconform-${tools.KUBECONFORM_VERSION}`);
const schemas =
  process.env.K8S_SCHEMAS_DIR ?? path.join(cache, `k8s-schemas-${tools.KUBERNETES_VERSION}`);

const missing = [
  [kustomize, fs.existsSync(kustomize)],
  [kubeconform, fs.existsSync(kubeconform)],
  [schemas, fs.existsSync(path.join(schemas, `v${tools.KUBERNETES_VERSION}-standalone-strict`))],
].filter(([, present]) => !present);
if (missing.length) {
  console.error(
    `Missing for the Kubernetes manifest check: ${missing.map(([p]) => p).join(', ')}\n` +
      'Install them with: bash scripts/install-k8s-tools.sh (needs Go and the Go module proxy)',
  );
  console.log('0 passed, 1 failed');
  process.exit(1);
}

let passed = 0;
let failed = 0;
const check = (ok, what, detail = '') => {
  if (ok) passed += 1;
  else failed += 1;
  console.log(`${ok ? '✔' : '✘'} ${what}${!ok && detail ? `: ${detail}` : ''}`);
  return ok;
};

const overlays = [
  'base',
  ...fs.readdirSync(path.join(k8sDir, 'overlays')).map((name) => `overlays/${name}`),
];
const built = {};
for (const overlay of overlays) {
  const build = spawnSync(kustomize, ['build', path.join(k8sDir, overlay)], { encoding: 'utf8' });
  if (!check(build.status === 0, `kustomize build ${overlay}`, build.stderr.trim())) continue;
  built[overlay] = loadAll(build.stdout);
  // kubeconform reads the build from stdin; -strict rejects unknown fields and duplicate keys.
  const conform = spawnSync(
    kubeconform,
    [
      '-strict',
      '-summary',
      '-schema-location',
      schemas,
      '-kubernetes-version',
      tools.KUBERNETES_VERSION,
    ],
    { input: build.stdout, encoding: 'utf8' },
  );
  process.stdout.write(conform.stdout.replace(/^(?=.)/gm, '  '));
  process.stderr.write(conform.stderr);
  check(
    conform.status === 0,
    `kubeconform -strict ${overlay} (Kubernetes ${tools.KUBERNETES_VERSION})`,
  );
}

/** Issue 12's rules, on the production build. */
function checkProduction(objects) {
  const of = (kind) => objects.filter((o) => o.kind === kind);
  const hpaMin = new Map(
    of('HorizontalPodAutoscaler').map((h) => [h.spec.scaleTargetRef.name, h.spec.minReplicas]),
  );
  const pdbFor = new Set(
    of('PodDisruptionBudget').map((p) => p.spec.selector.matchLabels?.['app.kubernetes.io/name']),
  );
  for (const d of of('Deployment')) {
    const name = d.metadata.name;
    const component = d.spec.template.metadata.labels['app.kubernetes.io/component'];
    const replicas = d.spec.replicas ?? hpaMin.get(name) ?? 1;
    check(replicas >= 2, `${name}: 2 or more replicas`, `has ${replicas}`);
    check(pdbFor.has(name), `${name}: a PodDisruptionBudget`);
    for (const c of d.spec.template.spec.containers) {
      const { requests = {}, limits = {} } = c.resources ?? {};
      check(
        requests.cpu && requests.memory && limits.cpu && limits.memory,
        `${name}: cpu and memory requests and limits`,
      );
      // Static servers (remotes, shell) serve /healthz only: see deploy/k8s/base/remotes/.
      const ready = component === 'remote' ? '/healthz' : '/readyz';
      check(c.readinessProbe?.httpGet?.path === ready, `${name}: readiness on ${ready}`);
      check(c.livenessProbe?.httpGet?.path === '/healthz', `${name}: liveness on /healthz`);
    }
  }
  for (const target of ['catalog', 'gateway'])
    check(hpaMin.has(target), `${target}: a HorizontalPodAutoscaler`);
  const policies = of('NetworkPolicy');
  check(
    policies.some(
      (p) =>
        Object.keys(p.spec.podSelector).length === 0 &&
        p.spec.policyTypes.includes('Ingress') &&
        p.spec.policyTypes.includes('Egress') &&
        !p.spec.ingress &&
        !p.spec.egress,
    ),
    'a default-deny NetworkPolicy (ingress and egress)',
  );
  const services = policies.find(
    (p) => p.spec.podSelector.matchLabels?.['app.kubernetes.io/component'] === 'service',
  );
  const allowedIn = services?.spec.ingress?.flatMap((rule) => rule.from ?? [{}]) ?? [];
  check(
    allowedIn.length > 0 &&
      allowedIn.every((from) =>
        from.podSelector?.matchExpressions?.some(
          (e) =>
            e.key === 'app.kubernetes.io/component' &&
            e.values.every((v) => ['gateway', 'service'].includes(v)),
        ),
      ),
    'services: only the gateway (and other services) may reach them',
  );
  check(of('Secret').length === 0, 'no Secret object in the manifests (secrets are created apart)');
}
if (built['overlays/production']) checkProduction(built['overlays/production']);
else check(false, 'overlays/production exists and builds');

// The secret names the pods mount must be the ones deploy/k8s/create-secrets.sh creates.
const script = fs.readFileSync(path.join(k8sDir, 'create-secrets.sh'), 'utf8');
const mounted = new Set(
  (built.base ?? [])
    .flatMap((o) => o.spec?.template?.spec?.volumes ?? [])
    .map((v) => v.secret?.secretName)
    .filter(Boolean),
);
for (const name of mounted)
  check(script.includes(`secret generic ${name} `), `create-secrets.sh creates ${name}`);

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
