import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  startHarness,
  type Harness,
  type HarnessOptions,
  type LogLine,
} from '@coffee/gateway/testing';
import pino from 'pino';
import { createShellServer, type ShellServer, type ShellServerConfig } from '../../server';

/**
 * The real gateway in front (its own test harness: fake account and echo services behind it)
 * and this shell's server behind it, as `npm start` runs them: every page goes through the
 * gateway, and the renders' API calls come back to it.
 */
export interface Stack extends Harness {
  pages: ShellServer;
  /** The shell's server itself (tests that ask it directly, as only the gateway should). */
  pagesUrl: string;
  /** The shell's server's own log lines (the gateway's are in `logs`). */
  pageLogs: LogLine[];
}

export interface StackOptions {
  gateway?: HarnessOptions;
  pages?: Partial<ShellServerConfig>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A URL nothing listens on (a remote or service that is down). */
export async function deadUrl(): Promise<string> {
  return `http://127.0.0.1:${await freePort()}`;
}

export function pagesConfig(overrides: Partial<ShellServerConfig> = {}): ShellServerConfig {
  return {
    host: '127.0.0.1',
    port: 0,
    // A shell that was never built.
    shellDist: path.join(os.tmpdir(), `shell-server-no-shell-${process.pid}-never-created`),
    gatewayUrl: 'http://127.0.0.1:1',
    ssr: { enabled: true, timeoutMs: 2000 },
    serveSourceMaps: false,
    demoPayments: false,
    logLevel: 'debug',
    ...overrides,
  };
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  // The gateway must know where the shell's server is before either listens.
  const pagesPort = await freePort();
  const h = await startHarness({
    ...options.gateway,
    config: { pageServerUrl: `http://127.0.0.1:${pagesPort}`, ...options.gateway?.config },
  });
  const pageLogs: LogLine[] = [];
  const logger = pino(
    { level: 'debug' },
    { write: (line: string) => pageLogs.push(JSON.parse(line) as LogLine) },
  );
  const pages = createShellServer(
    pagesConfig({
      ...options.pages,
      port: pagesPort,
      gatewayUrl: h.url.replace('localhost', '127.0.0.1'),
    }),
    { logger },
  );
  const { url: pagesUrl } = await pages.start();
  const close = h.close.bind(h);
  return Object.assign(h, {
    pages,
    pagesUrl,
    pageLogs,
    async close() {
      await pages.stop(100);
      await close();
    },
  });
}
