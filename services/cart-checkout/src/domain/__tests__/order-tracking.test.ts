import { createAttemptThrottle, fixedClock, type AttemptLog } from '@coffee/service-defaults';
import { createOrderTracking } from '../order-tracking';
import type { TrackableOrder } from '../order';

/** An attempt log in memory, recording what the throttle does. */
function memoryLog(): AttemptLog & { calls: string[] } {
  const entries = new Map<string, { key: string; at: Date }>();
  const calls: string[] = [];
  let next = 0;
  return {
    calls,
    async add(key, at) {
      calls.push('add');
      next += 1;
      entries.set(String(next), { key, at });
      return String(next);
    },
    async remove(id) {
      calls.push('remove');
      entries.delete(id);
    },
    async countSince(key, since) {
      calls.push('count');
      return [...entries.values()].filter((e) => e.key === key && e.at > since).length;
    },
    async nthSince() {
      return null;
    },
  };
}

const order: TrackableOrder = {
  id: 'o1',
  orderNumber: 'ORD-20250614-7KQ2MX',
  status: 'pending',
  shippingMethod: 'express',
  trackingNumber: null,
  contactEmail: 'ada@example.com',
  zipCode: '02101',
  createdAt: new Date('2025-06-14T10:00:00Z'),
  updatedAt: new Date('2025-06-14T10:00:00Z'),
};

/** The use case over a repository holding `stored`, recording every step it takes. */
function setUp(stored: TrackableOrder = order) {
  const steps: string[] = [];
  const log = memoryLog();
  const tracking = createOrderTracking({
    orders: {
      async findTrackable(orderNumber) {
        steps.push('findTrackable');
        return orderNumber === stored.orderNumber ? stored : null;
      },
      async countItems() {
        steps.push('countItems');
        return 3;
      },
    },
    throttle: createAttemptThrottle(log, { windowMs: 60_000, message: 'slow', code: 'SLOW' }),
    clock: fixedClock('2025-06-15T00:00:00Z'),
    limits: { perAddress: 10, perNumber: 10 },
  });
  /** What one attempt did: its outcome, the repository's steps and the throttle's. */
  const attempt = async (orderNumber: string, contact: string) => {
    steps.length = 0;
    log.calls.length = 0;
    const outcome = await tracking.track({ orderNumber, contact }, '203.0.113.9').then(
      (found) => found.orderNumber,
      (err: { status: number; message: string }) => `${err.status} ${err.message}`,
    );
    return { outcome, steps: [...steps], throttle: [...log.calls] };
  };
  return { attempt };
}

describe('tracking an order', () => {
  it('when the number is unknown or the contact wrong, then the same answer comes after the same steps', async () => {
    const { attempt } = setUp();
    const wrongNumber = await attempt('ORD-20250614-AAAAAA', 'ada@example.com');
    const wrongContact = await attempt(order.orderNumber, 'eve@example.com');
    expect(wrongNumber.outcome).toBe("404 We couldn't find an order with those details.");
    expect(wrongContact).toEqual(wrongNumber);
    // No item count for a failure: it is work a found order alone would cost.
    expect(wrongNumber.steps).toEqual(['findTrackable']);
  });

  it('when the email or the ZIP match, then the order is found and the attempt withdrawn', async () => {
    const { attempt } = setUp();
    const byEmail = await attempt(order.orderNumber, ' ADA@example.com ');
    expect(byEmail.outcome).toBe(order.orderNumber);
    expect(byEmail.steps).toEqual(['findTrackable', 'countItems']);
    expect(byEmail.throttle.filter((c) => c === 'remove')).toHaveLength(2);
    expect((await attempt(order.orderNumber, '02101')).outcome).toBe(order.orderNumber);
  });

  it('when the order has no email on record, then an empty contact can never match it', async () => {
    const { attempt } = setUp({ ...order, contactEmail: null });
    expect((await attempt(order.orderNumber, 'ada@example.com')).outcome).toMatch(/^404/);
    expect((await attempt(order.orderNumber, '02101')).outcome).toBe(order.orderNumber);
  });
});
