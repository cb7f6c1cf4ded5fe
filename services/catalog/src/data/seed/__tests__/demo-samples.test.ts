import { createDbConnection, openDb, type Connection } from '@coffee/service-defaults';
import { testMongoUri, uniqueDbName } from '@coffee/service-defaults/testing';
import { DEMO_SAMPLE_COUNTS, seedDemoSamples } from '../demo-samples';

describe('the demo free-sample pool', () => {
  let db: Connection;
  const pool = () => db.collection<{ _id: string; count: number }>('sample_pool');

  beforeAll(async () => {
    db = createDbConnection();
    await openDb(db, { uri: testMongoUri(), dbName: uniqueDbName('catalog_sample_seed') });
  });
  afterAll(async () => {
    await db.dropDatabase();
    await db.close();
  });

  it('when seeded, then the first coffees by name get the demo counts, equipment none, and again adds nothing', async () => {
    const { insertedIds } = await db.collection('products').insertMany([
      { category: 'beans', name: 'Colombia' },
      { category: 'coffee-makers', name: 'Aeropress' },
      { category: 'espresso', name: 'Brazil' },
      { category: 'ground-coffee', name: 'Kenya' },
      { category: 'beans', name: 'Sumatra' },
    ]);
    const id = (i: number) => String(insertedIds[i]);
    expect(await seedDemoSamples(db)).toBe(DEMO_SAMPLE_COUNTS.length);
    const levels = new Map((await pool().find().toArray()).map((doc) => [doc._id, doc.count]));
    // Brazil, Colombia, Kenya: the fullest pool first, so the demo member gets Brazil.
    expect(levels).toEqual(
      new Map([
        [id(2), DEMO_SAMPLE_COUNTS[0]],
        [id(0), DEMO_SAMPLE_COUNTS[1]],
        [id(3), DEMO_SAMPLE_COUNTS[2]],
      ]),
    );
    // The admin's counts are never overwritten by a restart.
    await pool().updateOne({ _id: id(2) }, { $set: { count: 1 } });
    expect(await seedDemoSamples(db)).toBe(0);
    expect((await pool().findOne({ _id: id(2) }))?.count).toBe(1);
  });
});
