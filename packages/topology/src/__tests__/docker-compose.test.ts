import { load } from 'js-yaml';
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

interface ComposeService {
  build?: { dockerfile?: string; args?: Record<string, string> };
  image?: string;
  environment?: Record<string, string>;
  expose?: string[];
  ports?: string[];
  depends_on?: Record<string, unknown>;
  volumes?: string[];
  user?: string;
  container_name?: string;
  hostname?: string;
  command?: string[];
}

// js-yaml resolves the `<<: *anchor` merges, so each service shows its whole environment.
const compose = load(readRepoFile('docker-compose.yml')) as {
  services: Record<string, ComposeService>;
};
const composed = (name: string): ComposeService => {
  const service = compose.services[name];
  if (!service) throw new Error(`docker-compose.yml has no service ${name}`);
  return service;
};
const imageOf = (pkg: string) => `coffee-shop/${pkg.replace(/^@coffee\//, '')}:\${TAG:-latest}`;
const serviceUrl = (name: ServiceName) => `http://${name}:${SERVICES[name].port}`;

describe('docker-compose.yml against the topology', () => {
  it('when its services are listed, then they are the topology parts plus the database and its init, the shared store, the keys and the mail inbox', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      [
        'mailpit',
        'mongo',
        'mongo-init',
        'redis',
        'keys',
        GATEWAY.workspace,
        SHELL.workspace,
        ...SERVICE_NAMES,
        ...REMOTE_NAMES.map((name) => REMOTES[name].workspace),
      ].sort(),
    );
  });

  it.each(SERVICE_NAMES)(
    'when the %s service is composed, then it is built from its workspace, listens on its port and keeps its database',
    (name) => {
      const service = composed(name);
      expect(service.build?.args?.WORKSPACE).toBe(SERVICES[name].workspace);
      expect(service.image).toBe(imageOf(SERVICES[name].package));
      expect(service.environment?.PORT).toBe(String(SERVICES[name].port));
      expect(service.expose).toEqual([String(SERVICES[name].port)]);
      // The service's own default database (coffee_<name>): compose must not point it elsewhere.
      expect(service.environment?.MONGODB_DB ?? SERVICES[name].database).toBe(
        SERVICES[name].database,
      );
    },
  );

  it.each(SERVICE_NAMES)(
    'when the %s service is composed, then it listens on the private network only (all interfaces there, no published port)',
    (name) => {
      const service = composed(name);
      expect(service.environment?.HOST).toBe('0.0.0.0');
      expect(service.ports).toBeUndefined();
    },
  );

  it.each(SERVICE_NAMES)(
    'when the %s service is scaled (--scale <name>=3), then nothing names one container: no host port, no container name, no hostname',
    (name) => {
      const service = composed(name);
      expect(service.ports).toBeUndefined();
      expect(service.container_name).toBeUndefined();
      expect(service.hostname).toBeUndefined();
    },
  );

  it.each([...SERVICE_NAMES, GATEWAY.workspace])(
    'when the %s instances share state, then they are given the one Redis and the replica set',
    (name) => {
      const env = composed(name).environment ?? {};
      expect(env.REDIS_URL).toBe('redis://redis:6379');
      expect(env.MONGODB_URI).toBe('mongodb://mongo:27017/?replicaSet=rs0');
    },
  );

  it('when MongoDB is composed, then it runs as the replica set rs0 that mongo-init makes on the name the others use', () => {
    expect(composed('mongo').command).toEqual(['--replSet', 'rs0', '--bind_ip_all']);
    const init = composed('mongo-init');
    const script = (init.command ?? []).join(' ');
    // The member's address must be the one in every MONGODB_URI, or the driver cannot find it.
    expect(script).toContain(
      "rs.initiate({ _id: 'rs0', members: [{ _id: 0, host: 'mongo:27017' }] })",
    );
    expect(script).toContain('isWritablePrimary');
    expect(init.depends_on).toEqual({ mongo: { condition: 'service_healthy' } });
  });

  it.each(SERVICE_NAMES)(
    'when the %s service starts, then it waits for the replica set, Redis and the keys',
    (name) => {
      expect(composed(name).depends_on).toEqual({
        'mongo-init': { condition: 'service_completed_successfully' },
        redis: { condition: 'service_healthy' },
        keys: { condition: 'service_completed_successfully' },
      });
    },
  );

  it('when the parts are composed, then only the account service can read the private signing key', () => {
    const holders = Object.entries(compose.services)
      .filter(([, service]) =>
        (service.volumes ?? []).some((volume) => volume.startsWith('keys-private:')),
      )
      .map(([name]) => name)
      .sort();
    // The one-shot `keys` container writes it; the account service reads it; nobody else mounts it.
    expect(holders).toEqual(['account', 'keys']);
    for (const [name, service] of Object.entries(compose.services)) {
      const named = ['JWT_PRIVATE_KEY', 'JWT_PRIVATE_KEY_FILE'].filter(
        (key) => service.environment?.[key] !== undefined,
      );
      expect({ name, named }).toEqual({
        name,
        named: name === 'account' ? ['JWT_PRIVATE_KEY_FILE'] : [],
      });
    }
    expect(composed('account').volumes).toContain('keys-private:/run/secrets/coffee-private:ro');
  });

  it('when any part is told where a service is, then the URL is that service at its port', () => {
    for (const [part, service] of Object.entries(compose.services)) {
      for (const name of SERVICE_NAMES) {
        const url = service.environment?.[SERVICES[name].urlEnv];
        if (url !== undefined) expect({ part, url }).toEqual({ part, url: serviceUrl(name) });
      }
    }
  });

  it.each(REMOTE_NAMES)(
    'when the %s remote is composed, then it is built from its workspace and published on its port',
    (name) => {
      const { workspace, port } = REMOTES[name];
      const remote = composed(workspace);
      expect(remote.build?.args?.WORKSPACE).toBe(workspace);
      expect(remote.image).toBe(imageOf(REMOTES[name].package));
      expect(remote.environment?.PORT).toBe(String(port));
      expect(remote.ports).toEqual([`${port}:${port}`]);
    },
  );

  it('when the gateway is composed, then it listens on its port, waits for every service and knows every service and remote', () => {
    const gateway = composed(GATEWAY.workspace);
    expect(gateway.environment?.PORT).toBe(String(GATEWAY.port));
    expect(gateway.ports).toEqual([`\${GATEWAY_PORT:-${GATEWAY.port}}:${GATEWAY.port}`]);
    expect(Object.keys(gateway.depends_on ?? {})).toEqual(
      expect.arrayContaining([...SERVICE_NAMES, 'redis']),
    );
    expect(gateway.environment?.RATE_LIMIT_REDIS_URL).toBe(
      '${RATE_LIMIT_REDIS_URL:-redis://redis:6379}',
    );
    for (const name of SERVICE_NAMES)
      expect(gateway.environment?.[SERVICES[name].urlEnv]).toBe(serviceUrl(name));
    for (const name of REMOTE_NAMES) {
      const { urlEnv, port } = REMOTES[name];
      expect(gateway.environment?.[urlEnv]).toBe(`\${${urlEnv}:-http://localhost:${port}}`);
    }
  });

  it("when the shell is composed, then its own server answers the gateway's pages on its port, holding no key", () => {
    const shell = composed(SHELL.workspace);
    expect(shell.build?.dockerfile).toBe('docker/shell.Dockerfile');
    expect(shell.environment?.PORT).toBe(String(SHELL_SERVER.port));
    expect(shell.environment?.GATEWAY_URL).toBe(`http://gateway:${GATEWAY.port}`);
    expect(shell.expose).toEqual([String(SHELL_SERVER.port)]);
    // Only the gateway is public; the shell's server has no token, key or database.
    expect(shell.ports).toBeUndefined();
    expect(shell.volumes).toBeUndefined();
    expect(composed(GATEWAY.workspace).environment?.PAGE_SERVER_URL).toBe(
      `http://${SHELL.workspace}:${SHELL_SERVER.port}`,
    );
  });
});
