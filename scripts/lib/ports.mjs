// The system's ports: the topology's, overridden per part, or free ones for parallel runs.
import net from 'node:net';
import {
  DATABASE_PORT,
  GATEWAY,
  REMOTE_NAMES,
  REMOTES,
  SERVICE_NAMES,
  SERVICES,
  SHELL,
} from './topology.mjs';

const byName = (names, table) => Object.fromEntries(names.map((n) => [n, table[n].port]));

export const DEFAULT_PORTS = Object.freeze({
  gateway: GATEWAY.port,
  shell: SHELL.port,
  database: DATABASE_PORT,
  services: Object.freeze(byName(SERVICE_NAMES, SERVICES)),
  remotes: Object.freeze(byName(REMOTE_NAMES, REMOTES)),
});

export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Picks free ports, never the same one twice. A probe's port is free again once it closes, and the
 * kernel may hand it out to the next probe: two parts were once given one port (a service bound
 * 127.0.0.1 and the gateway the wildcard on it, and the service answered the gateway's requests).
 */
export function portPicker(host = '127.0.0.1', probe = freePort) {
  const given = new Set();
  return async function pick() {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const port = await probe(host);
      if (!given.has(port)) {
        given.add(port);
        return port;
      }
    }
    throw new Error('No free port that was not already handed out');
  };
}

function portInUse(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', (err) => resolve(err.code === 'EADDRINUSE' || err.code === 'EACCES'));
    server.listen(port, host, () => server.close(() => resolve(false)));
  });
}

/**
 * Default ports, overridden by `ports`; `'free'` picks unused ports for everything (parallel runs,
 * tests) with `pick`, which the caller shares with whatever else it picks for the same system.
 */
export async function resolvePorts(ports, host, pick = portPicker(host)) {
  if (ports === 'free') {
    const pickAll = async (names) =>
      Object.fromEntries(await Promise.all(names.map(async (n) => [n, await pick()])));
    return {
      gateway: await pick(),
      shell: await pick(),
      database: await pick(),
      services: await pickAll(SERVICE_NAMES),
      remotes: await pickAll(REMOTE_NAMES),
    };
  }
  const given = ports ?? {};
  return {
    ...DEFAULT_PORTS,
    ...given,
    services: { ...DEFAULT_PORTS.services, ...given.services },
    remotes: { ...DEFAULT_PORTS.remotes, ...given.remotes },
  };
}

/** Refuses before anything starts when a port it needs is taken. `wanted`: [port, what] pairs. */
export async function assertPortsFree(wanted) {
  const busy = [];
  for (const [port, what] of wanted) if (await portInUse(port)) busy.push(`${port} (${what})`);
  if (busy.length) {
    throw new Error(
      `Port(s) already in use: ${busy.join(', ')}. Is the shop already running? Stop it, or choose other ports.`,
    );
  }
}
