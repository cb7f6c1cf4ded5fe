import type { Server } from 'node:http';
import type { Logger } from 'pino';
import { ConfigError } from '../config/parse-config';
import { trackerOf } from './drain';

/**
 * Stops accepting, lets open requests finish, and cuts what is still open after `timeoutMs`.
 * A server followed by `trackConnections` (every service's) drains without dropping a request
 * that is on its way in (see drain.ts); another one closes its idle connections as they appear.
 */
export function closeServer(server: Server, timeoutMs: number): Promise<void> {
  const tracker = trackerOf(server);
  if (tracker) return tracker.drain(timeoutMs);
  return new Promise((resolve) => {
    const timer = setTimeout(() => server.closeAllConnections(), timeoutMs);
    timer.unref();
    // A keep-alive socket (the gateway's proxy agent keeps them) turns idle once its last
    // request finishes; close such sockets as they appear rather than waiting out the timeout.
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    idle.unref();
    server.close(() => {
      clearTimeout(timer);
      clearInterval(idle);
      resolve();
    });
    server.closeIdleConnections();
  });
}

export interface Runnable {
  start(): Promise<unknown>;
  stop(): Promise<void>;
}

/**
 * The `main.ts` of a service: start it, stop it gracefully on SIGTERM/SIGINT, and exit non-zero
 * (with the reason logged) when it cannot start.
 */
export async function runService(service: Runnable, logger: Logger): Promise<void> {
  const shutdown = (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'shutting down');
    service.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
  process.on('unhandledRejection', (err) => logger.error({ err }, 'unhandled rejection'));
  try {
    await service.start();
  } catch (err) {
    logger.fatal({ err }, 'failed to start');
    await service.stop().catch(() => undefined);
    process.exit(1);
  }
}

/**
 * A service's whole `main.ts`: reads its config from the environment (a bad one prints the list
 * of bad keys, before any logger exists, and exits 1), then runs it as `runService` does.
 */
export function runServiceMain<C>(
  loadConfig: () => C,
  createServer: (config: C) => Runnable & { ctx: { logger: Logger } },
): void {
  let config: C;
  try {
    config = loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
  const service = createServer(config);
  void runService(service, service.ctx.logger);
}
