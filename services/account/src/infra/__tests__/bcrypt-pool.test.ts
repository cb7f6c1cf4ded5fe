import bcrypt from 'bcryptjs';
import { PasswordHashingBusyError } from '../../domain/passwords';
import { createBcryptPool, type BcryptPool } from '../bcrypt-pool';

const pools: BcryptPool[] = [];
const pool = (workers: number, queue: number) => {
  const created = createBcryptPool({ workers, queue });
  pools.push(created);
  return created;
};
afterAll(() => Promise.all(pools.map((p) => p.close())));

/** Settles to 'pending' unless the promise settled already by the next turn of the loop. */
const state = async (promise: Promise<unknown>) => {
  let settled = 'pending';
  promise.then(
    () => (settled = 'resolved'),
    () => (settled = 'rejected'),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return settled;
};

describe('bcrypt worker pool', () => {
  it('when asked to hash and compare, then it answers as bcryptjs does on the main thread', async () => {
    const p = pool(2, 2);
    const hash = (await p.run({ op: 'hash', input: 'secret', cost: 4 })) as string;
    expect(hash).toMatch(/^\$2[aby]\$04\$/);
    expect(bcrypt.compareSync('secret', hash)).toBe(true);
    await expect(p.run({ op: 'compare', input: 'secret', hash })).resolves.toBe(true);
    await expect(p.run({ op: 'compare', input: 'other', hash })).resolves.toBe(false);
    // A hash made the old way, on the event loop, still verifies.
    const old = bcrypt.hashSync('legacy', 4);
    await expect(p.run({ op: 'compare', input: 'legacy', hash: old })).resolves.toBe(true);
  });

  it('when a job is bad, then it rejects with bcrypt’s error and the pool keeps working', async () => {
    const p = pool(1, 1);
    const notText = 42 as unknown as string;
    await expect(p.run({ op: 'hash', input: notText, cost: 4 })).rejects.toThrow(/Illegal/);
    await expect(p.run({ op: 'hash', input: 'x', cost: 4 })).resolves.toMatch(/^\$2/);
  });

  it('when more jobs arrive than workers, then no more than the pool size run at once and all finish', async () => {
    const p = pool(2, 6);
    let maxRunning = 0;
    let maxWorkers = 0;
    const watch = setInterval(() => {
      const stats = p.stats();
      maxRunning = Math.max(maxRunning, stats.running);
      maxWorkers = Math.max(maxWorkers, stats.workers);
    }, 1);
    const jobs = Array.from({ length: 8 }, (_, i) =>
      p.run({ op: 'hash', input: `p${i}`, cost: 8 }),
    );
    expect(p.stats()).toEqual({ running: 2, queued: 6, workers: 2 });
    const hashes = await Promise.all(jobs);
    clearInterval(watch);
    expect(new Set(hashes).size).toBe(8);
    expect(maxRunning).toBe(2);
    expect(maxWorkers).toBe(2);
    expect(p.stats()).toEqual({ running: 0, queued: 0, workers: 2 });
  });

  it('when workers and queue are full, then the next job is refused at once with 503 BUSY', async () => {
    const p = pool(1, 2);
    const accepted = Array.from({ length: 3 }, () => p.run({ op: 'hash', input: 'x', cost: 12 }));
    expect(p.isFull()).toBe(true);
    const refused = p.run({ op: 'hash', input: 'x', cost: 12 });
    // Settled by the next turn of the event loop: refused on the spot, not after a wait.
    expect(await state(refused)).toBe('rejected');
    await expect(refused).rejects.toBeInstanceOf(PasswordHashingBusyError);
    await expect(refused).rejects.toMatchObject({
      status: 503,
      code: 'BUSY',
      retryAfterSeconds: 1,
    });
    // Refused while the accepted ones are still under way: nothing queued past the bound.
    expect(await state(accepted[0] as Promise<unknown>)).toBe('pending');
    expect(p.stats()).toMatchObject({ running: 1, queued: 2 });
    await Promise.all(accepted);
    expect(p.isFull()).toBe(false);
    // Once there is room again, jobs are taken.
    await expect(p.run({ op: 'hash', input: 'x', cost: 4 })).resolves.toMatch(/^\$2/);
  });

  it('while several cost-12 hashes run, then the event loop keeps ticking', async () => {
    const p = pool(1, 4);
    await p.run({ op: 'hash', input: 'warm', cost: 4 }); // the worker's start-up is not the test
    const ticks: number[] = [];
    const timer = setInterval(() => ticks.push(performance.now()), 5);
    const started = performance.now();
    await Promise.all(Array.from({ length: 4 }, () => p.run({ op: 'hash', input: 'x', cost: 12 })));
    const elapsed = performance.now() - started;
    clearInterval(timer);
    const gaps = ticks.slice(1).map((at, i) => at - (ticks[i] as number));
    // Four cost-12 hashes take far longer than any pause the loop saw (one hash on the loop is ~250 ms).
    expect(elapsed).toBeGreaterThan(400);
    expect(Math.max(...gaps)).toBeLessThan(100);
    expect(ticks.length).toBeGreaterThan(elapsed / 5 / 3);
  });

  it('when closed, then queued and running jobs fail, new ones are refused and the workers end', async () => {
    const p = createBcryptPool({ workers: 1, queue: 1 });
    const running = p.run({ op: 'hash', input: 'x', cost: 12 });
    const queued = p.run({ op: 'hash', input: 'x', cost: 12 });
    const outcomes = Promise.allSettled([running, queued]);
    await p.close();
    const [first, second] = await outcomes;
    expect(first).toMatchObject({ status: 'rejected' });
    expect(second).toMatchObject({
      status: 'rejected',
      reason: expect.objectContaining({ message: expect.stringMatching(/closed/) }),
    });
    await expect(p.run({ op: 'hash', input: 'x', cost: 4 })).rejects.toThrow(/closed/);
    expect(p.stats()).toEqual({ running: 0, queued: 0, workers: 0 });
  });
});
