// A little life in a fresh shop, made through the public API exactly as shoppers and staff make
// it (no database writes behind the services' backs): the demo customer places and pays a few
// orders, the staff move them along, and a question arrives through Contact Us and the chat.
// Without it the back office of a first `npm start` shows empty queues and a flat chart.
// It runs once: when the demo customer already has orders, it does nothing.

const CSRF_COOKIE = 'coffee_csrf';
const DEMO_PASSWORD = 'Coffee123!';
const TEST_CARD = { number: '4242424242424242', expiry: '12/34', cvc: '123' };
const ADDRESS = { address: '221 Bean Street', city: 'Seattle', state: 'WA', zipCode: '98101' };

/** One signed-in (or anonymous) visitor: its own cookies, the CSRF token on writes. */
function visitor(baseUrl) {
  const cookies = new Map();
  const remember = (res) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  };
  async function call(method, path, body, headers = {}) {
    if (method !== 'GET' && !cookies.has(CSRF_COOKIE)) remember(await fetch(`${baseUrl}/api/csrf`));
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        origin: baseUrl,
        ...(method === 'GET' ? {} : { 'x-csrf-token': cookies.get(CSRF_COOKIE) ?? '' }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    remember(res);
    const text = await res.text();
    const json = text ? JSON.parse(text) : null;
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${json?.message ?? text}`);
    return json;
  }
  return {
    call,
    signIn: (username) => call('POST', '/api/login', { username, password: DEMO_PASSWORD }),
  };
}

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check, what) {
  for (let i = 0; i < 50; i += 1) {
    if (await check()) return;
    await wait(200);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * @param {string} baseUrl the gateway, e.g. http://127.0.0.1:8080
 * @returns {Promise<string>} what was made, in a line, or why nothing was
 */
export async function makeDemoActivity(baseUrl) {
  const customer = visitor(baseUrl);
  const me = await customer.signIn('customer');
  const [firstName, ...rest] = (me.fullName ?? me.username).split(' ');
  const shipping = { firstName, lastName: rest.join(' ') || firstName, ...ADDRESS };
  if ((await customer.call('GET', '/api/orders?page=1&pageSize=1')).length > 0)
    return 'the demo customer already has orders: left as they are';

  const products = (
    await customer.call('GET', '/api/products/category/beans?inStock=true&limit=12')
  )
    .filter((p) => p.inventory >= 20)
    .slice(0, 5);
  if (products.length < 5) return 'not enough demo products in stock: nothing made';

  const orders = [];
  for (const [i, product] of products.entries()) {
    for (const line of await customer.call('GET', '/api/cart'))
      await customer.call('DELETE', `/api/cart/${line.id}`);
    await customer.call('POST', '/api/cart', { productId: product.id, quantity: 1 + (i % 3) });
    const order = await customer.call(
      'POST',
      '/api/orders',
      { shippingAddress: shipping, shippingMethod: 'standard', paymentMethod: 'credit-card' },
      { 'Idempotency-Key': `demo-activity-order-${i}-${Date.now()}` },
    );
    orders.push(order);
    // The last one stays unpaid: a pending order whose stock returns after its 10-minute hold.
    if (i === products.length - 1) break;
    const setup = await customer.call('POST', `/api/orders/${order.id}/payment`, {});
    await customer.call('POST', `/api/orders/${order.id}/payment/card`, {
      clientSecret: setup.clientSecret,
      card: TEST_CARD,
    });
    await until(
      async () => (await customer.call('GET', `/api/orders/${order.id}`)).status === 'paid',
      `order ${order.orderNumber} to be paid`,
    );
  }

  // The staff at work: one order shipped and delivered, one shipped, one being packed.
  const employee = visitor(baseUrl);
  await employee.signIn('employee');
  const move = (order, to, extra = {}) =>
    employee.call('POST', `/api/employee/orders/${order.id}/transitions`, { to, ...extra });
  await move(orders[0], 'processing');
  await move(orders[0], 'shipped', { trackingNumber: '1Z999AA10123456784' });
  await move(orders[0], 'completed');
  await move(orders[1], 'processing');
  await move(orders[1], 'shipped', { trackingNumber: '9400111899223344556677' });
  await move(orders[2], 'processing');

  // A question through Contact Us that support has answered, and one from the chat still open.
  const contact = await customer.call('POST', '/api/support/tickets', {
    source: 'contact',
    name: me.fullName ?? me.username,
    email: me.email,
    topic: 'order-status',
    orderId: orders[1].orderNumber,
    message: 'Could you tell me when my order will arrive? I need it for the weekend.',
  });
  await employee.call('POST', `/api/employee/tickets/${contact.ticketNumber}/messages`, {
    message: `It shipped with tracking number 9400111899223344556677 and should arrive by Friday.`,
  });
  const guest = visitor(baseUrl);
  await guest.call('POST', '/api/support/tickets', {
    source: 'chat',
    name: 'Jordan Guest',
    email: 'jordan.guest@example.com',
    question: 'Do you ship whole-bean espresso to Canada?',
  });
  return `${orders.length} orders (${orders.length - 1} paid, staff moved 3), 2 support tickets`;
}

const DAY_MS = 86_400_000;
const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);

/**
 * The demo's subscription plans (issue 29), set by the manager through the staff API as a real
 * manager would, once: when no plan is kept yet. Roaster's Choice plans get a pick now and another
 * in two weeks (the espresso plan from the espresso shelf); an Explorer plan gets single origins.
 * @param {string} baseUrl the gateway
 * @returns {Promise<string>} what was set up, in a line
 */
export async function makeDemoPlans(baseUrl) {
  const manager = visitor(baseUrl);
  await manager.signIn('manager');
  if ((await manager.call('GET', '/api/employee/subscription-plans')).length > 0)
    return 'plans already kept: left as they are';
  const plans = await manager.call('GET', '/api/products/category/subscription?limit=40');
  const inTwelveOz = (p) =>
    p.inStock && (p.variants ?? []).some((v) => v.size === '12 oz' && !v.retired);
  // Listings leave variants out: each candidate's page answer has them.
  const shelf = async (category, keep) => {
    const listed = await manager.call('GET', `/api/products/category/${category}?limit=12`);
    const found = [];
    for (const { id } of listed) {
      const product = await manager.call('GET', `/api/products/${id}`);
      if (inTwelveOz(product) && keep(product)) found.push(product);
    }
    return found;
  };
  const singleOrigins = (await shelf('beans', (p) => !/blend|decaf/i.test(p.name))).slice(0, 6);
  const espressos = await shelf('espresso', () => true);
  if (singleOrigins.length < 2) return 'not enough single origins in 12 oz bags: no plans';
  const now = Date.now();
  let made = 0;
  for (const plan of plans) {
    const explorer = /explorer/i.test(plan.name);
    const shelf = /espresso/i.test(plan.name) && espressos.length >= 2 ? espressos : singleOrigins;
    const first = shelf[made % shelf.length];
    const next = shelf[(made + 1) % shelf.length];
    await manager.call('PUT', `/api/employee/subscription-plans/${plan.id}`, {
      kind: explorer ? 'origin-explorer' : 'roasters-choice',
      bagSize: '12 oz',
      bags: 2,
      picks: explorer
        ? []
        : [
            { from: isoDay(now), productId: first.id },
            { from: isoDay(now + 14 * DAY_MS), productId: next.id },
          ],
      origins: explorer ? singleOrigins.map((p) => p.id) : [],
    });
    made += 1;
  }
  return `${made} subscription plans`;
}
