import { createDbConnection, openDb, type Connection } from '@coffee/service-defaults';
import { testMongoUri, uniqueDbName } from '@coffee/service-defaults/testing';
import { createStockLocks } from '../stock-locks';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('stock locks on the real database', () => {
  let db: Connection;
  // That only one of many parallel inserts of one _id wins, which the locks rest on, is proven
  // with the lease lock itself (service-defaults' lease-lock.test.ts).
  const stockLocks = () => db.collection('stock_locks');
  const takeovers = () => db.collection('stock_lock_takeovers');

  beforeAll(async () => {
    db = createDbConnection();
    // Registers the lock collections before openDb creates them with their indexes.
    createStockLocks(db, { leaseMs: 10000, waitMs: 10000 });
    await openDb(db, { uri: testMongoUri(), dbName: uniqueDbName('catalog_locks') });
  });

  afterAll(async () => {
    await db.dropDatabase();
    await db.close();
  });

  it('when two instances (own in-process queues, one database) lock the same key, then never both hold it', async () => {
    const instances = [
      createStockLocks(db, { leaseMs: 10000, waitMs: 10000 }),
      createStockLocks(db, { leaseMs: 10000, waitMs: 10000 }),
    ];
    let inside = 0;
    let most = 0;
    let runs = 0;
    await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        instances[i % 2]!.withLocks(['product:a'], async () => {
          inside += 1;
          most = Math.max(most, inside);
          await sleep(3);
          inside -= 1;
          runs += 1;
        }),
      ),
    );
    expect(runs).toBe(16);
    expect(most).toBe(1);
    expect(await stockLocks().countDocuments()).toBe(0);
  });

  it('when two requests share keys in different orders, then both finish (keys are taken in one order)', async () => {
    const locks = createStockLocks(db, { leaseMs: 10000, waitMs: 5000 });
    const order: string[] = [];
    await Promise.all([
      locks.withLocks(['product:x', 'product:y'], async () => {
        await sleep(10);
        order.push('first');
      }),
      locks.withLocks(['product:y', 'product:x'], async () => {
        order.push('second');
      }),
    ]);
    expect(order).toEqual(['first', 'second']);
  });

  it('when a live holder keeps a key past the wait, then the waiter gives up with 503 Stock is busy', async () => {
    await stockLocks().insertOne({
      _id: 'product:busy' as never,
      owner: 'someone-else',
      expiresAt: new Date(Date.now() + 60000),
    });
    const locks = createStockLocks(db, { leaseMs: 10000, waitMs: 100 });
    const work = jest.fn();
    await expect(locks.withLocks(['product:busy'], work)).rejects.toMatchObject({
      status: 503,
      code: 'STOCK_BUSY',
    });
    expect(work).not.toHaveBeenCalled();
    await stockLocks().deleteOne({ _id: 'product:busy' as never });
  });

  it('when the holder died (its lease ran out), then one waiter takes the lock over', async () => {
    await stockLocks().insertOne({
      _id: 'product:dead' as never,
      owner: 'crashed',
      expiresAt: new Date(Date.now() - 1000),
    });
    const locks = createStockLocks(db, { leaseMs: 10000, waitMs: 2000 });
    let inside = 0;
    let most = 0;
    await Promise.all(
      [locks, createStockLocks(db, { leaseMs: 10000, waitMs: 2000 })].map((instance) =>
        instance.withLocks(['product:dead'], async () => {
          inside += 1;
          most = Math.max(most, inside);
          await sleep(5);
          inside -= 1;
        }),
      ),
    );
    expect(most).toBe(1);
    expect(await stockLocks().findOne({ _id: 'product:dead' as never })).toBeNull();
    expect(await takeovers().countDocuments({ _id: 'product:dead|crashed' as never })).toBe(1);
  });

  it('when the work throws, then the error comes through and the locks are let go', async () => {
    const locks = createStockLocks(db, { leaseMs: 10000, waitMs: 1000 });
    await expect(
      locks.withLocks(['product:p', 'product:q'], async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await stockLocks().countDocuments({ _id: /^product:[pq]$/ as never })).toBe(0);
    await expect(locks.withLocks(['product:p'], async () => 'again')).resolves.toBe('again');
  });

  it('when the lease is nearly over, then check() stops the holder before it writes', async () => {
    const locks = createStockLocks(db, { leaseMs: 1000, waitMs: 1000 });
    await expect(
      locks.withLocks(['product:slow'], async (held) => {
        held.check();
        await sleep(800);
        held.check();
      }),
    ).rejects.toMatchObject({ status: 503, code: 'STOCK_BUSY' });
  });
});
