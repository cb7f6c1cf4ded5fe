// The system's ports: the topology's, overridden per part, or free ones for parallel runs.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as topology from './topology.mjs';

const byName = (names, table) => Object.fromEntries(names.map((n) => [n, table[n].port]));

export const DEFAULT_PORTS = Object.freeze({
  gateway: topology.GATEWAY.port,
  shell: topology.SHELL.port,
  pages: topology.SHELL_SERVER.port,
  database: topology.DATABASE_PORT,
  // Mailpit: SMTP for the services, the web inbox (and its API) for people and tests.
  mail: Object.freeze({ smtp: topology.MAILPIT.smtpPort, web: topology.MAILPIT.webPort }),
  services: Object.freeze(byName(topology.SERVICE_NAMES, topology.SERVICES)),
  remotes: Object.freeze(byName(topology.REMOTE_NAMES, topology.REMOTES)),
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
 * Where pickers of every process on this machine note the ports they handed out: a port is free
 * to a probe from the moment its probe closes until its part binds it, seconds later, and a shop
 * booting beside another (two fault cases, two Playwright workers) could be given the same one.
 * Measured here: 2 concurrent pickers of 13 ports each shared one in 5 of 200 tries.
 */
export const RESERVATIONS_DIR = path.join(os.tmpdir(), 'coffee-shop-ports');

/** Long enough for a shop to boot and bind what it picked; older reservations are void. */
export const RESERVATION_MS = 120_000;

/**
 * Notes `port` as handed out, across processes (an exclusive create): false when another picker
 * holds it. A machine where the folder cannot be written falls back to the probe alone.
 */
export function reservePort(port, dir = RESERVATIONS_DIR) {
  const file = path.join(dir, String(port));
  try {
    fs.mkdirSync(dir, { recursive: true });
  } catch {
    return true;
  }
  for (let tries = 0; tries < 2; tries += 1) {
    try {
      fs.writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      return true;
    } catch (err) {
      if (err.code !== 'EEXIST') return true;
    }
    try {
      if (Date.now() - fs.statSync(file).mtimeMs < RESERVATION_MS) return false;
      fs.rmSync(file, { force: true }); // void: taken again by the exclusive create above
    } catch {
      // Gone meanwhile: try the create again.
    }
  }
  return false;
}

/** Deletes the void reservations, so the folder does not grow with every run. */
function pruneReservations(dir) {
  const now = Date.now();
  let names = [];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const file = path.join(dir, name);
    try {
      if (now - fs.statSync(file).mtimeMs >= RESERVATION_MS) fs.rmSync(file, { force: true });
    } catch {
      // Another process pruned it first.
    }
  }
}

/**
 * Picks free ports, never the same one twice. A probe's port is free again once it closes, and the
 * kernel may hand it out to the next probe: two parts were once given one port (a service bound
 * 127.0.0.1 and the gateway the wildcard on it, and the service answered the gateway's requests).
 * Across processes, a reservation (`reservePort`) keeps two shops booting side by side apart.
 */
export function portPicker(host = '127.0.0.1', probe = freePort, reserve = reservePort) {
  const given = new Set();
  if (reserve === reservePort) pruneReservations(RESERVATIONS_DIR);
  return async function pick() {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const port = await probe(host);
      if (given.has(port)) continue;
      given.add(port);
      if (reserve(port)) return port;
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
      pages: await pick(),
      database: await pick(),
      mail: { smtp: await pick(), web: await pick() },
      services: await pickAll(topology.SERVICE_NAMES),
      remotes: await pickAll(topology.REMOTE_NAMES),
    };
  }
  const given = ports ?? {};
  return {
    ...DEFAULT_PORTS,
    ...given,
    mail: { ...DEFAULT_PORTS.mail, ...given.mail },
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
