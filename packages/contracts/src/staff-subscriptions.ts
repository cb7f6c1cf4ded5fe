import { z } from 'zod/mini';
import { wholeNumberParam } from './catalog';
import { moneyStringSchema } from './money';
import { MAX_STAFF_PAGE_SIZE, pageOf, STAFF_PAGE_SIZE, staffActorSchema } from './orders';
import { subscriptionSchema, subscriptionStatuses } from './subscriptions';

/**
 * Subscribe & Save in the back office. The employee portal lists, searches and reads every
 * customer's subscriptions ('subscriptions:read') and pauses or cancels one with a reason
 * ('subscriptions:manage'): GET /api/employee/subscriptions, GET /api/employee/subscriptions/{id},
 * POST /api/employee/subscriptions/{id}/pause and /cancel (staff service), which asks
 * cart-checkout's /internal/staff/subscriptions... with the staff member as the actor.
 */

export const staffSubscriptionFilters = ['all', ...subscriptionStatuses] as const;
export type StaffSubscriptionFilter = (typeof staffSubscriptionFilters)[number];

/**
 * GET /api/employee/subscriptions?status=&q=&page=&pageSize= (and /internal/staff/subscriptions
 * with the same query). `q` matches the coffee's name (any part, case-insensitively), or a
 * subscription id or a customer's user id (whole). Newest first.
 */
export const staffSubscriptionQuerySchema = z.strictObject({
  status: z._default(
    z.enum(staffSubscriptionFilters, { error: 'Unknown subscription filter' }),
    'all',
  ),
  q: z.optional(
    z.string().check(z.trim(), z.maxLength(100, 'Search must be at most 100 characters')),
  ),
  page: z._default(wholeNumberParam('page', 1, 10_000), 1),
  pageSize: z._default(wholeNumberParam('pageSize', 1, MAX_STAFF_PAGE_SIZE), STAFF_PAGE_SIZE),
});
export type StaffSubscriptionQuery = z.input<typeof staffSubscriptionQuerySchema>;

export const staffSubscriptionActions = ['pause', 'cancel'] as const;
export type StaffSubscriptionAction = (typeof staffSubscriptionActions)[number];

/** What staff did to a subscription and why, oldest first. */
export const staffSubscriptionNoteSchema = z.object({
  at: z.string(),
  action: z.enum(staffSubscriptionActions),
  reason: z.string(),
  staffId: z.string(),
  staffName: z.nullable(z.string()),
});
export type StaffSubscriptionNote = z.infer<typeof staffSubscriptionNoteSchema>;

/** The staff view of a subscription: the customer's, whose it is, and what staff did to it. */
export const staffSubscriptionSchema = z.extend(subscriptionSchema, {
  userId: z.string(),
  staffNotes: z._default(z.array(staffSubscriptionNoteSchema), []),
});
export type StaffSubscription = z.infer<typeof staffSubscriptionSchema>;
export const staffSubscriptionPageSchema = pageOf(staffSubscriptionSchema);
export type StaffSubscriptionPage = z.infer<typeof staffSubscriptionPageSchema>;

export const STAFF_REASON_REQUIRED_MESSAGE = 'A reason is required';
export const STAFF_REASON_TOO_LONG_MESSAGE = 'A reason must be at most 500 characters';

/**
 * POST /api/employee/subscriptions/{id}/pause and /cancel: why (kept on the subscription and in
 * the audit log). A staff pause is indefinite; both act at once, even on a delivery already
 * being prepared. Answers the StaffSubscription.
 */
export const staffSubscriptionActionSchema = z.strictObject({
  reason: z
    .string({ error: STAFF_REASON_REQUIRED_MESSAGE })
    .check(
      z.trim(),
      z.minLength(1, STAFF_REASON_REQUIRED_MESSAGE),
      z.maxLength(500, STAFF_REASON_TOO_LONG_MESSAGE),
    ),
});
export type StaffSubscriptionActionInput = z.input<typeof staffSubscriptionActionSchema>;

/** POST /internal/staff/subscriptions/{id}/pause and /cancel (cart-checkout): why, and who. */
export const internalSubscriptionActionSchema = z.strictObject({
  action: staffSubscriptionActionSchema,
  actor: staffActorSchema,
});

/**
 * GET /internal/staff/subscription-stats?timezone= (cart-checkout), shown on the admin dashboard.
 * `dueThisWeek`: active subscriptions whose next delivery (not skipped) falls within the next
 * 7 days, today included, in the shop's time zone. `monthlyRecurringRevenue`: over active
 * subscriptions, the variant's current catalog price x quantity x (52 / 12) / frequencyWeeks
 * (a coffee no longer sold counts at its last delivery's total, else nothing). Before discounts.
 */
export const subscriptionStatsSchema = z.object({
  active: z.number().check(z.int(), z.nonnegative()),
  paused: z.number().check(z.int(), z.nonnegative()),
  dueThisWeek: z.number().check(z.int(), z.nonnegative()),
  monthlyRecurringRevenue: moneyStringSchema,
});
export type SubscriptionStats = z.infer<typeof subscriptionStatsSchema>;
