import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ImageFile, ImageStore } from '../domain/ports';

interface Cached extends ImageFile {
  mtimeMs: number;
  size: number;
}

/**
 * The product pictures in `dir`, kept in memory once read (a few KB each); a file changed on
 * disk (a redeploy, a designer's edit in development) is read again.
 */
export function createImageStore(dir: string): ImageStore {
  const root = path.resolve(dir);
  const cache = new Map<string, Cached>();

  return {
    async read(name) {
      const file = path.join(root, name);
      // Belt and braces behind the strict name rule: never serve anything outside the folder.
      if (path.dirname(file) !== root) return null;
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) {
        cache.delete(name);
        return null;
      }
      const cached = cache.get(name);
      if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached;
      const body = await readFile(file);
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      const fresh = { body, etag, mtimeMs: info.mtimeMs, size: info.size };
      cache.set(name, fresh);
      return fresh;
    },
  };
}
