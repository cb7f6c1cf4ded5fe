// @coffee/topology for the plain Node scripts, which cannot load its TypeScript: its build, made
// first when it is missing or older than its sources (the root `prepare` script builds it on
// `npm install`; this catches an edit made since).
import { ensureBuilt } from './build.mjs';
import { requireFrom } from './packages.mjs';

await ensureBuilt({
  only: ['@coffee/topology'],
  log: () => {},
  print: (name, line) => process.stderr.write(`${name}: ${line}\n`),
});

export const {
  DATABASE_PORT,
  GATEWAY,
  MAILPIT,
  REMOTE_NAMES,
  REMOTES,
  SERVICE_NAMES,
  SERVICES,
  SHELL,
  SHELL_SERVER,
  MAX_INSTANCES,
  defaultRemoteUrl,
  instancePort,
} = requireFrom()('@coffee/topology');
