import {
  promotionListSchema,
  promotionSchema,
  type NewPromotion,
  type Promotion,
  type StaffActor,
} from '@coffee/contracts';
import type { AuditLog } from './audit';
import type { Upstream } from './ports';

type Ctx = { actor: StaffActor; requestId?: string };

const enc = encodeURIComponent;
const withRequest = (ctx: Ctx) => (ctx.requestId ? { requestId: ctx.requestId } : {});

/** How the audit log names a promotion: its code, or that it applies without one. */
const labelOf = (promotion: Promotion) =>
  promotion.code ? `${promotion.name} (${promotion.code})` : `${promotion.name} (automatic)`;

function termsOf(promotion: Promotion): string {
  const off =
    promotion.kind === 'percent'
      ? `${promotion.percentOff ?? 0}% off`
      : promotion.kind === 'fixed'
        ? `$${promotion.amountOff ?? '0.00'} off`
        : 'free shipping';
  const caps = [
    promotion.maxUses === null ? null : `${promotion.maxUses} uses`,
    promotion.maxUsesPerCustomer === null ? null : `${promotion.maxUsesPerCustomer} per customer`,
  ].filter(Boolean);
  return [off, promotion.membersOnly ? 'Direct+ only' : null, ...caps].filter(Boolean).join(', ');
}

/**
 * The admin's promotions, over cart-checkout's /internal/staff/promotions (it prices orders with
 * them and counts their uses): the list, a new promotion, a pause or resume; each change goes to
 * the audit log ('promotion.create', 'promotion.pause', 'promotion.resume').
 */
export function createPromotionDesk(deps: { orders: Upstream; audit: AuditLog }) {
  const { orders, audit } = deps;
  return {
    list: (ctx: Ctx) =>
      orders.send('/internal/staff/promotions', promotionListSchema, withRequest(ctx)),

    async create(promotion: unknown, ctx: Ctx): Promise<Promotion> {
      const created = await orders.send('/internal/staff/promotions', promotionSchema, {
        method: 'POST',
        body: { promotion, actor: ctx.actor },
        ...withRequest(ctx),
      });
      await audit.append(
        ctx.actor,
        'promotion.create',
        { kind: 'promotion', id: created.id, label: labelOf(created) },
        termsOf(created),
      );
      return created;
    },

    async setPaused(id: string, change: { paused: boolean }, ctx: Ctx): Promise<Promotion> {
      const changed = await orders.send(
        `/internal/staff/promotions/${enc(id)}/status`,
        promotionSchema,
        { method: 'PUT', body: { change, actor: ctx.actor }, ...withRequest(ctx) },
      );
      await audit.append(
        ctx.actor,
        change.paused ? 'promotion.pause' : 'promotion.resume',
        { kind: 'promotion', id: changed.id, label: labelOf(changed) },
        `${change.paused ? 'paused' : 'resumed'} at ${changed.uses} uses`,
      );
      return changed;
    },
  };
}
export type PromotionDesk = ReturnType<typeof createPromotionDesk>;
export type { NewPromotion };
