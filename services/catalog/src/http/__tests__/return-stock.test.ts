import { Types } from 'mongoose';
import request from 'supertest';
import { startCatalog, type StartedCatalog } from '../../__tests__/start-catalog';
import { seedProducts } from '../../data/seed-products';
import { RETURN_RESTOCK_ADDS_ONLY_MESSAGE } from '../return-stock-router';

const actor = { userId: 'u-employee', role: 'employee', name: 'employee1' };

describe('a customer return back in stock (catalog, internal)', () => {
  let catalog: StartedCatalog;

  beforeAll(async () => {
    catalog = await startCatalog();
  });
  afterAll(async () => {
    await catalog.stop();
  });

  async function product(inventory: number) {
    const sku = `RETURN-${new Types.ObjectId().toHexString()}`;
    await seedProducts(catalog.db, [
      { sku, name: `Kettle ${sku}`, price: '40.00', category: 'accessories', inventory },
    ]);
    const doc = await catalog.db.collection('products').findOne({ sku });
    return doc!._id.toHexString();
  }
  const inventoryOf = async (id: string) =>
    (await catalog.db.collection('products').findOne({ _id: new Types.ObjectId(id) }))!
      .inventory as number;
  const restock = (returnId: string, lines: object[], mode = 'adjust') =>
    request(catalog.url)
      .post(`/internal/stock/returns/${returnId}`)
      .set(catalog.internal)
      .send({ change: { mode, lines, reason: 'Return of order ORD-1' }, actor });

  it('when a return is restocked twice (a retry), then its units are added once, with a stock movement', async () => {
    const id = await product(3);
    const returnId = new Types.ObjectId().toHexString();
    await restock(returnId, [{ productId: id, value: 2 }]).expect(201);
    await restock(returnId, [{ productId: id, value: 2 }]).expect(200);
    expect(await inventoryOf(id)).toBe(5);
    const moves = await catalog.db.collection('stock_movements').find({ productId: id }).toArray();
    expect(moves.map((m) => [m.delta, m.reason])).toEqual([[2, 'Return of order ORD-1']]);
  });

  it('when the change would set or take stock, then 400 and nothing changes', async () => {
    const id = await product(3);
    const set = await restock(
      new Types.ObjectId().toHexString(),
      [{ productId: id, value: 9 }],
      'set',
    );
    expect(set.status).toBe(400);
    expect(set.body.message).toBe(RETURN_RESTOCK_ADDS_ONLY_MESSAGE);
    await restock(new Types.ObjectId().toHexString(), [{ productId: id, value: -1 }]).expect(400);
    expect(await inventoryOf(id)).toBe(3);
  });

  it('when the catalog refuses the change (unknown product), then the return can be restocked later', async () => {
    const returnId = new Types.ObjectId().toHexString();
    const missing = new Types.ObjectId().toHexString();
    await restock(returnId, [{ productId: missing, value: 1 }]).expect(404);
    const id = await product(0);
    await restock(returnId, [{ productId: id, value: 1 }]).expect(201);
    expect(await inventoryOf(id)).toBe(1);
  });

  it('without the internal token, then 401', async () => {
    await request(catalog.url).post(`/internal/stock/returns/x1`).send({}).expect(401);
  });
});
