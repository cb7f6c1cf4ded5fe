import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import type { PasswordHasher } from '../domain/passwords';
import { createBcryptPool, type BcryptPoolOptions, type BcryptPoolStats } from './bcrypt-pool';

/**
 * bcrypt reads only the first 72 bytes of its input, so two long passphrases sharing a prefix
 * would collide. Hashing with SHA-256 first (base64, no NUL bytes) gives bcrypt a fixed 44 bytes.
 */
const prehash = (password: string) =>
  createHash('sha256').update(password, 'utf8').digest('base64');

export interface PooledPasswordHasher extends PasswordHasher {
  stats(): BcryptPoolStats;
  /** Ends the workers (the service's onStop). */
  close(): Promise<void>;
}

const defaultPool = (): BcryptPoolOptions => {
  const workers = Math.max(1, availableParallelism() - 1);
  return { workers, queue: 4 * workers };
};

/**
 * bcrypt (SHA-256 prehash, then bcryptjs at `cost`) on a bounded pool of worker threads: the
 * event loop only passes messages, and a full pool answers PasswordHashingBusyError at once.
 */
export function createPasswordHasher(
  cost: number,
  poolOptions: BcryptPoolOptions = defaultPool(),
): PooledPasswordHasher {
  const pool = createBcryptPool(poolOptions);
  const hash = async (password: string) =>
    (await pool.run({ op: 'hash', input: prehash(password), cost })) as string;
  const compare = async (password: string, stored: string) =>
    (await pool.run({ op: 'compare', input: prehash(password), hash: stored })) as boolean;

  let dummyHash: Promise<string> | null = null;
  // Made on first use, at the configured cost, so an unknown user costs one full compare too.
  const dummy = () => {
    dummyHash ??= hash('not-a-real-password').catch((err: unknown) => {
      dummyHash = null; // a busy pool must not leave a failed stand-in behind
      throw err;
    });
    return dummyHash;
  };

  return {
    hash,
    async verify(password, stored) {
      if (stored === null) {
        // The same single compare, inside the same bound, as a known user's.
        await compare(password, await dummy());
        return false;
      }
      return compare(password, stored);
    },
    warmUp: async () => {
      await dummy();
    },
    isFull: () => pool.isFull(),
    stats: () => pool.stats(),
    close: () => pool.close(),
  };
}
