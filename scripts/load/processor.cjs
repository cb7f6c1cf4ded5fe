// Hooks the scenarios in shop.yml call (Artillery loads this with require(), hence CommonJS).
// They do what the shop's pages do around their requests, and time them the way the load test
// reports them.
'use strict';

const { randomBytes } = require('node:crypto');

// The cookie and header names of @coffee/contracts (COOKIE_SECURE=false, as on a local shop).
const CSRF_COOKIE = 'coffee_csrf';
const CSRF_HEADER = 'x-csrf-token';
const SIGN_IN_PATH = '/api/login';

/**
 * Every write carries the CSRF token read from the cookie jar just before it is sent, as the
 * shop's pages (@coffee/platform) read the cookie before each write: the gateway replaces the
 * token whenever the session changes (sign-in), so one captured at the start would go stale.
 * `context._jar` is the journey's tough-cookie jar in Artillery 2.0.21 (the driver pins it).
 */
function csrfFromCookie(requestParams, context, events, next) {
  const method = String(requestParams.method || 'GET').toUpperCase();
  if (method !== 'GET' && method !== 'HEAD' && context._jar) {
    const cookie = context._jar
      .getCookiesSync(requestParams.url)
      .find((c) => c.key === CSRF_COOKIE);
    if (cookie) requestParams.headers = { ...requestParams.headers, [CSRF_HEADER]: cookie.value };
  }
  return next();
}

let buyers = 0;
/**
 * The checkout's shopper: the load users in turn (buyers.csv, loaded whole). A user comes round
 * again only after every other user's checkout has started, long after their own has ended, so
 * no two checkouts order one cart. Artillery's payload `order: sequence` would not do: it moves
 * on for every journey, browsing too, so two checkouts could draw one user seconds apart.
 */
function nextBuyer(context, events, next) {
  const list = context.vars.buyers;
  if (!Array.isArray(list) || !list.length) return next(new Error('buyers.csv is empty'));
  const user = list[buyers++ % list.length];
  context.vars.buyer = user.username;
  context.vars.buyerPassword = user.password;
  return next();
}

/** A fresh Idempotency-Key per order, as the checkout page makes one per "Place Order". */
function newOrderKey(context, events, next) {
  context.vars.orderKey = `load-${Date.now().toString(36)}-${randomBytes(6).toString('hex')}`;
  return next();
}

/**
 * The two latencies the load test reports apart: the sign-in POST, which spends a bcrypt
 * cost-12 check by design (hundreds of ms of one core), and every other request (`shop`).
 * Time to first byte, as Artillery's own http.response_time.
 */
function timeResponse(requestParams, response, context, events, next) {
  const path = new URL(requestParams.url).pathname;
  const ms = response.timings && response.timings.phases && response.timings.phases.firstByte;
  if (typeof ms === 'number')
    events.emit(
      'histogram',
      path === SIGN_IN_PATH ? 'signin.response_time' : 'shop.response_time',
      ms,
    );
  // Why an answer failed, in the report (the signed-out 401s are expected and left out).
  if (response.statusCode >= 400 && response.statusCode !== 401)
    events.emit('counter', `answers.${whyFailed(requestParams, response, path)}`, 1);
  return next();
}

/** `409 POST /api/orders: Your cart is empty`, ids replaced so that alike answers add up. */
function whyFailed(requestParams, response, path) {
  let message = '';
  try {
    const body = typeof response.body === 'string' ? JSON.parse(response.body) : response.body;
    message = [body && body.code, body && body.message].filter(Boolean).join(' ');
  } catch {
    // Not JSON: the status says enough.
  }
  const method = String(requestParams.method || 'GET').toUpperCase();
  const route = path.replace(/[0-9a-f]{24}/g, ':id');
  return `${response.statusCode} ${method} ${route}${message ? `: ${message.slice(0, 120)}` : ''}`;
}

module.exports = { csrfFromCookie, newOrderKey, nextBuyer, timeResponse };
