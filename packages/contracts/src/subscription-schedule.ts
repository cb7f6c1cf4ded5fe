import {
  addBusinessDays,
  addCalendarDays,
  dayIn,
  isBusinessDay,
  startOfDayIn,
  type ShopCalendar,
} from './business-calendar';

/**
 * Subscribe & Save's schedule, zod-free (pages show it, cart-checkout keeps it): a delivery ships
 * on its day, is charged the business day before, and is locked against changes from the start of
 * the business day three business days before that charge (the spec's "Subscription changes 3
 * business days ahead"). A change made while the next delivery is locked applies to the one after.
 */

/** How often a subscription delivers, in weeks. */
export const SUBSCRIPTION_FREQUENCY_WEEKS = [1, 2, 3, 4, 6] as const;
export type SubscriptionFrequency = (typeof SUBSCRIPTION_FREQUENCY_WEEKS)[number];
export const isSubscriptionFrequency = (weeks: number): weeks is SubscriptionFrequency =>
  (SUBSCRIPTION_FREQUENCY_WEEKS as readonly number[]).includes(weeks);
export const frequencyLabel = (weeks: number): string =>
  weeks === 1 ? 'Every week' : `Every ${weeks} weeks`;

/** Direct+ members' discount on each delivery while their membership is active at charge time. */
export const SUBSCRIPTION_MEMBER_DISCOUNT_PERCENT = 15;
/** Business days before the charge from which the next delivery can no longer be changed. */
export const SUBSCRIPTION_LOCK_BUSINESS_DAYS = 3;
/** The most bags of one coffee a delivery holds. */
export const MAX_SUBSCRIPTION_QUANTITY = 10;
/** The furthest ahead a first delivery or a pause may be set. */
export const SUBSCRIPTION_MAX_DAYS_AHEAD = 180;

/** A delivery's price for a member: 15% off, rounded half up to the cent. */
export const memberSubscriptionCents = (cents: number): number =>
  cents - Math.round((cents * SUBSCRIPTION_MEMBER_DISCOUNT_PERCENT) / 100);

/** The day a delivery is charged: the business day before it ships. */
export const chargeDayOf = (deliveryDay: string, calendar: ShopCalendar): string =>
  addBusinessDays(deliveryDay, -1, calendar.holidays);

/** The day from whose start a delivery can no longer be changed. */
export const lockDayOf = (deliveryDay: string, calendar: ShopCalendar): string =>
  addBusinessDays(
    chargeDayOf(deliveryDay, calendar),
    -SUBSCRIPTION_LOCK_BUSINESS_DAYS,
    calendar.holidays,
  );

/** When a delivery is charged (the start of its charge day in the shop's time zone). */
export const chargeAtOf = (deliveryDay: string, calendar: ShopCalendar): Date =>
  startOfDayIn(chargeDayOf(deliveryDay, calendar), calendar.timeZone);

/** When a delivery locks (the start of its lock day in the shop's time zone). */
export const lockAtOf = (deliveryDay: string, calendar: ShopCalendar): Date =>
  startOfDayIn(lockDayOf(deliveryDay, calendar), calendar.timeZone);

export const isLocked = (deliveryDay: string, calendar: ShopCalendar, now: Date): boolean =>
  now.getTime() >= lockAtOf(deliveryDay, calendar).getTime();

/** The delivery `frequencyWeeks` after `deliveryDay`. */
export const nextDeliveryAfter = (deliveryDay: string, frequencyWeeks: number): string =>
  addCalendarDays(deliveryDay, frequencyWeeks * 7);

/**
 * The earliest day a first delivery (or a resumed one) may be set to: a business day whose lock
 * has not started yet, so the customer can still change it once it is booked.
 */
export function earliestDeliveryDay(calendar: ShopCalendar, now: Date): string {
  let day = addCalendarDays(dayIn(now, calendar.timeZone), 1);
  while (!isBusinessDay(day, calendar.holidays) || isLocked(day, calendar, now)) {
    day = addCalendarDays(day, 1);
  }
  return day;
}
