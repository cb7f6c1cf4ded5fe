import { ConfigError, runService } from '@coffee/service-defaults';
import { loadMembershipConfig } from './config';
import { createMembershipServer } from './server';

function main(): void {
  let config;
  try {
    config = loadMembershipConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    // Before the logger exists: the list of bad keys is the whole message.
    console.error(err.message);
    process.exit(1);
  }
  const service = createMembershipServer(config);
  void runService(service, service.ctx.logger);
}

main();
