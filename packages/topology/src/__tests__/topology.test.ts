import path from 'node:path';
import {
  DATABASE_PORT,
  GATEWAY,
  MAX_INSTANCES,
  REMOTE_NAMES,
  REMOTES,
  SERVICE_NAMES,
  SERVICES,
  SHELL,
  defaultRemoteUrl,
  defaultServiceUrl,
  instancePort,
  serviceInstanceUrls,
  widgetModulePath,
} from '..';
import { readRepoJson, repoFileExists, repoRoot } from './support/repo';

const duplicates = (values: readonly unknown[]) =>
  values.filter((value, index) => values.indexOf(value) !== index);

const parts = [
  ...SERVICE_NAMES.map((name) => ({ what: `service ${name}`, ...SERVICES[name] })),
  ...REMOTE_NAMES.map((name) => ({ what: `remote ${name}`, ...REMOTES[name] })),
  { what: 'gateway', ...GATEWAY },
  { what: 'shell', ...SHELL },
];

describe('topology', () => {
  it('when every port is listed, then no two parts share one', () => {
    const ports = [...parts.map((p) => p.port), DATABASE_PORT];
    expect(duplicates(ports)).toEqual([]);
  });

  it('when every service runs the most instances, then no instance port meets another part or instance', () => {
    const fixed = [
      ...REMOTE_NAMES.map((n) => REMOTES[n].port),
      GATEWAY.port,
      SHELL.port,
      DATABASE_PORT,
    ];
    const instances = SERVICE_NAMES.flatMap((n) =>
      serviceInstanceUrls(n, MAX_INSTANCES).map((url) => Number(new URL(url).port)),
    );
    expect(duplicates([...fixed, ...instances])).toEqual([]);
    expect(serviceInstanceUrls('catalog', 1)).toEqual([defaultServiceUrl('catalog')]);
    expect(() => instancePort(4001, MAX_INSTANCES)).toThrow(RangeError);
  });

  it('when names are compared, then workspaces, packages, databases and URL variables are each unique', () => {
    expect(duplicates(parts.map((p) => p.workspace))).toEqual([]);
    expect(duplicates(parts.map((p) => p.package))).toEqual([]);
    expect(duplicates(SERVICE_NAMES.map((n) => SERVICES[n].database))).toEqual([]);
    const urlEnvs = [
      ...SERVICE_NAMES.map((n) => SERVICES[n].urlEnv),
      ...REMOTE_NAMES.map((n) => REMOTES[n].urlEnv),
    ];
    expect(duplicates(urlEnvs)).toEqual([]);
  });

  it('when a remote is named, then the name is an identifier (federation names must be)', () => {
    for (const name of REMOTE_NAMES) expect(name).toMatch(/^[a-z][a-z0-9_]*$/);
  });

  it.each(parts.map((p) => [p.what, p] as const))(
    'when the %s is looked up, then its workspace exists, is an npm workspace and has its package name',
    (_what, part) => {
      const root = readRepoJson<{ workspaces: string[] }>('package.json');
      expect(root.workspaces).toContain(part.workspace);
      expect(readRepoJson<{ name: string }>(`${part.workspace}/package.json`).name).toBe(
        part.package,
      );
    },
  );

  it.each(REMOTE_NAMES)(
    'when the %s remote is built, then its federation config carries its name and exposes its pages and widgets',
    async (name) => {
      const dir = path.join(repoRoot, REMOTES[name].workspace);
      const config = (await import(path.join(dir, 'federation.config.js'))) as {
        name: string;
        exposes: Record<string, string>;
      };
      expect(config.name).toBe(name);
      expect(Object.keys(config.exposes).sort()).toEqual(
        ['./pages', ...REMOTES[name].widgets.map((w) => `./${w}`)].sort(),
      );
      for (const file of Object.values(config.exposes))
        expect(repoFileExists(path.join(REMOTES[name].workspace, file))).toBe(true);
    },
  );

  it('when a widget is exposed, then its module is its kebab-case name under src/app', () => {
    expect(widgetModulePath('CartWidget')).toBe('./src/app/cart-widget');
    expect(widgetModulePath('PlanComparison')).toBe('./src/app/plan-comparison');
  });

  it('when the shop runs on one machine, then services are reached on loopback and remotes on localhost', () => {
    expect(defaultServiceUrl('cart-checkout')).toBe(
      `http://127.0.0.1:${SERVICES['cart-checkout'].port}`,
    );
    expect(defaultRemoteUrl('cart_checkout')).toBe(
      `http://localhost:${REMOTES.cart_checkout.port}`,
    );
  });
});
