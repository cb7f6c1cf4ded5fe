import { expect, test } from '@playwright/test';
import { inStockProducts } from '../support/catalog';
import { ShopClient } from '../support/security/client';
import { ORDER_BODY } from '../support/security/endpoints';
import { send, serviceUrl } from '../support/security/http';
import { CODES, MESSAGES } from '../support/security/messages';

const orderKey = () => `order-${Date.now()}-${Math.random().toString(36).slice(2)}`;

test.describe('the initial Direct+ payment, enforced by the server', () => {
  test('when a Direct+ registrant has not paid, then cart writes and orders are refused with 403 through the gateway and on the service, reads are allowed, and after paying with the test card both are allowed', async ({
    request,
  }) => {
    test.setTimeout(60_000);
    const [product] = await inStockProducts(request, 'beans', 5);
    const client = new ShopClient();
    await client.registerNew('unpaid', 'directPlus');
    const me = await client.request('GET', '/api/user');
    expect((me.json as { hasCompletedInitialPayment: boolean }).hasCompletedInitialPayment).toBe(
      false,
    );

    const addToCart = () =>
      client.request('POST', '/api/cart', { body: { productId: product!.id, quantity: 1 } });
    const placeOrder = () =>
      client.request('POST', '/api/orders', {
        body: ORDER_BODY,
        headers: { 'idempotency-key': orderKey() },
      });
    const refusals = {
      'POST /api/cart': await addToCart(),
      'PUT /api/cart/{id}': await client.request('PUT', '/api/cart/0123456789abcdef01234567', {
        body: { quantity: 2 },
      }),
      'DELETE /api/cart/{id}': await client.request('DELETE', '/api/cart/0123456789abcdef01234567'),
      'POST /api/orders': await placeOrder(),
      'POST /api/cart on the service': await send({
        method: 'POST',
        url: `${serviceUrl('cart-checkout')}/api/cart`,
        body: { productId: product!.id, quantity: 1 },
        headers: { authorization: `Bearer ${client.sessionToken}` },
      }),
      'POST /api/orders on the service': await send({
        method: 'POST',
        url: `${serviceUrl('cart-checkout')}/api/orders`,
        body: ORDER_BODY,
        headers: { authorization: `Bearer ${client.sessionToken}`, 'idempotency-key': orderKey() },
      }),
    };
    for (const [call, answer] of Object.entries(refusals)) {
      expect(answer.status, `${call}: ${answer.text}`).toBe(403);
      expect(answer.message, call).toBe(MESSAGES.initialPayment);
      expect(answer.code, call).toBe(CODES.initialPayment);
    }
    for (const path of ['/api/cart', '/api/orders']) {
      const read = await client.request('GET', path);
      expect(read.status, `GET ${path}: ${read.text}`).toBe(200);
    }

    // Pays with the offline provider's good test card, as the payment page does.
    const setup = await client.request('POST', '/api/create-directplus-payment', { body: {} });
    expect(setup.status, setup.text).toBe(200);
    const { clientSecret } = setup.json as { clientSecret: string };
    const paid = await client.request('POST', '/api/offline-payments/confirm', {
      body: {
        clientSecret,
        card: { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
      },
    });
    expect(paid.status, paid.text).toBe(200);
    expect((paid.json as { status: string }).status).toBe('succeeded');
    await expect
      .poll(
        async () =>
          (
            (await client.request('GET', '/api/user')).json as {
              hasCompletedInitialPayment: boolean;
            }
          ).hasCompletedInitialPayment,
        { timeout: 15_000 },
      )
      .toBe(true);

    const added = await addToCart();
    expect(added.status, added.text).toBe(201);
    const order = await placeOrder();
    expect(order.status, order.text).toBe(201);
  });

  test('when a Direct+ registrant continues with a free Standard account, then the server records it (no CSRF token: refused; a body: refused) and cart writes and orders are allowed at once', async ({
    request,
  }) => {
    const [product] = await inStockProducts(request, 'beans', 5);
    const client = new ShopClient();
    await client.registerNew('waysout', 'directPlus');
    const owes = async () =>
      (
        (await client.request('GET', '/api/user')).json as {
          hasCompletedInitialPayment: boolean;
        }
      ).hasCompletedInitialPayment;
    expect(await owes()).toBe(false);

    const forged = await client.request('POST', '/api/membership/standard', { csrf: false });
    expect(forged.status, forged.text).toBe(403);
    const widened = await client.request('POST', '/api/membership/standard', {
      body: { hasCompletedInitialPayment: true, role: 'admin' },
    });
    expect(widened.status, widened.text).toBe(400);
    expect(await owes()).toBe(false);

    const chosen = await client.request('POST', '/api/membership/standard');
    expect(chosen.status, chosen.text).toBe(200);
    expect(chosen.json).toMatchObject({
      user: { hasCompletedInitialPayment: true, isDirectPlus: false, role: 'customer' },
      membership: { state: 'none', plan: 'standard' },
    });
    // The rule reads the account at once: no wait, no second sign-in.
    const added = await client.request('POST', '/api/cart', {
      body: { productId: product!.id, quantity: 1 },
    });
    expect(added.status, added.text).toBe(201);
    const order = await client.request('POST', '/api/orders', {
      body: ORDER_BODY,
      headers: { 'idempotency-key': orderKey() },
    });
    expect(order.status, order.text).toBe(201);
  });

  test('when a Standard registrant shops, then the rule does not get in the way', async ({
    request,
  }) => {
    const [product] = await inStockProducts(request, 'beans', 5);
    const client = new ShopClient();
    await client.registerNew('standard');
    const added = await client.request('POST', '/api/cart', {
      body: { productId: product!.id, quantity: 1 },
    });
    expect(added.status, added.text).toBe(201);
  });
});
