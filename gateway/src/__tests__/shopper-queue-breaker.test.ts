import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createCartCheckoutServer,
  loadCartCheckoutConfig,
  type CartCheckoutService,
} from '@coffee/cart-checkout-service';
import {
  createCatalogServer,
  loadCatalogConfig,
  seedProducts,
  type CatalogService,
} from '@coffee/catalog-service';
import {
  CART_CHANGE_IN_PROGRESS_MESSAGE,
  csrfCookieName,
  ORDER_CHANGE_IN_PROGRESS_MESSAGE,
  sessionCookieName,
} from '@coffee/contracts';
import { startEmbeddedDb, type EmbeddedDb } from '@coffee/embedded-db';
import {
  createTestTokens,
  dropTestDatabase,
  startFakeAccount,
  type FakeAccount,
  type TestTokens,
} from '@coffee/service-defaults/testing';
import pino from 'pino';
import request from 'supertest';
import { deriveCsrfSecret, mintCsrfToken } from '../http/csrf';
import { createGateway, type Gateway } from '../server';
import { baseConfig, type LogLine } from './support/harness';
import { deadUrl } from './support/upstreams';

/**
 * Issue 24, finding 4: one shopper's own queue must never open the gateway's breaker for every
 * other shopper. The REAL cart-checkout service (on the embedded database, with the REAL catalog
 * behind it) sits behind this gateway with its default balancing (UPSTREAM_SLOW_MS 2.5 s, five
 * slow answers among ten open the instance's breaker for 5 s). One customer sends 20 cancels of
 * one order at once; meanwhile and right after, other customers use their carts, check out and
 * pay: none of them may meet a 503, and the breaker must stay closed.
 *
 * The order is paid, and the provider takes 3 s to refund it (the fault point `order.refund`,
 * as a slow Stripe would): the cancel that wins holds the order's lock that long. Before the fix
 * the 19 other cancels queued behind it past 2.5 s: counted as slow, they opened the breaker and
 * every cart, checkout and payment call answered 503.
 */
describe('one shopper’s queue and the breaker (gateway + real cart-checkout and catalog)', () => {
  let db: EmbeddedDb | undefined;
  let dataDir: string | undefined;
  let faultsDir: string;
  let faultsFile: string;
  let tokens: TestTokens;
  let account: FakeAccount;
  let catalog: CatalogService;
  let cart: CartCheckoutService;
  let gateway: Gateway;
  let url: string;
  const logs: LogLine[] = [];
  const dbNames: string[] = [];
  let productIds: string[] = [];
  let internalToken: string;

  beforeAll(async () => {
    // The gateway's own tests run without the services' shared database: start one here.
    if (!process.env.MONGODB_URI) {
      dataDir = mkdtempSync(path.join(tmpdir(), 'gateway-breaker-db-'));
      db = await startEmbeddedDb({ dataDir, port: 0 });
      process.env.MONGODB_URI = db.uri;
    }
    // Fault points are read by every service this process starts (createService), from now on.
    faultsDir = mkdtempSync(path.join(tmpdir(), 'gateway-breaker-faults-'));
    faultsFile = path.join(faultsDir, 'faults');
    writeFileSync(faultsFile, '');
    process.env.FAULT_POINTS_FILE = faultsFile;
    // Imported late: testServiceEnv reads MONGODB_URI.
    const { testServiceEnv } = await import('@coffee/service-defaults/testing');
    tokens = createTestTokens();
    const catalogConfig = loadCatalogConfig(
      testServiceEnv(tokens.keys, 'gwcat', { SEED_DEMO_DATA: 'false' }),
    );
    internalToken = catalogConfig.internalToken;
    catalog = createCatalogServer(catalogConfig);
    const catalogUrl = (await catalog.start()).url;
    dbNames.push(catalogConfig.dbName);
    await seedProducts(
      catalog.ctx.db,
      ['BRK-1', 'BRK-2', 'BRK-3'].map((sku) => ({
        sku,
        name: `Breaker Roast ${sku}`,
        price: '12.00',
        category: 'beans' as const,
        inventory: 500,
        unitSize: '12 oz',
      })),
    );
    await catalog.reloadProducts();
    const list = await request(catalogUrl).get('/api/products?limit=100').expect(200);
    productIds = (list.body as { id: string; sku: string }[])
      .filter((p) => p.sku.startsWith('BRK-'))
      .map((p) => p.id);

    account = await startFakeAccount(internalToken);
    const cartConfig = loadCartCheckoutConfig(
      testServiceEnv(tokens.keys, 'gwcart', {
        CATALOG_URL: catalogUrl,
        ACCOUNT_URL: account.url,
        INTERNAL_TOKEN: internalToken,
      }),
    );
    dbNames.push(cartConfig.dbName);
    cart = createCartCheckoutServer(cartConfig);
    const cartUrl = (await cart.start()).url;

    const config = baseConfig(tokens.keys, internalToken);
    const dead = await deadUrl();
    config.services = {
      catalog: catalogUrl,
      'cart-checkout': cartUrl,
      account: account.url,
      membership: dead,
      staff: dead,
    };
    const logger = pino(
      { level: 'debug' },
      { write: (line: string) => logs.push(JSON.parse(line) as LogLine) },
    );
    gateway = createGateway(config, { logger });
    url = (await gateway.start()).url;
  }, 120_000);

  afterAll(async () => {
    await gateway?.stop(100);
    await cart?.stop();
    await catalog?.stop();
    await account?.stop();
    await Promise.all(dbNames.map((name) => dropTestDatabase(name)));
    await db?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    delete process.env.FAULT_POINTS_FILE;
    rmSync(faultsDir, { recursive: true, force: true });
  });

  /** A signed-in customer as a browser holds one: the session cookie and its CSRF token. */
  function customer() {
    const user = account.addUser({ role: 'customer' });
    const token = tokens.valid({ sub: user.id, role: 'customer', username: user.username });
    const sid = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;
    const csrf = mintCsrfToken(deriveCsrfSecret(internalToken), sid);
    const cookie = `${sessionCookieName(false)}=${token}; ${csrfCookieName(false)}=${csrf}`;
    const write = (method: 'post' | 'put' | 'delete', p: string) =>
      request(url)[method](p).set('Cookie', cookie).set('x-csrf-token', csrf);
    return {
      get: (p: string) => request(url).get(p).set('Cookie', cookie),
      post: (p: string) => write('post', p),
      addToCart: (productId: string) => write('post', '/api/cart').send({ productId, quantity: 1 }),
      /** Adds one bag and checks out: the two calls' statuses and the order's id. */
      async placeOrder(productId: string): Promise<{ id: string; statuses: number[] }> {
        const added = await write('post', '/api/cart').send({ productId, quantity: 1 });
        const res = await write('post', '/api/orders')
          .set('Idempotency-Key', `gw-breaker-${Math.random().toString(36).slice(2)}`)
          .send({
            shippingAddress: {
              firstName: 'Ada',
              lastName: 'Lovelace',
              address: '1 Main St',
              city: 'Boston',
              state: 'MA',
              zipCode: '02101',
            },
            shippingMethod: 'standard',
            paymentMethod: 'credit-card',
          });
        return { id: (res.body as { id: string }).id, statuses: [added.status, res.status] };
      },
    };
  }
  type Customer = ReturnType<typeof customer>;

  /** Pays an order with the offline provider's test card: the two calls' statuses. */
  async function pay(who: Customer, orderId: string): Promise<number[]> {
    const setup = await who.post(`/api/orders/${orderId}/payment`).send();
    const card = await who.post(`/api/orders/${orderId}/payment/card`).send({
      clientSecret: (setup.body as { clientSecret: string }).clientSecret,
      card: { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
    });
    return [setup.status, card.status];
  }

  /**
   * What another shopper does: read and change the cart, check out, pay. An order placed before
   * (`placed`) is paid instead of checking out (while a checkout is made slow for everyone).
   */
  async function shop(
    other: Customer,
    productId: string,
    placed?: { id: string; statuses: number[] },
  ): Promise<number[]> {
    const statuses: number[] = [];
    statuses.push((await other.get('/api/cart')).status);
    const order = placed
      ? {
          id: placed.id,
          statuses: [(await other.addToCart(productId)).status, placed.statuses[1]!],
        }
      : await other.placeOrder(productId);
    statuses.push(...order.statuses);
    statuses.push(...(await pay(other, order.id)));
    statuses.push((await other.get(`/api/orders/${order.id}`)).status);
    return statuses;
  }
  const SHOPPED = [200, 201, 201, 200, 200, 200];

  /**
   * Three other shoppers shop while `flood` runs, and again right after it (a breaker the flood
   * opened would refuse them with 503 for 5 s): every call answered as usual, no instance ever
   * out. Returns the flood's answers. `checkoutIsSlow`: their orders are placed before the flood.
   */
  async function othersUnaffectedBy<T>(
    flood: () => Promise<T>,
    arm: () => void,
    checkoutIsSlow = false,
  ): Promise<T> {
    const others = [customer(), customer(), customer()];
    const placedBefore = checkoutIsSlow
      ? await Promise.all(others.map((other, i) => other.placeOrder(productIds[i % 3]!)))
      : [];
    arm();
    let answers: T;
    let meanwhile: number[][];
    try {
      const during = others.map((other, i) =>
        shop(other, productIds[(i + 1) % 3]!, placedBefore[i]),
      );
      answers = await flood();
      meanwhile = await Promise.all(during);
    } finally {
      writeFileSync(faultsFile, '');
    }
    const after = await Promise.all(others.map((other, i) => shop(other, productIds[i % 3]!)));
    for (const list of [...meanwhile, ...after]) expect(list).toEqual(SHOPPED);
    expect(logs.filter((l) => l.msg === 'no upstream instance available')).toEqual([]);
    return answers;
  }

  it('when one customer sends 20 cancels of one order at once, then other shoppers’ cart, checkout and payment calls are answered (no 503) and the breaker stays closed', async () => {
    const abuser = customer();
    const order = await abuser.placeOrder(productIds[0]!);
    expect(order.statuses).toEqual([201, 201]);
    expect(await pay(abuser, order.id)).toEqual([200, 200]);
    const answers = await othersUnaffectedBy(
      () =>
        Promise.all(
          Array.from({ length: 20 }, () => abuser.post(`/api/orders/${order.id}/cancel`).send({})),
        ),
      () => writeFileSync(faultsFile, 'order.refund: delay 3000ms\n'),
    );

    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    // The rest: refused at once, or told the order is already cancelled; never a 5xx.
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const refused = answers.filter((a) => a.body.code === 'ORDER_CHANGE_IN_PROGRESS');
    expect(refused.length).toBeGreaterThan(0);
    for (const a of refused) expect(a.body.message).toBe(ORDER_CHANGE_IN_PROGRESS_MESSAGE);
    const view = await abuser.get(`/api/orders/${order.id}`).expect(200);
    expect(view.body.status).toBe('cancelled');
  });

  it('when one customer’s checkout is slow and they send 20 cart changes meanwhile, then other shoppers are answered (no 503) and the breaker stays closed', async () => {
    const abuser = customer();
    expect((await abuser.addToCart(productIds[0]!)).status).toBe(201);
    // The checkout holds the customer's lock 3 s (as a slow stock reservation would); their
    // cart changes queue on that lock.
    const [placed, ...changes] = await othersUnaffectedBy(
      async () => {
        const checkout = abuser.placeOrder(productIds[1]!);
        await new Promise((resolve) => setTimeout(resolve, 200));
        const adds = Array.from({ length: 20 }, (_, i) => abuser.addToCart(productIds[i % 3]!));
        return Promise.all([checkout, ...adds]);
      },
      () => writeFileSync(faultsFile, 'checkout.after-stock: delay 3000ms\n'),
      true,
    );

    expect((placed as { statuses: number[] }).statuses).toEqual([201, 201]);
    const statuses = (changes as request.Response[]).map((a) => a.status);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    const refused = (changes as request.Response[]).filter((a) => a.status === 409);
    expect(refused.length).toBeGreaterThan(0);
    for (const a of refused)
      expect(a.body).toMatchObject({
        code: 'CART_CHANGE_IN_PROGRESS',
        message: CART_CHANGE_IN_PROGRESS_MESSAGE,
      });
  });
});
