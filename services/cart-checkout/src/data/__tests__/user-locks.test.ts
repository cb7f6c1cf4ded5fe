import { AppError, createDbConnection, openDb, type Connection } from '@coffee/service-defaults';
import { newUserId, testMongoUri, uniqueDbName } from '@coffee/service-defaults/testing';
import { CART_BUSY_MESSAGE, createUserLocks } from '../user-locks';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The users' lock of cart writes and checkouts, as two instances (own queues) hold it. */
describe('user locks on the real database', () => {
  let db: Connection;
  const instance = (waitMs = 10_000) => createUserLocks(db, { leaseMs: 10_000, waitMs });

  beforeAll(async () => {
    db = createDbConnection();
    // Registers the lock collections before openDb creates them with their indexes.
    instance();
    await openDb(db, { uri: testMongoUri(), dbName: uniqueDbName('cart_locks') });
  });
  afterAll(async () => {
    await db.dropDatabase();
    await db.close();
  });

  it('when two instances run work for one user, then never two at once, and every task runs', async () => {
    const instances = [instance(), instance()];
    const userId = newUserId();
    let holders = 0;
    let most = 0;
    const done = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        instances[i % 2]!(userId, async () => {
          holders += 1;
          most = Math.max(most, holders);
          await sleep(5);
          holders -= 1;
          return i;
        }),
      ),
    );
    expect(done).toEqual(Array.from({ length: 12 }, (_, i) => i));
    expect(most).toBe(1);
    expect(await db.collection('cart_locks').countDocuments()).toBe(0);
  });

  it('when two users work at once on two instances, then neither waits for the other', async () => {
    const [a, b] = [instance(), instance()];
    let overlapping = false;
    let running = 0;
    const task = async () => {
      running += 1;
      await sleep(50);
      overlapping ||= running === 2;
      running -= 1;
    };
    await Promise.all([a(newUserId(), task), b(newUserId(), task)]);
    expect(overlapping).toBe(true);
  });

  it('when another instance holds the user past the wait, then 503 and the work is not done', async () => {
    const userId = newUserId();
    let release!: () => void;
    const held = instance()(userId, () => new Promise<void>((resolve) => (release = resolve)));
    await sleep(50);
    let ran = false;
    const err = await instance(200)(userId, async () => {
      ran = true;
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ status: 503, message: CART_BUSY_MESSAGE });
    expect(ran).toBe(false);
    release();
    await held;
  });

  it('when the work throws, then its error comes through and the user is free again', async () => {
    const locks = instance();
    const userId = newUserId();
    await expect(locks(userId, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(instance()(userId, async () => 'next')).resolves.toBe('next');
  });
});
