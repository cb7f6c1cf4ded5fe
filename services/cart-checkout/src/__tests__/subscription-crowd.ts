import { performance } from 'node:perf_hooks';
import {
  subscriptionChangeResultSchema,
  SUBSCRIPTION_ALREADY_PAUSED_MESSAGE,
  SUBSCRIPTION_ALREADY_SKIPPED_MESSAGE,
  SUBSCRIPTION_DELIVERY_GONE_MESSAGE,
  SUBSCRIPTION_NOT_PAUSED_MESSAGE,
  SUBSCRIPTION_SHIP_NOW_LOCKED_MESSAGE,
  type Subscription,
} from '@coffee/contracts';
import { newIdempotencyKey, newUserId, shippingAddress, type StartedCart } from './start-cart';

/**
 * Sixty requests at the same instant on ONE subscription (a customer's double-clicks, a script,
 * tabs on two phones), over one or two instances of the service, while the scheduler of every
 * instance runs: what holds for one request must hold for all of them at once.
 *
 * - 60 skips: each skips the next delivery not skipped yet, so 60 distinct cycles are skipped
 *   and every answer names its own day (a lost update shows as two answers, one cycle).
 * - 60 skips of one named delivery (a double click sends the cycle it saw): one applies.
 * - 60 pauses, then 60 resumes: exactly one of each applies; the others are the rule's 409.
 * - 60 "ship now" of the delivery shown, while every instance's scheduler runs: one applies (the
 *   others find it being prepared or on its way: 409), and exactly one order is made and paid.
 *
 * No answer may be a 5xx; the figures are each wave's latencies.
 */
export interface CrowdReport {
  instances: number;
  shoppers: number;
  waves: Record<
    string,
    { ok: number; refused: number; serverErrors: number; p50: number; p95: number; max: number }
  >;
  problems: string[];
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!);

export async function crowdOnOneSubscription(
  cart: StartedCart,
  options: { shoppers: number; instances: 1 | 2 },
): Promise<CrowdReport> {
  const { shoppers, instances } = options;
  const over = await cart.spread(instances);
  const problems: string[] = [];
  const waves: CrowdReport['waves'] = {};

  const userId = newUserId();
  const coffee = cart.catalog.addCoffee([
    { size: '12 oz', grind: 'whole-bean', price: '18.00', inventory: 1000 },
  ]);
  const created = await cart
    .as(userId)
    .post('/api/subscriptions')
    .set('Idempotency-Key', newIdempotencyKey())
    .send({
      productId: coffee.id,
      variantId: '12oz-whole-bean',
      quantity: 1,
      frequencyWeeks: 1,
      firstDeliveryOn: '2026-12-15',
      shippingAddress,
      paymentMethodId: cart.others.addCard(userId),
    });
  if (created.status !== 201) throw new Error(`subscribe: ${created.status} ${created.text}`);
  const id = (created.body as Subscription).id;

  /** One wave: `shoppers` POSTs at once, spread over the instances; their answers and times. */
  async function wave(
    name: string,
    action: string,
    body: object = {},
    alongside?: () => Promise<unknown>,
  ) {
    const [answers] = await Promise.all([
      Promise.all(
        Array.from({ length: shoppers }, async (_, i) => {
          const began = performance.now();
          const res = await over(i)
            .as(userId)
            .post(`/api/subscriptions/${id}/${action}`)
            .send(body);
          return { status: res.status, body: res.body as unknown, ms: performance.now() - began };
        }),
      ),
      alongside?.(),
    ]);
    const done = answers;
    const times = done.map((a) => a.ms).sort((a, b) => a - b);
    const serverErrors = done.filter((a) => a.status >= 500);
    for (const a of serverErrors.slice(0, 3))
      problems.push(`${name}: ${a.status} ${JSON.stringify(a.body)}`);
    waves[name] = {
      ok: done.filter((a) => a.status === 200).length,
      refused: done.filter((a) => a.status >= 400 && a.status < 500).length,
      serverErrors: serverErrors.length,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      max: percentile(times, 100),
    };
    return done;
  }

  const refusedWith = (answers: { status: number; body: unknown }[], message: string) =>
    answers.filter((a) => a.status === 409 && (a.body as { message?: string }).message === message)
      .length;

  // Skips: all apply, each to its own cycle.
  const skips = await wave('skip', 'skip');
  const days = skips
    .filter((a) => a.status === 200)
    .map((a) => subscriptionChangeResultSchema.parse(a.body).message);
  if (new Set(days).size !== days.length) problems.push('two skips answered the same day');
  const afterSkips = (await cart.as(userId).get('/api/subscriptions')).body as Subscription[];
  const skipped = afterSkips[0]?.skippedCycles ?? [];
  if (skipped.length !== shoppers || new Set(skipped).size !== shoppers)
    problems.push(`${shoppers} skips left ${skipped.length} skipped cycles`);

  // Sixty clicks on one delivery's Skip: one skip.
  const named = (skipped.at(-1) ?? 0) + 1;
  const clicks = await wave('skip-one', 'skip', { cycle: named });
  if (
    waves['skip-one']!.ok !== 1 ||
    refusedWith(clicks, SUBSCRIPTION_ALREADY_SKIPPED_MESSAGE) !== shoppers - 1
  )
    problems.push(`skip of cycle ${named}: ${waves['skip-one']!.ok} applied`);

  // Pauses then resumes: one each.
  const pauses = await wave('pause', 'pause');
  if (
    waves.pause!.ok !== 1 ||
    refusedWith(pauses, SUBSCRIPTION_ALREADY_PAUSED_MESSAGE) !== shoppers - 1
  )
    problems.push(`pause: ${waves.pause!.ok} applied`);
  const resumes = await wave('resume', 'resume');
  if (
    waves.resume!.ok !== 1 ||
    refusedWith(resumes, SUBSCRIPTION_NOT_PAUSED_MESSAGE) !== shoppers - 1
  )
    problems.push(`resume: ${waves.resume!.ok} applied`);

  // Ship now, with every instance's scheduler charging at the same time.
  const runs = () => cart.runSubscriptionsEverywhere();
  const shown = ((await cart.as(userId).get('/api/subscriptions')).body as Subscription[])[0];
  const ships = await wave('ship-now', 'ship-now', { cycle: shown?.next?.cycle }, async () => {
    for (let round = 0; round < 5; round += 1) await runs();
  });
  if (
    waves['ship-now']!.ok !== 1 ||
    // Refused as being prepared, or (the scheduler already charged it) as on its way.
    refusedWith(ships, SUBSCRIPTION_SHIP_NOW_LOCKED_MESSAGE) +
      refusedWith(ships, SUBSCRIPTION_DELIVERY_GONE_MESSAGE) !==
      shoppers - 1
  )
    problems.push(`ship-now: ${waves['ship-now']!.ok} applied`);
  for (let round = 0; round < 20; round += 1) {
    await runs();
    const paid = await cart.db.collection('orders').countDocuments({ userId, status: 'paid' });
    if (paid > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const orders = await cart.db
    .collection('orders')
    .find({ userId, idempotencyKey: new RegExp(`^sub-${id}-`) })
    .toArray();
  const paid = orders.filter((o) => o.status === 'paid');
  if (paid.length !== 1) problems.push(`ship-now made ${paid.length} paid orders`);
  return { instances, shoppers, waves, problems };
}
