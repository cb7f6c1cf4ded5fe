import { createHash } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { PasswordHashingBusyError } from '../../domain/passwords';
import { createPasswordHasher, type PooledPasswordHasher } from '../password-hasher';

const hashers: PooledPasswordHasher[] = [];
const track = (hasher: PooledPasswordHasher) => {
  hashers.push(hasher);
  return hasher;
};
afterAll(() => Promise.all(hashers.map((hasher) => hasher.close())));

describe('password hashing', () => {
  const hasher = track(createPasswordHasher(4));

  it('when a password is hashed, then it verifies and a different one does not', async () => {
    const hash = await hasher.hash('Coffee123!');
    expect(hash).toMatch(/^\$2[aby]\$04\$/);
    await expect(hasher.verify('Coffee123!', hash)).resolves.toBe(true);
    await expect(hasher.verify('Coffee123?', hash)).resolves.toBe(false);
  });

  it('when two long passphrases share their first 72 bytes, then they do not match each other', async () => {
    const prefix = 'a'.repeat(80);
    const hash = await hasher.hash(`${prefix}-one`);
    await expect(hasher.verify(`${prefix}-two`, hash)).resolves.toBe(false);
  });

  it('when there is no stored hash (unknown user), then it answers false after doing comparable work', async () => {
    const slow = track(createPasswordHasher(10));
    const hash = await slow.hash('Coffee123!');
    await slow.verify('warm-up', null);
    const time = async (fn: () => Promise<unknown>) => {
      const started = process.hrtime.bigint();
      await fn();
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    let known = 0;
    let unknown = 0;
    // Five rounds each, interleaved: a pause from other work on the machine evens out.
    for (let i = 0; i < 5; i += 1) {
      known += await time(() => slow.verify('wrong-password', hash));
      unknown += await time(() => slow.verify('wrong-password', null));
    }
    await expect(slow.verify('Coffee123!', null)).resolves.toBe(false);
    // Same bcrypt cost either way: an unknown username must not answer measurably faster.
    expect(unknown / known).toBeGreaterThan(0.6);
    expect(unknown / known).toBeLessThan(1.6);
  });

  it('when a hash was stored before the pool (SHA-256 prehash, bcryptjs on the event loop), then it still verifies', async () => {
    const prehash = createHash('sha256').update('Coffee123!', 'utf8').digest('base64');
    const stored = bcrypt.hashSync(prehash, 4);
    await expect(hasher.verify('Coffee123!', stored)).resolves.toBe(true);
    await expect(hasher.verify('Coffee123?', stored)).resolves.toBe(false);
  });

  it('when the pool is full, then an unknown username is refused as busy too, without waiting', async () => {
    const full = track(createPasswordHasher(12, { workers: 1, queue: 0 }));
    await full.warmUp();
    const under = full.verify('x', null);
    await expect(full.verify('y', null)).rejects.toBeInstanceOf(PasswordHashingBusyError);
    await expect(full.hash('z')).rejects.toBeInstanceOf(PasswordHashingBusyError);
    await expect(under).resolves.toBe(false);
    expect(full.stats()).toMatchObject({ running: 0, queued: 0, workers: 1 });
  });
});
