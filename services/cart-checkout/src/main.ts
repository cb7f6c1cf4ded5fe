import { ConfigError, runService } from '@coffee/service-defaults';
import { loadCartCheckoutConfig } from './config';
import { createCartCheckoutServer } from './server';

function main(): void {
  let config;
  try {
    config = loadCartCheckoutConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    // Before the logger exists: the list of bad keys is the whole message.
    console.error(err.message);
    process.exit(1);
  }
  const service = createCartCheckoutServer(config);
  void runService(service, service.ctx.logger);
}

main();
