import {
  addBusinessDays,
  addCalendarDays,
  calendarDaysBetween,
  chargeAtOf,
  dayIn,
  earliestDeliveryDay,
  isBusinessDay,
  isLocked,
  nextDeliveryAfter,
  pauseUntilTooEarlyMessage,
  SUBSCRIPTION_ALREADY_SKIPPED_MESSAGE,
  SUBSCRIPTION_DELIVERY_GONE_MESSAGE,
  SUBSCRIPTION_ALREADY_PAUSED_MESSAGE,
  SUBSCRIPTION_CANCELLED_MESSAGE,
  SUBSCRIPTION_MAX_DAYS_AHEAD,
  SUBSCRIPTION_NOT_PAUSED_MESSAGE,
  SUBSCRIPTION_PAUSED_MESSAGE,
  SUBSCRIPTION_SHIP_NOW_LOCKED_MESSAGE,
  subscriptionTooLateMessage,
  type ShippingAddress,
  type ShopCalendar,
} from '@coffee/contracts';
import { AppError } from '@coffee/service-defaults';
import type {
  DeliveryRecord,
  PendingChange,
  SavedCardRef,
  SubscriptionItem,
  SubscriptionState,
} from './subscription';

/**
 * Subscribe & Save's rules as pure functions of a subscription's state, the shop's calendar and
 * the time: what each customer change does (at once, or from the delivery after a locked one),
 * and how a delivery moves the schedule on. The use cases write what these return.
 */

/** The dunning schedule: a failed charge is tried again 1, 3 and 5 days later, then it pauses. */
export const RETRY_DAYS = [1, 3, 5] as const;
/** Deliveries and failed tries a subscription keeps in its history (two years of weekly ones). */
const HISTORY_KEPT = 120;

export interface Outcome {
  state: SubscriptionState;
  message: string;
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
/** "Tue, Dec 8" for 2026-12-08. */
export const dayText = (day: string): string => dateFormat.format(new Date(`${day}T00:00:00Z`));

const refuse = (message: string, code: string) => new AppError(409, message, code);

function assertOpen(state: SubscriptionState): void {
  if (state.status === 'cancelled')
    throw refuse(SUBSCRIPTION_CANCELLED_MESSAGE, 'SUBSCRIPTION_CANCELLED');
}

/** Whether the next delivery is past its lock: then a change applies to the one after. */
export const nextIsLocked = (state: SubscriptionState, calendar: ShopCalendar, now: Date) =>
  state.nextDeliveryOn !== null && isLocked(state.nextDeliveryOn, calendar, now);

/** The day cycle `cycle` ships on the current schedule. */
const dayOfCycle = (state: SubscriptionState, cycle: number): string =>
  addCalendarDays(
    state.nextDeliveryOn ?? '',
    (cycle - state.cycle) * state.item.frequencyWeeks * 7,
  );

/** The first day on the schedule (from `from`, every `weeks`) on or after `until`. */
function firstOnScheduleFrom(from: string, weeks: number, until: string): string {
  let day = from;
  while (day < until) day = nextDeliveryAfter(day, weeks);
  return day;
}

/** A day the customer gave (a pause's end): after today, within the horizon. */
function assertFutureDay(day: string, calendar: ShopCalendar, now: Date): void {
  const today = dayIn(now, calendar.timeZone);
  if (day <= today)
    throw new AppError(
      400,
      pauseUntilTooEarlyMessage(dayText(addCalendarDays(today, 1))),
      'BAD_DATE',
    );
  if (calendarDaysBetween(today, day) > SUBSCRIPTION_MAX_DAYS_AHEAD)
    throw new AppError(400, subscriptionTooLateMessage(SUBSCRIPTION_MAX_DAYS_AHEAD), 'BAD_DATE');
}

/** Due for its charge at `day`'s charge time. */
const scheduledOn = (state: SubscriptionState, day: string | null, calendar: ShopCalendar) => ({
  ...state,
  nextDeliveryOn: day,
  nextChargeAt: day === null ? null : chargeAtOf(day, calendar),
});

const withPending = (state: SubscriptionState, change: Omit<PendingChange, 'fromCycle'>) => ({
  ...state,
  pending: { ...(state.pending ?? {}), ...change, fromCycle: state.cycle + 1 },
});

/** The history with one more delivery, the oldest dropped past a year's worth. */
export const withDelivery = (state: SubscriptionState, delivery: DeliveryRecord) =>
  [...state.deliveries, delivery].slice(-HISTORY_KEPT);

/** The record of the current cycle's delivery: what happened, and whatever else is known. */
export const deliveryOf = (
  state: SubscriptionState,
  outcome: DeliveryRecord['outcome'],
  at: Date,
  extra: Partial<DeliveryRecord> = {},
): DeliveryRecord => ({
  cycle: state.cycle,
  on: state.nextDeliveryOn ?? '',
  outcome,
  orderId: null,
  orderNumber: null,
  totalCents: null,
  note: null,
  at,
  ...extra,
});

/** The current cycle done (ordered, skipped or not to be had): recorded, the schedule moved on. */
export const delivered = (
  state: SubscriptionState,
  entry: DeliveryRecord,
  calendar: ShopCalendar,
  now: Date,
): SubscriptionState =>
  advance({ ...state, deliveries: withDelivery(state, entry) }, calendar, now);

/**
 * Past the current cycle (delivered, skipped or given up): the next day on the schedule, the
 * changes that waited for it, and a pause or cancel that waited for the locked delivery.
 */
export function advance(
  state: SubscriptionState,
  calendar: ShopCalendar,
  now: Date,
): SubscriptionState {
  const cycle = state.cycle + 1;
  const pending = state.pending && state.pending.fromCycle <= cycle ? state.pending : null;
  const item = pending?.item ?? state.item;
  const moved: SubscriptionState = {
    ...state,
    cycle,
    attempt: 0,
    dunning: null,
    item,
    shippingAddress: pending?.shippingAddress ?? state.shippingAddress,
    pending: pending ? null : state.pending,
    skipCycles: state.skipCycles.filter((c) => c >= cycle),
  };
  // The next day on the schedule still to be charged. After a late delivery (a new card given
  // weeks after the dunning paused it, or a scheduler that was down) the days that passed
  // meanwhile are not charged in one burst: the customer gets the late box now and the next on
  // its day. Found by the year-long simulation: a card replaced three weeks late charged four
  // deliveries in one run.
  let on = nextDeliveryAfter(
    state.nextDeliveryOn ?? dayIn(now, calendar.timeZone),
    item.frequencyWeeks,
  );
  while (chargeAtOf(on, calendar).getTime() <= now.getTime())
    on = nextDeliveryAfter(on, item.frequencyWeeks);
  if (pending?.cancel)
    return { ...scheduledOn(moved, null, calendar), status: 'cancelled', cancelledAt: now };
  if (pending?.pause) {
    const until = pending.pause.until;
    return {
      ...scheduledOn(
        moved,
        until ? firstOnScheduleFrom(on, item.frequencyWeeks, until) : null,
        calendar,
      ),
      status: 'paused',
      pauseReason: 'customer',
      pausedUntil: until,
    };
  }
  if (moved.status === 'paused' && moved.pausedUntil === null)
    return scheduledOn(moved, null, calendar);
  return scheduledOn(moved, on, calendar);
}

/** A charge failed: tried again 1, 3 and 5 days later; after the last, the subscription pauses. */
export function afterFailedCharge(
  state: SubscriptionState,
  message: string,
  calendar: ShopCalendar,
  now: Date,
): { state: SubscriptionState; final: boolean; retryAt: Date | null } {
  const failures = (state.dunning?.failures ?? 0) + 1;
  const attempt = state.attempt + 1;
  const retryDays = RETRY_DAYS[failures - 1];
  if (retryDays === undefined) {
    return {
      state: {
        ...state,
        attempt,
        dunning: { failures, message },
        status: 'paused',
        pauseReason: 'payment-failed',
        pausedUntil: null,
        nextChargeAt: null,
      },
      final: true,
      retryAt: null,
    };
  }
  const retryAt = new Date(now.getTime() + retryDays * 86_400_000);
  void calendar;
  return {
    state: { ...state, attempt, dunning: { failures, message }, nextChargeAt: retryAt },
    final: false,
    retryAt,
  };
}

/** Skip the next delivery (or, when it is locked, the one after). */
export function skip(
  state: SubscriptionState,
  calendar: ShopCalendar,
  now: Date,
  /** The delivery the customer meant (deliveryActionSchema); undefined: the next one open. */
  cycle?: number,
): Outcome {
  assertOpen(state);
  if (state.nextDeliveryOn === null)
    throw refuse(SUBSCRIPTION_PAUSED_MESSAGE, 'SUBSCRIPTION_PAUSED');
  const locked = nextIsLocked(state, calendar, now);
  let target = locked ? state.cycle + 1 : state.cycle;
  if (cycle !== undefined) {
    if (cycle < target) throw refuse(SUBSCRIPTION_DELIVERY_GONE_MESSAGE, 'SUBSCRIPTION_LOCKED');
    if (state.skipCycles.includes(cycle))
      throw refuse(SUBSCRIPTION_ALREADY_SKIPPED_MESSAGE, 'SUBSCRIPTION_SKIPPED');
    target = cycle;
  }
  while (state.skipCycles.includes(target)) target += 1;
  const skipCycles = [...state.skipCycles, target].sort((a, b) => a - b);
  const skipped = dayOfCycle(state, target);
  const message = locked
    ? `Your delivery on ${dayText(state.nextDeliveryOn)} is already being prepared, so the one on ${dayText(skipped)} is skipped`
    : `Your delivery on ${dayText(skipped)} is skipped`;
  return { state: { ...state, skipCycles }, message };
}

/** Pause until a day (deliveries resume from the first one on the schedule) or indefinitely. */
export function pause(
  state: SubscriptionState,
  until: string | null,
  calendar: ShopCalendar,
  now: Date,
): Outcome {
  assertOpen(state);
  if (state.status === 'paused')
    throw refuse(SUBSCRIPTION_ALREADY_PAUSED_MESSAGE, 'SUBSCRIPTION_PAUSED');
  if (until !== null) assertFutureDay(until, calendar, now);
  const next = state.nextDeliveryOn ?? '';
  if (nextIsLocked(state, calendar, now)) {
    return {
      state: withPending(state, { pause: { until } }),
      message: `Your delivery on ${dayText(next)} is already being prepared; the pause starts after it`,
    };
  }
  const resumesOn = until ? firstOnScheduleFrom(next, state.item.frequencyWeeks, until) : null;
  return {
    state: {
      ...scheduledOn(state, resumesOn, calendar),
      status: 'paused',
      pauseReason: 'customer',
      pausedUntil: until,
    },
    message: resumesOn
      ? `Paused until ${dayText(until ?? resumesOn)}. Deliveries resume on ${dayText(resumesOn)}`
      : 'Paused. Resume whenever you like',
  };
}

/** Resume a paused subscription from the earliest day that can still be changed. */
export function resume(state: SubscriptionState, calendar: ShopCalendar, now: Date): Outcome {
  assertOpen(state);
  if (state.status !== 'paused') {
    if (state.pending?.pause) {
      return {
        state: { ...state, pending: { ...state.pending, pause: null } },
        message: 'The pause after your next delivery is called off',
      };
    }
    throw refuse(SUBSCRIPTION_NOT_PAUSED_MESSAGE, 'SUBSCRIPTION_NOT_PAUSED');
  }
  const on = earliestDeliveryDay(calendar, now);
  return {
    state: {
      ...scheduledOn(state, on, calendar),
      status: 'active',
      pauseReason: null,
      pausedUntil: null,
      dunning: null,
    },
    message: `Resumed. Your next delivery is on ${dayText(on)}`,
  };
}

export interface ChangeSet {
  item?: SubscriptionItem;
  shippingAddress?: ShippingAddress;
  card?: SavedCardRef;
}

/**
 * Coffee, quantity, frequency and address apply to the next delivery, or from the one after
 * when it is locked. A card applies at once (the next charge needs it), and after a failed
 * charge it is tried again at once: a subscription paused by the last failure resumes.
 */
export function change(
  state: SubscriptionState,
  set: ChangeSet,
  calendar: ShopCalendar,
  now: Date,
): Outcome {
  assertOpen(state);
  let next: SubscriptionState = set.card ? { ...state, card: set.card } : state;
  const retry = Boolean(set.card && state.dunning);
  if (retry) {
    next = { ...next, status: 'active', pauseReason: null, nextChargeAt: now };
    if (next.nextDeliveryOn === null)
      next = { ...next, nextDeliveryOn: earliestDeliveryDay(calendar, now) };
  }
  const terms: { item?: SubscriptionItem; shippingAddress?: ShippingAddress } = {
    ...(set.item ? { item: set.item } : {}),
    ...(set.shippingAddress ? { shippingAddress: set.shippingAddress } : {}),
  };
  if (Object.keys(terms).length === 0) {
    return {
      state: next,
      message: retry ? 'Card updated. We are trying the payment again now' : 'Card updated',
    };
  }
  if (!retry && nextIsLocked(state, calendar, now)) {
    const after = dayOfCycle(state, state.cycle + 1);
    return {
      state: withPending(next, terms),
      message: `Your delivery on ${dayText(state.nextDeliveryOn ?? '')} is already being prepared; this change applies from the delivery on ${dayText(after)}`,
    };
  }
  const pending = state.pending
    ? {
        ...state.pending,
        ...(set.item ? { item: null } : {}),
        ...(set.shippingAddress ? { shippingAddress: null } : {}),
      }
    : null;
  return {
    state: { ...next, ...terms, pending },
    message: retry
      ? 'Subscription updated. We are trying the payment again now'
      : 'Subscription updated',
  };
}

/** Charge and ship the next delivery now; the schedule goes on from its new day. */
export function shipNow(
  state: SubscriptionState,
  calendar: ShopCalendar,
  now: Date,
  /** The delivery the customer meant (deliveryActionSchema): once ordered, not the next one. */
  cycle?: number,
): Outcome {
  assertOpen(state);
  if (cycle !== undefined && cycle < state.cycle)
    throw refuse(SUBSCRIPTION_DELIVERY_GONE_MESSAGE, 'SUBSCRIPTION_LOCKED');
  if (state.status !== 'active') throw refuse(SUBSCRIPTION_PAUSED_MESSAGE, 'SUBSCRIPTION_PAUSED');
  if (nextIsLocked(state, calendar, now))
    throw refuse(SUBSCRIPTION_SHIP_NOW_LOCKED_MESSAGE, 'SUBSCRIPTION_LOCKED');
  const today = dayIn(now, calendar.timeZone);
  let ships = addBusinessDays(today, 1, calendar.holidays);
  while (!isBusinessDay(ships, calendar.holidays)) ships = addCalendarDays(ships, 1);
  return {
    state: {
      ...state,
      nextDeliveryOn: ships,
      nextChargeAt: now,
      skipCycles: state.skipCycles.filter((c) => c !== state.cycle),
    },
    message: `Your next delivery is charged now and ships on ${dayText(ships)}`,
  };
}

/** Cancel now, or after the next delivery when it is locked. */
export function cancel(state: SubscriptionState, calendar: ShopCalendar, now: Date): Outcome {
  assertOpen(state);
  if (state.status === 'active' && nextIsLocked(state, calendar, now)) {
    return {
      state: withPending(state, { cancel: true }),
      message: `Your delivery on ${dayText(state.nextDeliveryOn ?? '')} is already being prepared; your subscription ends after it`,
    };
  }
  return {
    state: {
      ...scheduledOn(state, null, calendar),
      status: 'cancelled',
      cancelledAt: now,
      pending: null,
    },
    message: 'Your subscription is cancelled',
  };
}
