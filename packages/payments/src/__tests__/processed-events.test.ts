import { dropTestDatabase, testMongoUri, uniqueDbName } from '@coffee/service-defaults/testing';
import mongoose, { type Connection } from 'mongoose';
import { insertOnce } from '../once';
import { processedEvents } from '../processed-events';

const dbName = uniqueDbName('payments_events');
let db: Connection;

beforeAll(async () => {
  db = await mongoose.createConnection(testMongoUri(), { dbName }).asPromise();
});
afterAll(async () => {
  await db.close();
  await dropTestDatabase(dbName);
});

describe('the processed provider events (webhook de-duplication)', () => {
  const at = new Date('2026-11-01T10:00:00Z');

  it('when an event is recorded twice, then only the first records it and it is known after', async () => {
    const events = processedEvents(db, { model: 'TestEvent', collection: 'test_events' });
    await expect(events.has('evt_1')).resolves.toBe(false);
    await expect(events.record({ id: 'evt_1', type: 'payment-succeeded', at })).resolves.toBe(true);
    await expect(events.record({ id: 'evt_1', type: 'payment-succeeded', at })).resolves.toBe(
      false,
    );
    await expect(events.has('evt_1')).resolves.toBe(true);
  });

  it('when many deliveries of one event race, then exactly one records it', async () => {
    const events = processedEvents(db, { model: 'TestEvent', collection: 'test_events' });
    const results = await Promise.all(
      Array.from({ length: 8 }, () => events.record({ id: 'evt_race', type: 'refunded', at })),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('when an event is forgotten (not applied after all), then a later delivery records it again', async () => {
    const events = processedEvents(db, { model: 'TestEvent', collection: 'test_events' });
    await events.record({ id: 'evt_2', type: 'payment-failed', at });
    await events.forget('evt_2');
    await expect(events.has('evt_2')).resolves.toBe(false);
    await expect(events.record({ id: 'evt_2', type: 'payment-failed', at })).resolves.toBe(true);
  });

  it('when a service keeps more with each event, then it is stored in the service’s own collection, and nothing else is taken', async () => {
    const events = processedEvents(db, {
      model: 'TestOrderEvent',
      collection: 'test_order_events',
      fields: { orderId: { type: String } },
    });
    await events.record({ id: 'evt_3', type: 'refunded', orderId: 'o1', at });
    const stored = await db.collection('test_order_events').findOne({ _id: 'evt_3' as never });
    expect(stored).toEqual({ _id: 'evt_3', type: 'refunded', orderId: 'o1', at });
    await expect(
      events.record({ id: 'evt_4', type: 'refunded', customer: 'c1', at }),
    ).rejects.toThrow(/customer/);
    await expect(events.has('evt_4')).resolves.toBe(false);
  });

  it('when an insert fails for another reason than a duplicate, then insertOnce throws it', async () => {
    const boom = new Error('connection reset');
    await expect(
      insertOnce(async () => {
        throw boom;
      }),
    ).rejects.toBe(boom);
  });
});
