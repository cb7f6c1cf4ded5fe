import { chargeAtOf, type ShopCalendar } from '@coffee/contracts';
import type { SubscriptionRecord } from '../subscription';
import { deliveriesBy } from '../upcoming';

const shop: ShopCalendar = { timeZone: 'America/New_York', holidays: new Set() };
const item = {
  productId: 'p1',
  variantId: '12oz-whole-bean',
  productName: 'Kenya AA',
  variantLabel: '12 oz, whole bean',
  quantity: 2,
  frequencyWeeks: 1,
};
const record = (extra: Partial<SubscriptionRecord> = {}): SubscriptionRecord => ({
  id: 'a'.repeat(24),
  userId: 'u1',
  createKey: 'key-12345678',
  createdAt: new Date('2026-11-01T00:00:00Z'),
  status: 'active',
  pauseReason: null,
  pausedUntil: null,
  item,
  pending: null,
  cycle: 4,
  attempt: 0,
  nextDeliveryOn: '2026-12-08',
  nextChargeAt: chargeAtOf('2026-12-08', shop),
  skipCycles: [],
  shippingAddress: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    address: '1 Main St',
    city: 'Boston',
    state: 'MA',
    zipCode: '02101',
    phone: undefined,
  },
  card: { id: 'offpm_1', brand: 'visa', last4: '4242' },
  dunning: null,
  deliveries: [],
  cancelledAt: null,
  ...extra,
});
const at = (day: string) => chargeAtOf(day, shop);
const until = new Date('2026-12-20T00:00:00Z');

describe('the deliveries the roast plan counts', () => {
  it('lists each weekly delivery charged by then, from its charge day', () => {
    expect(deliveriesBy(record(), until, at)).toEqual([
      expect.objectContaining({ cycle: 4, chargeAt: '2026-12-07T05:00:00.000Z', quantity: 2 }),
      expect.objectContaining({ cycle: 5, chargeAt: '2026-12-14T05:00:00.000Z' }),
    ]);
  });

  it('leaves skipped cycles out and applies a waiting change from its cycle', () => {
    const changed = record({
      skipCycles: [4],
      pending: { fromCycle: 5, item: { ...item, variantId: '12oz-pour-over', quantity: 1 } },
    });
    expect(deliveriesBy(changed, until, at)).toEqual([
      expect.objectContaining({ cycle: 5, variantId: '12oz-pour-over', quantity: 1 }),
    ]);
  });

  it('stops at a cancel or pause waiting for the delivery after the next', () => {
    const ending = record({ pending: { fromCycle: 5, cancel: true } });
    expect(deliveriesBy(ending, until, at).map((d) => d.cycle)).toEqual([4]);
  });
});
