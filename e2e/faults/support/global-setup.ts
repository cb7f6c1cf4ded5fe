import path from 'node:path';
import { GATEWAY, SERVICE_NAMES, SERVICES } from '@coffee/topology';
import { root } from './system';

/** The API parts the cases boot: built once here, before any case starts (see system.ts). */
const PARTS = [
  '@coffee/embedded-db',
  GATEWAY.package,
  ...SERVICE_NAMES.map((name) => SERVICES[name].package),
];

export default async function globalSetup(): Promise<void> {
  // The orchestrator's build helper is plain ESM JavaScript shared with `npm start`.
  const { ensureBuilt } = (await import(path.join(root, 'scripts/lib/build.mjs'))) as {
    ensureBuilt(options: {
      root: string;
      only: string[];
      log: (line: string) => void;
    }): Promise<string[]>;
  };
  await ensureBuilt({ root, only: PARTS, log: (line) => console.log(line) });
}
