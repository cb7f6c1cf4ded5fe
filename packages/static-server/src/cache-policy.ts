import path from 'node:path';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

// webpack names chunks and assets `[name].[contenthash:10].ext` (and `.ext.map` for source maps).
const CONTENT_HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+(?:\.map)?$/i;

/**
 * Cache-Control for a file of a built remote. Only content-hashed files may be cached for good:
 * everything else (mf-manifest.json, remoteEntry.js, index.html, server/ssr-manifest.json,
 * unhashed assets) must be revalidated, or a browser (or the gateway's server render) keeps
 * running an old release after a remote is redeployed.
 */
export function cacheControlFor(filePath: string): string {
  return CONTENT_HASHED.test(path.basename(filePath)) ? IMMUTABLE : NO_CACHE;
}
