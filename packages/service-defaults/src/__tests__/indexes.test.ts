import { Schema } from 'mongoose';
import pino from 'pino';
import { createDbConnection, createModelIndexes, openDb, startExpirySweeper } from '..';
import { dropTestDatabase, testMongoUri, uniqueDbName } from '../testing';

describe('indexes and expiry', () => {
  const dbName = uniqueDbName('sd_indexes');
  const db = createDbConnection();
  const Ticket = db.model(
    'Ticket',
    new Schema({ code: { type: String, unique: true }, expiresAt: { type: Date, expires: 0 } }),
  );

  beforeAll(async () => {
    await openDb(db, { uri: testMongoUri(), dbName });
  });
  afterAll(async () => {
    await db.close();
    await dropTestDatabase(dbName);
  });

  it('when the database opens, then the unique index exists and refuses duplicates', async () => {
    await Ticket.create({ code: 'A1' });
    await expect(Ticket.create({ code: 'A1' })).rejects.toMatchObject({ code: 11000 });
  });

  it('when indexes are created twice (a restart), then nothing fails', async () => {
    await expect(createModelIndexes(db)).resolves.toBeDefined();
  });

  it('when the server lacks TTL indexes, then the expiry field is indexed and the sweeper deletes expired documents', async () => {
    const fallbacks = await createModelIndexes(db);
    const indexes = await Ticket.collection.indexes();
    expect(indexes.some((index) => Object.keys(index.key).includes('expiresAt'))).toBe(true);
    // Whichever server runs the test, expired documents go: by TTL on MongoDB, by the sweeper here.
    await Ticket.create([
      { code: 'old', expiresAt: new Date(Date.now() - 1000) },
      { code: 'new', expiresAt: new Date(Date.now() + 60000) },
    ]);
    const stop = startExpirySweeper(
      fallbacks.length ? fallbacks : [{ model: Ticket, path: 'expiresAt' }],
      50,
      pino({ level: 'silent' }),
    );
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await Ticket.exists({ code: 'old' })).toBeNull();
      expect(await Ticket.exists({ code: 'new' })).not.toBeNull();
    } finally {
      stop();
    }
  });
});
