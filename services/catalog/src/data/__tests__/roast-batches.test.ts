import {
  ROAST_BATCH_NEEDED_CODE,
  ROAST_COFFEE_MESSAGE,
  ROAST_DATE_FUTURE_MESSAGE,
  ROAST_DATE_TOO_OLD_MESSAGE,
} from '@coffee/contracts';
import { AppError, createDbConnection, openDb, type Connection } from '@coffee/service-defaults';
import { testMongoUri, uniqueDbName } from '@coffee/service-defaults/testing';
import { createRoastBatchStore } from '../roast-batch-repository';
import { createStockLocks } from '../stock-locks';
import { createRoastBatches } from '../../domain/roast-batches';
import { product, productsOf } from '../../domain/__tests__/roast-test-products';

const ROASTER = { userId: 'u-1', name: 'employee' };
// Tuesday 1 December 2026, 15:00 in New York.
const NOW = new Date('2026-12-01T20:00:00Z');
const zone = { current: () => 'America/New_York' };

const yirga = product('p-yirga', 'Ethiopia Yirgacheffe', 'beans');
const house = product('p-house', 'House Blend', 'ground-coffee');
const grinder = product('p-grinder', 'Burr Grinder', 'coffee-makers', []);
const products = productsOf(yirga, house, grinder);

describe('roast batches and their allocation on shipping', () => {
  let db: Connection;
  const batches = () => db.collection('roast_batches');
  const allocations = () => db.collection('roast_allocations');
  const roastery = () =>
    createRoastBatches({
      batches: createRoastBatchStore(db),
      // Own locks per call: as another instance of the service would have them.
      locks: createStockLocks(db, { leaseMs: 10_000, waitMs: 10_000 }),
      products,
      timeZone: zone,
      now: () => NOW,
    });
  const record = (productId: string, kg: number, roastedOn: string) =>
    roastery().record({ productId, weightKg: kg, roastedOn }, ROASTER);
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('expected a refusal');
      },
      (err: unknown) => {
        if (!(err instanceof AppError)) throw err;
        return { status: err.status, message: err.message, code: err.code };
      },
    );

  beforeAll(async () => {
    db = createDbConnection();
    createStockLocks(db, { leaseMs: 10_000, waitMs: 10_000 });
    createRoastBatchStore(db);
    await openDb(db, { uri: testMongoUri(), dbName: uniqueDbName('catalog_roast') });
  });

  afterAll(async () => {
    await db.dropDatabase();
    await db.close();
  });

  beforeEach(async () => {
    await batches().deleteMany({});
    await allocations().deleteMany({});
  });

  it('when staff record a batch in kg, then it is kept in grams, dated and signed', async () => {
    const batch = await roastery().record({ productId: 'p-yirga', weightKg: 2.5 }, ROASTER);
    expect(batch).toMatchObject({
      productId: 'p-yirga',
      productName: 'Ethiopia Yirgacheffe',
      // Today in New York.
      roastedOn: '2026-12-01',
      weightGrams: 2500,
      remainingGrams: 2500,
      recordedBy: ROASTER,
    });
    const listed = await roastery().list({ days: 14 });
    expect(listed.today).toBe('2026-12-01');
    expect(listed.batches.map((b) => b.id)).toEqual([batch.id]);
    expect(listed.coffees).toEqual([
      { id: 'p-yirga', name: 'Ethiopia Yirgacheffe' },
      { id: 'p-house', name: 'House Blend' },
    ]);
  });

  it('when a batch is not of a coffee, in the future or too old, then it is refused and nothing is kept', async () => {
    expect(await refusal(record('p-grinder', 1, '2026-12-01'))).toMatchObject({
      status: 400,
      message: ROAST_COFFEE_MESSAGE,
    });
    expect(await refusal(record('p-missing', 1, '2026-12-01'))).toMatchObject({ status: 400 });
    expect(await refusal(record('p-yirga', 1, '2026-12-02'))).toMatchObject({
      status: 400,
      message: ROAST_DATE_FUTURE_MESSAGE,
    });
    expect(await refusal(record('p-yirga', 1, '2026-10-01'))).toMatchObject({
      status: 400,
      message: ROAST_DATE_TOO_OLD_MESSAGE,
    });
    expect(await batches().countDocuments()).toBe(0);
  });

  it('when the list is filtered, then it shows that coffee within the days asked, newest first', async () => {
    await record('p-yirga', 5, '2026-11-20');
    await record('p-yirga', 5, '2026-11-27');
    await record('p-house', 5, '2026-11-30');
    const listed = await roastery().list({ productId: 'p-yirga', days: 7 });
    expect(listed.batches.map((b) => b.roastedOn)).toEqual(['2026-11-27']);
    const all = await roastery().list({ days: 14 });
    expect(all.batches.map((b) => b.roastedOn)).toEqual(['2026-11-30', '2026-11-27', '2026-11-20']);
  });

  it('when an order ships, then each coffee line comes from the oldest batch with enough left', async () => {
    const oldest = await record('p-yirga', 0.5, '2026-11-25');
    const older = await record('p-yirga', 3, '2026-11-26');
    const newer = await record('p-yirga', 10, '2026-11-30');
    const allocation = await roastery().allocate({
      orderId: 'o-1',
      lines: [
        // 2 x 2 lb = 1814 g: more than the oldest batch has, so the next one.
        { itemId: 'i-1', productId: 'p-yirga', variantId: '2lb', quantity: 2 },
        // 12 oz = 340 g: the oldest batch has enough.
        { itemId: 'i-2', productId: 'p-yirga', variantId: '12oz', quantity: 1 },
        // Equipment has no roast date.
        { itemId: 'i-3', productId: 'p-grinder', variantId: 'default', quantity: 1 },
      ],
    });
    expect(allocation.lines).toEqual([
      { itemId: 'i-1', batchId: older.id, roastedOn: '2026-11-26', grams: 1814 },
      { itemId: 'i-2', batchId: oldest.id, roastedOn: '2026-11-25', grams: 340 },
    ]);
    const left = await roastery().list({ days: 14 });
    const remaining = Object.fromEntries(left.batches.map((b) => [b.id, b.remainingGrams]));
    expect(remaining).toEqual({ [oldest.id]: 160, [older.id]: 1186, [newer.id]: 10_000 });
  });

  it('when the same order is allocated again, then it answers the same and takes nothing more', async () => {
    await record('p-house', 1, '2026-11-30');
    const request = {
      orderId: 'o-2',
      lines: [{ itemId: 'i-1', productId: 'p-house', variantId: '12oz', quantity: 2 }],
    };
    const first = await roastery().allocate(request);
    const again = await roastery().allocate(request);
    expect(again).toEqual(first);
    const [batch] = (await roastery().list({ days: 14 })).batches;
    expect(batch?.remainingGrams).toBe(1000 - 680);
  });

  it('when no batch has enough for a line, then shipping is refused with the coffee and weight, and nothing is taken', async () => {
    await record('p-house', 5, '2026-11-30');
    await record('p-yirga', 0.5, '2026-11-30');
    const refused = await refusal(
      roastery().allocate({
        orderId: 'o-3',
        lines: [
          { itemId: 'i-1', productId: 'p-house', variantId: '12oz', quantity: 1 },
          { itemId: 'i-2', productId: 'p-yirga', variantId: '2lb', quantity: 1 },
        ],
      }),
    );
    expect(refused).toEqual({
      status: 409,
      message: 'Record a roast batch of Ethiopia Yirgacheffe (0.9 kg) before shipping this order',
      code: ROAST_BATCH_NEEDED_CODE,
    });
    const remaining = (await roastery().list({ days: 14 })).batches.map((b) => b.remainingGrams);
    expect(remaining.sort()).toEqual([500, 5000]);
    expect(await allocations().countDocuments()).toBe(0);
  });

  it('when two instances ship different orders from one batch at once, then together they never take more than it holds', async () => {
    // 3 kg: room for 8 bags of 340 g (2720 g), not 9.
    await record('p-yirga', 3, '2026-11-30');
    const instances = [roastery(), roastery()];
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        instances[i % 2]!.allocate({
          orderId: `o-rush-${i}`,
          lines: [{ itemId: `i-${i}`, productId: 'p-yirga', variantId: '12oz', quantity: 1 }],
        }),
      ),
    );
    const shipped = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter(
      (r) => r.status === 'rejected' && r.reason instanceof AppError && r.reason.status === 409,
    ).length;
    expect(shipped).toBe(8);
    expect(refused).toBe(4);
    const [batch] = (await roastery().list({ days: 14 })).batches;
    expect(batch?.remainingGrams).toBe(3000 - 8 * 340);
    expect(await allocations().countDocuments()).toBe(8);
  });

  it('when one order is allocated twice at once on two instances, then it is taken once', async () => {
    await record('p-yirga', 1, '2026-11-30');
    const request = {
      orderId: 'o-twice',
      lines: [{ itemId: 'i-1', productId: 'p-yirga', variantId: '12oz', quantity: 2 }],
    };
    const [a, b] = await Promise.all([roastery().allocate(request), roastery().allocate(request)]);
    expect(a).toEqual(b);
    const [batch] = (await roastery().list({ days: 14 })).batches;
    expect(batch?.remainingGrams).toBe(1000 - 680);
  });
});
