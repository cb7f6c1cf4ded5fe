import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { subscriptionSchema } from '@coffee/contracts';
import { Types } from 'mongoose';
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
  /** Wall-clock seconds per phase (customers, charge runs, snapshots, the final counts). */
  timings: Record<string, number>;
}

const HALF_DAY = 12 * 3_600_000;
// Tuesday Dec 1 2026, 10:00 in New York.
const START = Date.parse('2026-12-01T15:00:00Z');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** How many due subscriptions one scheduler run takes (runDue's default limit, charges.ts). */
const RUN_BATCH = 100;
/** Customers' requests in flight at once (they act independently, each on their own subscription). */
const CUSTOMERS_AT_ONCE = 4;

/** Runs `work` over `items`, `size` at a time. */
async function inPool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

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
  const spent: Record<string, number> = {};
  const timed = async <T>(phase: string, work: () => Promise<T>): Promise<T> => {
    const at = Date.now();
    try {
      return await work();
    } finally {
      spent[phase] = (spent[phase] ?? 0) + (Date.now() - at) / 1000;
    }
  };
  const timings = () =>
    Object.fromEntries(Object.entries(spent).map(([phase, s]) => [phase, Math.round(s)]));
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
    // No mailer runs here, and the mails are stamped in real time while the clock runs a year
    // in an hour: kept as in the shop (a week), every subscription would carry its year of mails.
    SUBSCRIPTION_MAIL_KEEP_MS: '60000',
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

  // The second instance: cart-checkout's server run from source in a child process, started as
  // its main.ts starts it, without a mailer, charging when told the clock moved
  // (simulation-instance.ts).
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
        path.join(__dirname, 'simulation-instance.ts'),
      ],
      {
        env: {
          ...process.env,
          ...cart.env,
          ...fast,
          PORT: '0',
          TEST_CLOCK_FILE: clockFile,
          JITI_ALIAS: JSON.stringify(aliases),
        },
        stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      },
    );
    const child = running.child;
    // A tick sent as it is killed goes nowhere: the next instance looks at start anyway.
    child.on('error', () => {});
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
  const userById = new Map<string, (typeof users)[number]>();
  /** Each customer's subscription (one each), from its creation's answer. */
  const subscriptionOf = new Map<string, string>();
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
    const signUps = Array.from({ length: options.subscriptions }, (_, i) => {
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
      userById.set(userId, user);
      const coffee = rnd.pick(coffees);
      return {
        userId,
        body: {
          productId: coffee.id,
          variantId: rnd.pick(variantsOf(coffee.id)),
          quantity: rnd.int(1, 3),
          frequencyWeeks: rnd.pick([1, 2, 3, 4, 6]),
          firstDeliveryOn: weekday(START + rnd.int(7, 20) * 86_400_000),
          shippingAddress,
          paymentMethodId: rnd.chance(0.1) ? user.declining : user.goodCard,
        },
      };
    });
    await timed('subscribe', () =>
      inPool(signUps, CUSTOMERS_AT_ONCE, async ({ userId, body }) => {
        const res = await cart
          .as(userId)
          .post('/api/subscriptions')
          .set('Idempotency-Key', newIdempotencyKey())
          .send(body);
        // A weekend day is refused (400): that customer simply does not subscribe.
        if (res.status === 201) subscriptionOf.set(userId, subscriptionSchema.parse(res.body).id);
        else if (res.status !== 400) problems.push(`create ${res.status}: ${res.text}`);
      }),
    );

    /** Whether any delivery is due by `at`, as the scheduler asks (this reads every subscription). */
    const dueBy = (at: number) =>
      cart.db.collection('subscriptions').countDocuments({
        status: { $in: ['active', 'paused'] },
        nextChargeAt: { $lte: new Date(at) },
      });

    /** The child's scheduler looks now (and again until it finds nothing due). */
    const tick = () => {
      const child = running.child;
      if (child?.connected) child.send('tick', () => {});
    };

    /**
     * Every delivery due now charged, by this instance (the child may take some first). Its runs
     * say when that is done (their query is the scheduler's, at the service's clock, which is
     * never behind this one): one that found nothing due, or fewer than a batch (RUN_BATCH), all
     * of them charged by it. The last one counts instead, until none is due.
     */
    async function drain(untilQuiet: boolean) {
      for (let round = 0; round < (untilQuiet ? 200 : 3); round += 1) {
        const counts = await timed('charge runs', () => cart.service.runSubscriptions());
        const looked = Object.values(counts).reduce((sum, n) => sum + n, 0);
        const worked = Object.entries(counts).some(([k, n]) => k !== 'not-due' && n > 0);
        const allDone = looked < RUN_BATCH && counts.busy === 0 && counts['not-due'] === 0;
        if (untilQuiet ? (await dueBy(now)) === 0 : allDone) return;
        if (!worked) await sleep(250);
      }
    }

    /** A subscription as the customers' choices and the expected orders need it. */
    interface Seen {
      _id: Types.ObjectId;
      status: string;
      pauseReason: string | null;
      pausedUntil: string | null;
      card: { last4: string };
      item: SubscriptionItem;
      pending: { fromCycle: number; item?: SubscriptionItem | null } | null;
      cycle: number;
    }
    interface Snapshot {
      userId: string;
      nextChargeAt: Date | null;
    }
    /** The customers' subscriptions (null: none), each read by its id. */
    const readSubscriptions = (of: readonly { userId: string }[]) =>
      Promise.all(
        of.map(async ({ userId }) => {
          const id = subscriptionOf.get(userId);
          if (!id) return null;
          return cart.db.collection('subscriptions').findOne<Seen>(
            { _id: new Types.ObjectId(id) },
            {
              projection: {
                status: 1,
                pauseReason: 1,
                pausedUntil: 1,
                card: 1,
                item: 1,
                pending: 1,
                cycle: 1,
              },
            },
          );
        }),
      );
    /** Seen as its next delivery (cycle) is to be, by a customer with these memberships. */
    const see = (s: Pick<Seen, '_id' | 'item' | 'cycle'>, memberships: boolean[]) => {
      const key = `${String(s._id)}:${s.cycle}`;
      const members = expected.get(key)?.members ?? new Set<boolean>();
      for (const member of memberships) members.add(member);
      expected.set(key, { item: s.item, members });
    };

    const steps = Math.round((options.weeks * 7 * 86_400_000) / HALF_DAY);
    for (let step = 0; step < steps; step += 1) {
      // Some memberships start or end, and the customers act (at this moment). Who does is drawn
      // first; each one's subscription is read from the database by its id (the record the list
      // shows), and the action chosen from it is sent through the API.
      const flipping: (typeof users)[number][] = [];
      const acting: (typeof users)[number][] = [];
      for (const user of users) {
        if (rnd.chance(0.002)) flipping.push(user);
        if (rnd.chance(0.05)) acting.push(user);
      }
      // Read before the change: the delivery next then may be charged on either side of it.
      for (const [i, sub] of (await readSubscriptions(flipping)).entries()) {
        const user = flipping[i] as (typeof users)[number];
        if (sub) see(sub, [user.member, !user.member]);
        user.member = !user.member;
        cart.account.addUser({
          id: user.userId,
          isDirectPlus: user.member,
          email: `${user.userId}@example.com`,
        });
        count('membership-changed');
      }
      const seen = await timed('customers', () => readSubscriptions(acting));
      const requests: { userId: string; path: string; body: object }[] = [];
      acting.forEach((user, i) => {
        const sub = seen[i];
        if (!sub) return;
        // What it is before the action: an action may have its next delivery charged at once
        // (ship now, a resume or a new card when it is due), before the next snapshot.
        see(sub, [user.member]);
        // A new card or a resume (they change no coffee) can reach the delivery after as well:
        // the one retried after the dunning's days, then the next, already due by then, in the
        // same run (seen 2026-11-30: cycle 1 paid late on a new card, cycle 2 charged the same
        // half day). A later look at that delivery, if there is one first, replaces this.
        const seeNextToo = () => {
          const next = sub.cycle + 1;
          const item =
            sub.pending?.item && sub.pending.fromCycle <= next ? sub.pending.item : sub.item;
          see({ ...sub, cycle: next, item }, [user.member]);
        };
        if (sub.status === 'cancelled') return;
        const post = (action: string, body: object = {}) =>
          requests.push({
            userId: user.userId,
            path: `/api/subscriptions/${String(sub._id)}/${action}`,
            body,
          });
        if (sub.status === 'paused') {
          if (sub.pauseReason === 'payment-failed' || sub.card.last4 === '0341') {
            post('change', { paymentMethodId: user.goodCard });
            count('card-replaced');
            seeNextToo();
          } else if (sub.pausedUntil === null && rnd.chance(0.5)) {
            post('resume');
            count('resume');
            seeNextToo();
          }
          return;
        }
        const roll = rnd.int(1, 100);
        if (roll <= 30) {
          post('skip');
          count('skip');
        } else if (roll <= 45) {
          const coffee = rnd.pick(coffees);
          post('change', { productId: coffee.id, variantId: rnd.pick(variantsOf(coffee.id)) });
          count('swap');
        } else if (roll <= 60) {
          post('change', { quantity: rnd.int(1, 4), frequencyWeeks: rnd.pick([1, 2, 3, 4, 6]) });
          count('change');
        } else if (roll <= 70) {
          const until = rnd.chance(0.7) ? { until: day(now + rnd.int(10, 40) * 86_400_000) } : {};
          post('pause', until);
          count('pause');
        } else if (roll <= 75) {
          post('ship-now');
          count('ship-now');
        } else if (roll <= 77) {
          post('cancel');
          count('cancel');
        } else if (sub.card.last4 === '0341') {
          post('change', { paymentMethodId: user.goodCard });
          count('card-replaced');
          seeNextToo();
        }
      });
      await timed('customers', () =>
        inPool(requests, CUSTOMERS_AT_ONCE, async ({ userId, path, body }) => {
          const res = await cart.as(userId).post(path).send(body);
          // 409s are the rules saying no (already paused, locked): never a 5xx.
          if (res.status >= 500) problems.push(`action ${res.status}: ${res.text}`);
        }),
      );
      tick();
      await drain(false);

      // What each subscription is to be when its next delivery is charged: every subscription
      // read after the customers acted and before the clock moves on.
      const subs = await timed('snapshots', () =>
        cart.db
          .collection('subscriptions')
          .find<Pick<Seen, '_id' | 'item' | 'cycle' | 'status'> & Snapshot>(
            // A cancelled one is charged no more (as the scheduler asks: FerretDB reads fewer).
            { status: { $ne: 'cancelled' } },
            { projection: { item: 1, cycle: 1, userId: 1, status: 1, nextChargeAt: 1 } },
          )
          .toArray(),
      );
      // Half a day passes: deliveries fall due (counted from the same read), both instances
      // charge them; sometimes the child dies in the middle of it.
      let due = 0;
      for (const s of subs) {
        see(s, [userById.get(s.userId)?.member ?? false]);
        if (
          ['active', 'paused'].includes(s.status) &&
          s.nextChargeAt &&
          s.nextChargeAt.getTime() <= now + HALF_DAY
        )
          due += 1;
      }
      await setNow(now + HALF_DAY);
      if (due > 0) tick();
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
      // Nothing fell due: no run to make (the next step's first run looks anyway).
      if (due > 0) await drain(false);
      if (step % 14 === 13)
        log(
          `week ${(step + 1) / 14}: ${JSON.stringify(actions)} kills ${kills}, ${Math.round((Date.now() - began) / 1000)} s ${JSON.stringify(timings())}`,
        );
    }
    await timed('last charges', () => drain(true));
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
    // That minute makes due what was set for it: a dunning retry is timed from its failure,
    // seconds after the half day it ran in (seen 2026-11-30: two retries due 20 s after the last
    // step, reported as left due). The end is judged at this clock, so they are charged first.
    await timed('last charges', () => drain(true));
  } finally {
    killing = true;
    running.child?.kill('SIGKILL');
  }

  // The counts.
  const counting = Date.now();
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
  /** Per subscription: how many of its cycles have a paid order. */
  const paidCycles = new Map<string, number>();
  let mismatchedOrders = 0;
  for (const order of orders) {
    if (!['paid', 'processing', 'shipped', 'completed'].includes(order.status as string)) continue;
    const [, id, cycle] =
      /^sub-([a-f0-9]{24})-(\d+)-\d+$/.exec(order.idempotencyKey as string) ?? [];
    const key = `${id}:${cycle}`;
    paidByCycle.set(key, (paidByCycle.get(key) ?? 0) + 1);
    if (paidByCycle.get(key) === 1)
      paidCycles.set(String(id), (paidCycles.get(String(id)) ?? 0) + 1);
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
      if (problems.length < 20) {
        // Its story: the cycles the simulation saw it at, and what the subscription recorded.
        const sub = subs.find((x) => String(x._id) === id);
        const seenAt = [...expected.keys()].filter((k) => k.startsWith(`${id}:`));
        const story = ((sub?.deliveries ?? []) as { cycle: number; outcome: string; on: string }[])
          .map((d) => `${d.cycle} ${d.outcome} ${d.on}`)
          .join(', ');
        problems.push(
          `order ${String(order._id)} for ${key} differs from ${JSON.stringify(want)}: ${JSON.stringify(line)} ${order.subtotalCents}; seen at ${seenAt.join(' ')}; deliveries ${story}`,
        );
      }
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
    const paid = paidCycles.get(String(s._id)) ?? 0;
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
  spent.counting = (Date.now() - counting) / 1000;
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
    timings: timings(),
  };
}
