import { createDbConnection, openDb, type Connection } from '@coffee/service-defaults';
import { newUserId, testMongoUri, uniqueDbName } from '@coffee/service-defaults/testing';
import { Types } from 'mongoose';
import type { SubscriptionRecord } from '../../domain/subscriptions/subscription';
import type { MailMessage } from '../../mail/outbox';
import { shippingAddress } from '../../__tests__/start-cart';
import { createSubscriptionRepository } from '../subscription-repository';
import { subscriptionModel } from '../subscription-model';

const mail = (key: string): MailMessage => ({
  key,
  to: 'ada@example.com',
  subject: `Mail ${key}`,
  html: `<p>${key}</p>`,
  text: key,
  category: 'transactional',
});

const record = (repo: ReturnType<typeof createSubscriptionRepository>): SubscriptionRecord => ({
  id: repo.newId(),
  userId: newUserId(),
  createKey: `key-${Math.random().toString(36).slice(2, 12)}`,
  createdAt: new Date(),
  status: 'active',
  pauseReason: null,
  pausedUntil: null,
  item: {
    productId: 'p1',
    variantId: '12oz-whole-bean',
    productName: 'Kenya AA',
    variantLabel: '12 oz, whole bean',
    quantity: 1,
    frequencyWeeks: 2,
  },
  pending: null,
  cycle: 1,
  attempt: 0,
  nextDeliveryOn: '2026-12-08',
  nextChargeAt: new Date('2026-12-07T05:00:00Z'),
  skipCycles: [],
  shippingAddress: { ...shippingAddress, phone: undefined },
  card: { id: 'offpm_1', brand: 'visa', last4: '4242' },
  dunning: null,
  deliveries: [],
  cancelledAt: null,
});

/** A subscription's embedded mails: kept while new, left behind once relayed long ago. */
describe('the subscription repository on the real database', () => {
  let db: Connection;
  const DAY = 86_400_000;
  const repo = () => createSubscriptionRepository(db, { keepMailMs: DAY });
  const outboxKeys = async (id: string) => {
    const doc = await subscriptionModel(db)
      .findById(id)
      .select({ outbox: 1 })
      .lean<{ outbox?: { key: string }[] }>();
    return (doc?.outbox ?? []).map((m) => m.key);
  };

  beforeAll(async () => {
    db = createDbConnection();
    repo();
    await openDb(db, { uri: testMongoUri(), dbName: uniqueDbName('cart_subscription_repo') });
  });
  afterAll(async () => {
    await db.dropDatabase();
    await db.close();
  });

  it('when new mails come, then the ones older than the keep time leave and the rest stay in order', async () => {
    const subscriptions = repo();
    const sub = record(subscriptions);
    await subscriptions.insert(sub, [mail('welcome')]);
    await subscriptions.save(sub.id, { ...sub, cycle: 2 }, [mail('charged-1')]);
    expect(await outboxKeys(sub.id)).toEqual(['welcome', 'charged-1']);

    // The welcome mail is now two days old (long relayed).
    await subscriptionModel(db).collection.updateOne(
      { _id: new Types.ObjectId(sub.id) },
      { $set: { 'outbox.0.createdAt': new Date(Date.now() - 2 * DAY) } },
    );
    await subscriptions.save(sub.id, { ...sub, cycle: 3 }, [mail('charged-2')]);
    expect(await outboxKeys(sub.id)).toEqual(['charged-1', 'charged-2']);
    expect((await subscriptions.findById(sub.id))?.cycle).toBe(3);
  });

  it('when a change records no mail, then the outbox is left as it is', async () => {
    const subscriptions = repo();
    const sub = record(subscriptions);
    await subscriptions.insert(sub, [mail('welcome')]);
    await subscriptions.save(sub.id, { ...sub, status: 'paused', pauseReason: 'customer' });
    expect(await outboxKeys(sub.id)).toEqual(['welcome']);
    expect((await subscriptions.findById(sub.id))?.status).toBe('paused');
  });
});
