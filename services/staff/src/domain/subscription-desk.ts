import {
  PLAN_KIND_LABELS,
  subscriptionPlanListSchema,
  subscriptionPlanSchema,
  type SavePlanInput,
  staffSubscriptionPageSchema,
  staffSubscriptionSchema,
  type StaffActor,
  type StaffSubscriptionAction,
} from '@coffee/contracts';
import type { AuditLog } from './audit';
import type { Upstream } from './ports';
import { queryString, type Query } from './query-string';

type Ctx = { actor: StaffActor; requestId?: string };

const enc = encodeURIComponent;
const opts = (ctx: Ctx, extra: { method?: 'POST' | 'PUT'; body?: unknown } = {}) => ({
  ...extra,
  ...(ctx.requestId ? { requestId: ctx.requestId } : {}),
});
const DONE: Record<StaffSubscriptionAction, string> = { pause: 'paused', cancel: 'cancelled' };

/**
 * Subscribe & Save in the back office, over cart-checkout's /internal/staff/subscriptions: the
 * list, one subscription, and a pause or cancel with the staff member as the actor and the
 * reason; each successful change goes to the audit log ('subscription.pause' and
 * 'subscription.cancel').
 */
export function createSubscriptionDesk(deps: { orders: Upstream; audit: AuditLog }) {
  const { orders, audit } = deps;

  async function act(
    action: StaffSubscriptionAction,
    id: string,
    body: { reason: string },
    ctx: Ctx,
  ) {
    const subscription = await orders.send(
      `/internal/staff/subscriptions/${enc(id)}/${action}`,
      staffSubscriptionSchema,
      opts(ctx, { method: 'POST', body: { action: body, actor: ctx.actor } }),
    );
    const { productName, variantLabel } = subscription.item;
    await audit.append(
      ctx.actor,
      `subscription.${action}`,
      {
        kind: 'subscription',
        id: subscription.id,
        label: variantLabel ? `${productName}, ${variantLabel}` : productName,
      },
      `${DONE[action]}: ${body.reason}`,
    );
    return subscription;
  }

  return {
    list: (query: Query, ctx: Ctx) =>
      orders.send(
        `/internal/staff/subscriptions${queryString(query)}`,
        staffSubscriptionPageSchema,
        opts(ctx),
      ),
    get: (id: string, ctx: Ctx) =>
      orders.send(`/internal/staff/subscriptions/${enc(id)}`, staffSubscriptionSchema, opts(ctx)),
    pause: (id: string, body: { reason: string }, ctx: Ctx) => act('pause', id, body, ctx),
    cancel: (id: string, body: { reason: string }, ctx: Ctx) => act('cancel', id, body, ctx),

    /** The plans staff keep (Roaster's Choice picks, the Explorer's origins). */
    plans: (ctx: Ctx) =>
      orders.send('/internal/staff/subscription-plans', subscriptionPlanListSchema, opts(ctx)),

    /** A plan saved whole ('subscription-plan.save' in the audit log). */
    async savePlan(productId: string, plan: SavePlanInput, ctx: Ctx) {
      const saved = await orders.send(
        `/internal/staff/subscription-plans/${enc(productId)}`,
        subscriptionPlanSchema,
        opts(ctx, { method: 'PUT', body: { plan, actor: ctx.actor } }),
      );
      const coffees =
        saved.kind === 'roasters-choice'
          ? saved.picks.map((p) => `${p.from}: ${p.productName}`)
          : saved.origins.map((o) => o.productName);
      await audit.append(
        ctx.actor,
        'subscription-plan.save',
        { kind: 'product', id: saved.productId, label: saved.productName },
        `${PLAN_KIND_LABELS[saved.kind]}, ${saved.bags} x ${saved.bagSize}: ${coffees.join('; ')}`,
      );
      return saved;
    },
  };
}
export type SubscriptionDesk = ReturnType<typeof createSubscriptionDesk>;
