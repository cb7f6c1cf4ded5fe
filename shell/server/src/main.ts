import pino from 'pino';
import { ConfigError, createShellServer, loadConfig } from './server';

/** The shell's server as a process: listens until SIGTERM/SIGINT, then drains and exits. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = pino({ level: config.logLevel, base: { part: 'shell-server' } });
  const server = createShellServer(config, { logger });
  const { url } = await server.start();
  logger.info(
    { url, gateway: config.gatewayUrl, shellDist: config.shellDist },
    'shell server listening',
  );
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: draining`);
    void server.stop(10_000).then(() => process.exit(0));
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

void main();
