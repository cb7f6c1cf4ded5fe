import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { productListSchema, type Product } from '@coffee/contracts';
import { requireInternal } from '@coffee/service-defaults';
import {
  generateKeyPair,
  signToken,
  startFakeAccount,
  type FakeAccount,
} from '@coffee/service-defaults/testing';
import type { PublicUser } from '@coffee/contracts';
import express from 'express';
import request from 'supertest';
import { seedProducts } from '../data/seed-products';
import { listFixtures } from './fixtures';
import { startCatalog } from './start-catalog';

/**
 * A real HTTP stand-in for services/cart-checkout's GET /internal/users/:userId/purchases/:productId
 * behind the same internal-token guard: `bought` maps `<userId>:<productId>` to the labels of the
 * variants bought (latest first); `reply` makes it fail. It records every call.
 */
async function startFakePurchases(internalToken: string) {
  const bought = new Map<string, string[]>();
  const calls: string[] = [];
  const behaviour: { reply?: { status: number; body?: unknown } } = {};
  const app = express();
  app.use('/internal', requireInternal(internalToken));
  app.get('/internal/users/:userId/purchases/:productId', (req, res) => {
    calls.push(req.path);
    if (behaviour.reply) {
      res.status(behaviour.reply.status).json(behaviour.reply.body ?? { message: 'Down' });
      return;
    }
    const variants = bought.get(`${req.params.userId}:${req.params.productId}`);
    res.json({ purchased: variants !== undefined, variants: variants ?? [] });
  });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bought,
    calls,
    behaviour,
    buy: (userId: string, productId: string, variants: string[] = []) =>
      bought.set(`${userId}:${productId}`, variants),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The real catalog service with the demo-size fixture catalog, a fake account service (session
 * checks and names) and a fake cart-checkout (purchases). `as(user)` sends requests as that
 * user with one session, as a browser keeps one.
 */
export async function startCatalogWithUsers() {
  const keys = generateKeyPair();
  const internalToken = randomBytes(24).toString('hex');
  const account: FakeAccount = await startFakeAccount(internalToken);
  const purchases = await startFakePurchases(internalToken);
  const catalog = await startCatalog(
    { INTERNAL_TOKEN: internalToken, ACCOUNT_URL: account.url, CART_CHECKOUT_URL: purchases.url },
    keys,
  );
  await seedProducts(catalog.db, listFixtures);
  const listed = await request(catalog.url).get('/api/products').expect(200);
  const products = productListSchema.parse(listed.body);
  const bySku = (sku: string): Product => {
    const product = products.find((p) => p.sku === sku);
    if (!product) throw new Error(`no fixture ${sku}`);
    return product;
  };

  const tokens = new Map<string, string>();
  const tokenOf = (user: PublicUser) => {
    let token = tokens.get(user.id);
    if (!token) {
      token = signToken(keys.privateKey, { sub: user.id, username: user.username });
      tokens.set(user.id, token);
    }
    return token;
  };
  const as = (user: PublicUser) => {
    const auth = `Bearer ${tokenOf(user)}`;
    return {
      get: (path: string) => request(catalog.url).get(path).set('authorization', auth),
      post: (path: string) => request(catalog.url).post(path).set('authorization', auth),
      put: (path: string) => request(catalog.url).put(path).set('authorization', auth),
      delete: (path: string) => request(catalog.url).delete(path).set('authorization', auth),
    };
  };

  return {
    ...catalog,
    account,
    purchases,
    bySku,
    as,
    /** A customer the account service knows (name 'Test User' unless told otherwise). */
    newUser: (overrides: Partial<PublicUser> = {}) => account.addUser(overrides),
    anonymous: () => request(catalog.url),
    async stop() {
      await catalog.stop();
      await account.stop();
      await purchases.stop();
    },
  };
}
export type CatalogWithUsers = Awaited<ReturnType<typeof startCatalogWithUsers>>;
