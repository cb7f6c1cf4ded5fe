#!/usr/bin/env node
// validate-k8s.mjs: `kustomize build` of deploy/k8s/base and of every overlay, each piped into
// `kubeconform -strict` against the Kubernetes JSON schemas, offline; then the rules of issue 12
// that a schema cannot see, checked on the production build (replicas, probes, resources,
// disruption budgets, autoscalers, network policies, no Secret in the manifests), and the
// payment (issue 24) and mail (issue 27) wiring of every build.
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
  // The policy that admits traffic to the services (others only let them out: mail, Stripe).
  const services = policies.find(
    (p) =>
      p.spec.podSelector.matchLabels?.['app.kubernetes.io/component'] === 'service' &&
      p.spec.policyTypes.includes('Ingress'),
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

/**
 * Issue 24: a deployment takes payments through Stripe, never the offline test provider by
 * accident. In the base and in production the two paying services read Stripe's keys and their
 * own webhook secret from the required coffee-stripe Secret (no `optional`: the pod does not
 * start without it), and every part reads DEMO_PAYMENTS=false; overlays/demo is the one way to a
 * demo: DEMO_PAYMENTS=true for the services and the gateway alike (the banner and the provider
 * agree), and no Stripe key (the services refuse both at once).
 */
const PAYING = {
  'cart-checkout': {
    STRIPE_SECRET_KEY: 'secret-key',
    STRIPE_PUBLISHABLE_KEY: 'publishable-key',
    STRIPE_ORDER_WEBHOOK_SECRET: 'order-webhook-secret',
  },
  membership: {
    STRIPE_SECRET_KEY: 'secret-key',
    STRIPE_PUBLISHABLE_KEY: 'publishable-key',
    STRIPE_WEBHOOK_SECRET: 'webhook-secret',
  },
};
function checkPayments(overlay, objects, demo) {
  const configMaps = new Map(
    objects.filter((o) => o.kind === 'ConfigMap').map((c) => [c.metadata.name, c.data ?? {}]),
  );
  const containerOf = (name) =>
    objects.find((o) => o.kind === 'Deployment' && o.metadata.name === name)?.spec.template.spec
      .containers[0];
  /** What the container's environment says (config maps first, its own env over them). */
  const envOf = (container) => ({
    ...Object.assign(
      {},
      ...(container?.envFrom ?? []).map((from) => configMaps.get(from.configMapRef?.name) ?? {}),
    ),
    ...Object.fromEntries(
      (container?.env ?? []).filter((e) => 'value' in e).map((e) => [e.name, e.value]),
    ),
  });
  for (const name of ['gateway', ...Object.keys(PAYING)]) {
    const value = envOf(containerOf(name)).DEMO_PAYMENTS;
    check(
      value === String(demo),
      `${overlay}: ${name} reads DEMO_PAYMENTS=${demo}`,
      `reads ${value ?? 'nothing'}`,
    );
  }
  for (const [name, keys] of Object.entries(PAYING)) {
    const env = containerOf(name)?.env ?? [];
    const stripe = env.filter((e) => e.name.startsWith('STRIPE_'));
    if (demo) {
      check(
        stripe.length === 0,
        `${overlay}: ${name} is given no Stripe key (a demo)`,
        stripe.map((e) => e.name).join(', '),
      );
      continue;
    }
    for (const [variable, key] of Object.entries(keys)) {
      const ref = env.find((e) => e.name === variable)?.valueFrom?.secretKeyRef;
      check(
        ref?.name === 'coffee-stripe' && ref.key === key && ref.optional !== true,
        `${overlay}: ${name} requires ${variable} from coffee-stripe/${key}`,
        JSON.stringify(ref ?? null),
      );
    }
  }
}
for (const [overlay, demo] of [
  ['base', false],
  ['overlays/production', false],
  ['overlays/demo', true],
]) {
  if (built[overlay]) checkPayments(overlay, built[overlay], demo);
  else check(false, `${overlay} exists and builds`);
}

/**
 * Issue 27: every service sends its mail through SMTP_URL, a secret. In the base and production
 * it is required from coffee-mail/smtp-url (create-secrets.sh makes it from the provider's URL);
 * overlays/demo makes its own coffee-mail pointing at the Mailpit it runs, which the services may
 * reach on 1025 through the default deny. Every build gives MAIL_FROM and PUBLIC_URL.
 */
const MAILPIT_IMAGE = 'axllent/mailpit:v1.33.1';
function checkMail(overlay, objects, demo) {
  const of = (kind) => objects.filter((o) => o.kind === kind);
  const config = of('ConfigMap').find((c) => c.metadata.name.startsWith('coffee-config'))?.data;
  check(
    Boolean(config?.MAIL_FROM) && /^https?:\/\//.test(config?.PUBLIC_URL ?? ''),
    `${overlay}: coffee-config gives MAIL_FROM and PUBLIC_URL`,
  );
  const services = of('Deployment').filter(
    (d) => d.spec.template.metadata.labels['app.kubernetes.io/component'] === 'service',
  );
  const secrets = new Map(of('Secret').map((sec) => [sec.metadata.name, sec]));
  for (const d of services) {
    const ref = d.spec.template.spec.containers[0].env?.find((e) => e.name === 'SMTP_URL')
      ?.valueFrom?.secretKeyRef;
    const named = demo ? ref?.name?.startsWith('coffee-mail-') : ref?.name === 'coffee-mail';
    check(
      Boolean(named) && ref.key === 'smtp-url' && ref.optional !== true,
      `${overlay}: ${d.metadata.name} requires SMTP_URL from coffee-mail/smtp-url`,
      JSON.stringify(ref ?? null),
    );
    if (demo && ref) {
      const value = secrets.get(ref.name)?.data?.[ref.key];
      check(
        value !== undefined && Buffer.from(value, 'base64').toString() === 'smtp://mailpit:1025',
        `${overlay}: ${d.metadata.name} sends to smtp://mailpit:1025`,
      );
    }
  }
  const mailpit = of('Deployment').find((d) => d.metadata.name === 'mailpit');
  if (!demo) {
    check(!mailpit, `${overlay}: no Mailpit (mail goes to the provider)`);
    return;
  }
  const container = mailpit?.spec.template.spec.containers[0];
  check(
    container?.image === MAILPIT_IMAGE &&
      ['--smtp=0.0.0.0:1025', '--ignore-duplicate-ids', '--smtp-auth-accept-any'].every((a) =>
        container.args?.includes(a),
      ),
    `${overlay}: Mailpit ${MAILPIT_IMAGE} on 1025, duplicates by Message-ID dropped`,
  );
  check(
    of('Service').some(
      (svc) => svc.metadata.name === 'mailpit' && svc.spec.ports.some((p) => p.port === 1025),
    ),
    `${overlay}: a Service mailpit on 1025`,
  );
  const allows = (rules, key, match) =>
    (rules ?? []).some(
      (rule) =>
        (rule[key] ?? []).some((peer) => match(peer.podSelector?.matchLabels ?? {})) &&
        (rule.ports ?? []).some((p) => p.port === 1025),
    );
  const policies = of('NetworkPolicy');
  check(
    policies.some(
      (p) =>
        p.spec.podSelector.matchLabels?.['app.kubernetes.io/component'] === 'service' &&
        allows(p.spec.egress, 'to', (l) => l['app.kubernetes.io/name'] === 'mailpit'),
    ) &&
      policies.some(
        (p) =>
          p.spec.podSelector.matchLabels?.['app.kubernetes.io/name'] === 'mailpit' &&
          allows(p.spec.ingress, 'from', (l) => l['app.kubernetes.io/component'] === 'service'),
      ),
    `${overlay}: network policies let the services reach mailpit:1025`,
  );
}
for (const [overlay, demo] of [
  ['base', false],
  ['overlays/production', false],
  ['overlays/demo', true],
]) {
  if (built[overlay]) checkMail(overlay, built[overlay], demo);
}

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
// And the Secret keys the pods read into their environment (coffee-stripe's), each with its key.
const referenced = new Set(
  (built.base ?? [])
    .flatMap((o) => o.spec?.template?.spec?.containers ?? [])
    .flatMap((c) => c.env ?? [])
    .map((e) => e.valueFrom?.secretKeyRef)
    .filter(Boolean)
    .map((ref) => `${ref.name}/${ref.key}`),
);
for (const ref of referenced) {
  const [name, key] = ref.split('/');
  check(
    script.includes(`secret generic ${name} `) && script.includes(`--from-literal=${key}=`),
    `create-secrets.sh creates ${name} with ${key}`,
  );
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
