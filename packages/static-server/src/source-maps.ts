/**
 * Source maps carry the original source. Production builds write them (`hidden-source-map`: no
 * sourceMappingURL comment points at them) for error reporting, but they are not published:
 * a `*.map` path is answered 404 unless SERVE_SOURCE_MAPS=true. The path is checked decoded,
 * so `main.js.%6dap` is a source map too.
 */
export function isSourceMapPath(urlPath: string): boolean {
  let decoded = urlPath;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    // Undecodable: no file can be served for it anyway.
  }
  return /\.map$/i.test(decoded);
}

/** SERVE_SOURCE_MAPS=true publishes source maps (a staging server, a debugging session). */
export function sourceMapsServed(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.SERVE_SOURCE_MAPS === 'true';
}
