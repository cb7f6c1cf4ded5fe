import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `change` holding the releases manifest's lock, `<file>.lock` created exclusively: the same
 * lock `npm run release` takes (scripts/lib/releases.mjs), so the canary watch and a release never
 * overwrite each other's switch. A lock older than 30 s is a crashed writer's and is taken over.
 */
export async function withManifestLock<T>(
  file: string,
  change: () => Promise<T>,
  { waitMs = 10_000, staleMs = 30_000 } = {},
): Promise<T> {
  const lock = `${file}.lock`;
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      await fs.writeFile(lock, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const stat = await fs.stat(lock).catch(() => undefined);
      if (stat && Date.now() - stat.mtimeMs > staleMs) await fs.rm(lock, { force: true });
      if (Date.now() > deadline) throw new Error(`${lock} is held: the manifest was not changed`);
      await sleep(50);
    }
  }
  try {
    return await change();
  } finally {
    await fs.rm(lock, { force: true });
  }
}

/** Replaces `file` whole: a temporary file beside it, flushed, renamed over it. */
export async function writeJsonAtomic(file: string, doc: unknown): Promise<void> {
  const temp = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
  );
  const handle = await fs.open(temp, 'w', 0o644);
  try {
    await handle.writeFile(`${JSON.stringify(doc, null, 2)}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await fs.rename(temp, file);
  } catch (err) {
    await fs.rm(temp, { force: true });
    throw err;
  }
}
