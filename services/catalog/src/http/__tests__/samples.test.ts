import { randomBytes, randomUUID } from 'node:crypto';
import {
  MAX_SAMPLE_POOL,
  NO_SAMPLE_CODE,
  SAMPLE_NOT_COFFEE_MESSAGE,
  samplePoolSchema,
  sampleReservationSchema,
  type Role,
  type ProductCategory,
} from '@coffee/contracts';
import {
  generateKeyPair,
  signToken,
  startFakeAccount,
  type FakeAccount,
} from '@coffee/service-defaults/testing';
import request from 'supertest';
import { INSTANCES, startCatalog, type StartedCatalog } from '../../__tests__/start-catalog';
import { seedProducts } from '../../data/seed-products';

describe('the free-sample pool', () => {
  const keys = generateKeyPair();
  const internalToken = randomBytes(24).toString('hex');
  let account: FakeAccount;
  let catalog: StartedCatalog;
  let sku = 0;

  const as = (role: Role) =>
    `Bearer ${signToken(keys.privateKey, { sub: `u-${role}`, username: `${role}1`, role })}`;

  /** A fresh product of this category (a coffee unless told); returns its id. */
  async function product(name: string, category: ProductCategory = 'beans') {
    sku += 1;
    await seedProducts(catalog.db, [
      { sku: `SAMPLE-${sku}`, name, price: '17.99', category, inventory: 50 },
    ]);
    const doc = await catalog.db.collection('products').findOne({ sku: `SAMPLE-${sku}` });
    await catalog.service.reloadProducts();
    return doc!._id.toHexString();
  }

  const setCount = (productId: string, count: unknown, role: Role = 'admin', url = catalog.url) =>
    request(url)
      .put(`/api/admin/samples/${productId}`)
      .set('authorization', as(role))
      .send({ count });

  /** The pool as the admin lists it, by product id. */
  async function pool() {
    const { body } = await request(catalog.url)
      .get('/api/admin/samples')
      .set('authorization', as('admin'))
      .expect(200);
    return new Map(samplePoolSchema.parse(body).map((entry) => [entry.productId, entry]));
  }

  const reserve = (reservationId: string, avoidProductIds: string[] = [], url = catalog.url) =>
    request(url)
      .post('/internal/samples/reservations')
      .set(catalog.internal)
      .send({ reservationId, avoidProductIds });

  const release = (reservationId: string, url = catalog.url) =>
    request(url).delete(`/internal/samples/reservations/${reservationId}`).set(catalog.internal);

  /** Empties every coffee's pool, so each test decides what is in it. */
  async function emptyPool() {
    await catalog.db.collection('sample_pool').deleteMany({});
  }

  beforeAll(async () => {
    // The session checks of the admin's calls go to the account service.
    account = await startFakeAccount(internalToken);
    catalog = await startCatalog({ INTERNAL_TOKEN: internalToken, ACCOUNT_URL: account.url }, keys);
  });
  afterAll(async () => {
    await catalog.stop();
    await account.stop();
  });
  beforeEach(emptyPool);

  it('when the admin sets a coffee’s samples, then the pool lists every coffee with its count', async () => {
    const kenya = await product('Kenya AA Sample');
    const mug = await product('Sample Mug', 'accessories');
    const { body } = await setCount(kenya, 12).expect(200);
    expect(body).toMatchObject({
      productId: kenya,
      name: 'Kenya AA Sample',
      count: 12,
      reserved: 0,
    });
    const listed = await pool();
    expect(listed.get(kenya)).toMatchObject({ count: 12, reserved: 0 });
    expect(listed.has(mug)).toBe(false);
    // A coffee never counted is listed with none, so the admin can start its pool.
    const other = await product('Colombia Sample');
    expect((await pool()).get(other)).toMatchObject({ count: 0, reserved: 0 });
  });

  it('when someone other than an admin, a non-coffee or a bad count is sent, then nothing changes', async () => {
    const kenya = await product('Guarded Kenya');
    const mug = await product('Guarded Mug', 'accessories');
    await request(catalog.url).get('/api/admin/samples').expect(401);
    await request(catalog.url)
      .get('/api/admin/samples')
      .set('authorization', as('manager'))
      .expect(403);
    await setCount(kenya, 5, 'employee').expect(403);
    const notCoffee = await setCount(mug, 5).expect(400);
    expect(notCoffee.body.message).toBe(SAMPLE_NOT_COFFEE_MESSAGE);
    await setCount(kenya, -1).expect(400);
    await setCount(kenya, 2.5).expect(400);
    await setCount(kenya, MAX_SAMPLE_POOL + 1).expect(400);
    await setCount('65a000000000000000000000', 5).expect(404);
    expect((await pool()).get(kenya)?.count).toBe(0);
  });

  it('when an order reserves a sample, then the fullest coffee it does not hold is taken once', async () => {
    const ethiopia = await product('Ethiopia Sample');
    const brazil = await product('Brazil Sample');
    await setCount(ethiopia, 8).expect(200);
    await setCount(brazil, 3).expect(200);
    const orderId = randomUUID();

    // The order holds the fullest coffee already: the next one is something new to taste.
    const first = await reserve(orderId, [ethiopia]).expect(201);
    expect(sampleReservationSchema.parse(first.body)).toEqual({
      reservationId: orderId,
      status: 'held',
      productId: brazil,
      productName: 'Brazil Sample',
    });
    // A retry answers the same and takes nothing twice.
    const again = await reserve(orderId, [ethiopia]).expect(200);
    expect(again.body.productId).toBe(brazil);
    let listed = await pool();
    expect(listed.get(brazil)).toMatchObject({ count: 2, reserved: 1 });
    expect(listed.get(ethiopia)).toMatchObject({ count: 8, reserved: 0 });

    // Without a preference the fullest pool gives.
    const second = await reserve(randomUUID()).expect(201);
    expect(second.body.productId).toBe(ethiopia);
    listed = await pool();
    expect(listed.get(ethiopia)).toMatchObject({ count: 7, reserved: 1 });
  });

  it('when only the coffee the order holds has samples, then the order still gets one of it', async () => {
    const only = await product('Only Sample');
    await setCount(only, 1).expect(200);
    const { body } = await reserve(randomUUID(), [only]).expect(201);
    expect(body.productId).toBe(only);
    expect((await pool()).get(only)).toMatchObject({ count: 0, reserved: 1 });
  });

  it('when the pool is empty, then the reservation answers 409 NO_SAMPLE and takes nothing', async () => {
    const empty = await product('Empty Sample');
    await setCount(empty, 0).expect(200);
    const { body } = await reserve(randomUUID()).expect(409);
    expect(body.code).toBe(NO_SAMPLE_CODE);
    expect((await pool()).get(empty)).toMatchObject({ count: 0, reserved: 0 });
  });

  it('when an order’s sample is released, then it is back in the pool once, however often it is released', async () => {
    const peru = await product('Peru Sample');
    await setCount(peru, 2).expect(200);
    const orderId = randomUUID();
    await reserve(orderId).expect(201);
    expect((await pool()).get(peru)).toMatchObject({ count: 1, reserved: 1 });

    const released = await release(orderId).expect(200);
    expect(released.body).toMatchObject({ status: 'released', productId: peru });
    await release(orderId).expect(200);
    expect((await pool()).get(peru)).toMatchObject({ count: 2, reserved: 0 });
    // The released id never takes again: a late retry of the order's call finds it released.
    expect((await reserve(orderId).expect(409)).body.code).toBe('RESERVATION_RELEASED');
    expect((await pool()).get(peru)).toMatchObject({ count: 2, reserved: 0 });
  });

  it('when an id that never reserved is released, then 404, and a reservation arriving later takes nothing', async () => {
    const late = await product('Late Sample');
    await setCount(late, 3).expect(200);
    const orderId = randomUUID();
    await release(orderId).expect(404);
    await reserve(orderId).expect(409);
    expect((await pool()).get(late)).toMatchObject({ count: 3, reserved: 0 });
  });

  it('when the admin recounts while orders hold samples, then the count is what is free and holds stay', async () => {
    const java = await product('Java Sample');
    await setCount(java, 4).expect(200);
    const orderId = randomUUID();
    await reserve(orderId).expect(201);
    await setCount(java, 10).expect(200);
    expect((await pool()).get(java)).toMatchObject({ count: 10, reserved: 1 });
    await release(orderId).expect(200);
    expect((await pool()).get(java)).toMatchObject({ count: 11, reserved: 0 });
  });

  describe.each(INSTANCES)('on %s', (_name, instances) => {
    it('when 20 orders reserve at once from a pool of 5, then exactly 5 get a sample', async () => {
      const over = await catalog.spread(instances);
      const rush = await product(`Rush Sample ${instances}`);
      await setCount(rush, 5).expect(200);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => reserve(randomUUID(), [], over(i).url)),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(5);
      expect(statuses.filter((status) => status === 409)).toHaveLength(15);
      expect((await pool()).get(rush)).toMatchObject({ count: 0, reserved: 5 });
      const held = await catalog.db
        .collection('sample_reservations')
        .countDocuments({ productId: rush, status: 'held' });
      expect(held).toBe(5);
    });

    it('when one order’s reservation is retried 10 times at once, then it takes one sample', async () => {
      const over = await catalog.spread(instances);
      const retry = await product(`Retry Sample ${instances}`);
      await setCount(retry, 5).expect(200);
      const orderId = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => reserve(orderId, [], over(i).url)),
      );
      expect(answers.every((answer) => answer.body.productId === retry)).toBe(true);
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
      expect((await pool()).get(retry)).toMatchObject({ count: 4, reserved: 1 });
    });
  });
});
