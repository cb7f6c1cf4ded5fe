import { fixedClock } from '@coffee/service-defaults';
import { startCart, type StartedCart } from './start-cart';

/**
 * Tuesday Dec 1 2026, 10:00 in New York (the shop's zone): the earliest first delivery is Tuesday
 * Dec 8 (Dec 7's changes lock from the start of Dec 1 already).
 */
export const SUBSCRIPTION_START = '2026-12-01T15:00:00.000Z';

/**
 * The cart-checkout a Subscribe & Save test file runs against: started once for the file on a
 * fixed clock, put back at `start` before each test, the scheduler's timer off (tests run it with
 * `cart.service.runSubscriptions()`). `started` receives it once it runs.
 */
export function subscriptionCart(
  started: (cart: StartedCart) => void,
  start: string = SUBSCRIPTION_START,
) {
  const clock = fixedClock(start);
  let cart: StartedCart | undefined;
  beforeAll(async () => {
    cart = await startCart({}, { clock, subscriptionRunMs: 0 });
    started(cart);
  });
  afterAll(async () => {
    await cart?.stop();
  });
  beforeEach(() => {
    clock.set(start);
  });
  return { clock };
}
