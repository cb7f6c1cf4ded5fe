import { createDbConnection, openDb, type Connection } from '../../db/connection';
import { testMongoUri, uniqueDbName } from '../../testing';
import { createLeaseLocks, type Lease, type LeaseLocks } from '../lease-lock';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const collection = 'test_leases';

/** Runs `work` once per contender, each holding the key; reports the most holders seen at once. */
async function contend(
  instances: LeaseLocks[],
  contenders: number,
  key: string,
  holdMs: number,
): Promise<{ runs: number; most: number }> {
  let inside = 0;
  let most = 0;
  let runs = 0;
  await Promise.all(
    Array.from({ length: contenders }, async (_, i) => {
      const lease = await instances[i % instances.length]!.acquire(key, Date.now() + 20_000);
      if (!lease) throw new Error(`contender ${i} never got ${key}`);
      inside += 1;
      most = Math.max(most, inside);
      await sleep(holdMs);
      inside -= 1;
      runs += 1;
      await lease.release();
    }),
  );
  return { runs, most };
}

describe('lease locks on the real database', () => {
  let db: Connection;
  const locks = () => db.collection(collection);
  const takeovers = () => db.collection(`${collection}_takeovers`);
  // Each instance stands for one service instance: its own object, the one database.
  const instance = (leaseMs = 10_000) => createLeaseLocks(db, { collection, leaseMs });
  const staleLease = (key: string, owner = 'crashed') =>
    locks().insertOne({ _id: key as never, owner, expiresAt: new Date(Date.now() - 1000) });

  beforeAll(async () => {
    db = createDbConnection();
    instance();
    await openDb(db, { uri: testMongoUri(), dbName: uniqueDbName('sd_leases') });
  });

  afterAll(async () => {
    await db.dropDatabase();
    await db.close();
  });

  it('when 50 inserts of one _id run in parallel, then exactly one succeeds and the rest fail as duplicates', async () => {
    // The whole design rests on this: FerretDB loses parallel updates, not unique inserts.
    const probe = db.collection('unique_probe');
    for (let round = 0; round < 5; round++) {
      const results = await Promise.allSettled(
        Array.from({ length: 50 }, (_, i) => probe.insertOne({ _id: `key-${round}` as never, i })),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const codes = results.flatMap((r) =>
        r.status === 'rejected' ? [(r.reason as { code?: number }).code] : [],
      );
      expect(new Set(codes)).toEqual(new Set([11000]));
    }
  });

  it('when 30 contenders on three instances wait for one key, then each gets it and never two at once', async () => {
    const result = await contend([instance(), instance(), instance()], 30, 'many', 3);
    expect(result).toEqual({ runs: 30, most: 1 });
    expect(await locks().countDocuments({ _id: 'many' as never })).toBe(0);
  });

  it('when 20 try a free key at once, then exactly one gets it', async () => {
    const instances = [instance(), instance()];
    const leases = await Promise.all(
      Array.from({ length: 20 }, (_, i) => instances[i % 2]!.tryAcquire('once')),
    );
    const held = leases.filter((lease): lease is Lease => lease !== null);
    expect(held).toHaveLength(1);
    await held[0]!.release();
  });

  it('when a live holder has the key, then tries get null and waiters give up at their deadline', async () => {
    const lease = await instance().tryAcquire('busy');
    expect(lease?.isValid()).toBe(true);
    expect(await instance().tryAcquire('busy')).toBeNull();
    const started = Date.now();
    expect(await instance().acquire('busy', Date.now() + 100)).toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);
    await lease!.release();
    const next = await instance().tryAcquire('busy');
    expect(next).not.toBeNull();
    await next!.release();
  });

  it('when 16 contenders find an expired lease, then exactly one takes it over (every round)', async () => {
    for (let round = 0; round < 10; round++) {
      const key = `expired-${round}`;
      await staleLease(key);
      const instances = [instance(), instance(), instance()];
      const leases = await Promise.all(
        Array.from({ length: 16 }, (_, i) => instances[i % 3]!.tryAcquire(key)),
      );
      const held = leases.filter((lease): lease is Lease => lease !== null);
      expect(held).toHaveLength(1);
      expect(await takeovers().countDocuments({ _id: `${key}|crashed` as never })).toBe(1);
      const stored = await locks().findOne({ _id: key as never });
      expect(stored?.owner).not.toBe('crashed');
      await held[0]!.release();
    }
  });

  it('when waiters queue behind an expired lease, then they take turns after the one takeover', async () => {
    await staleLease('dead-holder');
    const result = await contend([instance(), instance()], 10, 'dead-holder', 2);
    expect(result).toEqual({ runs: 10, most: 1 });
    expect(await takeovers().countDocuments({ _id: 'dead-holder|crashed' as never })).toBe(1);
    expect(await locks().countDocuments({ _id: 'dead-holder' as never })).toBe(0);
  });

  it('when a lease ran out and was taken over, then its old holder can no longer write or release it', async () => {
    const old = await instance(50).tryAcquire('slow');
    await sleep(80);
    expect(old!.isValid()).toBe(false);
    const fresh = await instance().tryAcquire('slow');
    expect(fresh).not.toBeNull();
    await old!.release();
    expect(await locks().countDocuments({ _id: 'slow' as never })).toBe(1);
    expect(await instance().tryAcquire('slow')).toBeNull();
    await fresh!.release();
    expect(await locks().countDocuments({ _id: 'slow' as never })).toBe(0);
  });

  it('when a lease is near its end, then it is no longer valid and its release leaves it to expire', async () => {
    const lease = await createLeaseLocks(db, {
      collection,
      leaseMs: 200,
      safetyMs: 150,
    }).tryAcquire('margin');
    expect(lease!.isValid()).toBe(true);
    await sleep(80);
    expect(lease!.isValid()).toBe(false);
    await lease!.release();
    expect(await locks().countDocuments({ _id: 'margin' as never })).toBe(1);
    await sleep(150);
    const next = await instance().tryAcquire('margin');
    expect(next).not.toBeNull();
    await next!.release();
  });
});
