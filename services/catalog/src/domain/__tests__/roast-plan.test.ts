import type { OpenOrderLine, RoastBatchRecord, RoastBatchStore } from '../roast-ports';
import { createRoastPlan } from '../roast-plan';
import { product, productsOf } from './roast-test-products';

// Tuesday 1 December 2026, 15:00 in New York.
const NOW = new Date('2026-12-01T20:00:00Z');
const yirga = product('p-yirga', 'Ethiopia Yirgacheffe', 'beans');
const house = product('p-house', 'House Blend', 'ground-coffee');
const grinder = product('p-grinder', 'Burr Grinder', 'coffee-makers', []);

const batch = (productId: string, remainingGrams: number): RoastBatchRecord => ({
  id: `b-${productId}-${remainingGrams}`,
  productId,
  roastedOn: '2026-11-30',
  weightGrams: remainingGrams,
  remainingGrams,
  recordedBy: { userId: 'u', name: 'employee' },
  recordedAt: NOW,
});

/** Only the batch stock is read by the plan. */
function stockOf(batches: RoastBatchRecord[]): RoastBatchStore {
  const unused = () => Promise.reject(new Error('not used by the plan'));
  return {
    withStock: (ids) => Promise.resolve(batches.filter((b) => ids.includes(b.productId))),
    insert: unused,
    list: unused,
    setRemaining: unused,
    findAllocation: unused,
    saveAllocation: unused,
  };
}

const line = (
  orderId: string,
  productId: string,
  variantId: string,
  quantity: number,
  paidAt: string,
): OpenOrderLine => ({ orderId, productId, variantId, quantity, paidAt: new Date(paidAt) });

function planOf(lines: OpenOrderLine[], batches: RoastBatchRecord[] = []) {
  return createRoastPlan({
    orders: { lines: () => Promise.resolve(lines) },
    batches: stockOf(batches),
    products: productsOf(yirga, house, grinder),
    timeZone: { current: () => 'America/New_York' },
    now: () => NOW,
  }).plan();
}

describe('the roast plan', () => {
  it('when nothing is open, then it shows seven empty roast days from today, weekends skipped', async () => {
    const plan = await planOf([]);
    expect(plan.today).toBe('2026-12-01');
    expect(plan.timezone).toBe('America/New_York');
    expect(plan.days.map((d) => d.date)).toEqual([
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-07',
      '2026-12-08',
      '2026-12-09',
    ]);
    expect(plan.days.every((d) => d.lines.length === 0)).toBe(true);
  });

  it("when orders are paid, then today roasts yesterday's and the overdue, tomorrow today's, by size", async () => {
    const plan = await planOf([
      // Paid Monday: due today (Tuesday).
      line('o-1', 'p-yirga', '12oz', 2, '2026-11-30T15:00:00Z'),
      // Paid last Thursday: overdue, shown on today.
      line('o-2', 'p-yirga', '2lb', 1, '2026-11-26T15:00:00Z'),
      // Paid today (New York): due tomorrow.
      line('o-3', 'p-yirga', '5lb', 1, '2026-12-01T14:00:00Z'),
      // Not coffee: not in the plan.
      line('o-3', 'p-grinder', 'default', 1, '2026-12-01T14:00:00Z'),
    ]);
    expect(plan.days[0]?.lines).toEqual([
      {
        productId: 'p-yirga',
        productName: 'Ethiopia Yirgacheffe',
        sizes: [
          { size: '12 oz', bags: 2, grams: 680 },
          { size: '2 lb', bags: 1, grams: 907 },
        ],
        neededGrams: 1587,
        coveredGrams: 0,
        toRoastGrams: 1587,
        orders: 2,
        overdueOrders: 1,
      },
    ]);
    expect(plan.days[1]?.lines).toEqual([
      expect.objectContaining({
        sizes: [{ size: '5 lb', bags: 1, grams: 2268 }],
        neededGrams: 2268,
        toRoastGrams: 2268,
        overdueOrders: 0,
      }),
    ]);
  });

  it('when roasted stock is on hand, then it covers the earliest days first and the rest is to roast', async () => {
    const plan = await planOf(
      [
        line('o-1', 'p-house', '12oz', 3, '2026-11-30T15:00:00Z'),
        line('o-2', 'p-house', '12oz', 3, '2026-12-01T15:00:00Z'),
      ],
      [batch('p-house', 1200)],
    );
    expect(plan.days[0]?.lines[0]).toMatchObject({
      neededGrams: 1020,
      coveredGrams: 1020,
      toRoastGrams: 0,
    });
    expect(plan.days[1]?.lines[0]).toMatchObject({
      neededGrams: 1020,
      coveredGrams: 180,
      toRoastGrams: 840,
    });
  });
});
