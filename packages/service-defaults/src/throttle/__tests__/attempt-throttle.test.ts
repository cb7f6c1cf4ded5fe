import { createDbConnection, openDb, type Connection } from '../../db/connection';
import { testMongoUri, uniqueDbName } from '../../testing';
import { createAttemptLog } from '../attempt-log';
import { TooManyAttemptsError, createAttemptThrottle } from '../attempt-throttle';

const WINDOW_MS = 60_000;

describe('createAttemptThrottle (failed attempts per key, in a database log)', () => {
  let db: Connection;
  let throttle: ReturnType<typeof createAttemptThrottle>;
  let n = 0;
  const key = () => `key-${(n += 1)}`;

  beforeAll(async () => {
    db = createDbConnection();
    await openDb(db, { uri: testMongoUri(), dbName: uniqueDbName('sd_attempts') });
    throttle = createAttemptThrottle(createAttemptLog(db, 'test_attempts'), {
      windowMs: WINDOW_MS,
      message: 'Too many tries',
      code: 'TOO_MANY_TRIES',
    });
  });
  afterAll(async () => {
    await db.dropDatabase();
    await db.close();
  });

  it('when a key fails its limit, then the next attempt is a 429 with the wait until the oldest leaves the window', async () => {
    const k = key();
    const start = new Date('2030-01-01T00:00:00Z');
    for (let i = 0; i < 3; i += 1)
      await throttle.begin([{ key: k, maxFailures: 3 }], new Date(start.getTime() + i * 1000));
    const refused = throttle.begin(
      [{ key: k, maxFailures: 3 }],
      new Date(start.getTime() + 10_000),
    );
    await expect(refused).rejects.toBeInstanceOf(TooManyAttemptsError);
    await expect(refused).rejects.toMatchObject({
      status: 429,
      message: 'Too many tries',
      code: 'TOO_MANY_TRIES',
      retryAfterSeconds: 50,
    });
    // Once the window has moved past the oldest failure, one more may try.
    await throttle.begin([{ key: k, maxFailures: 3 }], new Date(start.getTime() + WINDOW_MS + 1));
  });

  it('when attempts are withdrawn (not failures), then they do not count', async () => {
    const k = key();
    for (let i = 0; i < 10; i += 1)
      await (await throttle.begin([{ key: k, maxFailures: 2 }])).withdraw();
    await throttle.begin([{ key: k, maxFailures: 2 }]);
  });

  it('when one of several keys is over its limit, then refused, and the others are not charged for it', async () => {
    const address = key();
    const number = key();
    for (let i = 0; i < 2; i += 1)
      await throttle.begin([
        { key: address, maxFailures: 5 },
        { key: number, maxFailures: 2 },
      ]);
    await expect(
      throttle.begin([
        { key: address, maxFailures: 5 },
        { key: number, maxFailures: 2 },
      ]),
    ).rejects.toBeInstanceOf(TooManyAttemptsError);
    // The refused attempt was withdrawn from both: the address has used 2 of its 5.
    for (let i = 0; i < 3; i += 1) await throttle.begin([{ key: address, maxFailures: 5 }]);
    await expect(throttle.begin([{ key: address, maxFailures: 5 }])).rejects.toBeInstanceOf(
      TooManyAttemptsError,
    );
  });

  it('when 20 attempts on one key arrive at once, then no more than the limit get through', async () => {
    const k = key();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => throttle.begin([{ key: k, maxFailures: 4 }])),
    );
    expect(results.filter((r) => r.status === 'fulfilled').length).toBeLessThanOrEqual(4);
  });
});
