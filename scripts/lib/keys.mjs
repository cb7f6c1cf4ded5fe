// The session signing keys and the internal token, generated once per data folder and kept
// outside git (readable by the owner only).
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const KEY_FILES = {
  privateKey: 'jwt-private.pem',
  publicKey: 'jwt-public.pem',
  internalToken: 'internal-token',
};

function writeSecret(file, content) {
  // Written under a temporary name and renamed, so a crash never leaves half a key behind.
  const partial = `${file}.partial-${process.pid}`;
  fs.writeFileSync(partial, content, { mode: 0o600 });
  fs.renameSync(partial, file);
}

function usable(file) {
  try {
    return fs.statSync(file).size > 0;
  } catch {
    return false;
  }
}

/**
 * Makes sure `<dir>` holds an ES256 (P-256) key pair and a random internal token; existing ones
 * are kept, so sessions survive a restart. Returns the file paths and what was created.
 */
export function ensureKeys(dir) {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const files = Object.fromEntries(
    Object.entries(KEY_FILES).map(([k, name]) => [k, path.join(dir, name)]),
  );
  const created = [];

  if (!usable(files.privateKey) || !usable(files.publicKey)) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', {
      namedCurve: 'P-256',
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    writeSecret(files.privateKey, privateKey);
    writeSecret(files.publicKey, publicKey);
    created.push(KEY_FILES.privateKey, KEY_FILES.publicKey);
  }
  if (!usable(files.internalToken)) {
    writeSecret(files.internalToken, `${randomBytes(32).toString('base64url')}\n`);
    created.push(KEY_FILES.internalToken);
  }
  // Keys copied in by hand may carry wider permissions: tighten them.
  for (const file of Object.values(files)) fs.chmodSync(file, 0o600);
  return { ...files, created };
}
