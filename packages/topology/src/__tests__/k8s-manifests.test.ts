import { load, loadAll } from 'js-yaml';
import {
  GATEWAY,
  REMOTE_NAMES,
  REMOTES,
  SERVICE_NAMES,
  SERVICES,
  SHELL,
  SHELL_SERVER,
  type ServiceName,
} from '..';
import { readRepoFile } from './support/repo';

// The base's files as written (kustomize itself runs in `npm test`'s k8s step, with kubeconform):
// here, that they name every part of the topology on its own port, image and URL variable.
interface Container {
  image: string;
  ports: { name: string; containerPort: number }[];
  env?: { name: string; value?: string }[];
}
interface K8sObject {
  kind: string;
  metadata: { name: string };
  spec: {
    ports?: { port: number }[];
    template?: { spec: { containers: Container[] } };
  };
}

const base = 'deploy/k8s/base';
const objectsOf = (file: string) =>
  (loadAll(readRepoFile(`${base}/${file}`)) as K8sObject[]).filter(Boolean);
const kustomization = load(readRepoFile(`${base}/kustomization.yaml`)) as {
  resources: string[];
  configMapGenerator: { name: string; literals: string[] }[];
  images: { name: string }[];
};
const literals = (name: string) =>
  Object.fromEntries(
    (kustomization.configMapGenerator.find((g) => g.name === name)?.literals ?? []).map((l) => [
      l.slice(0, l.indexOf('=')),
      l.slice(l.indexOf('=') + 1),
    ]),
  );
const imageOf = (pkg: string) => `coffee-shop/${pkg.replace(/^@coffee\//, '')}`;

function part(file: string, name: string) {
  const objects = objectsOf(file);
  const deployment = objects.find((o) => o.kind === 'Deployment' && o.metadata.name === name);
  const service = objects.find((o) => o.kind === 'Service' && o.metadata.name === name);
  if (!deployment?.spec.template || !service)
    throw new Error(`${file}: no Deployment and Service ${name}`);
  const [container] = deployment.spec.template.spec.containers;
  if (!container) throw new Error(`${file}: Deployment ${name} has no container`);
  return { container, service };
}

function expectOnPort(file: string, name: string, image: string, port: number) {
  const { container, service } = part(file, name);
  expect(container.image).toBe(image);
  expect(container.ports).toEqual([{ name: 'http', containerPort: port }]);
  expect(container.env).toEqual(expect.arrayContaining([{ name: 'PORT', value: String(port) }]));
  expect(service.spec.ports?.map((p) => p.port)).toEqual([port]);
  expect(kustomization.resources).toContain(file);
  expect(kustomization.images.map((i) => i.name)).toContain(image);
}

describe('deploy/k8s/base against the topology', () => {
  it.each(SERVICE_NAMES)(
    'when the %s service is deployed, then it runs its image on its port behind a Service of its name',
    (name: ServiceName) =>
      expectOnPort(
        `services/${name}.yaml`,
        name,
        imageOf(SERVICES[name].package),
        SERVICES[name].port,
      ),
  );

  it.each(REMOTE_NAMES)('when the %s remote is deployed, then it is served on its port', (name) => {
    const { workspace, package: pkg, port } = REMOTES[name];
    expectOnPort(`remotes/${workspace}.yaml`, workspace, imageOf(pkg), port);
  });

  it('when the gateway and the shell are deployed, then each is on its port', () => {
    expectOnPort('gateway.yaml', GATEWAY.workspace, 'coffee-shop/gateway', GATEWAY.port);
    expectOnPort(
      `${SHELL.workspace}.yaml`,
      SHELL.workspace,
      'coffee-shop/shell',
      SHELL_SERVER.port,
    );
    expect(literals('coffee-gateway-config').PAGE_SERVER_URL).toBe(
      `http://${SHELL.workspace}:${SHELL_SERVER.port}`,
    );
  });

  it('when a part is told where a service is, then the URL is that Service at its port', () => {
    const config = literals('coffee-config');
    for (const name of SERVICE_NAMES)
      expect(config[SERVICES[name].urlEnv]).toBe(`http://${name}:${SERVICES[name].port}`);
  });

  it('when the gateway is configured, then it knows every remote', () => {
    const config = literals('coffee-gateway-config');
    for (const name of REMOTE_NAMES) expect(config[REMOTES[name].urlEnv]).toMatch(/^https?:\/\//);
  });

  it('when only the account service may sign sessions, then it alone mounts the signing key', () => {
    const mounting = SERVICE_NAMES.filter((name) =>
      readRepoFile(`${base}/services/${name}.yaml`).includes('coffee-signing-key'),
    );
    expect(mounting).toEqual(['account']);
    expect(readRepoFile(`${base}/gateway.yaml`)).not.toContain('coffee-signing-key');
  });
});
