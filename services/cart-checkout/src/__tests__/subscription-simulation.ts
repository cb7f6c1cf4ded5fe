import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { subscriptionListSchema, type Subscription } from '@coffee/contracts';
import type { SubscriptionItem } from '../domain/subscriptions/subscription';
import { createClock } from '@coffee/service-defaults';
import { newIdempotencyKey, newUserId, shippingAddress, startCart } from './start-cart';

/**
 * Subscribe & Save over a year, on the service's movable clock: many customers subscribe, skip,
 * pause, resume, swap coffee, change frequency, cancel, lose and renew Direct+, and some pay with
 * a card whose charges are declined until they replace it. Two instances charge at once: this
 * process, and a second cart-checkout in a child process (from source, the same database) that is
 * SIGKILLed at random moments while deliveries are due, and started again.
 *
 * What must hold, counted at the end: no (subscription, cycle) paid twice (orders and the
 * provider's successes), no delivery missed (every cycle the schedule passed has its outcome, no
 * active subscription left due), every paid delivery order the coffee, quantity and price the
 * subscription had when it was charged.
 */
export interface SimulationOptions {
  subscriptions: number;
  weeks: number;
  /** Chance per 12-hour step that the child is killed while deliveries are due. */
  killChance: number;
  seed: number;
  log?: (line: string) => void;
}

export interface SimulationReport {
  subscriptions: number;
  steps: number;
  actions: Record<string, number>;
  kills: number;
  ordered: number;
  skipped: number;
  failedCharges: number;
  pausedByDunning: number;
  outOfStock: number;
  doubleCharges: number;
  missedDeliveries: number;
  mismatchedOrders: number;
  problems: string[];
  seconds: number;
}

const HALF_DAY = 12 * 3_600_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// Tuesday Dec 1 2026, 10:00 in New York.
const START = Date.parse('2026-12-01T15:00:00Z');

/** A small seeded generator (mulberry32): the same seed, the same year. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
  };
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The day of `ms`, moved past a weekend (deliveries ship on business days). */
const weekday = (ms: number) => {
  const weekdayOf = new Date(ms).getUTCDay();
  return day(ms + (weekdayOf === 6 ? 2 : weekdayOf === 0 ? 1 : 0) * 86_400_000);
};

export async function simulateSubscriptions(options: SimulationOptions): Promise<SimulationReport> {
  const began = Date.now();
  const log = options.log ?? (() => {});
  const rnd = random(options.seed);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sub-sim-'));
  const clockFile = path.join(dir, 'clock');
  let now = START;
  const setNow = async (at: number) => {
    now = at;
    fs.writeFileSync(clockFile, String(at - Date.now()));
    // Both clocks read the file again within 100 ms.
    await sleep(150);
  };
  await setNow(START);

  // A killed charge run leaves its lease and its order claim behind: short ones here, so the
  // next run takes the delivery over within seconds (production waits minutes).
  const fast = {
    SUBSCRIPTION_LEASE_MS: '3000',
    ORDER_LOCK_LEASE_MS: '3000',
    STOCK_TIMEOUT_MS: '500',
    SERVICE_TIMEOUT_MS: '1000',
    ORDER_ABANDONED_AFTER_MS: '20000',
  };
  const cart = await startCart(fast, {
    clock: createClock({ TEST_CLOCK_FILE: clockFile }),
    subscriptionRunMs: 0,
  });
  const coffees = Array.from({ length: 5 }, () =>
    cart.catalog.addCoffee([
      { size: '12 oz', grind: 'whole-bean', price: '18.00', inventory: 1e9 },
      { size: '12 oz', grind: 'pour-over', price: '18.50', inventory: 1e9 },
      { size: '2 lb', grind: 'espresso', price: '41.00', inventory: 1e9 },
    ]),
  );
  const variantsOf = (productId: string) =>
    (coffees.find((c) => c.id === productId)?.variants ?? []).map((v) => v.id);
  const priceOf = (productId: string, variantId: string) =>
    Number(
      coffees.find((c) => c.id === productId)?.variants.find((v) => v.id === variantId)?.price,
    ) * 100;

  // The second instance: cart-checkout's own entry point run from source in a child process.
  const root = path.resolve(__dirname, '../../../..');
  const running: { child: ChildProcess | null } = { child: null };
  // jiti resolves packages itself (Node's --conditions do not reach it): each workspace package
  // is pointed at its TypeScript source, as jest and webpack see them, never at a stale dist.
  const aliases: Record<string, string> = {};
  for (const dir of fs.readdirSync(path.join(root, 'packages'))) {
    const file = path.join(root, 'packages', dir, 'package.json');
    if (!fs.existsSync(file)) continue;
    const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      name: string;
      exports?: Record<string, { '@coffee/source'?: string } | string>;
    };
    for (const [subpath, target] of Object.entries(pkg.exports ?? {})) {
      const source = typeof target === 'object' ? target['@coffee/source'] : undefined;
      if (source)
        aliases[`${pkg.name}${subpath.slice(1)}`] = path.join(root, 'packages', dir, source);
    }
  }
  let killing = false;
  function startChild() {
    running.child = spawn(
      process.execPath,
      [
        '--conditions=@coffee/source',
        // jiti runs the service's TypeScript as it is (a devDependency, like the tests' swc).
        path.join(path.dirname(require.resolve('jiti/package.json')), 'lib/jiti-cli.mjs'),
        path.join(root, 'services/cart-checkout/src/main.ts'),
      ],
      {
        env: {
          ...process.env,
          ...cart.env,
          ...fast,
          PORT: '0',
          TEST_CLOCK_FILE: clockFile,
          SUBSCRIPTION_RUN_MS: '200',
          // Its mailer has nowhere to send: the mails stay in the outboxes.
          SMTP_URL: 'smtp://127.0.0.1:9',
          JITI_ALIAS: JSON.stringify(aliases),
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    const child = running.child;
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    // A child that dies on its own (it could not start, it crashed) is a finding, not a kill.
    child.on('exit', (code) => {
      if (!killing && code !== 0) problems.push(`the second instance exited (${code}): ${stderr}`);
    });
  }
  startChild();

  const users: { userId: string; member: boolean; goodCard: string; declining: string }[] = [];
  const actions: Record<string, number> = {};
  const count = (kind: string) => {
    actions[kind] = (actions[kind] ?? 0) + 1;
  };
  // What each (subscription, cycle) was to be when charged: its coffee last seen before the
  // charge (it is locked by then), and every membership its customer had while it was the next
  // delivery (the price is set when its order is made, which a killed run can leave for later).
  const expected = new Map<string, { item: SubscriptionItem; members: Set<boolean> }>();
  const problems: string[] = [];
  let kills = 0;

  try {
    for (let i = 0; i < options.subscriptions; i += 1) {
      const userId = newUserId();
      const member = rnd.chance(0.3);
      cart.account.addUser({ id: userId, isDirectPlus: member, email: `sim${i}@example.com` });
      const user = {
        userId,
        member,
        goodCard: cart.others.addCard(userId),
        declining: cart.others.addCard(userId, { declines: true }),
      };
      users.push(user);
      const coffee = rnd.pick(coffees);
      const res = await cart
        .as(userId)
        .post('/api/subscriptions')
        .set('Idempotency-Key', newIdempotencyKey())
        .send({
          productId: coffee.id,
          variantId: rnd.pick(variantsOf(coffee.id)),
          quantity: rnd.int(1, 3),
          frequencyWeeks: rnd.pick([1, 2, 3, 4, 6]),
          firstDeliveryOn: weekday(START + rnd.int(7, 20) * 86_400_000),
          shippingAddress,
          paymentMethodId: rnd.chance(0.1) ? user.declining : user.goodCard,
        });
      // A weekend day is refused (400): that customer simply does not subscribe.
      if (res.status !== 201 && res.status !== 400)
        problems.push(`create ${res.status}: ${res.text}`);
    }

    const listOf = async (userId: string): Promise<Subscription[]> =>
      subscriptionListSchema.parse((await cart.as(userId).get('/api/subscriptions')).body);

    /** Every delivery due now charged, by this instance (the child may take some first). */
    async function drain(untilQuiet: boolean) {
      for (let round = 0; round < (untilQuiet ? 200 : 3); round += 1) {
        const counts = await cart.service.runSubscriptions();
        const worked = Object.entries(counts).some(([k, n]) => k !== 'not-due' && n > 0);
        const due = await cart.db.collection('subscriptions').countDocuments({
          status: { $in: ['active', 'paused'] },
          nextChargeAt: { $lte: new Date(now) },
        });
        if (due === 0) return;
        if (!worked) await sleep(250);
      }
    }

    const steps = Math.round((options.weeks * 7 * 86_400_000) / HALF_DAY);
    for (let step = 0; step < steps; step += 1) {
      // The customers act (at this moment), and some memberships start or end.
      for (const user of users) {
        if (rnd.chance(0.002)) {
          user.member = !user.member;
          cart.account.addUser({
            id: user.userId,
            isDirectPlus: user.member,
            email: `${user.userId}@example.com`,
          });
          count('membership-changed');
        }
        if (!rnd.chance(0.05)) continue;
        const [sub] = await listOf(user.userId);
        if (!sub || sub.status === 'cancelled') continue;
        const post = (action: string, body: object = {}) =>
          cart.as(user.userId).post(`/api/subscriptions/${sub.id}/${action}`).send(body);
        let res;
        if (sub.status === 'paused') {
          if (sub.pauseReason === 'payment-failed' || sub.card.last4 === '0341') {
            res = await post('change', { paymentMethodId: user.goodCard });
            count('card-replaced');
          } else if (sub.pausedUntil === null && rnd.chance(0.5)) {
            res = await post('resume');
            count('resume');
          } else continue;
        } else {
          const roll = rnd.int(1, 100);
          if (roll <= 30) {
            res = await post('skip');
            count('skip');
          } else if (roll <= 45) {
            const coffee = rnd.pick(coffees);
            res = await post('change', {
              productId: coffee.id,
              variantId: rnd.pick(variantsOf(coffee.id)),
            });
            count('swap');
          } else if (roll <= 60) {
            res = await post('change', {
              quantity: rnd.int(1, 4),
              frequencyWeeks: rnd.pick([1, 2, 3, 4, 6]),
            });
            count('change');
          } else if (roll <= 70) {
            const until = rnd.chance(0.7) ? { until: day(now + rnd.int(10, 40) * 86_400_000) } : {};
            res = await post('pause', until);
            count('pause');
          } else if (roll <= 75) {
            res = await post('ship-now');
            count('ship-now');
          } else if (roll <= 77) {
            res = await post('cancel');
            count('cancel');
          } else if (sub.card.last4 === '0341') {
            res = await post('change', { paymentMethodId: user.goodCard });
            count('card-replaced');
          } else continue;
        }
        // 409s are the rules saying no (already paused, locked): never a 5xx.
        if (res.status >= 500) problems.push(`action ${res.status}: ${res.text}`);
      }
      await drain(false);

      // What each subscription is to be when its next delivery is charged.
      const subs = await cart.db
        .collection('subscriptions')
        .find({}, { projection: { item: 1, cycle: 1, userId: 1 } })
        .toArray();
      for (const s of subs) {
        const user = users.find((u) => u.userId === s.userId);
        const key = `${String(s._id)}:${s.cycle as number}`;
        const members = expected.get(key)?.members ?? new Set<boolean>();
        members.add(user?.member ?? false);
        expected.set(key, { item: s.item as SubscriptionItem, members });
      }

      // Half a day passes: deliveries fall due, both instances charge them; sometimes the child
      // dies in the middle of it.
      const due = await cart.db.collection('subscriptions').countDocuments({
        status: { $in: ['active', 'paused'] },
        nextChargeAt: { $lte: new Date(now + HALF_DAY) },
      });
      await setNow(now + HALF_DAY);
      if (due > 0 && rnd.chance(options.killChance)) {
        await sleep(rnd.int(50, 600));
        killing = true;
        const victim = running.child;
        if (victim && victim.exitCode === null && victim.signalCode === null) {
          const gone = new Promise((resolve) => victim.once('exit', resolve));
          victim.kill('SIGKILL');
          await gone;
        }
        killing = false;
        kills += 1;
        startChild();
      }
      await drain(false);
      if (step % 14 === 13)
        log(`week ${(step + 1) / 2}: ${JSON.stringify(actions)} kills ${kills}`);
    }
    await drain(true);
    // A success whose event a killed child never sent is delivered by the sweeper (as Stripe
    // retries a webhook): the order is paid, or, cancelled meanwhile, the money goes back.
    await setNow(now + 60_000);
    for (let round = 0; round < 20; round += 1) {
      await cart.service.sweepOrders();
      const stranded = await cart.db
        .collection('offline_order_payments')
        .countDocuments({ status: 'processing' });
      if (stranded === 0) break;
      await sleep(500);
    }
  } finally {
    killing = true;
    running.child?.kill('SIGKILL');
  }

  // The counts.
  const db = cart.db;
  const subs = await db.collection('subscriptions').find({}).toArray();
  const orders = await db.collection('orders').find({ idempotencyKey: /^sub-/ }).toArray();
  const items = await db.collection('order_items').find({}).toArray();
  const itemsOf = new Map<string, typeof items>();
  for (const item of items) {
    const id = String(item.orderId);
    itemsOf.set(id, [...(itemsOf.get(id) ?? []), item]);
  }
  const paidByCycle = new Map<string, number>();
  let mismatchedOrders = 0;
  for (const order of orders) {
    if (!['paid', 'processing', 'shipped', 'completed'].includes(order.status as string)) continue;
    const [, id, cycle] =
      /^sub-([a-f0-9]{24})-(\d+)-\d+$/.exec(order.idempotencyKey as string) ?? [];
    const key = `${id}:${cycle}`;
    paidByCycle.set(key, (paidByCycle.get(key) ?? 0) + 1);
    const want = expected.get(key);
    const lines = itemsOf.get(String(order._id)) ?? [];
    const line = lines[0];
    const unit = want ? priceOf(want.item.productId, want.item.variantId) : NaN;
    const prices = [...(want?.members ?? [])].map(
      (member) =>
        (member ? unit - Math.round((unit * 15) / 100) : unit) * (want?.item.quantity ?? 0),
    );
    if (
      !want ||
      lines.length !== 1 ||
      line?.productId !== want.item.productId ||
      line?.variantId !== want.item.variantId ||
      line?.quantity !== want.item.quantity ||
      !prices.includes(order.subtotalCents as number)
    ) {
      mismatchedOrders += 1;
      if (problems.length < 20)
        problems.push(
          `order ${String(order._id)} for ${key} differs from ${JSON.stringify(want)}: ${JSON.stringify(line)} ${order.subtotalCents}`,
        );
    }
  }
  // The provider's side: successes per (subscription, cycle).
  const payments = await db.collection('offline_order_payments').find({}).toArray();
  const orderOfPayment = new Map(payments.map((p) => [String(p._id), String(p.orderId)]));
  const keyOfOrder = new Map(orders.map((o) => [String(o._id), String(o.idempotencyKey)]));
  const successes = await db
    .collection('offline_order_payment_once')
    .find({ _id: /^success:/ as never })
    .toArray();
  // Money kept per (subscription, cycle): successes less the refunds of them.
  const providerByCycle = new Map<string, number>();
  const add = (orderId: string, n: number) => {
    const orderKey = keyOfOrder.get(orderId);
    if (!orderKey) return;
    const cycleKey = orderKey.replace(/-\d+$/, '');
    providerByCycle.set(cycleKey, (providerByCycle.get(cycleKey) ?? 0) + n);
  };
  for (const success of successes) add(orderOfPayment.get(String(success.ref)) ?? '', 1);
  const refunds = await db
    .collection('offline_order_payment_once')
    .find({ _id: /^refund:/ as never })
    .toArray();
  for (const refund of refunds) add(String(refund._id).split(':')[1] ?? '', -1);
  const doubled = [
    ...[...paidByCycle].filter(([, n]) => n > 1).map(([key, n]) => `${n} paid orders for ${key}`),
    ...[...providerByCycle]
      .filter(([, n]) => n > 1)
      .map(([key, n]) => {
        const own = orders
          .filter((o) => String(o.idempotencyKey).startsWith(`${key}-`))
          .map(
            (o) =>
              `${String(o.idempotencyKey)} ${String(o.status)} ${String(o.payment?.status)} ${String(o.payment?.ref)}`,
          );
        const paid = payments
          .filter((p) => keyOfOrder.get(String(p.orderId))?.startsWith(`${key}-`))
          .map((p) => `${String(p._id)} ${String(p.status)}`);
        return `${n} provider successes for ${key}: orders ${JSON.stringify(own)} payments ${JSON.stringify(paid)}`;
      }),
  ];
  problems.push(...doubled);
  const doubleCharges = doubled.length;

  let missedDeliveries = 0;
  let ordered = 0;
  let skipped = 0;
  let failedCharges = 0;
  let outOfStock = 0;
  let pausedByDunning = 0;
  for (const s of subs) {
    const deliveries = (s.deliveries ?? []) as {
      cycle: number;
      outcome: string;
      orderId?: string;
    }[];
    if (s.pauseReason === 'payment-failed') pausedByDunning += 1;
    for (let cycle = 1; cycle < (s.cycle as number); cycle += 1) {
      const done = deliveries.filter((d) => d.cycle === cycle && d.outcome !== 'payment-failed');
      if (done.length !== 1) {
        missedDeliveries += 1;
        if (problems.length < 20)
          problems.push(`subscription ${String(s._id)} cycle ${cycle}: ${done.length} outcomes`);
      }
    }
    for (const d of deliveries) {
      if (d.outcome === 'ordered') ordered += 1;
      if (d.outcome === 'skipped') skipped += 1;
      if (d.outcome === 'payment-failed') failedCharges += 1;
      if (d.outcome === 'out-of-stock') outOfStock += 1;
    }
    // Left due after the last run: a delivery the scheduler dropped.
    if (
      ['active', 'paused'].includes(s.status as string) &&
      s.nextChargeAt &&
      (s.nextChargeAt as Date).getTime() <= now
    ) {
      missedDeliveries += 1;
      problems.push(`subscription ${String(s._id)} still due at the end`);
    }
    const paid = [...paidByCycle.keys()].filter((k) => k.startsWith(`${String(s._id)}:`)).length;
    const recorded = deliveries.filter((d) => d.outcome === 'ordered').length;
    if (paid !== recorded) {
      mismatchedOrders += 1;
      const own = orders
        .filter((o) => String(o.idempotencyKey).startsWith(`sub-${String(s._id)}-`))
        .map((o) => `${String(o.idempotencyKey)} ${String(o.status)} ${String(o.payment?.status)}`);
      problems.push(
        `subscription ${String(s._id)}: ${paid} paid orders, ${recorded} recorded; deliveries ${JSON.stringify(deliveries.map((d) => [d.cycle, d.outcome, d.orderId]))}; orders ${JSON.stringify(own)}`,
      );
    }
  }
  await cart.stop();
  fs.rmSync(dir, { recursive: true, force: true });
  return {
    subscriptions: subs.length,
    steps: Math.round((options.weeks * 7 * 86_400_000) / HALF_DAY),
    actions,
    kills,
    ordered,
    skipped,
    failedCharges,
    pausedByDunning,
    outOfStock,
    doubleCharges,
    missedDeliveries,
    mismatchedOrders,
    problems,
    seconds: Math.round((Date.now() - began) / 1000),
  };
}
