import type { BillingPeriod } from '@coffee/contracts';
import { freshKey } from '@coffee/payments';
import type Stripe from 'stripe';
import { INTERVAL } from './stripe-client';

const scheduleIdOf = (subscription: Stripe.Subscription): string | null =>
  typeof subscription.schedule === 'string'
    ? subscription.schedule
    : (subscription.schedule?.id ?? null);

/** The phase running now (a schedule keeps its past phases too). */
function currentPhase(schedule: Stripe.SubscriptionSchedule) {
  const now = schedule.current_phase;
  return (
    (now && schedule.phases.find((p) => p.start_date === now.start_date)) ?? schedule.phases[0]
  );
}

/**
 * What the next renewal charges, without touching the period already paid for. A plain update of
 * the item to another interval would reset the billing cycle and invoice at once, so a schedule
 * runs the current phase to its end, then the new price; its phase metadata moves the
 * subscription's `billingPeriod` along, which the renewal's invoice then carries.
 */
export async function scheduleRenewalPeriod(
  stripe: Stripe,
  input: {
    subscriptionId: string;
    product: string;
    billingPeriod: BillingPeriod;
    amountCents: number;
  },
): Promise<void> {
  const { subscriptionId, billingPeriod } = input;
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  const existing = scheduleIdOf(subscription);
  const schedule = existing
    ? await stripe.subscriptionSchedules.retrieve(existing)
    : await stripe.subscriptionSchedules.create(
        { from_subscription: subscriptionId },
        { idempotencyKey: freshKey('schedule', subscriptionId) },
      );
  const current = currentPhase(schedule);
  if (!current) throw new Error(`Subscription schedule ${schedule.id} has no phase`);
  await stripe.subscriptionSchedules.update(
    schedule.id,
    {
      end_behavior: 'release',
      phases: [
        {
          items: current.items.map((item) => ({
            price: typeof item.price === 'string' ? item.price : item.price.id,
            quantity: item.quantity ?? 1,
          })),
          start_date: current.start_date,
          end_date: current.end_date,
        },
        {
          items: [
            {
              price_data: {
                currency: 'usd',
                product: input.product,
                unit_amount: input.amountCents,
                recurring: { interval: INTERVAL[billingPeriod] },
              },
              quantity: 1,
            },
          ],
          metadata: { billingPeriod },
          duration: { interval: INTERVAL[billingPeriod], interval_count: 1 },
        },
      ],
    },
    { idempotencyKey: freshKey('period', subscriptionId, billingPeriod) },
  );
}

/**
 * No further charge (true) or renewing again (false). A subscription run by a schedule (a period
 * switch waiting for renewal) cannot take cancel_at_period_end: the schedule is released first,
 * and with it the switch (a cancelled membership renews no more).
 */
export async function setCancelAtPeriodEnd(
  stripe: Stripe,
  subscriptionId: string,
  cancel: boolean,
): Promise<void> {
  if (cancel) {
    const schedule = scheduleIdOf(await stripe.subscriptions.retrieve(subscriptionId));
    if (schedule) await stripe.subscriptionSchedules.release(schedule);
  }
  await stripe.subscriptions.update(
    subscriptionId,
    { cancel_at_period_end: cancel },
    { idempotencyKey: freshKey('cancel', subscriptionId, String(cancel)) },
  );
}
