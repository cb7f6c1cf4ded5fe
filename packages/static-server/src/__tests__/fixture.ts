import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface BuiltRemote {
  /** The remote's build folder. */
  dir: string;
  /** A file beside the build folder that must never be served. */
  secretFile: string;
  cleanup(): void;
}

/** A small build folder shaped like a remote's webpack output. */
export function makeBuiltRemote(options: { withIndex?: boolean } = {}): BuiltRemote {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'coffee-serve-'));
  const dir = path.join(base, 'dist');
  const files: Record<string, string> = {
    'remoteEntry.js': 'var catalog; /* entry */',
    'mf-manifest.json': JSON.stringify({
      id: 'catalog',
      name: 'catalog',
      metaData: { remoteEntry: { name: 'remoteEntry.js' } },
    }),
    'main.0123456789.js': `console.log(${JSON.stringify('x'.repeat(4000))});`,
    'main.0123456789.js.map': '{"version":3}',
    'assets/logo.abcdef0123.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    // The server build (createServerConfig): the gateway fetches both to render on the server.
    'server/catalog.0123456789.js': 'module.exports = { pages: {} };',
    'server/catalog.0123456789.js.map': '{"version":3}',
    'server/ssr-manifest.json': JSON.stringify({
      entry: 'catalog.0123456789.js',
      shared: ['react', 'react-dom/server', 'styled-components'],
    }),
    'robots.txt': 'User-agent: *',
    '.env': 'SECRET=1',
  };
  if (options.withIndex !== false)
    files['index.html'] = '<!doctype html><title>Catalog</title><div id="root"></div>';
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  const secretFile = path.join(base, 'secret.txt');
  fs.writeFileSync(secretFile, 'do not serve');
  return { dir, secretFile, cleanup: () => fs.rmSync(base, { recursive: true, force: true }) };
}
