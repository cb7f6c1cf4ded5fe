// generate-keys.mjs <private dir> <shared dir>: the signing key stays in the private folder (mounted
// only into the account service); the public key and the internal token are copied to the shared
// one (mounted into every service and the gateway).
import fs from 'node:fs';
import path from 'node:path';
import { ensureKeys, KEY_FILES } from './lib/keys.mjs';

const [privateDir, sharedDir] = process.argv.slice(2);
if (!privateDir || !sharedDir) {
  console.error('usage: generate-keys.mjs <private dir> <shared dir>');
  process.exit(2);
}
const keys = ensureKeys(privateDir);
fs.mkdirSync(sharedDir, { recursive: true });
for (const file of [KEY_FILES.publicKey, KEY_FILES.internalToken]) {
  const target = path.join(sharedDir, file);
  fs.copyFileSync(path.join(privateDir, file), `${target}.partial`);
  fs.chmodSync(`${target}.partial`, 0o600);
  fs.renameSync(`${target}.partial`, target);
}
process.stdout.write(
  `${keys.created.length ? `created ${keys.created.join(', ')}` : 'keys already present: kept'}\n`,
);
