// Gets a freshly started shop ready for the journeys of shop.yml, through its public API only:
// stock to spare on every product (the checkouts place real orders), load users registered
// (each registration leaves a live session: the returning shoppers), and the CSV files Artillery
// reads them from.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createShopClient } from '../lib/shop-client.mjs';

/** The demo manager may set stock levels (inventory:correct); demo password as in the README. */
const MANAGER = { username: 'manager', password: 'Coffee123!' };
/** What every product's stock is set to: the most one change may set. */
const STOCK = 1_000_000;
const LOAD_PASSWORD = 'Espresso42!load';

/**
 * One client with its own cookies, sending the CSRF token from its cookie on writes, as the
 * shop's pages do (a minute's patience: registrations queue for a password hash).
 * @param {string} gateway
 */
export const createClient = (gateway) => createShopClient(gateway, { timeoutMs: 60_000 });

/**
 * @template {{ status: number, text: string }} A
 * @param {A} answer
 * @param {number[]} expected
 * @param {string} what
 * @returns {A}
 */
function check(answer, expected, what) {
  if (!expected.includes(answer.status))
    throw new Error(`${what}: answered ${answer.status} ${answer.text.slice(0, 300)}`);
  return answer;
}

/**
 * Signs in, or registers, and tries again a second later while every password-check slot is
 * taken (503 BUSY), as the shop's pages do.
 * @param {() => Promise<{ status: number, text: string }>} send
 */
async function withBusyRetry(send) {
  for (let attempt = 1; ; attempt++) {
    const answer = await send();
    if (answer.status !== 503 || !answer.text.includes('"BUSY"') || attempt === 30) return answer;
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** Every product of the catalog, page by page. @param {ReturnType<typeof createClient>} client */
async function allProducts(client) {
  /** @type {{ id: string, category: string, imageUrl?: string, inventory: number }[]} */
  const products = [];
  for (;;) {
    const page = check(
      await client.request('GET', `/api/products?limit=100&offset=${products.length}`),
      [200],
      'listing the products',
    );
    const batch = page.json();
    products.push(...batch);
    const total = Number(page.headers.get('x-total-count') ?? products.length);
    if (!batch.length || products.length >= total) return products;
  }
}

/**
 * Sets every product's stock to STOCK as the demo manager (the back office's bulk update), and
 * waits until the catalog lists them all with it.
 * @param {string} gateway
 */
async function stockUp(gateway) {
  const manager = createClient(gateway);
  await manager.request('GET', '/api/csrf');
  check(
    await withBusyRetry(() => manager.request('POST', '/api/login', MANAGER)),
    [200],
    'manager sign-in',
  );
  const products = await allProducts(manager);
  // A few products per change: the back office's call to the catalog has a short timeout, and
  // the catalog writes each line with its stock movement under a lock.
  for (let i = 0; i < products.length; i += 10) {
    const lines = products.slice(i, i + 10).map((p) => ({ productId: p.id, value: STOCK }));
    check(
      await manager.request('POST', '/api/employee/inventory', {
        mode: 'set',
        lines,
        reason: 'Stock for the load test',
      }),
      [200],
      'setting the stock',
    );
  }
  // The catalog's lists follow its database through a change feed: a moment behind.
  const deadline = Date.now() + 30_000;
  for (;;) {
    const listed = await allProducts(createClient(gateway));
    const stocked = listed.filter((p) => p.inventory >= STOCK / 2);
    if (stocked.length === products.length) return stocked;
    if (Date.now() > deadline)
      throw new Error(`only ${stocked.length} of ${products.length} products list the new stock`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * Registers `count` load users, `parallel` at a time (a few per password-hashing worker: more
 * would only wait in its queue). Registration signs the user in: its cookies are the session a
 * returning shopper's browser still holds.
 * @param {string} gateway
 * @param {number} count
 * @param {number} parallel
 */
async function registerUsers(gateway, count, parallel) {
  const run = randomBytes(3).toString('hex');
  /** @type {{ username: string, password: string, session: string, csrf: string }[]} */
  const users = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const username = `load${run}x${i}`;
      const client = createClient(gateway);
      await client.request('GET', '/api/csrf');
      check(
        await withBusyRetry(() =>
          client.request('POST', '/api/register', {
            username,
            email: `${username}@example.com`,
            password: LOAD_PASSWORD,
            fullName: `Load Shopper ${i}`,
          }),
        ),
        [201],
        `registering ${username}`,
      );
      const session = client.cookies.get('coffee_session');
      const csrf = client.cookies.get('coffee_csrf');
      if (!session || !csrf) throw new Error(`registering ${username} set no session cookie`);
      users.push({ username, password: LOAD_PASSWORD, session, csrf });
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, count) }, worker));
  return users;
}

/** @param {string} file @param {string[]} header @param {string[][]} rows */
function writeCsv(file, header, rows) {
  // Every value is an id, a slug, a path, a token or a name of letters and digits: no quoting.
  for (const row of rows)
    for (const value of row)
      if (/[",\n]/.test(value)) throw new Error(`unexpected CSV value ${JSON.stringify(value)}`);
  fs.writeFileSync(file, [header, ...rows].map((r) => r.join(',')).join('\n') + '\n');
}

/**
 * @param {string} gateway
 * @param {{ users: number, parallel: number, dataDir: string }} options
 * @returns {Promise<{ products: number, users: number, files: { products: string, shoppers: string, buyers: string } }>}
 */
export async function prepareShop(gateway, { users: userCount, parallel, dataDir }) {
  const products = await stockUp(gateway);
  const users = await registerUsers(gateway, userCount, parallel);
  fs.mkdirSync(dataDir, { recursive: true });
  const files = {
    products: path.join(dataDir, 'products.csv'),
    shoppers: path.join(dataDir, 'shoppers.csv'),
    buyers: path.join(dataDir, 'buyers.csv'),
  };
  writeCsv(
    files.products,
    ['productId', 'category', 'image'],
    products.map((p) => [
      p.id,
      encodeURIComponent(p.category),
      // The product page shows the product's image; a product without one shows its page again.
      p.imageUrl?.startsWith('/api/') ? p.imageUrl : `/api/products/${p.id}`,
    ]),
  );
  writeCsv(
    files.shoppers,
    ['session', 'csrf'],
    users.map((u) => [u.session, u.csrf]),
  );
  writeCsv(
    files.buyers,
    ['username', 'password'],
    users.map((u) => [u.username, u.password]),
  );
  return { products: products.length, users: users.length, files };
}
