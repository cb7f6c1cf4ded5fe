/** `/remotes.json`: `{ "remotes": { "<federation name>": "<url of its mf-manifest.json>" } }`. */
export type RemoteManifest = Record<string, string>;

export class RemoteManifestError extends Error {
  override name = 'RemoteManifestError';
}

// Federation names are identifiers (the runtime uses them as global names).
const NAME = /^[A-Za-z_$][\w$]*$/;

/**
 * Checks the manifest by hand rather than with zod: this runs before the first paint and keeps
 * the shell's start-up path free of schema code.
 */
export function parseRemoteManifest(body: unknown): RemoteManifest {
  const remotes =
    body && typeof body === 'object' ? (body as { remotes?: unknown }).remotes : undefined;
  if (!remotes || typeof remotes !== 'object' || Array.isArray(remotes)) {
    throw new RemoteManifestError('The remote manifest has no "remotes" object');
  }
  const out: RemoteManifest = {};
  for (const [name, entry] of Object.entries(remotes)) {
    if (!NAME.test(name))
      throw new RemoteManifestError(`The remote manifest names an invalid remote "${name}"`);
    if (typeof entry !== 'string' || entry.trim() === '') {
      throw new RemoteManifestError(`The remote manifest has no URL for "${name}"`);
    }
    out[name] = entry.trim();
  }
  return out;
}
