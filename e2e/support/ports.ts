import {
  DATABASE_PORT,
  GATEWAY_PORT,
  MAILPIT,
  REMOTE_NAMES,
  SHELL_SERVER_PORT,
  REMOTES,
  SERVICE_NAMES,
  SERVICES,
  type RemoteName,
  type ServiceName,
} from '@coffee/topology';

/**
 * The suite's system runs on the topology's ports shifted by this, so `npm start` can run too.
 * `npm test` runs the suite in shards side by side, each with a system of its own on its own
 * shift (E2E_PORT_SHIFT: 10000, 20000, ...; scripts/lib/e2e-shards.mjs).
 */
export const E2E_PORT_SHIFT = Number(process.env.E2E_PORT_SHIFT || 10_000);
const SHIFT = E2E_PORT_SHIFT;

const shifted = <N extends string>(names: readonly N[], port: (name: N) => number) =>
  Object.fromEntries(names.map((name) => [name, port(name) + SHIFT])) as Record<N, number>;

/** Ports of the system the e2e suite boots: apart from `npm start`'s, so both can run at once. */
export const E2E_PORTS = {
  gateway: GATEWAY_PORT + SHIFT,
  pages: SHELL_SERVER_PORT + SHIFT,
  remotes: shifted<RemoteName>(REMOTE_NAMES, (name) => REMOTES[name].port),
  services: shifted<ServiceName>(SERVICE_NAMES, (name) => SERVICES[name].port),
  db: DATABASE_PORT + SHIFT,
  /** The suite's own Mailpit: SMTP for the services, the inbox API for the specs. */
  mail: { smtp: MAILPIT.smtpPort + SHIFT, web: MAILPIT.webPort + SHIFT },
};

/** Free ports for a test's own servers (a remote served from elsewhere): 13190.. in shard one. */
export const e2eSparePort = (n: 0 | 1 | 2): number => 3190 + n + SHIFT;

/** The run's artifacts (traces, the system's log), under e2e/: a folder per shard. */
export const E2E_OUTPUT_DIR = process.env.E2E_PORT_SHIFT
  ? `test-results/shift-${E2E_PORT_SHIFT}`
  : 'test-results';

export const E2E_BASE_URL = `http://localhost:${E2E_PORTS.gateway}`;

/** The suite's Mailpit: its web inbox and API (`/api/v1/...`; support/mailpit.ts reads it). */
export const E2E_MAILPIT_URL = `http://localhost:${E2E_PORTS.mail.web}`;

export type { RemoteName };
export { REMOTE_NAMES };
