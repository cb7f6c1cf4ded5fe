// Types of system.mjs for TypeScript callers (the Playwright suite).
import type { RemoteName, ServiceName } from '@coffee/topology';

export type { RemoteName, ServiceName };

export interface SystemPorts {
  gateway: number;
  /** The shell's webpack dev server (dev mode only). */
  shell: number;
  /** The embedded database (unused with mongodbUri). */
  database: number;
  /** Mailpit's SMTP and web inbox (unused when SMTP_URL is given). */
  mail: { smtp: number; web: number };
  services: Record<ServiceName, number>;
  remotes: Record<RemoteName, number>;
}

export interface PortOverrides {
  gateway?: number;
  shell?: number;
  /** The shell's own server (every page, behind the gateway). */
  pages?: number;
  database?: number;
  mail?: { smtp?: number; web?: number };
  services?: Partial<Record<ServiceName, number>>;
  remotes?: Partial<Record<RemoteName, number>>;
}

export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  error?: Error;
}

export interface ManagedProcess {
  readonly name: string;
  readonly running: boolean;
  readonly pid: number | undefined;
  /** Last output lines (up to 40). */
  readonly tail: string[];
  /** Starts it again after a stop; resolves once it answers its health check. */
  start(): Promise<void>;
  /** SIGTERM to its process group, SIGKILL after graceMs (default 10 s). */
  stop(graceMs?: number): Promise<void>;
}

export interface StartSystemOptions {
  root?: string;
  /** Database files and keys (default `<repo>/.data`). */
  dataDir?: string;
  /** DEFAULT_PORTS overrides, or 'free' for unused ports everywhere. */
  ports?: 'free' | PortOverrides;
  /** Use this MongoDB instead of the embedded one (default: env MONGODB_URI; null: embedded). */
  mongodbUri?: string | null;
  /** The services to start (default: all of them). */
  services?: ServiceName[];
  /** Start the remotes (and in dev mode the shell's dev server); default true. */
  frontends?: boolean;
  /** webpack dev servers for the shell and the remotes. */
  dev?: boolean;
  /** 'auto' (default): build what is stale first. */
  build?: 'auto' | 'always' | 'never';
  /** REMOTES_FILE for the gateway: a JSON manifest it re-reads when it changes. */
  remotesFile?: string;
  /** Address the gateway listens on (default 127.0.0.1). */
  host?: string;
  /** Host name the browser uses for the remotes (default localhost). */
  publicHost?: string;
  /** Instances of each service and gateway workers (default 1; more need `redisUrl`). */
  instances?: number;
  /** The Redis that several instances share (default: env REDIS_URL). */
  redisUrl?: string;
  logLevel?: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  seedDemoData?: boolean;
  /** Extra environment for every child process; SMTP_URL here (or in the environment) replaces Mailpit. */
  env?: Record<string, string>;
  /** Where child output lines go (default: prefixed stdout). */
  output?: 'silent' | ((name: string, line: string) => void);
  /** The orchestrator's own progress lines. */
  log?: (line: string) => void;
  onUnexpectedExit?: (name: string, exit: ProcessExit, tail: string[]) => void;
}

export interface DemoAccount {
  username: string;
  password: string;
  role: 'customer' | 'employee' | 'manager' | 'admin';
  isDirectPlus: boolean;
  fullName: string;
}

export interface RunningSystem {
  urls: {
    /** What a person opens: the gateway, or the shell dev server in dev mode. */
    app: string;
    gateway: string;
    /** The shell's own server, when the frontends run. */
    pages?: string;
    mongodb: string;
    /** Where the services send mail: this shop's Mailpit, or the SMTP_URL given. */
    smtp?: string;
    /** Mailpit's web inbox and API (http://localhost:8025), when this shop runs it. */
    mail?: string;
    /** The services started (all unless `services` chose some). */
    services: Partial<Record<ServiceName, string>>;
    /** Every instance of each service started, the first one first. */
    serviceInstances: Partial<Record<ServiceName, string[]>>;
    /** Empty when started with `frontends: false`. */
    remotes: Partial<Record<RemoteName, string>>;
    shell?: string;
  };
  ports: SystemPorts;
  instances: number;
  dataDir: string;
  keys: { privateKey: string; publicKey: string; internalToken: string; created: string[] };
  embeddedDatabase: boolean;
  /** This shop runs its own Mailpit (no SMTP_URL was given). */
  mailpit: boolean;
  /** 'db', 'mail' (Mailpit), the service names (further instances `catalog#2`...), 'mfe-<remote>', 'shell' (dev), 'gateway'. */
  processes: Map<string, ManagedProcess>;
  demoAccounts: DemoAccount[];
  /** DEMO_PAYMENTS=true: the offline test provider takes the payments, every page says so. */
  demoPayments: boolean;
  /** Gateway, remotes, services, database last. Idempotent. */
  stop(): Promise<void>;
}

export class StartError extends Error {
  readonly process: string;
  readonly tail: string[];
}

export const DEFAULT_PORTS: Readonly<SystemPorts>;

export function startSystem(options?: StartSystemOptions): Promise<RunningSystem>;
/** startSystem on free ports in a temporary data folder that stop() removes; children quiet. */
export function startScratchSystem(options?: StartSystemOptions): Promise<RunningSystem>;
export function freePort(host?: string): Promise<number>;
/** Throws the message `npm start` shows for a bad instance count, or several without a Redis. */
export function checkInstances(instances: number, redisUrl: string | undefined): void;
/** The service URL variables of instance `index`: every instance of each service, its partner first. */
export function peerUrlEnv(
  servicePorts: Partial<Record<ServiceName, number[]>>,
  index: number,
  urlOf: (port: number) => string,
): Record<string, string>;
/** The Stripe settings the paying services read. */
export const STRIPE_ENV: readonly string[];
/** DEMO_PAYMENTS=true when no Stripe key and no DEMO_PAYMENTS is given; else nothing. */
export function paymentsEnv(env: Record<string, string | undefined>): { DEMO_PAYMENTS?: 'true' };

/** The sender of the shop's mail unless MAIL_FROM is given. */
export const DEFAULT_MAIL_FROM: string;
/** True unless the environment names a mail server (SMTP_URL). */
export function runsMailpit(env: Record<string, string | undefined>): boolean;
/** SMTP_URL, MAIL_FROM and PUBLIC_URL for every service; the environment's own values win. */
export function mailEnv(
  env: Record<string, string | undefined>,
  shop: { mailpitSmtpUrl?: string; publicUrl: string },
): { SMTP_URL?: string; MAIL_FROM: string; PUBLIC_URL: string };
