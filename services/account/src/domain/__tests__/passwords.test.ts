import { createPasswordHasher } from '../passwords';

describe('password hashing', () => {
  const hasher = createPasswordHasher(4);

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
    const slow = createPasswordHasher(10);
    const hash = await slow.hash('Coffee123!');
    await slow.verify('warm-up', null);
    const time = async (fn: () => Promise<unknown>) => {
      const started = process.hrtime.bigint();
      await fn();
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    let known = 0;
    let unknown = 0;
    for (let i = 0; i < 3; i += 1) {
      known += await time(() => slow.verify('wrong-password', hash));
      unknown += await time(() => slow.verify('wrong-password', null));
    }
    await expect(slow.verify('Coffee123!', null)).resolves.toBe(false);
    // Same bcrypt cost either way: an unknown username must not answer measurably faster.
    expect(unknown / known).toBeGreaterThan(0.6);
    expect(unknown / known).toBeLessThan(1.6);
  });
});
