import { createDbConnection, openDb, type Connection } from '@coffee/service-defaults';
import { testMongoUri, uniqueDbName } from '@coffee/service-defaults/testing';
import { isRoastDay } from '../../../domain/roast-calendar';
import { createRoastBatchStore } from '../../roast-batch-repository';
import { DEMO_BATCH_GRAMS, seedDemoRoastBatches } from '../demo-roast-batches';

// Tuesday 1 December 2026, 15:00 in New York: the week back holds five roast days.
const NOW = new Date('2026-12-01T20:00:00Z');

describe('the demo week of roast batches', () => {
  let db: Connection;
  const batches = () => db.collection('roast_batches');

  beforeAll(async () => {
    db = createDbConnection();
    createRoastBatchStore(db);
    await openDb(db, { uri: testMongoUri(), dbName: uniqueDbName('catalog_roast_seed') });
    await db.collection('products').insertMany([
      { category: 'beans', name: 'A' },
      { category: 'espresso', name: 'B' },
      { category: 'coffee-makers', name: 'C' },
    ]);
  });

  afterAll(async () => {
    await db.dropDatabase();
    await db.close();
  });

  it('when seeded, then every coffee gets one batch per roast day of the last week, and again adds nothing', async () => {
    expect(await seedDemoRoastBatches(db, 'America/New_York', NOW)).toBe(10);
    const seeded = await batches().find({}).toArray();
    expect(seeded).toHaveLength(10);
    expect(seeded.every((b) => isRoastDay(String(b.roastedOn)))).toBe(true);
    expect(seeded.every((b) => b.remainingGrams === DEMO_BATCH_GRAMS)).toBe(true);
    expect(new Set(seeded.map((b) => b.roastedOn))).toEqual(
      new Set(['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-30', '2026-12-01']),
    );
    // A restart (even a later day) adds nothing.
    expect(
      await seedDemoRoastBatches(db, 'America/New_York', new Date('2026-12-09T12:00:00Z')),
    ).toBe(0);
    expect(await batches().countDocuments()).toBe(10);
  });
});
