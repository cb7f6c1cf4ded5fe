import { randomBytes } from 'node:crypto';
import { createCatalogServer, loadCatalogConfig } from '@coffee/catalog-service';
import { getFreePort } from '@coffee/embedded-db';
import type { Env } from '@coffee/service-defaults';
import {
  createTestTokens,
  dropTestDatabase,
  startFakeAccount,
  testServiceEnv,
} from '@coffee/service-defaults/testing';
import request from 'supertest';
import type { Connection } from 'mongoose';
import { loadCartCheckoutConfig } from '../config';
import { cartItemModel } from '../data/cart-item-model';
import { createCartCheckoutServer, type CartCheckoutOptions } from '../server';
import { startFakeCatalog } from './fake-catalog';
import { startSubscriptionStandIns } from './subscription-stand-ins';

export { newUserId } from '@coffee/service-defaults/testing';

export const shippingAddress = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '1 Main St',
  city: 'Boston',
  state: 'MA',
  zipCode: '02101',
};
export const orderBody = {
  shippingAddress,
  shippingMethod: 'standard',
  paymentMethod: 'credit-card',
};
export const newIdempotencyKey = (): string => `key-${randomBytes(8).toString('hex')}`;

/**
 * Requests as a signed-in user: `as(userId).post('/api/cart')`, `as(userId).placeOrder()`. One
 * session per user, as a browser keeps one: its check at the account service is cached as in use.
 */
function signedIn(url: string, token: (userId: string) => string) {
  const tokens = new Map<string, string>();
  return (userId: string) => {
    let userToken = tokens.get(userId);
    if (!userToken) tokens.set(userId, (userToken = token(userId)));
    const auth = `Bearer ${userToken}`;
    return {
      get: (path: string) => request(url).get(path).set('authorization', auth),
      post: (path: string) => request(url).post(path).set('authorization', auth),
      put: (path: string) => request(url).put(path).set('authorization', auth),
      delete: (path: string) => request(url).delete(path).set('authorization', auth),
      /** POST /api/orders with an Idempotency-Key (a new one unless given). */
      placeOrder: (body: object = orderBody, key: string = newIdempotencyKey()) =>
        request(url)
          .post('/api/orders')
          .set('authorization', auth)
          .set('Idempotency-Key', key)
          .send(body),
    };
  };
}
type SignedIn = ReturnType<typeof signedIn>;

/**
 * Every concurrency guarantee is proven twice: on one instance, and with its concurrent requests
 * spread over two instances sharing the database (own in-process locks and queues, as when the
 * service is scaled out). `describe.each(INSTANCES)('on %s', (_name, count) => ...)`.
 */
export const INSTANCES = [
  ['one instance', 1],
  ['two instances', 2],
] as const;
export type InstanceCount = (typeof INSTANCES)[number][1];
/** One running instance of the service: its address and its signed-in callers. */
export interface Instance {
  url: string;
  as: SignedIn;
}

/** The offline provider's test cards, as a shopper types them. */
export const TEST_CARD = { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };

/**
 * Pays an order through the offline provider's card form (POST /payment, then /payment/card with
 * the success card): the provider's signed event marks it paid through the webhook.
 */
export async function payOrder(
  cart: { as: SignedIn },
  userId: string,
  orderId: string,
  card: { number: string; expiry: string; cvc: string } = TEST_CARD,
) {
  const setup = await cart.as(userId).post(`/api/orders/${orderId}/payment`).send();
  if (setup.status !== 200) throw new Error(`payment setup ${setup.status}: ${setup.text}`);
  const clientSecret = (setup.body as { clientSecret: string }).clientSecret;
  const result = await cart
    .as(userId)
    .post(`/api/orders/${orderId}/payment/card`)
    .send({ clientSecret, card });
  return { clientSecret, result };
}

/**
 * A rush: each user has one bag of `product` in the cart, then all check out at once. The
 * lines are written straight to the database, so every cart-time check has passed: only the
 * stock reservation can stop an order.
 */
export async function checkOutTogether(
  cart: { db: Connection; as: SignedIn },
  product: { id: string; name: string },
  users: string[],
  /** The i-th customer's instance (StartedCart's `spread`); this one's by default. */
  over: (i: number) => { as: SignedIn } = () => cart,
  /** The i-th customer's variant; none (the product's default) unless given. */
  variantOf?: (i: number) => string,
) {
  await cartItemModel(cart.db).insertMany(
    users.map((userId, i) => ({
      userId,
      productId: product.id,
      productName: product.name,
      ...(variantOf ? { variantId: variantOf(i) } : {}),
    })),
  );
  return Promise.all(users.map((user, i) => over(i).as(user).placeOrder()));
}

/**
 * Boots the cart service in-process on its own fresh database, with real HTTP stand-ins for the
 * catalog (products and stock) and the account service (Direct+ flag).
 */
export async function startCart(overrides: Env = {}, options: CartCheckoutOptions = {}) {
  const tokens = createTestTokens();
  const internalToken = randomBytes(24).toString('hex');
  const [catalog, account, others] = await Promise.all([
    startFakeCatalog(internalToken),
    startFakeAccount(internalToken),
    startSubscriptionStandIns(internalToken),
  ]);
  const env = testServiceEnv(tokens.keys, 'cart', {
    CATALOG_URL: catalog.url,
    ACCOUNT_URL: account.url,
    MEMBERSHIP_URL: others.url,
    STAFF_URL: others.url,
    INTERNAL_TOKEN: internalToken,
    ...overrides,
  });
  const config = loadCartCheckoutConfig(env);
  // No mailer unless a test asks for one: mails stay in the outboxes where the tests read them.
  const service = createCartCheckoutServer(config, { mailer: false, ...options });
  const { url } = await service.start();
  const extra: ReturnType<typeof createCartCheckoutServer>[] = [];
  const as = signedIn(url, (sub) => tokens.valid({ sub }));

  async function startAnotherInstance(): Promise<Instance> {
    const other = createCartCheckoutServer(config, { mailer: false, ...options });
    const started = await other.start();
    extra.push(other);
    return { url: started.url, as: signedIn(started.url, (sub) => tokens.valid({ sub })) };
  }
  let twin: Instance | undefined;

  return {
    url,
    /** The environment the service was configured from (a child process can start with it). */
    env,
    config,
    service,
    catalog,
    account,
    /** The card book and the shop calendar subscriptions read (membership and staff stand-ins). */
    others,
    tokens,
    db: service.ctx.db,
    as,
    /** The internal routes, as the staff service calls them (x-internal-token). */
    internal: {
      get: (path: string) => request(url).get(path).set('x-internal-token', internalToken),
      post: (path: string) => request(url).post(path).set('x-internal-token', internalToken),
      put: (path: string) => request(url).put(path).set('x-internal-token', internalToken),
    },
    /** A second instance of the service on the same database (as when scaled out). */
    startAnotherInstance,
    /** The scheduler of every instance started, at once (as their timers would). */
    runSubscriptionsEverywhere: () =>
      Promise.all([service, ...extra].map((instance) => instance.runSubscriptions())),
    /**
     * `count` instances sharing this database: this one, then (for 2) one more, started once
     * and reused. `over(i)` is the i-th request's instance (`over(i).as(user).post(...)`), in
     * turn, so concurrent requests land on different instances' in-process locks and queues.
     */
    async spread(count: InstanceCount): Promise<(i: number) => Instance> {
      const self: Instance = { url, as };
      if (count === 1) return () => self;
      twin ??= await startAnotherInstance();
      const all = [self, twin];
      return (i) => all[i % all.length] ?? self;
    },
    async stop() {
      await Promise.all([service.stop(), ...extra.map((s) => s.stop())]);
      await Promise.all([catalog.stop(), account.stop(), others.stop()]);
      await dropTestDatabase(config.dbName);
    },
  };
}
export type StartedCart = Awaited<ReturnType<typeof startCart>>;

/**
 * Boots the REAL catalog service and the cart service in-process, each on a free port with its
 * own fresh database, the cart pointed at the catalog and the catalog at the cart (its reviews'
 * purchase checks) as in production (the account service is still a stand-in).
 */
export async function startCartWithCatalog(overrides: Env = {}, catalogOverrides: Env = {}) {
  const tokens = createTestTokens();
  // The cart's port is chosen first, so the catalog knows where to ask about purchases.
  const cartPort = await getFreePort();
  const internalToken = randomBytes(24).toString('hex');
  // Both services check sessions with it; the catalog also signs reviews with its names.
  const account = await startFakeAccount(internalToken);
  const catalogConfig = loadCatalogConfig(
    // No demo catalog: each test adds exactly the products it needs (seedProducts).
    testServiceEnv(tokens.keys, 'catalog', {
      SEED_DEMO_DATA: 'false',
      CART_CHECKOUT_URL: `http://127.0.0.1:${cartPort}`,
      ACCOUNT_URL: account.url,
      INTERNAL_TOKEN: internalToken,
      ...catalogOverrides,
    }),
  );
  const catalog = createCatalogServer(catalogConfig);
  const catalogUrl = (await catalog.start()).url;

  const config = loadCartCheckoutConfig(
    testServiceEnv(tokens.keys, 'cart', {
      CATALOG_URL: catalogUrl,
      ACCOUNT_URL: account.url,
      INTERNAL_TOKEN: catalogConfig.internalToken,
      PORT: String(cartPort),
      ...overrides,
    }),
  );
  const service = createCartCheckoutServer(config, { mailer: false });
  const { url } = await service.start();
  const as = signedIn(url, (sub) => tokens.valid({ sub }));
  const extra: { stop(): Promise<void> }[] = [];
  let twin: Instance | undefined;

  /** A second catalog instance on the catalog's database, and a second cart instance using it. */
  async function startAnotherPair(): Promise<Instance> {
    const otherCatalog = createCatalogServer(catalogConfig);
    extra.push(otherCatalog);
    const otherCatalogUrl = (await otherCatalog.start()).url;
    const other = createCartCheckoutServer(
      loadCartCheckoutConfig(
        testServiceEnv(tokens.keys, 'cart', {
          MONGODB_DB: config.dbName,
          CATALOG_URL: otherCatalogUrl,
          ACCOUNT_URL: account.url,
          INTERNAL_TOKEN: catalogConfig.internalToken,
          ...overrides,
        }),
      ),
      { mailer: false },
    );
    extra.push(other);
    const otherUrl = (await other.start()).url;
    return { url: otherUrl, as: signedIn(otherUrl, (sub) => tokens.valid({ sub })) };
  }

  return {
    url,
    service,
    catalog,
    catalogUrl,
    /** A signed-in user's requests to the catalog (reviews), with the same session as the cart's. */
    toCatalog: (userId: string) => {
      const auth = `Bearer ${tokens.valid({ sub: userId })}`;
      return {
        get: (path: string) => request(catalogUrl).get(path).set('authorization', auth),
        post: (path: string) => request(catalogUrl).post(path).set('authorization', auth),
      };
    },
    account,
    tokens,
    db: service.ctx.db,
    as,
    /**
     * `count` cart instances sharing the cart database: this one, then (for 2) one more that
     * talks to a second catalog instance on the catalog's database, so the stock is taken
     * through two catalog instances too. `over(i)` is the i-th request's instance, in turn.
     */
    async spread(count: InstanceCount): Promise<(i: number) => Instance> {
      const self: Instance = { url, as };
      if (count === 1) return () => self;
      twin ??= await startAnotherPair();
      const all = [self, twin];
      return (i) => all[i % all.length] ?? self;
    },
    async stop() {
      await Promise.all([service.stop(), ...extra.map((s) => s.stop()), account.stop()]);
      await catalog.stop();
      await Promise.all([dropTestDatabase(config.dbName), dropTestDatabase(catalogConfig.dbName)]);
    },
  };
}
export type StartedCartWithCatalog = Awaited<ReturnType<typeof startCartWithCatalog>>;
