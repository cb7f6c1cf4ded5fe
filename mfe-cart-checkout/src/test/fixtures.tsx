import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import type {
  Order,
  OrderPaymentConfig,
  OrderPaymentSetup,
  ShippingAddress,
} from '@coffee/contracts';
import { Toasts } from '@coffee/platform';
import { http, HttpResponse } from '@coffee/platform/testing';
import { UiProvider } from '@coffee/ui';

/** Theme plus the toast region, as the shell provides them around every remote. */
export const withUi = (children: ReactNode) => (
  <UiProvider withGlobalStyle={false}>
    {children}
    <Toasts />
  </UiProvider>
);

/** A line as GET /api/cart answers it (the catalog's product travels inside); price null: product gone. */
export function cartLine(
  n: number,
  quantity: number,
  price: number | string | null = `${n}.50`,
  product: Record<string, unknown> = {},
) {
  return {
    id: `line-${n}`,
    quantity,
    productId: `product-${n}`,
    ...(price === null
      ? { product: null }
      : {
          product: {
            id: `product-${n}`,
            name: `Coffee ${n}`,
            price,
            imageUrl: `/api/products/images/coffee-${n}.svg`,
            category: 'beans',
            unitSize: '12 oz',
            inStock: true,
            ...product,
          },
        }),
  };
}

/** A line of one variant of a coffee: its variant's price is the unit price. */
export function variantLine(
  n: number,
  quantity: number,
  variant: { id: string; label: string; price: string; inStock?: boolean } | null,
  variantId = variant?.id ?? '2lb-pour-over',
  product: Record<string, unknown> = {},
) {
  return {
    ...cartLine(n, quantity, '12.99', product),
    variantId,
    variant: variant && {
      sku: `SKU-${n}-${variant.id}`,
      size: null,
      grind: null,
      inventory: 20,
      inStock: true,
      ...variant,
    },
  };
}

export type CartLine = ReturnType<typeof cartLine> | ReturnType<typeof variantLine>;

/** GET /api/cart answering these lines. */
export const cartAnswer = (lines: CartLine[]) =>
  http.get('/api/cart', () => HttpResponse.json(lines));

/** An error answer as our services send it: the status and `{ message }`. */
export const failure = (status: number, message: string) =>
  HttpResponse.json({ message }, { status });

export const shippingAddress: ShippingAddress = {
  firstName: 'Casey',
  lastName: 'Customer',
  address: '12 Roast Lane',
  city: 'Portland',
  state: 'OR',
  zipCode: '97201',
  phone: '555-0100',
};

/** An order as the service answers it (orderSchema). */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 'order-1',
    orderNumber: 'ORD-20261122-0001',
    status: 'pending',
    items: [
      {
        id: 'item-1',
        productId: 'product-1',
        name: 'Ethiopian Yirgacheffe',
        imageUrl: '/api/products/images/ethiopia.svg',
        unitSize: '2 lb',
        quantity: 2,
        price: '18.50',
        listPrice: null,
        discount: '0.00',
        variantId: '2lb-pour-over',
        variantLabel: '2 lb, pour-over',
        sku: 'ETH-YIR-2LB-POUR-OVER',
        roastedOn: null,
      },
      {
        id: 'item-2',
        productId: 'product-2',
        name: 'Pour-Over Kettle',
        imageUrl: null,
        unitSize: null,
        quantity: 1,
        price: '42.00',
        listPrice: null,
        discount: '0.00',
        // An order line from before variants: no variant, no label.
        variantId: null,
        variantLabel: '',
        sku: null,
        roastedOn: null,
      },
    ],
    subtotal: '79.00',
    memberSavings: '0.00',
    discount: '0.00',
    promotion: null,
    shippingCost: '5.99',
    tax: '5.53',
    total: '90.52',
    shippingMethod: 'standard',
    paymentMethod: 'credit-card',
    shippingAddress,
    trackingNumber: null,
    payment: {
      status: 'unpaid',
      provider: 'offline',
      failureMessage: null,
      paidAt: null,
      refundedAt: null,
      refundedAmount: null,
      card: null,
    },
    expiresAt: null,
    timeline: [{ status: 'pending', at: '2026-11-22T12:00:00.000Z', by: 'customer', note: null }],
    createdAt: '2026-11-22T12:00:00.000Z',
    updatedAt: '2026-11-22T12:00:00.000Z',
    sample: null,
    ...overrides,
  };
}

/** The toast region the shell (here `withUi`) renders. */
export function findToast(title: string | RegExp) {
  return within(screen.getByRole('region', { name: 'Notifications' })).findByText(title);
}

/** A paid order, as it reads once the provider's verified event has arrived. */
export function makePaidOrder(overrides: Partial<Order> = {}): Order {
  const base = makeOrder();
  return makeOrder({
    status: 'paid',
    payment: { ...base.payment, status: 'paid', paidAt: '2026-11-22T12:01:00.000Z' },
    timeline: [
      ...base.timeline,
      { status: 'paid', at: '2026-11-22T12:01:00.000Z', by: 'provider', note: 'Payment received' },
    ],
    ...overrides,
  });
}

/**
 * A paid order a Direct+ member placed: the coffee at its member price (10% off 18.50) with its
 * regular price kept, the kettle at its regular price, free shipping, tax on the discounted
 * subtotal (7% of 75.30).
 */
export function makeMemberOrder(overrides: Partial<Order> = {}): Order {
  const base = makePaidOrder();
  const [coffee, kettle] = base.items as [Order['items'][number], Order['items'][number]];
  return makePaidOrder({
    items: [{ ...coffee, price: '16.65', listPrice: '18.50' }, kettle],
    subtotal: '75.30',
    memberSavings: '3.70',
    shippingMethod: 'free',
    shippingCost: '0.00',
    tax: '5.27',
    total: '80.57',
    ...overrides,
  });
}

/** What POST /api/orders/{id}/payment answers (orderPaymentSetupSchema). */
export function makeSetup(overrides: Partial<OrderPaymentSetup> = {}): OrderPaymentSetup {
  return {
    orderId: 'order-1',
    provider: 'offline',
    paymentMethod: 'credit-card',
    clientSecret: 'pi_offline_secret_1',
    publishableKey: null,
    amount: '90.52',
    currency: 'usd',
    ...overrides,
  };
}

/** What GET /api/orders/payment-config answers (orderPaymentConfigSchema): the offline provider. */
export function makePaymentConfig(overrides: Partial<OrderPaymentConfig> = {}): OrderPaymentConfig {
  return { provider: 'offline', publishableKey: null, currency: 'usd', ...overrides };
}
