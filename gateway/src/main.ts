import cluster, { type Worker } from 'node:cluster';
import { ConfigError, loadConfig, type GatewayConfig } from './config';
import { createLogger, type Logger } from './logger';
import {
  startClusterMetricsServer,
  startMetricsServer,
  type MetricsServer,
} from './observability/metrics-server';
import { createGateway } from './server';

/** A worker that keeps dying this often is broken, not unlucky: the primary gives up. */
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;

function readConfig(): GatewayConfig {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

/** The metrics listener (METRICS_PORT): a failure to open it is logged, never fatal to the shop. */
function serveMetrics(
  logger: Logger,
  start: () => Promise<MetricsServer>,
): Promise<MetricsServer | undefined> {
  return start().then(
    (server) => {
      logger.info({ url: `${server.url}/metrics` }, 'metrics listening');
      return server;
    },
    (err: unknown) => {
      logger.warn({ err }, 'metrics listener not started');
      return undefined;
    },
  );
}

/** One gateway process: listens (on the shared port when a worker) until SIGTERM/SIGINT. */
async function runGateway(config: GatewayConfig, logger: Logger): Promise<void> {
  const gateway = createGateway(config, { logger });
  const { url } = await gateway.start();
  // A worker's metrics are served by the primary, summed over the workers.
  const metrics = cluster.isWorker
    ? undefined
    : await serveMetrics(logger, () => startMetricsServer());
  logger.info(
    {
      url,
      services: config.services,
      pageServer: config.pageServerUrl,
      worker: cluster.isWorker ? cluster.worker?.id : undefined,
    },
    'gateway listening',
  );

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'gateway stopping');
    Promise.all([gateway.stop(), metrics?.close()]).then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error({ err }, 'gateway stop failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

/**
 * The primary of `GATEWAY_WORKERS` > 1: forks the workers, which all listen on the one public
 * port (node:cluster hands connections to them in turn), replaces one that dies, and on
 * SIGTERM/SIGINT lets each drain its requests before exiting itself. It serves no requests.
 */
function runPrimary(config: GatewayConfig, logger: Logger): void {
  const count = config.workers ?? 1;
  let stopping = false;
  const restarts: number[] = [];
  const fork = () => cluster.fork();

  cluster.on('exit', (worker: Worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        logger.info('gateway workers stopped');
        process.exit(0);
      }
      return;
    }
    const now = Date.now();
    restarts.push(now);
    while (restarts[0]! < now - RESTART_WINDOW_MS) restarts.shift();
    if (restarts.length > MAX_RESTARTS) {
      logger.fatal(
        { worker: worker.id, code, signal },
        `gateway workers died ${restarts.length} times within a minute: giving up`,
      );
      stopping = true;
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
      process.exitCode = 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      return;
    }
    logger.error({ worker: worker.id, code, signal }, 'gateway worker died: starting another');
    setTimeout(fork, 250);
  });

  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, workers: count }, 'gateway stopping');
    // The workers may have the signal already (same process group); a second one is harmless.
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  void serveMetrics(logger, () => startClusterMetricsServer());
  logger.info({ workers: count, port: config.port }, 'gateway starting workers');
  for (let i = 0; i < count; i += 1) fork();
}

function main(): void {
  const config = readConfig();
  const logger = createLogger(config.logLevel);
  if (cluster.isPrimary && (config.workers ?? 1) > 1) {
    runPrimary(config, logger);
    return;
  }
  runGateway(config, logger).catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}

main();
