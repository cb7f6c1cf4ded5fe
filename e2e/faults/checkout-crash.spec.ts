import type { FaultSystem } from './support/system';
import { expect, note, test } from './support/fixtures';
import { codeOf, inventoryOf, productsInStock, Shopper, type Answer } from './support/shopper';
import { ARM_DELAY_MS, RESERVATION_LIFETIME_MS, SWEEP_INTERVAL_MS, sleep } from './support/system';

/** How often the test looks for Bob's stock, and how soon the catalog's API shows a change. */
const POLL_MS = 1000;
const CATALOG_SYNC_MS = 1000;

const ORDER = {
  shippingAddress: {
    firstName: 'Fay',
    lastName: 'Ault',
    address: '1 Crash Court',
    city: 'Brooklyn',
    state: 'NY',
    zipCode: '11201',
  },
  shippingMethod: 'standard',
  paymentMethod: 'credit-card',
};

interface Order {
  id: string;
  status: string;
  items: { productId: string; quantity: number; variantId: string }[];
}

/** Asks the catalog (as cart-checkout does) to take a reservation's stock again: a probe of its state. */
async function reservationState(
  shop: FaultSystem,
  reservationId: string,
  lines: { productId: string; quantity: number; variantId: string }[],
): Promise<string> {
  const res = await fetch(`${shop.system.urls.services.catalog}/internal/stock/reservations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-internal-token': shop.internalToken },
    body: JSON.stringify({ reservationId, lines }),
  });
  const body = (await res.json()) as { status?: string; code?: string };
  // 200: the same reservation answered again (still held, nothing taken twice); 409: released.
  return res.status === 200 ? (body.status ?? 'held') : (body.code ?? String(res.status));
}

/** The shopper's orders, asked until cart-checkout answers (its breaker may be open a moment). */
async function ordersOf(shopper: Shopper): Promise<Order[]> {
  let answer: Answer | undefined;
  await expect
    .poll(async () => (answer = await shopper.request('GET', '/api/orders')).status, {
      timeout: 20_000,
      intervals: [500],
    })
    .toBe(200);
  return answer!.json as Order[];
}

test('when cart-checkout is killed between taking the stock and writing the order, then no order lacks its stock, no stock stays taken past the reservation lifetime, nothing is paid without an order, and the retry gives one order', async ({
  shop,
}) => {
  test.setTimeout(RESERVATION_LIFETIME_MS + SWEEP_INTERVAL_MS + 90_000);
  const ada = await new Shopper(shop.gateway).register('ada');
  const bob = await new Shopper(shop.gateway).register('bob');
  const [p1, p2] = await productsInStock(ada, 5);
  expect(p2).toBeDefined();
  // Each line as cart-checkout reserves it: with the variant the cart gave it (the default one).
  const addLine = async (shopper: Shopper, productId: string, quantity: number) => {
    const added = await shopper.request('POST', '/api/cart', { body: { productId, quantity } });
    expect(added.status).toBe(201);
    return [{ productId, quantity, variantId: (added.json as { variantId: string }).variantId }];
  };
  const adaLines = await addLine(ada, p1!.id, 2);
  const bobLines = await addLine(bob, p2!.id, 3);
  const adaKey = `crash-ada-${Date.now().toString(36)}`;
  const bobKey = `crash-bob-${Date.now().toString(36)}`;
  const place = (shopper: Shopper, key: string) =>
    shopper.request('POST', '/api/orders', {
      body: ORDER,
      headers: { 'idempotency-key': key },
      timeoutMs: 30_000,
    });

  // Both checkouts stop right after the catalog took their stock.
  shop.arm('checkout.after-stock: pause');
  await sleep(ARM_DELAY_MS);
  const since = Date.now();
  const adaFirst = place(ada, adaKey);
  const [adaHeld] = await shop.waitForLine(
    'cart-checkout',
    /fault point checkout\.after-stock reached/,
    { since },
  );
  const bobFirst = place(bob, bobKey);
  const held = await shop.waitForLine(
    'cart-checkout',
    /fault point checkout\.after-stock reached/,
    {
      since,
      count: 2,
    },
  );
  const claimOf = (line: string) => (JSON.parse(line) as { orderId: string }).orderId;
  const adaClaim = claimOf(adaHeld!.line);
  const bobClaim = claimOf(held[1]!.line);
  expect(await inventoryOf(ada, p1!.id)).toBe(p1!.inventory - 2);
  expect(await inventoryOf(ada, p2!.id)).toBe(p2!.inventory - 3);

  await shop.kill('cart-checkout');
  const killedAt = Date.now();
  // The shoppers are told to come back, not given an error page or left hanging.
  for (const answer of [await adaFirst, await bobFirst]) {
    expect(answer.status).toBe(503);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  }
  shop.disarm();
  await shop.process('cart-checkout').start();

  // No order without its stock: neither placement became an order, and the stock they took is
  // still held for them (an interrupted placement cannot be told from a slow one yet).
  expect(await ordersOf(ada)).toEqual([]);
  expect(await ordersOf(bob)).toEqual([]);
  expect(await reservationState(shop, adaClaim, adaLines)).toBe('held');

  // Ada retries with the same key, as the checkout page does, until it gives her the order; Bob
  // never comes back, and the sweeper gives his stock back.
  const retries: string[] = [];
  const adaRetry = (async () => {
    for (;;) {
      const answer = await place(ada, adaKey);
      retries.push(`${answer.status} ${codeOf(answer) ?? ''} after ${Date.now() - killedAt} ms`);
      if (answer.status === 200 || answer.status === 201) return answer.json as Order;
      // Meanwhile: "still being placed" (409), or the gateway's 503/504: never a 500.
      expect([409, 503, 504]).toContain(answer.status);
      await sleep(Math.max(Number(answer.headers.get('retry-after')) * 1000 || 0, 15_000));
    }
  })();
  const bobStockBack = (async () => {
    await expect
      .poll(() => inventoryOf(bob, p2!.id), {
        timeout: RESERVATION_LIFETIME_MS + SWEEP_INTERVAL_MS + 10_000,
        intervals: [POLL_MS],
      })
      .toBe(p2!.inventory);
    return Date.now() - killedAt;
  })();
  const [adaOrder, bobStrandedMs] = await Promise.all([adaRetry, bobStockBack]);
  note({
    type: 'timings',
    description: `Ada's retries: ${retries.join('; ')}. Bob's stock back ${bobStrandedMs} ms after the crash`,
  });

  // No stock stranded longer than the reservation's lifetime plus the sweeper's period. What this
  // test sees comes later than the release by up to its own poll and the catalog's index refresh
  // (CATALOG_SYNC_MS, 1 s): a CI run saw 34.5 s against a bound that left those out.
  expect(bobStrandedMs).toBeLessThan(
    RESERVATION_LIFETIME_MS + SWEEP_INTERVAL_MS + POLL_MS + CATALOG_SYNC_MS,
  );
  expect(await reservationState(shop, bobClaim, bobLines)).toBe('RESERVATION_RELEASED');
  expect(await ordersOf(bob)).toEqual([]);

  // One order for Ada, with its stock taken once: the interrupted claim's stock went back.
  expect(adaOrder.id).not.toBe(adaClaim);
  expect(
    adaOrder.items.map(({ productId, quantity, variantId }) => ({
      productId,
      quantity,
      variantId,
    })),
  ).toEqual(adaLines);
  expect(await reservationState(shop, adaClaim, adaLines)).toBe('RESERVATION_RELEASED');
  expect(await inventoryOf(ada, p1!.id)).toBe(p1!.inventory - 2);
  expect((await ordersOf(ada)).map((o) => o.id)).toEqual([adaOrder.id]);
  expect((await ada.request('GET', '/api/cart')).json).toEqual([]);
  const again = await place(ada, adaKey);
  expect(again.status).toBe(200);
  expect((again.json as Order).id).toBe(adaOrder.id);

  // No payment without an order: the interrupted claims cannot be paid; the order can, once.
  for (const [shopper, claim] of [
    [ada, adaClaim],
    [bob, bobClaim],
  ] as const)
    expect((await shopper.request('POST', `/api/orders/${claim}/payment`)).status).toBe(404);
  const setup = await ada.request('POST', `/api/orders/${adaOrder.id}/payment`);
  expect(setup.status).toBe(200);
  const paid = await ada.request('POST', `/api/orders/${adaOrder.id}/payment/card`, {
    body: {
      clientSecret: (setup.json as { clientSecret: string }).clientSecret,
      card: { number: '4242424242424242', expiry: '12/34', cvc: '123' },
    },
  });
  expect((paid.json as { status: string }).status).toBe('succeeded');
  await expect
    .poll(async () => (await ordersOf(ada)).map((o) => o.status), { timeout: 15_000 })
    .toEqual(['paid']);
  expect(await ordersOf(bob)).toEqual([]);
});
