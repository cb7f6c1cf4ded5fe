import { ConfigError, runService } from '@coffee/service-defaults';
import { loadAccountConfig } from './config';
import { createAccountService } from './server';

function main(): void {
  let config;
  try {
    config = loadAccountConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    // Before a logger exists: the list of bad keys is the whole message.
    console.error(err.message);
    process.exit(1);
  }
  const service = createAccountService(config);
  void runService(service, service.ctx.logger);
}

main();
