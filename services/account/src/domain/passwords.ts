import { createHash } from 'node:crypto';
import bcrypt from 'bcryptjs';

/**
 * bcrypt reads only the first 72 bytes of its input, so two long passphrases sharing a prefix
 * would collide. Hashing with SHA-256 first (base64, no NUL bytes) gives bcrypt a fixed 44 bytes.
 */
const prehash = (password: string) =>
  createHash('sha256').update(password, 'utf8').digest('base64');

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Compares; with no stored hash it still spends the same time, so unknown usernames do not answer faster. */
  verify(password: string, hash: string | null): Promise<boolean>;
  /** Prepares the stand-in hash, so even the first unknown username takes no extra time. */
  warmUp(): Promise<void>;
}

export function createPasswordHasher(cost: number): PasswordHasher {
  let dummyHash: Promise<string> | null = null;
  // Made on first use, at the configured cost, so an unknown user costs one full compare too.
  const dummy = () => (dummyHash ??= bcrypt.hash(prehash('not-a-real-password'), cost));

  return {
    hash: (password) => bcrypt.hash(prehash(password), cost),
    async verify(password, hash) {
      if (hash === null) {
        await bcrypt.compare(prehash(password), await dummy());
        return false;
      }
      return bcrypt.compare(prehash(password), hash);
    },
    warmUp: async () => {
      await dummy();
    },
  };
}
