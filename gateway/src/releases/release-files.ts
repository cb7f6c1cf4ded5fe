import path from 'node:path';
import express, { type Router } from 'express';
import { REMOTE_NAMES, RELEASES_PATH, RELEASE_ID } from '@coffee/topology';
import { sendError } from '../http/send-error';

/**
 * Serves `npm run release`'s folders: `/releases/<remote>/<release id>/<file>` from the folder
 * that holds the releases manifest (REMOTES_FILE's folder). A release folder is never rewritten
 * (its id carries its content hash), so every file in it, mf-manifest.json and remoteEntry.js
 * included, is cached for a year as immutable. Only `<remote>/<release id>/` paths are served:
 * never the manifest, its lock, or a folder being copied in.
 */
export function releaseFilesRouter(releasesDir: string): Router {
  const router = express.Router();
  const remotes = new Set<string>(REMOTE_NAMES);
  const files = express.static(releasesDir, {
    immutable: true,
    maxAge: '365d',
    index: false,
    redirect: false,
    dotfiles: 'deny',
  });
  router.use(RELEASES_PATH, (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const [, remote, release, ...rest] = req.path.split('/');
    // The folder is the gateway's own: nothing under it is a page or a file of the shell's.
    if (!remote || !remotes.has(remote) || !release || !RELEASE_ID.test(release) || !rest.length)
      return sendError(res, 404, 'Not found', 'NOT_FOUND');
    // Inside the release folder only: `..` (plain or encoded) would reach the manifest beside it.
    if (!rest.every(isPlainSegment)) return sendError(res, 404, 'Not found', 'NOT_FOUND');
    // Other sites' pages may not embed them (the shell loads them from this site).
    res.setHeader('cross-origin-resource-policy', 'same-site');
    // No such file in the release: a plain 404, never the shell's page.
    files(req, res, (err?: unknown) =>
      err ? next(err) : sendError(res, 404, 'Not found', 'NOT_FOUND'),
    );
  });
  return router;
}

function isPlainSegment(segment: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return false;
  }
  return decoded !== '' && decoded !== '.' && decoded !== '..' && !/[/\\\0]/.test(decoded);
}

/** The folder release folders are served from: the releases manifest's. */
export const releasesDirOf = (manifestFile: string) => path.dirname(manifestFile);
