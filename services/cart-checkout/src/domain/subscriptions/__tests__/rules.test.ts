import { lockAtOf, type ShopCalendar } from '@coffee/contracts';
import * as rules from '../rules';
import type { SubscriptionItem, SubscriptionState } from '../subscription';

const shop: ShopCalendar = { timeZone: 'America/New_York', holidays: new Set(['2026-12-25']) };
const item: SubscriptionItem = {
  productId: 'p1',
  variantId: '12oz-whole-bean',
  productName: 'Kenya AA',
  variantLabel: '12 oz, whole bean',
  quantity: 1,
  frequencyWeeks: 2,
};
const address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '1 Main St',
  city: 'Boston',
  state: 'MA',
  zipCode: '02101',
  phone: undefined,
};

/** An active subscription whose next delivery (cycle 3) is on `on`. */
const state = (on: string, extra: Partial<SubscriptionState> = {}): SubscriptionState => ({
  status: 'active',
  pauseReason: null,
  pausedUntil: null,
  item,
  pending: null,
  cycle: 3,
  attempt: 0,
  nextDeliveryOn: on,
  nextChargeAt: null,
  skipCycles: [],
  shippingAddress: address,
  card: { id: 'offpm_1', brand: 'visa', last4: '4242' },
  dunning: null,
  deliveries: [],
  cancelledAt: null,
  ...extra,
});
const grind = { ...item, variantId: '12oz-pour-over', variantLabel: '12 oz, pour-over' };

describe('a change around the lock (across a weekend and a holiday)', () => {
  // Delivery Monday Dec 28: charged Thursday Dec 24 (Friday is Christmas), locked from the start
  // of Monday Dec 21 in New York; the weekend of Dec 19-20 lies between.
  const on = '2026-12-28';
  const lockAt = lockAtOf(on, shop).getTime();

  it('one second before the lock applies to the next delivery', () => {
    const { state: after, message } = rules.change(
      state(on),
      { item: grind },
      shop,
      new Date(lockAt - 1000),
    );
    expect(after.item.variantId).toBe('12oz-pour-over');
    expect(after.pending).toBeNull();
    expect(message).toBe('Subscription updated');
  });

  it('one second after applies to the delivery after, and the schedule takes it then', () => {
    const { state: after, message } = rules.change(
      state(on),
      { item: grind },
      shop,
      new Date(lockAt + 1000),
    );
    expect(after.item.variantId).toBe('12oz-whole-bean');
    expect(after.pending).toMatchObject({ fromCycle: 4, item: { variantId: '12oz-pour-over' } });
    expect(message).toBe(
      'Your delivery on Mon, Dec 28 is already being prepared; this change applies from the delivery on Mon, Jan 11',
    );
    const moved = rules.advance(after, shop, new Date(lockAt + 86_400_000 * 4));
    expect(moved).toMatchObject({
      cycle: 4,
      nextDeliveryOn: '2027-01-11',
      pending: null,
      item: { variantId: '12oz-pour-over' },
    });
    // Charged the business day before (Friday Jan 8) at the start of that day in New York.
    expect(moved.nextChargeAt?.toISOString()).toBe('2027-01-08T05:00:00.000Z');
  });

  it('skips the next delivery, or the one after once it is locked', () => {
    expect(rules.skip(state(on), shop, new Date(lockAt - 1000)).state.skipCycles).toEqual([3]);
    const locked = rules.skip(state(on), shop, new Date(lockAt + 1000));
    expect(locked.state.skipCycles).toEqual([4]);
    expect(locked.message).toBe(
      'Your delivery on Mon, Dec 28 is already being prepared, so the one on Mon, Jan 11 is skipped',
    );
  });

  it('cancels at once, or after the locked delivery', () => {
    const open = rules.cancel(state(on), shop, new Date(lockAt - 1000)).state;
    expect(open).toMatchObject({ status: 'cancelled', nextDeliveryOn: null, nextChargeAt: null });
    const locked = rules.cancel(state(on), shop, new Date(lockAt + 1000)).state;
    expect(locked).toMatchObject({ status: 'active', pending: { fromCycle: 4, cancel: true } });
    expect(rules.advance(locked, shop, new Date(lockAt + 4 * 86_400_000))).toMatchObject({
      status: 'cancelled',
      nextChargeAt: null,
    });
  });

  it('pauses until a day: deliveries resume from the first one on the schedule', () => {
    const { state: paused, message } = rules.pause(
      state(on),
      '2027-01-20',
      shop,
      new Date(lockAt - 1000),
    );
    expect(paused).toMatchObject({
      status: 'paused',
      pausedUntil: '2027-01-20',
      nextDeliveryOn: '2027-01-25',
    });
    expect(message).toBe('Paused until Wed, Jan 20. Deliveries resume on Mon, Jan 25');
    expect(() => rules.pause(paused, null, shop, new Date(lockAt - 1000))).toThrow(
      'This subscription is already paused',
    );
  });

  it('refuses ship now once the delivery is locked, and every change once cancelled', () => {
    expect(() => rules.shipNow(state(on), shop, new Date(lockAt + 1000))).toThrow(
      'Your next delivery is already being prepared',
    );
    const cancelled = state(on, { status: 'cancelled', nextDeliveryOn: null });
    expect(() => rules.skip(cancelled, shop, new Date(lockAt))).toThrow(
      'This subscription has been cancelled',
    );
  });
});

describe('dunning', () => {
  const now = new Date('2026-12-24T06:00:00Z');

  it('retries 1, 3 and 5 days after each failure, then pauses and says why', () => {
    let current = state('2026-12-28');
    const retries: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const after = rules.afterFailedCharge(current, 'Your card was declined.', shop, now);
      expect(after.final).toBe(false);
      retries.push(after.retryAt?.toISOString() ?? '');
      current = after.state;
    }
    expect(retries).toEqual([
      '2026-12-25T06:00:00.000Z',
      '2026-12-27T06:00:00.000Z',
      '2026-12-29T06:00:00.000Z',
    ]);
    const last = rules.afterFailedCharge(current, 'Your card was declined.', shop, now);
    expect(last.final).toBe(true);
    expect(last.state).toMatchObject({
      status: 'paused',
      pauseReason: 'payment-failed',
      nextChargeAt: null,
      attempt: 4,
    });
  });

  it('a new card retries at once and resumes a subscription the failures paused', () => {
    const paused = state('2026-12-28', {
      status: 'paused',
      pauseReason: 'payment-failed',
      nextChargeAt: null,
      attempt: 4,
      dunning: { failures: 4, message: 'Your card was declined.' },
    });
    const card = { id: 'offpm_2', brand: 'visa', last4: '4242' };
    const { state: after, message } = rules.change(paused, { card }, shop, now);
    expect(after).toMatchObject({ status: 'active', card, nextChargeAt: now, attempt: 4 });
    expect(message).toBe('Card updated. We are trying the payment again now');
  });

  it('a delivery paid weeks late is followed by the next day still to come, not by the days missed', () => {
    // Due 2026-12-28 (every 2 weeks), paused by the dunning, paid on a new card on 2027-01-20:
    // 2027-01-11 has passed, so the next is 2027-01-25 (charged 2027-01-22).
    const paidLate = new Date('2027-01-20T15:00:00Z');
    const entry = rules.deliveryOf(state('2026-12-28'), 'ordered', paidLate);
    const after = rules.delivered(state('2026-12-28'), entry, shop, paidLate);
    expect(after).toMatchObject({ cycle: 4, nextDeliveryOn: '2027-01-25' });
    expect(after.nextChargeAt?.toISOString()).toBe('2027-01-22T05:00:00.000Z');
    // On time, the schedule simply moves on by its frequency.
    const onTime = new Date('2026-12-24T06:00:00Z');
    expect(rules.delivered(state('2026-12-28'), entry, shop, onTime).nextDeliveryOn).toBe(
      '2027-01-11',
    );
  });
});
