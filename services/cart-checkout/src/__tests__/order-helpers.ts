import { randomBytes } from 'node:crypto';
import type { Clock } from '@coffee/service-defaults';
import mongoose from 'mongoose';
import request from 'supertest';
import { offlineOnceModel } from '../data/payments/offline/offline-order-payment-model';
import { signPayload } from '@coffee/payments';
import type { StartedCart } from './start-cart';

/** The machine's time moved by an offset a test sets: unpaid orders can be seen to expire. */
export function movableClock(): Clock & { advanceMinutes(minutes: number): void; reset(): void } {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advanceMinutes: (minutes) => {
      offsetMs += minutes * 60_000;
    },
    reset: () => {
      offsetMs = 0;
    },
  };
}

/** Places an order of one new product (stock 100 unless given); returns the order and product. */
export async function placeOrderOf(
  cart: StartedCart,
  owner: string,
  options: { quantity?: number; inventory?: number; paymentMethod?: 'credit-card' | 'paypal' } = {},
) {
  const product = cart.catalog.addProduct({ inventory: options.inventory ?? 100 });
  await cart
    .as(owner)
    .post('/api/cart')
    .send({ productId: product.id, quantity: options.quantity ?? 1 })
    .expect(201);
  const res = await cart
    .as(owner)
    .placeOrder({
      shippingAddress: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        address: '1 Main St',
        city: 'Boston',
        state: 'MA',
        zipCode: '02101',
      },
      shippingMethod: 'standard',
      paymentMethod: options.paymentMethod ?? 'credit-card',
    })
    .expect(201);
  return {
    order: res.body as { id: string; orderNumber: string; total: string },
    product,
  };
}

/** The provider's PaymentIntent event, as the offline provider (and Stripe) shapes it. */
export function intentEvent(
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed' | 'charge.refunded',
  input: { orderId: string; userId: string; amountCents: number; paymentRef?: string; id?: string },
) {
  return {
    id: input.id ?? `evt_test_${randomBytes(8).toString('hex')}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: input.paymentRef ?? `offpi_test_${randomBytes(6).toString('hex')}`,
        object: 'payment_intent',
        amount: input.amountCents,
        amount_received: input.amountCents,
        currency: 'usd',
        metadata: { orderId: input.orderId, userId: input.userId },
        ...(type === 'payment_intent.payment_failed'
          ? { last_payment_error: { message: 'Your card was declined.' } }
          : {}),
      },
    },
  };
}

/** Delivers an event to the webhook, signed with the service's offline secret (or another). */
export function deliver(cart: StartedCart, event: object, secret?: string) {
  const body = JSON.stringify(event);
  return request(cart.url)
    .post('/api/order-payments/webhook')
    .set('content-type', 'application/json')
    .set('stripe-signature', signPayload(secret ?? cart.config.offlineWebhookSecret, body))
    .send(body);
}

/** How many refunds the offline provider has made for an order. */
export function refundsOf(cart: StartedCart, orderId: string): Promise<number> {
  return offlineOnceModel(cart.db).countDocuments({
    _id: mongoose.trusted({ $regex: `^refund:${orderId}:` }),
  });
}

export const cents = (money: string) => Math.round(Number(money) * 100);
