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
